import type { ContactSubmission } from "../../app/lib/submission.ts";

/*
 * What spam looks like, as rules over an enquiry's fields. A hit holds the
 * enquiry back for a person to look at; it never refuses it (decision 043).
 * Each rule names itself in the owner's words, for `npm run inbox -- list`.
 * The rules are tried against the spam and people's enquiries of
 * tests/support/enquiry-corpus.ts; a rule that holds back a person's
 * enquiry there is a rule too many.
 */

/** Services that hide where a link leads. */
const SHORTENERS = [
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
];
/** Chats a spammer moves the conversation to. */
const MESSENGERS = [
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
];

/** A chat handle or a foreign number given for a messenger ("Telegram @…", "WhatsApp: +33 …"). */
const MESSENGER_CONTACT =
  /(?:telegram|whatsapp|signal|viber)\W{0,12}(?:@\w{3,}|\+\d)|(?:@\w{3,}|\+\d[\d ]{6,})\W{0,12}(?:auf |bei |via )?(?:telegram|whatsapp)/i;

/**
 * A cold pitch: it speaks of our website or sells a service, asks for an
 * answer, and says nothing of what the company offers. A prospect writes
 * about the products (or applies, or asks as the press); a seller does not.
 */
const OUR_BUSINESS =
  /kehrtour|zunftwerk|termin-?api|\bapi\b|schnittstelle|plattform|demo|lizenz|ihre[rnm]? (?:software|produkt|lösung|programm)|kehrbezirk|bezirk|schornsteinfeger|kaminkehrer|bewerb|praktikum|ausbildung|redaktion|presse|kundennummer|bestandskunde|als kunde|rechnung|vertrag|zugang|support/i;
const ABOUT_OUR_SITE =
  /(?:ihre[rnm]?|your) (?:website|webseite|homepage|internetseite|internetauftritt|online-auftritt|auftritt|seite|firmeneintrag|eintrag|unternehmensprofil|profil|domain|blog)\b/i;
const SELLING =
  /wir (?:bieten|entwickeln|erstellen|machen|optimieren|vereinbaren|übernehmen)|ich (?:biete|bin (?:eine?n? )?\S*(?:designer|entwickler|berater|assistent|texter|fotograf))|unser(?:e|en)? (?:team|service|angebot|callcenter|agentur)|kostenlos|unverbindlich|preis|€|\busd\b/i;
const ASKS_ANSWER =
  /interesse|antworten sie|rückmeldung|telefonat|gespräch|rufen sie|kontaktieren sie|schreiben sie uns|schreibe uns|let me know|was meinen sie|wann passt/i;

/** A web address in running text: with its scheme, or starting with www., or a bare shortener's. */
const LINK =
  /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s<>"')\]]*/gi;

const hostOf = (link: string) =>
  link
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .split(/[/?#:]/)[0]
    ?.toLowerCase() ?? "";

/**
 * The offers that fill small companies' contact forms, by kind: a hit of a
 * `strong` phrase holds alone; `weak` words only count two together (or one
 * with a link), as a customer may well write "SEO" or "Bewertung" once.
 */
const OFFERS: { kind: string; strong: RegExp; weak?: RegExp }[] = [
  {
    kind: "Suchmaschinen-Angebot",
    strong:
      /suchmaschinenoptimierung|seo[- ](?:agentur|experte|spezialist|service|paket|optimierung|audit|analyse)|platz\s*(?:1|eins)\b[^.]{0,30}google|erste[nr]? seite\b[^.]{0,20}google|google[- ]?ranking|top[p]?[- ]?(?:10|platzierung|ranking)|domain[- ]?(?:authority|rating)|\bda\s*\/\s*pa\b|nicht indexiert|(?:unternehmensprofil|google my business|\bgmb\b)[^.]{0,80}(?:verifiziert|gesperrt|optimier)|ganz oben[^.]{0,40}(?:google|suche)/i,
    weak: /\bseo\b|ranking|sichtbarkeit|traffic|besucherzahlen|keywords?\b/i,
  },
  {
    kind: "Backlinks",
    strong:
      /backlinks?|back-links?|link[- ]?building|linkaufbau|linktausch|gastbeitr[aä]g|gastartikel|guest[- ]?posts?|sponsored[- ]?(?:post|article)|do[- ]?follow|verlinken[^.]{0,60}im gegenzug|(?:fachartikel|artikel) für ihren blog/i,
  },
  {
    kind: "Krypto und Geldanlage",
    strong:
      /bitcoin|\bbtc\b|krypto|crypto|\busdt\b|ethereum|forex|trading[- ]?(?:plattform|bot|signal)|passive[sn]? einkommen|garantierte[nr]? (?:rendite|gewinn)|binäre optionen|investment[- ]?(?:chance|möglichkeit|angebot)/i,
    weak: /rendite|investi|gewinn|profit|vermögen/i,
  },
  {
    kind: "Bewertungen",
    strong:
      /(?:bewertungen|rezensionen|reviews)\s+(?:kaufen|entfernen|löschen)|(?:kaufen|entfernen|löschen)\s+(?:sie\s+)?(?:\S+\s+){0,3}(?:bewertungen|rezensionen|reviews)|5[- ]?sterne[- ]?(?:bewertung|rezension)|(?:positive|echte|negative|schlechte)\s+(?:google[- ]?)?(?:bewertungen|rezensionen)/i,
  },
  {
    kind: "Werbeangebot",
    strong:
      /e-?mail[- ]?(?:liste|datenbank|adressen kaufen)|leads? (?:kaufen|generieren|garantiert)|b2b[- ]?(?:leads|datenbank|adressen)|ohne schufa|sofortkredit|(?:privat|geschäfts)kredit|darlehen (?:von|ab|bis)|casino|viagra|cialis|erklärvideos?|virtuelle[rn]? assistent|virtual assistant|outsourcing[- ]?(?:team|service|partner)|kaltakquise|callcenter|premium[- ]?domain|korrekturabzug|firmenverzeichnis|branchenbuch|\d+\s*(?:usd|\$|€|eur)\s*(?:\/|pro\s+)\s*(?:stunde|std)|unsubscribe|abmelden,? (?:antworten|schreiben) sie/i,
    weak: /webdesign|web-design|neue website|relaunch|app[- ]?entwicklung|marketing|angebot|rabatt|kostenlos|gratis|werbung|kunden gewinnen|neukunden|umsatz/i,
  },
];

/** Letters of scripts a German enquiry does not use (Cyrillic, CJK, Thai …). */
const FOREIGN_SCRIPT =
  /[\u0400-\u04ff\u0590-\u05ff\u0600-\u06ff\u0e00-\u0e7f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/;

/** The reasons to hold an enquiry back for its content; none: it looks like a person's. */
export function contentReasons(contact: ContactSubmission): string[] {
  const reasons: string[] = [];
  const all = [contact.name, contact.company, contact.message].join("\n");
  const links = [...all.matchAll(LINK)].map((match) => match[0]);
  const hosts = new Set(links.map(hostOf));
  const shortener = [...hosts].find((host) => SHORTENERS.includes(host));
  if (shortener) reasons.push(`Kurzlink (${shortener})`);
  const messenger = [...hosts].find((host) => MESSENGERS.includes(host));
  if (messenger) reasons.push(`Messenger-Link (${messenger})`);
  else if (MESSENGER_CONTACT.test(all)) reasons.push("Messenger-Kontakt");
  if (hosts.size >= 2) reasons.push(`Links zu ${hosts.size} Websites`);
  if (/\[url[=\]]|<a\s+href/i.test(all))
    reasons.push("Link als HTML- oder Forencode");
  if (/https?:\/\/|www\./i.test(contact.name)) reasons.push("Link im Namen");
  let weak = links.length > 0 ? 1 : 0;
  for (const offer of OFFERS) {
    if (offer.strong.test(all)) reasons.push(offer.kind);
    else if (offer.weak?.test(all)) weak++;
  }
  if (
    weak >= 2 &&
    !reasons.some((reason) => OFFERS.some((o) => o.kind === reason))
  )
    reasons.push("Werbesprache");
  if (FOREIGN_SCRIPT.test(all)) reasons.push("nichtlateinische Schrift");
  if (
    reasons.length === 0 &&
    !OUR_BUSINESS.test(all) &&
    (ABOUT_OUR_SITE.test(all) || SELLING.test(all)) &&
    ASKS_ANSWER.test(all)
  )
    reasons.push("Kaltakquise");
  return reasons;
}
