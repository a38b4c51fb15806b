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
}

const matches = (pattern: RegExp) => (text: string) => pattern.test(text);

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
      /backlinks?|back-links?|link[- ]?building|linkaufbau|linktausch|gastbeitr[aä]g|gastartikel|guest[- ]?posts?|sponsored[- ]?(?:post|article)|do[- ]?follow|link insertion/i,
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
      /(?:bewertungen|rezensionen|reviews)\s+(?:kaufen|entfernen|löschen|lassen)|(?:kaufen|entfernen|löschen)\s+(?:sie\s+)?(?:\S+\s+){0,3}(?:bewertungen|rezensionen)|5[- ]?sterne[- ]?(?:bewertungen|rezensionen)|(?:buy|remove)\s+(?:\S+\s+){0,2}reviews/i,
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
    test: matches(
      /energiemakler|strompreise|mit ihrem logo|webdesign|web-design|neue website|relaunch|app[- ]?entwicklung|marketing|kunden gewinnen|neukunden|umsatz|sichtbarkeit|ranking|\bseo\b|reichweite|lead(?:s|generierung| generation)\b|conversions?\b|social[- ]media|instagram|linkedin|chatbot|erklärvideo|werbeartikel|firmenadressen|traffic/i,
    ),
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
      /wir (?:bieten|entwickeln|erstellen|optimieren|übernehmen|produzieren|vermitteln|vergleichen|liefern|bringen|machen|helfen|unterstützen|sind (?:ein|eine|zertifiziert|spezialisiert|ihr))|ich (?:biete|helfe|unterstütze|bin (?:eine?n? )?(?:freiberufliche[rn]? |selbstständige[rn]? |unabhängige[rn]? )?\S*(?:designer|berater|makler|assistent|texter|entwickler|experte|spezialist))|unser(?:e|en)? (?:agentur|callcenter|team übernimmt|service)|als (?:unabhängiger?|zertifizierter?) \S+|we (?:are an?|offer|provide|build|help|specialize)|our (?:agency|team|company|services)|i am (?:a|an) /i,
    ),
  },
  {
    reason: "nennt eigene Preise",
    weight: 1,
    test: matches(
      /(?:ab|nur|für|only|from|just)\s+(?:\d[\d.,]*\s*(?:€|eur|euro|usd|\$)|(?:€|\$)\s*\d)|\d+\s*(?:€|eur|euro|usd|\$)\s*(?:im monat|pro|per|monatlich|netto)|festpreis|\d+\s*%\s*(?:rabatt|mehr|weniger|günstiger|off)/i,
    ),
  },
  {
    reason: "will ein Gespräch verkaufen",
    weight: 1,
    test: matches(
      /haben sie interesse|hätten sie interesse|sind sie interessiert|darf ich ihnen|soll ich ihnen|kurze[sn]? (?:telefonat|gespräch|call|austausch)|\d+[- ]minütige[sn]?|(?:15|20|30) minuten|would you be (?:open|interested)|are you interested|let me know if|hope this (?:email|message|finds)|i came across|i noticed|quick question|book a call|schedule a call|reply to this/i,
    ),
  },
  {
    reason: "Aufforderung zu Zahlung oder Bestätigung",
    weight: 2,
    test: matches(
      /bestätigen sie (?:bitte )?(?:ihre|die) daten|aktualisierung ihres eintrags|(?:wird|werden) (?:in kürze|demnächst) gesperrt|nicht verifiziert|zahlungsfrist|überweisen sie|offene[rn]? forderung|verify your|account (?:will be )?suspended|invoice attached|see attached|rfq|request for quotation/i,
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
      /\b(?:kundennummer|lizenz|rechnung|vertrag|kündig|zugang|passwort|login|fehler|absturz|support|demo|vorführung|schulung|bewerb|praktikum|ausbildung|abschlussarbeit|masterarbeit|bachelorarbeit|presse|redaktion|innung|handwerkskammer|kreishandwerkerschaft|auskunft|löschung|dsgvo)/i,
  },
  {
    weight: 1,
    pattern:
      /\b(?:schornsteinfeger|kaminkehrer|kehrbezirk|bezirk|feuerstätte|unser(?:em|en)? (?:betrieb|handwerksbetrieb|büro)|meisterbetrieb|elektro|heizung|sanitär|dachdecker|tischler|schreiner|maler|kfz|bäcker|friseur)/i,
  },
];

/** Above this weight of selling over our matters, the notice is marked. */
const MARK_AT = 3;

/** What the content says: whether the notice is marked for the mail filter, and why. */
export interface ContentJudgement {
  marked: boolean;
  /** The selling signals found, in the owner's words (empty: none). */
  reasons: string[];
}

/** Weighs an enquiry's company and message; never its sender's name. */
export function judgeContent(
  contact: Pick<ContactSubmission, "company" | "message">,
): ContentJudgement {
  const text = `${contact.company}\n${contact.message}`;
  const hosts = new Set([...text.matchAll(LINK)].map((m) => hostOf(m[0])));
  const found = SELLING_SIGNALS.filter((signal) => signal.test(text, hosts));
  const selling = found.reduce((sum, signal) => sum + signal.weight, 0);
  const ours = OUR_MATTERS.reduce(
    (sum, matter) => sum + (matter.pattern.test(text) ? matter.weight : 0),
    0,
  );
  return {
    marked: selling - ours >= MARK_AT,
    reasons: found.map((signal) => signal.reason),
  };
}
