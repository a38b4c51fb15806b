import { says, saysAll, type Signal } from "./content-signal.ts";

/*
 * Pitches (issue 55): someone sells us a service we did not ask for. Each
 * signal names what the pitch is (visibility in search engines or AI
 * answers, a website, videos, a chatbot, developers by the hour, bulk
 * messages, lists of people, money) by the shape of the offer: the thing
 * and the selling together, so that a customer who names the thing (our
 * SEO agency, an AI assistant we might build, a WhatsApp reminder) is not
 * taken for a seller.
 */

export const PITCH_SIGNALS: readonly Signal[] = [
  {
    reason: "Suchmaschinen-Angebot",
    weight: 3,
    test: says(
      /suchmaschinenoptimierung (?:für sie|anbieten|bieten)|seo[- ](?:agentur|experte|spezialist|service|paket|audit|analyse)|platz\s*(?:1|eins)\b[^.]{0,30}google|erste[nr]? seite\b[^.]{0,20}google|top[- ]?(?:3|10|platzierung)[^.]{0,30}google|google maps top|domain[- ]?(?:authority|rating)|\bda\s*\/\s*pa\b|nicht indexiert|google my business|(?:first page|top of|rank(?:ing)?)[^.]{0,30}google|seo (?:services?|audit|report|package)|not on (?:page (?:1|one)|the first page)|nicht auf seite (?:1|eins)|citation building|gbp optimi[sz]ation|(?:nur )?auf seite [2-9]\b|seite [2-9] bei google|page [2-9] (?:of|on) google/i,
    ),
  },
  {
    reason: "Backlinks",
    weight: 3,
    test: says(
      /backlinks?|back-links?|link[- ]?building|linkaufbau|linktausch|gastbeitr[aä]g|gastartikel|guest[- ]?posts?|sponsored[- ]?(?:post|article)|do[- ]?follow|link insertion|link back|broken link|linked to a|replacing the (?:broken )?link|artikel mit link|updating the link|(?:could be|as) a (?:good )?replacement|linków|artykuł sponsorowany|article sponsorisé|lien retour/i,
    ),
  },
  {
    reason: "Sichtbarkeit in KI-Antworten verkauft",
    weight: 3,
    test: saysAll(
      /chatgpt|perplexity|gemini|claude|ai overviews?|ki-(?:suchmaschin|assistent|antwort)|\bllms?\b|generative engine|\bgeo\b|\baeo\b|llms\.txt|answer engines?|motores de respuesta|inteligencia artificial/i,
      /sichtbar|visib|invisible|tauchen sie nicht auf|taucht \w+ nicht auf|nicht (?:empfohlen|genannt|erwähnt)|kaum genannt|get cited|cited in|citée|mention|recomiend|presencia|shows up|optimi[sz]|auftaucht|score/i,
    ),
  },
  {
    reason: "gekaufte Bewertungen",
    weight: 3,
    test: says(
      /(?:bewertungen|rezensionen|reviews)\s+(?:kaufen|entfernen|löschen|lassen)|(?:kaufen|entfernen|löschen)\s+(?:sie\s+)?(?:\S+\s+){0,3}(?:bewertungen|rezensionen)|5[- ]?sterne[- ]?(?:bewertungen|rezensionen)|bewertungen\b[^.]{0,50}\b(?:besorgen|verschaffen|löschen lassen|entfernen lassen)|(?:buy|remove)\s+(?:\S+\s+){0,2}reviews|(?:pro|per|\/)\s?(?:bewertung|review)\b|bewertungen (?:besorgen|verschaffen)|get \d+\+? (?:positive )?reviews|mehr sterne|\d+ five-star reviews/i,
    ),
  },
  {
    reason: "hat unsere Website ungefragt geprüft",
    weight: 3,
    test: saysAll(
      /(?:ihre|your|su|votre) (?:website|webseite|seite|site|sitio web)\b.{0,40}(?:geprüft|analysiert|getestet|gescannt|checked|analy[sz]ed|audited|scanned)|(?:geprüft|analysiert|getestet|checked|analy[sz]ed|audited|scanned|prüfung)\b.{0,40}(?:ihre[rs]?|your|su|votre) (?:website|webseite|seite|site|sitio web)/i,
      /gefunden|festgestellt|found|errors|fehler|verstöße|barrieren|issues|problem|mängel/i,
    ),
  },
  {
    reason: "zählt Mängel auf, die niemand erfragt hat",
    weight: 2,
    test: says(
      /(?:website|seo|seiten)-?(?:check|audit)|\d+ (?:kritische |critical )?(?:fehler|errors|probleme|issues|barrieren|verstöße|datenschutzverstöße|mängel)\b|tippfehler (?:auf|gefunden)|abmahngefährdet|abmahnung (?:kann|droht|drohen)|drohen abmahnungen/i,
    ),
  },
  {
    reason: "verkauft eine neue Website",
    weight: 2,
    test: says(
      /need (?:a )?new website|(?:ihre|your) (?:website|webseite|seite)\b.{0,40}(?:veraltet|outdated|old-fashioned|langsam|slow|nicht optimal|not optimi)|wir gestalten|we design|moderne,? (?:responsive )?websites|(?:neue|moderne) website für sie|(?:redesign|relaunch) (?:ihrer|your)|(?:páginas|sitios) web profesionales|diseño más moderno|nowoczesne strony|strony internetowe|sites? (?:web )?modernes?|could look (?:much )?better|mogłaby wyglądać|page speed|ladezeit ihrer|mobile[- ]friendly|barrierefreiheit ihrer website/i,
    ),
  },
  {
    reason: "verkauft Videos, Follower oder Reichweite",
    weight: 3,
    test: says(
      /promote your (?:channel|page|account|videos?)|(?:i make|we make|we produce|wir produzieren|ich produziere|ich mache)\s+(?:\S+\s+){0,3}(?:videos?|filme?|imagefilm)|\d+\+? (?:new )?(?:linkedin )?connections|\d[\d.,]*k?\+? (?:real |active )?(?:subscribers|followers|abonnenten|follower|likes|views|seguidores|abonnés)|watch hours|imagefilm für|erklärvideo für ihr|explainer video for|video (?:de empresa|corporativo)|social[- ]media[- ](?:management|betreuung|agentur) für|wir (?:übernehmen|betreuen) ihre social|gestión de redes sociales|gestion de vos réseaux/i,
    ),
  },
  {
    reason: "verkauft einen Chatbot oder Telefonassistenten",
    weight: 3,
    test: says(
      /(?:unser\w*|our|mit unserem|tworzymy|nasz\w*|notre|nuestro\w*|наш\w*|einen demo-)\s*(?:\S+\s+){0,2}(?:ki-?telefon\w*|telefon-?ki|ki-?voicebot|voice-?bot|chat-?bot\w*|ai[- ]receptionist|ai phone|ki-assistent\w*|sprachassistent\w*|chatboty)|chatboty ai|ai receptionist answers|never miss a call|(?:ki-?)?(?:chat|voice)bot\b.{0,60}(?:24\/7|rund um die uhr|auf ihrer website)/i,
    ),
  },
  {
    reason: "vermittelt Entwickler oder Apps gegen Stundensatz",
    weight: 3,
    test: saysAll(
      /developer|entwickler|engineers|ingenieros|programist|разработчик|команд|software (?:house|development)|desarrollo de software|app development|apps? for your business|mobile apps?|web or mobile/i,
      /\/\s?h(?:our)?\b|per hour|pro stunde|por hora|в час|an hour|\/hr|za godzinę|de l'heure|any requirement|low price|discount on (?:the )?first|\d+ ?% discount|1\/3 of the cost|zu einem bruchteil/i,
    ),
  },
  {
    reason: "Teams im Ausland zur Verstärkung angeboten",
    weight: 2,
    test: says(
      /nearshore|offshore|staff augmentation|dedicated (?:developer |dev )?(?:teams?|developers?)|developers available|leading (?:mobile )?app development company|doesn'?t have a (?:mobile )?app|equipos dedicados|zespoły|extend(?:ing)? your (?:dev |engineering )?team|scale (?:their|your) teams?|share (?:a few )?(?:relevant )?cvs|team of \d+ (?:dedicated )?developers|\d+ (?:engineers|ingenieros|programistów|разработчиков|developers)\b/i,
    ),
  },
  {
    reason: "verkauft fertige Software unter unserem Namen",
    weight: 3,
    test: says(
      /clone script|ready-made (?:app|script|solution|clone)|app like (?:uber|airbnb|booksy)|white-label our|white label,? your brand/i,
    ),
  },
  {
    reason: "verkauft Termine oder Leads",
    weight: 3,
    test: says(
      /qualifi\w+ (?:demos|termine|meetings|leads|appointments|sales meetings)|termine mit entscheidern|demo-termine in ihren kalender|book(?:ed)? \d+(?:-\d+)? qualified|increase in qualified leads|(?:sales )?meetings per month/i,
    ),
  },
  {
    reason: "Massenversand über Messenger",
    weight: 3,
    test: saysAll(
      /whatsapp|telegram|мессенджер|群发/i,
      /bulk|massen|masivos|群发|рассылк|unlimited|unbegrenzt|tausende|thousands|an alle kontakte|number(?:s)? database|nummern-?datenbank|bases? de datos|баз(?:е|ам|ы)|green tick|api provider|öffnungsrate|open rate|协议号|不封号|без блокировок/i,
    ),
  },
  {
    reason: "verkauft Adresslisten oder Kontakte",
    weight: 3,
    test: saysAll(
      /(?:attendee|visitor|teilnehmer|besucher|aussteller|exhibitor)s?[- ]?(?:list|liste)|lista de (?:asistentes|contactos)|(?:contact|kontakt|adress|lead)[- ]?(?:list|liste|daten)|list of (?:\w+ ){0,3}(?:decision makers|ctos|contacts)|decision makers|verifizierte kontakte|contactos verificados|\d[\d.,]* (?:records|datensätze|kontakte|contacts)\b|opt-in (?:attendee )?lists/i,
      /acquir|kaufen|verkauf|\bsell|pricing|price|preis|precio|sample|muster|muestra|counts|cost|discount|interesse|interest|interesar/i,
    ),
  },
  {
    reason: "bietet Kredit oder Finanzierung an",
    weight: 3,
    test: saysAll(
      /\bloans?\b|kredit\b|kredite\b|working capital|pre-approved|darlehen|pożyczk|prêts?\b|préstamos?|financiación|business funding|cash advance|займ|кредит|debt financing|financing/i,
      /no credit check|ohne schufa|bez bik|sin aval|approval|zusage|pre-approved|in 24 ?h|decyzja|taux|interés|interest|up to|bis zu|\d+ ?% (?:p\.a\.|anual|zins)|repay|remboursement|funds in|sin garantía|no collateral/i,
    ),
  },
  {
    reason: "Krypto und Geldanlage",
    weight: 3,
    test: saysAll(
      /bitcoin|\bbtc\b|krypto|crypto|cripto|крипт|加密|比特币|\busdt\b|ethereum|forex|trading|token|binäre optionen/i,
      /invest|rendite|gewinn|profit|earn|verdien|passive|trading[- ]?(?:bot|plattform|platform|signal)|presale|recover|wallet|unclaimed|ingresos|gané|ganar|доход|заработ|收益|回报|garantiert|guaranteed|returns?\b|mentor/i,
    ),
  },
  {
    reason: "spricht von Krypto-Geld",
    weight: 1,
    test: says(/bitcoin|\bbtc\b|kryptow|crypto|cripto|крипт|\busdt\b/i),
  },
];
