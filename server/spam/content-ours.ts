import type { Read } from "./content-signal.ts";

/*
 * What speaks of us (decision 049, issue 55): our products, a customer's
 * account, invoice or contract, a job application, a trade's own business,
 * the press, and a person who tells us what they received (a mail that
 * uses our name, an invoice they doubt). Each weighs against the selling
 * signals: a careful office worker reads the whole letter.
 */

interface Matter {
  weight: number;
  test: (seen: Read) => boolean;
}

const says =
  (pattern: RegExp): Matter["test"] =>
  ({ text }) =>
    pattern.test(text);

const OUR_MATTERS: readonly Matter[] = [
  {
    // Our products by name. The company's name is not here: a seller
    // addresses "the Zunftwerk team" as readily as a customer does.
    weight: 1,
    test: says(/kehrtour|termin-?api|buchungs-?api|booking api/i),
  },
  {
    // A question about our products.
    weight: 1,
    test: says(
      /ihre[rnm]? (?:api|schnittstelle|software|plattform|terminplattform|buchungsseite|app\b|sandbox)|eure[rnm]? (?:api|software|plattform|terminplattform|buchungsseite|app\b)|your (?:api|software|platform|booking (?:api|widget))|api-?zugang|sandbox|(?:kann|können|geht|gibt es|funktioniert|unterstützt)\b[^.?!]{0,60}\b(?:kehrtour|api|plattform|buchungsseite|app)\b[^.!]{0,60}\?/i,
    ),
  },
  {
    // A customer's or applicant's matter.
    weight: 1,
    test: says(
      /kundennummer|kd-?nr|lizenz|\brechnung|vertrag|kündig|lastschrift|abbuch|\bsepa\b|zugang\b|passwort|login|fehler|absturz|support|demo\b|vorführung|schulung|bewerb|praktikum|ausbildung|abschlussarbeit|masterarbeit|bachelorarbeit|presse|redaktion|redakteur|innung|handwerkskammer|kreishandwerkerschaft|auskunft|dsgvo|my cv|open (?:developer )?positions|hiring team|lebenslauf/i,
    ),
  },
  {
    // A trade's own business.
    weight: 1,
    test: says(
      /schornsteinfeger|kaminkehrer|kaminfeger|rauchfangkehrer|kehrbezirk|feuerstätte|unser(?:em|en)? (?:betrieb|handwerksbetrieb|büro)|meisterbetrieb|elektro|heizung|sanitär|dachdecker|tischler|schreiner|maler\b|kfz|bäcker|friseur|chimney sweep/i,
    ),
  },
  {
    // Someone speaking for one of our customers.
    weight: 2,
    test: says(
      /kunde bei ihnen|kunde bei euch|(?:für|betreue) einen ihrer kunden|ihr(?:e|en)? kunden? \(|ihre kundennummer|customer of yours|one of your customers/i,
    ),
  },
  {
    // Someone telling us what they received, or that they sell nothing.
    weight: 3,
    test: says(
      /(?:habe|hab|haben) (?:heute |gestern |gerade )?(?:eine?n? |diese |folgende )?(?:e-?mail|mail|sms|rechnung|nachricht|anruf|brief)\b[^.?!]{0,60}(?:bekommen|erhalten)|ist das (?:echt|betrug|von (?:ihnen|euch))|(?:i )?(?:received|got) (?:an? |this )?(?:e-?mail|sms|invoice|message)[^.?!]{0,40}(?:is (?:this|it) (?:real|genuine|from you))|(?:ausdrücklich |wirklich )?nichts verkaufen|not (?:trying to )?sell(?:ing)? (?:you )?anything|keine anzeige|keine werbung|kostet nichts|entstehen ihnen keine kosten|platzhalter werden|wörtlich folgenden text/i,
    ),
  },
];

/** How much the enquiry speaks of us. */
export const oursIn = (seen: Read) =>
  OUR_MATTERS.reduce(
    (sum, matter) => sum + (matter.test(seen) ? matter.weight : 0),
    0,
  );
