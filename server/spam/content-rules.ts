import type { ContactSubmission } from "../../app/lib/submission.ts";

/*
 * What an enquiry says, weighed (issue 46, decision 049). Content never
 * holds an enquiry back: a person may write anything. An enquiry that reads
 * like an offer goes out at once as a notice marked for the company's mail
 * filter (X-Spam-Flag), with the reasons in it. The judgement weighs what
 * sells against what speaks of us (our products, a trade, a customer's
 * matter): a chimney sweep who asks for an Angebot and names his website
 * sells nothing. It reads the company and message fields only: never a
 * person's name, script or language.
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

/** A web address in running text: with its scheme, or starting with www., or a host with a path. */
const LINK =
  /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s<>"')\]]*/gi;

const hostOf = (link: string) =>
  link
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .split(/[/?#:]/)[0]
    ?.toLowerCase() ?? "";

/** One thing an enquiry may say, and how much it weighs towards an offer. */
interface Signal {
  /** The reason in the owner's words, as the notice names it. */
  reason: string;
  weight: number;
  test: (text: string, hosts: ReadonlySet<string>) => boolean;
  /** Words of which each one found weighs `weight`, up to `most` (instead of one test). */
  words?: { pattern: RegExp; most: number };
}

const matches = (pattern: RegExp) => (text: string) => pattern.test(text);

/** How much a signal weighs in a text: its weight, or its weight per different word found. */
function weightIn(signal: Signal, text: string, hosts: ReadonlySet<string>) {
  if (!signal.words) return signal.test(text, hosts) ? signal.weight : 0;
  const found = new Set(
    [...text.matchAll(signal.words.pattern)].map((m) => m[0].toLowerCase()),
  );
  return Math.min(found.size, signal.words.most) * signal.weight;
}

/**
 * What sells. A phrase of a known offer weighs 3 and marks alone; a word a
 * customer may also write ("SEO", "Angebot", "Marketing") weighs 1.
 */
const SELLING_SIGNALS: readonly Signal[] = [
  {
    reason: "Kurzlink",
    weight: 3,
    test: (_, hosts) => [...hosts].some((host) => SHORTENERS.has(host)),
  },
  {
    reason: "Messenger-Link",
    weight: 3,
    test: (_, hosts) => [...hosts].some((host) => MESSENGERS.has(host)),
  },
  {
    reason: "Link als HTML- oder Forencode",
    weight: 3,
    test: matches(/\[url[=\]]|<a\s+href/i),
  },
  {
    reason: "Suchmaschinen-Angebot",
    weight: 3,
    test: matches(
      /suchmaschinenoptimierung|seo[- ](?:agentur|experte|spezialist|service|paket|audit|analyse)|platz\s*(?:1|eins)\b[^.]{0,30}google|erste[nr]? seite\b[^.]{0,20}google|top[- ]?(?:10|platzierung)[^.]{0,30}google|domain[- ]?(?:authority|rating)|\bda\s*\/\s*pa\b|nicht indexiert|google my business|(?:first page|top of|rank(?:ing)?)[^.]{0,30}google|seo (?:services?|audit|report|package)/i,
    ),
  },
  {
    reason: "Backlinks",
    weight: 3,
    test: matches(
      /backlinks?|back-links?|link[- ]?building|linkaufbau|linktausch|gastbeitr[aä]g|gastartikel|guest[- ]?posts?|sponsored[- ]?(?:post|article)|do[- ]?follow|link insertion|link back|broken link|linked to a|replacing the (?:broken )?link|artikel mit link/i,
    ),
  },
  {
    reason: "Krypto und Geldanlage",
    weight: 3,
    test: matches(
      /bitcoin|\bbtc\b|kryptow[äa]hrung|crypto(?:currency)?\b|\busdt\b|ethereum|forex|trading[- ]?(?:plattform|platform|bot|signal)|passive[sn]? einkommen|passive income|garantierte[nr]? (?:rendite|gewinn)|binäre optionen|investment[- ]?(?:chance|möglichkeit|opportunity)/i,
    ),
  },
  {
    reason: "gekaufte Bewertungen",
    weight: 3,
    test: matches(
      /(?:bewertungen|rezensionen|reviews)\s+(?:kaufen|entfernen|löschen|lassen)|(?:kaufen|entfernen|löschen)\s+(?:sie\s+)?(?:\S+\s+){0,3}(?:bewertungen|rezensionen)|5[- ]?sterne[- ]?(?:bewertungen|rezensionen)|(?:buy|remove)\s+(?:\S+\s+){0,2}reviews|(?:pro|per|\/)\s?(?:bewertung|review)\b|bewertungen (?:besorgen|verschaffen)|get \d+\+? (?:positive )?reviews|mehr sterne/i,
    ),
  },
  {
    reason: "Kredit, Adresslisten oder Ähnliches",
    weight: 3,
    test: matches(
      /e-?mail[- ]?(?:liste|datenbank|adressen kaufen|list)|leads? (?:kaufen|garantiert)|b2b[- ]?(?:leads|datenbank|adressen|database)|ohne schufa|sofortkredit|darlehen (?:von|ab|bis)|casino|callcenter|kaltakquise|viagra|cialis|virtuelle[rn]? assistent|virtual assistant|premium[- ]?domain|korrekturabzug|firmenverzeichnis|branchenbuch|\d+\s*(?:usd|\$)\s*(?:\/|per\s+)\s*(?:hour|hr)|to unsubscribe|reply (?:with )?["“]?(?:stop|no|remove)|abmelden,? (?:antworten|schreiben) sie/i,
    ),
  },
  {
    reason: "Werbesprache",
    weight: 1,
    test: () => false,
    words: {
      pattern:
        /energiemakler|strompreise|gewerbestrom|stromtarif|energiekosten|mit ihrem logo|webdesign|web-design|neue website|relaunch|app[- ]?entwicklung|marketing|kunden gewinnen|neukunden|umsatz|sichtbarkeit|ranking|\bseo\b|reichweite|lead(?:s|generierung| generation)\b|conversions?\b|social[- ]media|instagram|tiktok|linkedin|followers?\b|chatbot|erklärvideo|explainer video|werbeartikel|kugelschreiber|firmenadressen|traffic|fördermittel|\bgrants?\b|factoring|podcast|ghostwriting|personal brand|influencer|\bugc\b|\baward\b|nominier|outsourcing|staff augmentation|white label|affordable|asking price|zu verkaufen|for sale|is available for purchase|rabatt|gutschein|sonderangebot|bestpreis|solange (?:der )?vorrat|restposten|privatkredit|geschäftskredit|darlehen|\bloans?\b|interest rate|investoren|investors|funding|presale|\btoken\b|whitepaper|goldsparplan|\bcbd\b|massenversand|manufacturer|free sample|\bmoq\b/gi,
      most: 2,
    },
  },
  {
    reason: "wirbt mit Gratis-Leistung oder Garantie",
    weight: 1,
    test: matches(
      /kostenlose[nr]? (?:analyse|audit|beratungsgespräch|check|erstgespräch|muster|probe|test)|free (?:audit|analysis|consultation|trial|report|quote|sample)|unverbindlich|ohne risiko|no obligation|garantie|garantiert|guaranteed|nachweislich/i,
    ),
  },
  {
    reason: "spricht von unserer Website statt von unseren Produkten",
    weight: 1,
    test: matches(
      /(?:ihre[rnm]?|your) (?:website|webseite|homepage|internetseite|startseite|seite|internetauftritt|online-auftritt|firmeneintrag|eintrag|unternehmensprofil|domain|site|online presence|social[- ]media)\b/i,
    ),
  },
  {
    reason: "bietet eine Dienstleistung an",
    weight: 1,
    test: matches(
      /wir (?:bieten|entwickeln|erstellen|optimieren|übernehmen|produzieren|vermitteln|vergleichen|liefern|bringen|machen|helfen|unterstützen|sind (?:zertifiziert|spezialisiert|ihr))|ich (?:biete|helfe|unterstütze|bin (?:eine?n? )?(?:freiberufliche[rn]? |selbstständige[rn]? |unabhängige[rn]? )?\S*(?:designer|berater|makler|assistent|texter|entwickler|experte|spezialist))|unser(?:e|en)? (?:agentur|callcenter|team übernimmt|service)|als (?:unabhängiger?|zertifizierter?) \S+|we (?:are an?|offer|provide|build|help|specialize)|our (?:agency|team|company|services|expert|network)|i am (?:a|an) |we(?:'d| would) (?:like|love) to (?:offer|feature|explore|help)|i (?:help|make|can (?:fix|help|develop|share))\b|ich schreibe für sie|in meinem (?:coaching|programm)|unser(?:e|em)? (?:netzwerk|coaching|factoring|katalog)/i,
    ),
  },
  {
    reason: "nennt Preise oder Beträge",
    weight: 1,
    test: matches(
      /\d[\d.,]*\s?(?:€|eur\b|euro\b|usd\b|\$)|(?:€|\$|usd|eur)\s?\d|festpreis|\d+\s*%\s*(?:rabatt|mehr|weniger|günstiger|off|success|win)/i,
    ),
  },
  {
    reason: "will ein Gespräch verkaufen",
    weight: 1,
    test: matches(
      /haben sie interesse|hätten sie interesse|sind sie interessiert|darf ich ihnen|soll ich ihnen|kurze[sn]? (?:telefonat|gespräch|call|austausch)|\d+[- ]minütige[sn]?|(?:15|20|30) minuten|would you be (?:open|interested)|are you interested|let me know if|hope this (?:email|message|finds)|i came across|i noticed|quick question|book a call|schedule a (?:call|free)|reply to this|worth a (?:quick )?chat|let'?s chat|kindly|greetings (?:of the day|from)|dear (?:sir|madam|business owner|hiring|exhibitor)|reply (?:with|to make|me)|revert|share (?:with us|your (?:contact|phone))|lust auf einen call|calendly|strategiegespräch|in einem kurzen telefonat|rückruf:|interesse\?|interested\?|open to a|mind if i|reply yes|want a demo\?|wann können wir reden|haben sie (?:nächste woche )?\d+ minuten|following up|checking in|did you have a chance/i,
    ),
  },
  {
    reason: "Aufruf mit Link",
    weight: 2,
    test: matches(
      /\b(?:jetzt|now|click|klicken|sign up|order|bestellen|sichern|try|starten|buchen|book|register|registrieren|bestätigen|confirm|verify|download|herunterladen|write me|schreiben sie mir|watch|renew|erweitern)\b[^\n]{0,40}?(?:https?:\/\/|www\.|\b[a-z0-9-]+\.(?:com|de|net|org|io|info|biz|example|ly|ee|co|eu|xyz|online|shop|site)\b)/i,
    ),
  },
  {
    reason: "Gewinnversprechen",
    weight: 3,
    test: matches(
      /(?:sie haben|you have|you've) (?:\S+ ){0,5}(?:gewonnen|won)\b|gewinnspiel|verlosen|congratulations!|verdienen sie (?:bis zu|\d)|earn (?:up to|\$|€|\d|passive)|nebenjob|side job|work from home/i,
    ),
  },
  {
    reason: "Belohnung für gemeldete Lücken",
    weight: 3,
    test: (text) =>
      /vulnerabilit|sicherheitslücke|security (?:issue|researcher)|clickjacking|\bpoc\b/i.test(
        text,
      ) && /bounty|reward|belohnung|they paid|bezahlt/i.test(text),
  },
  {
    reason: "Partnersuche oder Heilmittel",
    weight: 3,
    test: matches(
      /\b(?:darling|lonely|dating|abnehmen|diät|keto|pills|potenz)\b/i,
    ),
  },
  {
    reason: "Datei oder Dokument hinter einem Link",
    weight: 2,
    test: matches(
      /\.(?:exe|zip|scr|js|rar)\b|(?:please (?:find|review|see) (?:the )?attached|purchase order|\bpo document|rechnung herunterladen|anbei erhalten sie ihre)/i,
    ),
  },
  {
    reason: "verlangt Geld",
    weight: 2,
    test: matches(
      /erheben wir|kostenbeitrag|bearbeitungsgebühr|gebühr von|\bfee\b|kostet (?:sie )?(?:lediglich|nur)|überweisen sie|\biban\b|bankverbindung|zahlungsreferenz|vorzugspreis|pay (?:per|only)|advance fee|next of kin/i,
    ),
  },
  {
    reason: "Aufforderung zu Zahlung oder Bestätigung",
    weight: 2,
    test: matches(
      /bestätigen sie (?:bitte )?(?:ihre|die) daten|aktualisierung ihres eintrags|(?:wird|werden) (?:in kürze|demnächst) gesperrt|nicht verifiziert|zahlungsfrist|überweisen sie|offene[rn]? (?:forderung|rechnung)|verify your|(?:will be|is) (?:suspended|on hold)|invoice attached|see attached|\brfq\b|request for quotation|amount due|customs fee|mahngebühren|um (?:eine )?(?:löschung|sperrung) zu vermeiden|speicherlimit|(?:läuft|laufen) (?:bald |demnächst )?aus|expires soon|registration fee|(?:listungs|aufnahme|bearbeitungs)gebühr|einmalpauschale|zugangsdaten/i,
    ),
  },
];

/**
 * What speaks of us: an enquiry about our products, a trade's own matter,
 * a customer's or an applicant's. Each weighs against the selling signals.
 */
const OUR_MATTERS: readonly { weight: number; pattern: RegExp }[] = [
  {
    weight: 2,
    pattern:
      /kehrtour|zunftwerk|termin-?api|buchungs-?api|booking api|ihre[rnm]? (?:api|schnittstelle|software|plattform)|your (?:api|software|platform)/i,
  },
  {
    weight: 1,
    pattern:
      /\b(?:kundennummer|lizenz|rechnung|vertrag|kündig|lastschrift|abbuch|sepa|zugang|passwort|login|fehler|absturz|support|demo|vorführung|schulung|bewerb|praktikum|ausbildung|abschlussarbeit|masterarbeit|bachelorarbeit|presse|redaktion|innung|handwerkskammer|kreishandwerkerschaft|auskunft|löschung|dsgvo)/i,
  },
  {
    weight: 1,
    pattern:
      /\b(?:schornsteinfeger|kaminkehrer|kehrbezirk|bezirk|feuerstätte|unser(?:em|en)? (?:betrieb|handwerksbetrieb|büro)|meisterbetrieb|elektro|heizung|sanitär|dachdecker|tischler|schreiner|maler|kfz|bäcker|friseur)/i,
  },
];

/** Above this weight of selling over our matters, the notice is marked. */
export const MARK_AT = 3;

/** What the content says: whether the notice is marked for the mail filter, and why. */
export interface ContentJudgement {
  marked: boolean;
  /** The selling signals found, in the owner's words (empty: none). */
  reasons: string[];
}

/** The judgement with its weight: selling over our matters, marked from MARK_AT. */
export interface ContentWeight extends ContentJudgement {
  score: number;
}

/** Weighs an enquiry's company and message; never its sender's name. */
export function judgeContent(
  contact: Pick<ContactSubmission, "company" | "message">,
): ContentJudgement {
  const { marked, reasons } = weighContent(contact);
  return { marked, reasons };
}

/** judgeContent, with the weight it came to. */
export function weighContent(
  contact: Pick<ContactSubmission, "company" | "message">,
): ContentWeight {
  const text = `${contact.company}\n${contact.message}`;
  const hosts = new Set([...text.matchAll(LINK)].map((m) => hostOf(m[0])));
  const weighed = SELLING_SIGNALS.map((signal) => ({
    reason: signal.reason,
    weight: weightIn(signal, text, hosts),
  })).filter((signal) => signal.weight > 0);
  const selling = weighed.reduce((sum, signal) => sum + signal.weight, 0);
  const ours = OUR_MATTERS.reduce(
    (sum, matter) => sum + (matter.pattern.test(text) ? matter.weight : 0),
    0,
  );
  return {
    marked: selling - ours >= MARK_AT,
    reasons: weighed.map((signal) => signal.reason),
    score: selling - ours,
  };
}
