import { linkedAnd, says, saysAll, type Signal } from "./content-signal.ts";

/*
 * Scams (issue 55): a letter that wants money or a password for something
 * never ordered. Each is named by what it asks of us: a form to return that
 * costs a fee, an invoice or a parcel to pay through a link, an account
 * that is about to be closed unless we log in, money moved in confidence, a
 * fortune shared with a stranger. The sender's own words count, not a quote:
 * a customer who forwards such a mail to warn us asks nothing of us.
 */

/** Something that is about to happen unless we act. */
const THREAT =
  /gesperrt|eingeschränkt|blockiert|suspended|deleted|deletion|gelöscht|löschung|removal|removed|expires?|expiry|abläuft|läuft \S+ ab|verfällt|blocked|on hold|disabled|deaktiviert|zablokow|zwrócon|zurück an den absender|returned to the sender|could not be delivered|nicht zugestellt|signed out|abgemeldet|usunięci|supprim|désactiv|violat|verstoß|infringement|reported|lawsuit|klage/i;
/** A deadline to act by. */
const DEADLINE =
  /within (?:the next )?(?:\d+|several|24) (?:hours|days)|innerhalb (?:von )?\d+ (?:stunden|tagen)|in \d+ (?:stunden|hours|tagen|days)|\d+ ?(?:h|hours|stunden)\b|bis (?:zum |spätestens )?\d|w ciągu \d+|sous \d+|expires today|läuft heute|today|heute|umgehend|immediately|sofort/i;

export const SCAM_SIGNALS: readonly Signal[] = [
  {
    reason: "droht mit Sperre oder Löschung und verlangt einen Klick",
    weight: 3,
    test: linkedAnd(THREAT, DEADLINE),
  },
  {
    reason:
      "will ein Passwort, eine Identität oder ein Postfach bestätigt haben",
    weight: 3,
    test: saysAll(
      /(?:password|passwort|kennwort)\b.{0,40}(?:expire|abläuft|läuft \S* ?ab)|keep (?:your )?current password|confirm (?:it|your password)|bestätigen sie ihre identität|verify your (?:account|identity)|confirm your identity|mailbox is full|postfach ist voll|speicher ?limit|storage (?:quota|limit)|increase your storage|pushtan\S* .{0,40}registriert|online-banking-zugang|konto wurde (?:vorübergehend )?eingeschränkt|account has been (?:limited|restricted)|(?:für sie|with you) (?:freigegeben|shared)|hat die datei/i,
      /https?:\/\/|www\.|\.[a-z]{2,}\//i,
    ),
  },
  {
    reason: "Link zu einer fremden Anmeldeseite",
    weight: 3,
    test: ({ links }) =>
      links.some((link) =>
        /\/(?:login|signin|sign-in|verify|kundenlogin|billing)\b|^(?:https?:\/\/)?[^/]*(?:login|secure|sicherheit|security|verif|konto|account|alert|notice)/i.test(
          link,
        ),
      ),
  },
  {
    reason: "Link zu einem Dokument auf einer fremden Ablage",
    weight: 2,
    test: ({ links }) =>
      links.some((link) =>
        /\/file\/d\/|\.(?:html?|zip|exe|scr)\b|^(?:https?:\/\/)?[^/]*(?:docs-|drive-|onedrive|sharepoint|dokument|download)/i.test(
          link,
        ),
      ),
  },
  {
    reason: "verlangt eine Anmeldung oder schickt seine Worte als Dokument",
    weight: 2,
    test: linkedAnd(
      /(?:login|anmeldung|sign in|log in) (?:mit|with)|zugangsdaten|passwort (?:erforderlich|eingeben)|password required|formular in unserem portal|lieferantenformular|in diesem dokument|in the attached document|(?:dokument|document|datei|file) (?:ansehen|öffnen|view|open)/i,
    ),
  },
  {
    reason: "Paket- oder Zollgebühr per Link",
    weight: 3,
    test: linkedAnd(
      /paket|parcel|sendung|shipment|paczk|przesyłk|посылк|zoll|customs/i,
      /gebühr|fee|dopłat|opłać|begleichen|bezahlt|pay\b|zahlung/i,
    ),
  },
  {
    reason: "Urheberrechtsvorwurf mit Beweis hinter einem Link",
    weight: 3,
    test: linkedAnd(
      /copyright|urheberrecht|dmca|intellectual property|community standards|gemeinschaftsstandards|unerlaubt (?:auf|verwendet)|rechte an (?:bildern|fotos|texten)/i,
    ),
  },
  {
    reason: "angebliche Rechnung mit Mahnung oder Zahlungslink",
    weight: 3,
    test: saysAll(
      /rechnung|invoice|facture|faktur|order #|bestellung|счет|счёт/i,
      /overdue|überfällig|nicht (?:fristgerecht|beglichen)|noch nicht beglichen|impayée|relances|late fees|inkasso|mahnstufe|letzte mahnung|zahlungserinnerung|did not authori[sz]e|refund department|view invoice|consulter la facture|pay the invoice|zahlungsdaten aktualisieren/i,
    ),
  },
  {
    reason: "neue Bankverbindung für offene Rechnungen",
    weight: 3,
    test: saysAll(
      /(?:bankverbindung|bank details|bankkonto|kontoverbindung|bank account)\b.{0,60}(?:geändert|changed|gewechselt)|(?:neue|new) (?:bankverbindung|bank details|account)\b|ausschließlich das neue konto/i,
      /(?:offenen?|zukünftigen|ausstehenden?) (?:und \S+ )?rechnungen|outstanding invoices|future payments|gehalt|lohn|salary|payroll|gehaltsabrechnung/i,
    ),
  },
  {
    reason:
      "Eintrag in ein Verzeichnis oder eine Anzeige zu prüfen und zu bezahlen",
    weight: 3,
    test: saysAll(
      /eintrag|verzeichnis|register|katalog|branchen|directory|listing|wpis|jahrbuch|yearbook|anzeige|advertisement|ad order|edition|ausgabe|erfassung|korrekturabzug|proof of|datenbank/i,
      /(?:\d[\d.,]*\s?(?:€|eur\b|euro\b)|eur\s?\d).{0,40}(?:netto|zzgl|jährlich|pro jahr|p\.\s?a\.|per edition|im monat|monatlich|\/jahr)|(?:listing|eintrag|entry) (?:is|costs|kostet|for) (?:\$|€|usd|eur)?\s?\d|jahresbeitrag|jahresgebühr|kostenpflichtig|mindestlaufzeit|vertragslaufzeit|laufzeit \d+|bearbeitungsentgelt|pauschale|per edition|anzeigenpreis|price for the (?:standard )?listing/i,
    ),
  },
  {
    reason: "bittet, einen Eintrag zu prüfen, freizugeben oder zu verlängern",
    weight: 2,
    test: saysAll(
      /eintrag|verzeichnis|register|katalog|branchenportal|directory|listing|wpis|firmendaten|company data|dane \S+ firmy|handelsregister/i,
      /aktualisier|prüfung und freigabe|freigabe|bestätigung|bestätigen|verify|weryfik|verlänger|renew|korrigier|abgleich|zurücksenden|rücksendung|return it signed|unterschrieben|unterzeichnet|formular/i,
    ),
  },
  {
    reason: "Datenschutz-Register oder Prüfsiegel gegen Gebühr",
    weight: 3,
    test: saysAll(
      /datenschutz|dsgvo|gdpr|rgpd|rodo/i,
      /register|erfassung|verzeichnis|siegel|zertifikat|seal|pflichteintrag|auskunft-zentrale|auskunftsstelle/i,
      /gebühr|beitrag|€|kosten|pauschale|\bfee\b|netto/i,
    ),
  },
  {
    reason: "wie am Telefon vereinbart: ein Auftrag, den niemand erteilt hat",
    weight: 3,
    test: saysAll(
      /(?:telefonisch|am telefon|by phone|on the phone|par téléphone|telefonicznie) (?:vereinbart|besprochen|agreed|discussed|convenu|uzgodnion)|as agreed/i,
      /anzeige|auftrag|order|eintrag|listing|\d[\d.,]*\s?(?:€|eur\b)/i,
      /€|eur\b|preis|price|rechnung|invoice|kosten/i,
    ),
  },
  {
    reason: "Domain zu kaufen, zu verkaufen oder angeblich bedroht",
    weight: 3,
    test: saysAll(
      /(?:ihre[rn]?|your|one of your|einer ihrer) domains?|the (?:premium )?domain|domain[- ]?(?:name )?registration|域名|authinfo|premium[- ]?domain|\.cn\b/i,
      /buy|buying|kaufen|ankauf|acquisition|acquire|for sale|verkauf|price|preis|authinfo|registration cent|注册|conflicts? with|konflikt|internet keyword|品牌|available for/i,
    ),
  },
  {
    reason: "fragt, ob ein fremdes Unternehmen unser Partner sei",
    weight: 2,
    test: says(
      /(?:is this|whether this) company (?:is )?your (?:\w+ )?(?:partner|distributor)|ob (?:diese|das) (?:firma|unternehmen) ihr (?:partner|vertriebspartner|händler)|是否为贵公司/i,
    ),
  },
  {
    reason: "Erbschaft, Gewinn oder Vermögen für einen Fremden",
    weight: 3,
    test: saysAll(
      /verstorben|deceased|décédé|late husband|widow|witwe|next of kin|beneficiary|begünstigter|héritier|erbverfahren|nachlass|inheritance|succession|unclaimed funds|consignment|lottery|lotería|sorteo|premio|ganador|compensation fund|fund of|donate|spenden|bank in|transfer (?:usd|eur|\$|€)|your company account/i,
      /\d[\d.,]*\s?(?:million|mio\b|m\b|millones|millions|миллион)|\d{1,3}(?:[.,  ]\d{3}){2,}|\d{3}[.,  ]\d{3}(?:[.,]\d{2})?\s?(?:eur|€|usd|\$)/i,
    ),
  },
  {
    reason: "verspricht einen Anteil an fremdem Geld",
    weight: 2,
    test: says(
      /you (?:will )?(?:get|take|receive) \d+ ?%|sie erhalten \d+ ?%|risk[- ]free|risikofrei|vollkommen legal|100 ?% legal|it is legal|god bless|gott segne|greetings in the name|in the name of the lord|confidential business proposal|dringend.{0,30}vertraulich/i,
    ),
  },
  {
    reason: "vertrauliche Zahlung auf Anweisung der Geschäftsführung",
    weight: 3,
    test: saysAll(
      /vertraulich|confidential|confidentielle|diskretion|geheimhaltung|verschwiegenheit|mit niemandem|ne pas en parler|urgent and confidential/i,
      /überweisung|wire transfer|virement|zahlung|payment|gutschein|gift ?cards?|anzahlung|treuhand/i,
    ),
  },
  {
    reason: "gibt sich als Vorgesetzter aus, der nur per Mail erreichbar ist",
    weight: 3,
    test: saysAll(
      /bin (?:den ganzen tag |gerade )?(?:im termin|in (?:einer )?besprechung|in besprechungen|in einem termin|unterwegs)|i'?m in a meeting|in a meeting|en déplacement|en réunion/i,
      /nur per (?:e-?)?mail|per e-mail erreichbar|kann nicht telefonieren|can'?t talk|bitte nur per mail|antworten sie mir (?:bitte )?direkt|reply with your availability|brauche (?:ihre|deine) hilfe|need you to|j'ai besoin de votre aide|besorgen/i,
    ),
  },
  {
    reason: "Gutscheinkarten gegen Codes",
    weight: 3,
    test: says(
      /(?:apple|itunes|google play|amazon|steam|paysafe)[- ]?(?:gutschein\w*|gift ?cards?)|gutscheinkarten|gift ?cards?.{0,80}codes?|foto der codes|photo of the codes/i,
    ),
  },
  {
    reason: "fragt nur, ob jemand da ist",
    weight: 2,
    test: says(
      /^\s*(?:hallo[^.?!]{0,30}[,!]\s*)?(?:bist du da|sind sie (?:gerade )?(?:im büro|da|erreichbar)|are you (?:available|there|in the office)|êtes-vous disponible)\?/im,
    ),
  },
  {
    reason: "Heimarbeit mit Paketen oder fremdem Geld",
    weight: 3,
    test: says(
      /paketagent|finanzagent|warenprüfer|produkttester|reshipping|umetikettier|pakete (?:annehmen|empfangen)|warensendungen an ihre privatadresse|zahlungen .{0,40}privatkonto|przyjmowanie i wysyłka paczek|при[её]м и отправка посылок|increase app ratings|task[- ]based|tasks? (?:daily|per day)/i,
    ),
  },
  {
    reason: "Stelle mit Verdienst ohne Vorkenntnisse",
    weight: 2,
    test: saysAll(
      /homeoffice|von zu hause|work from home|remote position|z domu|на дому|desde casa|minijob|teilzeit|praca dodatkowa|работа/i,
      /verdienst|vergütung|earn|\d[\d.,]*\s?(?:€|eur|zł|евро)\s?(?:netto )?(?:im monat|pro (?:monat|stunde|tag)|miesięcznie|в месяц|per day)|keine vorkenntnisse|опыт не нужен|no experience|bez doświadczenia/i,
    ),
  },
];
