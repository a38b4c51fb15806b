import { says, saysAll, type Read, type Signal } from "./content-signal.ts";

/*
 * What is sold that no company buys through a contact form (issue 55):
 * medicines without a prescription, gambling, dating, and the two shapes of
 * mass mail: a template whose fields were never filled, and words repeated
 * for search engines. Each is named in the words of whoever sells it, in
 * any language: what it sells marks it, never the script it is written in.
 */

/** Placeholders a mail-merge tool leaves when a field is empty. */
const PLACEHOLDER =
  /\{\{\s*[\w.äöüÄÖÜ -]{2,40}\}\}|%[A-Z][A-Z_]{2,30}%|\[(?:[A-ZÄÖÜ][\w äöüÄÖÜß-]{0,30}|name|company|first name|firma)\]|\{(?:[A-Za-zÀ-ÿ_]{2,30})\}/g;
/** Alternatives a spinning tool never resolved: {Hallo|Hi|Guten Tag}. */
const SPINTAX = /\{[^{}|\n]{1,60}(?:\|[^{}|\n]{1,60})+\}/;

/** A mail-merge template, unfilled: spintax, or two different placeholders. */
function unfilled({ own }: Read) {
  if (SPINTAX.test(own)) return true;
  const found = new Set([...own.matchAll(PLACEHOLDER)].map((m) => m[0]));
  return found.size >= 2;
}

/** The key a word counts under: the word, or the first two signs of a word in a script without spaces. */
const keyOf = (word: string) =>
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(word)
    ? word.slice(0, 2)
    : word.replace(/[^\p{L}\p{N}]/gu, "");

/** Words repeated for search engines: one word a fifth of a long text, five times or more. */
function stuffed({ text }: Read) {
  const words = text
    .toLowerCase()
    .replace(/https?:\/\/\S+/g, " ")
    .split(/[\s,|;:·•/()–-]+/)
    .map(keyOf)
    .filter((word) => word.length >= 2);
  if (words.length < 12) return false;
  const counts = new Map<string, number>();
  for (const word of words)
    if (word.length >= 4 || /[^\p{Script=Latin}\d]/u.test(word))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  return most >= 5 && most / words.length >= 0.18;
}

export const GOODS_SIGNALS: readonly Signal[] = [
  {
    reason: "Medikamente ohne Rezept",
    weight: 3,
    test: says(
      /viagra|cialis|levitra|sildenafil|tadalafil|dapoxetin|modafinil|ozempic|semaglutid|tramadol|oxycodon|oxycontin|xanax|adderall|sibutramin|phentermin|ohne rezept|without (?:a )?prescription|no prescription|sin receta|sans ordonnance|bez recepty|без рецепта|виагр|сиалис|伟哥|希爱力|必利劲|处方|похуде|жиросжиг|减肥|pills? (?:online|shop)|online[- ]?(?:pharmacy|apotheke)/i,
    ),
  },
  {
    reason: "Glücksspiel oder Sportwetten",
    weight: 3,
    test: says(
      /casino|kasyno|казино|娱乐城|百家乐|博彩|赌场|体育投注|sportwett|wettanbieter|buchmacher|glücksspiel|ohne oasis|bookmaker|bukmacher|betting|fixed match|ставки на спорт|букмекер|freispiele|free spins|darmowych spin|spins|no deposit|bez depozytu|ohne einzahlung|first deposit|erste einzahlung|首存|jackpot|roulette|poker|promo code \d{4}/i,
    ),
  },
  {
    reason: "Partnersuche oder Erotik",
    weight: 3,
    test: says(
      /\b(?:darling|lonely|dating|sexy|webcam|hot (?:local )?girls|singles in|one night)\b|einsam\b|diskrete treffen|seitensprung|ohne verpflichtung|frauen aus deiner (?:umgebung|nähe)|suche einen (?:ernsthaften |netten )?mann|je cherche un homme|seule? ces derniers|plus si affinités|скучно одной|ищу мужчину|знакомств|me gustaría conocerte|my (?:private )?photos|meine fotos|mes photos|мои фото|send you my photos|i can'?t stop thinking/i,
    ),
  },
  {
    reason: "Abnehmen oder Heilmittel",
    weight: 3,
    test: says(/\b(?:abnehmen|diät|keto|pills|potenz)\b|abnehmpille/i),
  },
  {
    reason: "stellt sich mit Alter und Fotos vor",
    weight: 2,
    test: saysAll(
      /(?:ich bin|i'?m|i am|soy|je m'appelle|меня зовут)\s+\p{L}+,?\s+(?:\d{2}\b|tengo \d{2}|мне \d{2})|\b\d{2} (?:years old|jahre alt|años|ans)\b/iu,
      /foto|photo|profil|фото|schreib mir|write me|escríbeme|écris-moi|напиши|kisses|küsse|un beso|bisous|😘|😉|😊/iu,
    ),
  },
  {
    reason: "Link zu einem Profil oder einer Partnerseite",
    weight: 2,
    test: ({ hosts }) =>
      [...hosts].some((host) =>
        /(?:^|[.-])(?:date|dating|love|girls|sexy|flirt|treffen|citas|rencontres?|znakomstva|singles|profil)/.test(
          host,
        ),
      ),
  },
  {
    reason: "unausgefüllte Serienbrief-Vorlage",
    weight: 3,
    test: unfilled,
  },
  {
    reason: "Suchwörter aneinandergereiht",
    weight: 3,
    test: stuffed,
  },
  {
    reason: "gefälschte Dokumente oder Markenware",
    weight: 3,
    test: says(
      /replica|fake (?:rolex|watches|documents?|diploma)|купить диплом|диплом\w* (?:недорого|о высшем)|办证|代开发票|代办|刻章|buy (?:a )?diploma|diplom kaufen|führerschein kaufen/i,
    ),
  },
];
