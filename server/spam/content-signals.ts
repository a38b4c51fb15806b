import { says, type Signal } from "./content-signal.ts";

/*
 * Signals of selling that belong to no one kind (decision 049): links that
 * hide where they lead, offer words, a service offered, a pitch for a call,
 * prices, money asked for. Most weigh 1: a customer may write each of them;
 * together they read as an offer.
 */

/** Services that hide where a link leads. */
const SHORTENERS = new Set([
  "bit.ly",
  "bitly.com",
  "buff.ly",
  "cutt.ly",
  "goo.gl",
  "is.gd",
  "lnkd.in",
  "ow.ly",
  "rb.gy",
  "rebrand.ly",
  "s.id",
  "shorturl.at",
  "t.co",
  "t.ly",
  "tiny.cc",
  "tinyurl.com",
  "v.gd",
]);
/** Chats a seller moves the conversation to. */
const MESSENGERS = new Set([
  "t.me",
  "telegram.me",
  "telegram.dog",
  "wa.me",
  "api.whatsapp.com",
  "chat.whatsapp.com",
  "wa.link",
  "signal.me",
  "m.me",
  "viber.click",
]);

export const GENERAL_SIGNALS: readonly Signal[] = [
  {
    reason: "Kurzlink",
    weight: 3,
    test: ({ hosts }) => [...hosts].some((host) => SHORTENERS.has(host)),
  },
  {
    reason: "Messenger-Link",
    weight: 3,
    test: ({ hosts }) => [...hosts].some((host) => MESSENGERS.has(host)),
  },
  {
    reason: "Link als HTML- oder Forencode",
    weight: 3,
    test: says(/\[url[=\]]|<a\s+href/i),
  },
  {
    reason: "Kredit, Adresslisten oder Ähnliches",
    weight: 3,
    test: says(
      /e-?mail[- ]?(?:liste|datenbank|adressen kaufen|list)|leads? (?:kaufen|garantiert)|b2b[- ]?(?:leads|datenbank|adressen|database)|ohne schufa|sofortkredit|darlehen (?:von|ab|bis)|callcenter|kaltakquise|virtuelle[rn]? assistent|virtual assistant|premium[- ]?domain|firmenverzeichnis|branchenbuch|\d+\s*(?:usd|\$)\s*(?:\/|per\s+)\s*(?:hour|hr)|to unsubscribe|reply (?:with )?["“]?(?:stop|no|remove)|abmelden,? (?:antworten|schreiben) sie/i,
    ),
  },
  {
    reason: "Werbesprache",
    weight: 1,
    test: () => false,
    words: {
      pattern:
        /energiemakler|strompreise|gewerbestrom|stromtarif|energiekosten|mit ihrem logo|webdesign|web-design|neue website|relaunch|app[- ]?entwicklung|marketing|kunden gewinnen|neukunden|umsatz|sichtbarkeit|ranking|\bseo\b|reichweite|lead(?:s|generierung| generation)\b|conversions?\b|social[- ]media|instagram|tiktok|linkedin|followers?\b|chatbot|erklärvideo|explainer video|werbeartikel|kugelschreiber|firmenadressen|traffic|fördermittel|\bgrants?\b|factoring|podcast|ghostwriting|personal brand|influencer|\bugc\b|\baward\b|nominier|outsourcing|staff augmentation|white label|affordable|asking price|zu verkaufen|for sale|is available for purchase|rabatt|gutschein|sonderangebot|bestpreis|solange (?:der )?vorrat|restposten|privatkredit|geschäftskredit|darlehen|\bloans?\b|interest rate|investoren|investors|funding|presale|\btoken\b|whitepaper|goldsparplan|\bcbd\b|massenversand|manufacturer|free sample|\bmoq\b|increase (?:your )?(?:sales|revenue)|aumentar sus ventas|zwiększ\w* sprzedaż|увелич\w* продаж|cheap price|low price|günstiger preis|discount\b|descuento|zniżk|скидк/gi,
      most: 2,
    },
  },
  {
    reason: "wirbt mit Gratis-Leistung oder Garantie",
    weight: 1,
    test: says(
      /kostenlose[nr]? (?:analyse|audit|beratungsgespräch|check|erstgespräch|muster|probe|test|report|prüfbericht)|free (?:audit|analysis|consultation|trial|report|quote|sample|demo)|kostenlose[nr]? (?:beratung|workshop|webinar|demo|vor-ort|website-check|entwurf)|kostenlos (?:unseren|unser|ein) (?:katalog|muster|angebot|probe)|it'?s free|unverbindlich|ohne risiko|no obligation|garantie|garantiert|guaranteed|nachweislich|análisis gratuito|muestra gratuita|darmow\w+ (?:projekt|analiz|wycen)|бесплатн\w+ (?:консультац|анализ|аудит)|gratuit\w* (?:audit|analyse)|30 tage kostenlos|\d+ days? free/i,
    ),
  },
  {
    reason: "spricht von unserer Website statt von unseren Produkten",
    weight: 1,
    test: says(
      /(?:ihre[rnm]?|your) (?:website|webseite|homepage|internetseite|startseite|seite|internetauftritt|online-auftritt|firmeneintrag|eintrag|unternehmensprofil|domain|site|online presence|social[- ]media|youtube channel|channel)\b|su (?:sitio web|página web|web)\b|votre site|państwa stron\w*|ваш\w* сайт/i,
    ),
  },
  {
    reason: "bietet eine Dienstleistung an",
    weight: 1,
    test: says(
      /wir (?:bieten|entwickeln|erstellen|optimieren|übernehmen|produzieren|vermitteln|vergleichen|liefern|bringen|machen|helfen|unterstützen|setzen|kaufen|verkaufen|sind (?:zertifiziert|spezialisiert|ihr))|ich (?:biete|helfe|unterstütze|bin (?:eine?n? )?(?:freiberufliche[rn]? |selbstständige[rn]? |unabhängige[rn]? )?\S*(?:designer|berater|makler|assistent|texter|entwickler|experte|spezialist))|unser(?:e|en)? (?:agentur|callcenter|team übernimmt|service)|als (?:unabhängiger?|zertifizierter?) \S+|we (?:are an?|offer|provide|build|help|specialize|sell|can (?:build|get|offer|help|provide))|our (?:agency|team|company|services|expert|network)|i am (?:a|an) |we(?:'d| would) (?:like|love) to (?:offer|feature|explore|help)|i (?:help|make|can (?:fix|help|develop|share|promote))\b|ich schreibe (?:für sie|\S*texte)|wir (?:übersetzen|gestalten|rufen|produzieren|betreiben)|ich (?:produziere|bin \S*(?:creator\w*|fotograf\w*|übersetzer\w*))|i make |in meinem (?:coaching|programm)|unser(?:e|em)? (?:netzwerk|coaching|factoring|katalog)|ofrecemos|hacemos|optimizamos|enviamos|somos una (?:empresa|agencia)|oferujemy|tworzymy|projektujemy|przygotujemy|предлагаем|предлагаю|nous (?:proposons|accompagnons|pouvons|aidons|optimisons)|je (?:propose|vous propose)/i,
    ),
  },
  {
    reason: "Preis ab einem Betrag",
    weight: 1,
    test: says(
      /(?:\bab|from|starting at|plans from|desde|\bod|à partir de|от)\s+(?:nur\s+)?(?:€|\$|usd|eur)?\s?\d[\d.,]*\s?(?:€|eur\b|euro|usd|\$|cent|zł|руб)/i,
    ),
  },
  {
    reason: "Preis je Wort, Artikel, Termin oder Bewertung",
    weight: 2,
    test: says(
      /(?:\d\s?(?:€|eur\b|euro|usd|\$|cent)|zahlen nur)\s?(?:pro|per|je|por|za) (?:wort|word|artikel|article|termin|lead|bewertung|review|listing|eintrag|gelöschte[rn]? bewertung|stattgefundene[nm] termin)\b|(?:pro|per) (?:wort|word|artikel|article|bewertung|review|lead)\s?(?:€|\$)?\s?\d/i,
    ),
  },
  {
    reason: "verspricht mehr Umsatz oder weniger Kosten",
    weight: 2,
    test: says(
      /double your (?:revenue|sales|leads)|\d+(?:-\d+)?x (?:increase|more|better)|\d+ ?% (?:der |an )?kosten (?:sparen|einsparen)|kosten (?:halbieren|senken um)|(?:strom|energie)kosten halbieren|cost saving|fraction of the cost|bruchteil der kosten|umsatz (?:verdoppeln|steigern)|conversion um \d+ ?%|on autopilot|while you sleep|\d+ ?% less than/i,
    ),
  },
  {
    reason: "Rabattaktion oder Gutscheincode",
    weight: 2,
    test: says(
      /jetzt \d+ ?%|\d+ ?% neukundenrabatt|neukundenrabatt|gutscheincode|rabattcode|promo ?code|coupon code|solange (?:der )?vorrat|zum bestpreis|sonderangebot für|special discount|discount this week/i,
    ),
  },
  {
    reason: "sucht den Entscheider statt eine Antwort",
    weight: 2,
    test: says(
      /wer ist (?:bei ihnen )?(?:für \S+ )?zuständig|who (?:is|would be) (?:the (?:best|right) person|responsible)|are you the (?:owner|right person|decision maker)|right person to talk to/i,
    ),
  },
  {
    reason: "Floskeln einer Massenmail",
    weight: 1,
    test: says(
      /dear (?:sir|madam|sir\/madam|business owner)|greetings of the day|hope this (?:email|message) finds you|i hope you are doing (?:well|great)|please revert|kindly (?:revert|share|reply)/i,
    ),
  },
  {
    reason: "verspricht Wirkung des eigenen Produkts",
    weight: 2,
    test: says(
      /(?:mit unsere[mr]|with our) \S+(?: \S+)? (?:erhalten|sparen|können|gewinnen|versenden|bekommen|get|save|can|send)\b|wenn (?:sie|ihr) unsere? \S+(?: \S+)? (?:nutzen|nutzt|einsetzen) würde|(?:möchte|darf) ich ihnen (?:gerne? )?unsere? \S+ vorstellen|stelle ich ihnen (?:gerne? )?unser\w* \S+ (?:\S+ ){0,4}vor|introduce (?:you to )?our (?:service|solution|product|agency)/i,
    ),
  },
  {
    reason: "nennt Preise oder Beträge",
    weight: 1,
    test: says(
      /\d[\d.,]*\s?(?:€|eur\b|euro\b|usd\b|\$|zł|руб|rub\b|inr\b|chf\b)|(?:€|\$|usd|eur)\s?\d|festpreis|\d+\s*%\s*(?:rabatt|mehr|weniger|günstiger|off|success|win)/i,
    ),
  },
  {
    reason: "will ein Gespräch verkaufen",
    weight: 1,
    test: says(
      /haben sie interesse|hätten sie interesse|sind sie interessiert|darf ich ihnen|soll ich ihnen|sollen wir (?:das|ihnen)|kurze[sn]? (?:telefonat|gespräch|call|austausch|kennenlernen)|\d+[- ]minütige[sn]?|(?:10|15|20|30) minuten (?:zeit|für)|would you be (?:open|interested)|are you interested|let me know if|hope this (?:email|message|finds)|i came across|i noticed|quick question|book a call|schedule a (?:call|free)|reply to this|worth a (?:quick )?chat|let'?s chat|kindly|greetings (?:of the day|from)|dear (?:sir|madam|business owner|hiring|exhibitor|founder|ceo)|reply (?:with|to make|me)|revert|share (?:with us|your (?:contact|phone))|lust auf einen call|calendly|strategiegespräch|in einem kurzen telefonat|rückruf:|interesse\?|interested\?|open to a|mind if i|reply yes|want a (?:demo|free)|want me to send|shall i (?:reserve|send)|wann können wir reden|wann passt ihnen|haben sie (?:nächste woche |am \w+ )?\d+ minuten|following up|checking in|did you have a chance|awaiting your (?:reply|response)|waiting for your positive|kurze antwort genügt|antworten sie einfach|le envío|¿le interesa|¿tienen proyectos|escríbanos|czy mog\w+ (?:przedstawić|umówić)|wystarczy odpowiedzieć|можем созвониться|seriez-vous disponible|intéressé\(e\)|un échange de \d+ minutes/i,
    ),
  },
  {
    reason: "Aufruf mit Link",
    weight: 2,
    test: ({ own }) =>
      /\b(?:jetzt|now|click|klicken|sign up|order|bestellen|sichern|try|starten|buchen|book|register|registrieren|bestätigen|confirm|verify|download|herunterladen|write me|schreiben sie mir|watch|renew|erweitern|verlängern|apply|view|open|öffnen|sprawdź|opłać|consulter|anmelden|schauen sie hier|click here|hier klicken|ansehen|anfordern)\b[^\n]{0,40}?(?:https?:\/\/|www\.|\b[a-z0-9-]+\.(?:com|de|net|org|io|info|biz|example|ly|ee|co|eu|xyz|online|shop|site)\b)/i.test(
        own,
      ),
  },
  {
    reason: "Gewinnversprechen",
    weight: 3,
    test: says(
      /(?:sie haben|you have|you've) (?:\S+ ){0,8}(?:gewonnen|won)\b|herzlichen glückwunsch|gewinnspiel|verlosen|congratulations!|verdienen sie (?:bis zu|\d)|earn (?:up to|\$|€|\d|passive)|nebenjob|side job|work from home/i,
    ),
  },
  {
    reason: "Belohnung für gemeldete Lücken",
    weight: 3,
    test: (seen) =>
      /vulnerabilit|sicherheitslücke|security (?:issue|researcher)|clickjacking|\bpoc\b/i.test(
        seen.text,
      ) &&
      /bounty|reward|belohnung|they paid|bezahlt/i.test(seen.text) &&
      !/not asking for (?:payment|money)|keine (?:bezahlung|belohnung)/i.test(
        seen.text,
      ),
  },
  {
    reason: "Datei oder Dokument hinter einem Link",
    weight: 2,
    test: says(
      /\w\.(?:exe|zip|scr|rar)\b|please (?:find|review|see) (?:the |your )?(?:attached|invoice)|purchase order|\bpo document|rechnung herunterladen|anbei erhalten sie ihre/i,
    ),
  },
  {
    reason: "verlangt Geld",
    weight: 2,
    test: says(
      /erheben wir|kostenbeitrag|bearbeitungsgebühr|bearbeitungsentgelt|gebühr von|\bfee\b|kostet (?:sie )?(?:lediglich|nur)|überweisen sie|\biban\b|bankverbindung|zahlungsreferenz|vorzugspreis|pay (?:per|only)|advance fee|next of kin|processing deposit|refundable deposit|gastos de (?:transferencia|envío)|deben abonarse|geringe gebühren/i,
    ),
  },
  {
    reason: "Aufforderung zu Zahlung oder Bestätigung",
    weight: 2,
    test: ({ own }) =>
      /bestätigen sie (?:bitte )?(?:ihre|die) daten|aktualisierung ihres eintrags|(?:wird|werden) (?:in kürze|demnächst) gesperrt|nicht verifiziert|zahlungsfrist|überweisen sie|offene[rn]? (?:forderung|rechnung)|verify your|(?:will be|is) (?:suspended|on hold)|invoice attached|see attached|\brfq\b|request for quotation|amount due|customs fee|mahngebühren|um (?:eine )?(?:löschung|sperrung) zu vermeiden|speicherlimit|(?:läuft|laufen) (?:bald |demnächst )?aus|expires soon|registration fee|(?:listungs|aufnahme|bearbeitungs)gebühr|einmalpauschale|zugangsdaten/i.test(
        own,
      ),
  },
];
