import { describe, expect, it } from "vitest";
import { MARK_AT, weighContent } from "./content-rules.ts";

/*
 * What an enquiry is, in short examples written for these tests (issue 55):
 * one or more per kind of spam, and people who use the same words for their
 * own matters. The corpora measure the rules; these say what they mean.
 */

const judge = (message: string, company = "") =>
  weighContent({ company, message });

const SPAM: Record<string, string[]> = {
  pharma: [
    "Tadalafil 20mg ohne Rezept, diskreter Versand, Bestellung unter https://pillen-direkt.example",
    "Продаём сибутрамин без рецепта, доставка по Европе. Пишите нам.",
  ],
  casino: [
    "Neues Online-Casino: 200 Freispiele ohne Einzahlung! https://spin-palast.example",
    "Лучшее казино 2026, бонус на первый депозит: https://kazino-top.example",
  ],
  dating: [
    "Hey, ich bin Mira, 25 Jahre, und etwas einsam. Meine Fotos findest du hier: https://mira-dating.example",
  ],
  "mail-merge template": [
    "{Guten Tag|Hallo} {{vorname}}, wir helfen {{firma}} bei mehr Umsatz.",
    "Hi %FIRST_NAME%, quick idea for %COMPANY_NAME% – open to a call?",
  ],
  "advance fee": [
    "I am a bank officer. A deceased client left USD 9.4 million and shares your surname. You will get 40% as beneficiary.",
  ],
  "fake invoice": [
    "Ihre Rechnung 2026-118 über 740,00 € ist überfällig. Zahlen Sie sofort, sonst folgt das Inkasso.",
  ],
  "directory entry": [
    "Bitte prüfen Sie Ihren Eintrag im Gewerbeportal Süd und senden Sie das Formular unterschrieben zurück. Jahresbeitrag 780 € netto, Laufzeit 2 Jahre.",
  ],
  "proof copy": [
    "Wie telefonisch vereinbart erscheint Ihre Anzeige im Handbuch Brandschutz 2027. Anzeigenpreis 1.640 € netto, Rechnung folgt.",
  ],
  domain: ["Hello, we would like to buy your domain. Name your price."],
  phishing: [
    "Ihr Postfach ist voll. Neue Nachrichten werden in 24 Stunden gelöscht. Jetzt Speicher erweitern: https://mail-quota-center.example/login",
    "Your Microsoft 365 password expires today. Keep your current password here: https://m365-keep.example/verify",
    "Ihre Sendung wartet im Depot. Zollgebühr 2,49 € offen, bitte heute zahlen: https://paket-zoll.example/zahlung",
  ],
  "data-protection register": [
    "Pflichterfassung DSGVO: Ihr Betrieb fehlt im Datenschutzregister. Formular zurücksenden, Gebühr 389 € netto im Jahr.",
  ],
  "lead list": [
    "Would you like to buy the visitor list of Intersolar 2026? 18,000 contacts, pricing and sample on request.",
  ],
  seo: [
    "Wir bringen Ihre Seite auf Platz 1 bei Google, garantiert. Linkaufbau und SEO-Paket ab 299 €.",
  ],
  "ai search visibility": [
    "Fragt man ChatGPT nach Terminsoftware, werden Sie nicht erwähnt. Wir optimieren Ihre Sichtbarkeit in KI-Antworten.",
  ],
  "chatbot pitch": [
    "Unser KI-Telefonassistent nimmt rund um die Uhr Anrufe an. Ab 119 € im Monat, 30 Tage kostenlos testen.",
  ],
  "offshore development": [
    "We are a team of 35 developers in Manila. React and Node engineers at USD 19 per hour. Interested?",
  ],
  "whatsapp bulk": [
    "Versenden Sie Angebote per WhatsApp an tausende Kunden gleichzeitig – ohne Sperre. Testen Sie unser Tool.",
  ],
  "fake job": [
    "Paketagent im Homeoffice gesucht: Pakete annehmen und weiterleiten, 2.400 € im Monat, keine Vorkenntnisse.",
  ],
  "keyword stuffing": [
    "Dachrinne reinigen Köln Dachrinne reinigen günstig Dachrinne reinigen Notdienst Dachrinne Köln Dachrinne Festpreis Dachrinne Bonn Dachrinne 24h",
  ],
  "ceo fraud": [
    "Sind Sie im Büro? Ich bin in einer Besprechung und nur per Mail erreichbar. Es geht um eine vertrauliche Überweisung heute.",
  ],
  crypto: [
    "Mit unserem Bitcoin-Trading-Bot verdienen Sie garantiert 3 % am Tag. Investieren Sie ab 250 €.",
  ],
  loan: [
    "Firmenkredit bis 300.000 € ohne Schufa, Zusage in 24 Stunden. Jetzt anfragen.",
  ],
  "web design": [
    "Ihre Website wirkt veraltet und lädt langsam. Wir gestalten moderne Websites ab 1.200 €. Soll ich Ihnen einen Entwurf schicken?",
  ],
  "video and social media": [
    "Wir produzieren Imagefilme und Reels für Handwerksfirmen. 10.000 Follower in 90 Tagen, garantiert.",
  ],
};

const PEOPLE: Record<string, string> = {
  "a Ukrainian electrician asking about the platform in Cyrillic":
    "Добрий день! Я електрик у Лейпцигу, маю невелику фірму. Коли запрацює ваша платформа для запису клієнтів і скільки вона коштуватиме?",
  "a customer asking to pay by Bitcoin":
    "Kann ich die Jahreslizenz für Kehrtour auch mit Bitcoin bezahlen? Sonst überweise ich normal.",
  "a journalist sending a Korrekturabzug of quotes":
    "Für unser Porträt schicke ich Ihnen am Freitag den Korrekturabzug mit Ihren Zitaten zur Freigabe. Redaktion Kreisblatt",
  "a customer reporting a phishing mail that uses the brand":
    'Ich habe heute eine Mail bekommen, angeblich von Kehrtour: "Ihr Konto wird in 24 Stunden gesperrt, bitte bestätigen Sie Ihre Zugangsdaten unter https://kehrtour-konto.example/login". Ist das echt? Ich habe nicht geklickt.',
  "an office worker quoting an SMS template with empty fields":
    'Unsere Kunden bekommen wörtlich "Hallo {{Name}}, Ihr Termin am %DATUM% um [Uhrzeit]". Die Platzhalter werden nicht ersetzt, seit dem Update. Bitte prüfen.',
  "a customer asking about WhatsApp reminders":
    "Können wir mit Kehrtour Terminerinnerungen auch per WhatsApp schicken? Viele Kunden lesen keine SMS.",
  "a customer's web designer asking about SEO of the booking page":
    "Ich betreue die Website eines Schornsteinfegers (Kunde bei Ihnen) und kümmere mich um die Suchmaschinenoptimierung. Kann man auf der Buchungsseite eigene Meta-Titel setzen?",
  "an applicant with a link to the CV":
    "Ich bewerbe mich als Entwicklerin. Mein Lebenslauf: https://mein-name.example/lebenslauf.pdf – ich freue mich auf Ihre Antwort.",
  "a customer whose domain moves to another host":
    "Unsere Domain läuft im März bei unserem Hoster aus, wir ziehen um. Müssen wir in Kehrtour etwas ändern, damit die Buchungsseite weiter geht?",
  "a customer changing the bank account for the direct debit":
    "Bitte stellen Sie die SEPA-Lastschrift ab Juli auf unser neues Konto um: IBAN DE02 1203 0000 0000 2020 51. Kundennummer KT-20417.",
  "a chimney sweep asking for an offer":
    "Ich bin Schornsteinfegermeister mit zwei Gesellen. Was kostet Kehrtour im Monat? Bitte ein Angebot per Mail.",
  "a pharmacy asking for online booking":
    "Wir sind eine Apotheke und möchten Impftermine online vergeben. Ist Ihre Plattform dafür geeignet?",
};

describe("what an enquiry is (issue 55)", () => {
  it.each(
    Object.entries(SPAM).flatMap(([kind, messages]) =>
      messages.map((message) => [kind, message] as const),
    ),
  )("%s is marked, with reasons: %s", (_kind, message) => {
    const judgement = judge(message);
    expect(judgement.marked).toBe(true);
    expect(judgement.score).toBeGreaterThanOrEqual(MARK_AT);
    expect(judgement.reasons.length).toBeGreaterThan(0);
  });

  it.each(Object.entries(PEOPLE))("%s is not marked", (_who, message) => {
    const judgement = judge(message);
    expect(judgement.marked, judgement.reasons.join("; ")).toBe(false);
    expect(judgement.score).toBeLessThan(MARK_AT);
  });

  it("reads the company field too: a registrar's name and a brand conflict", () => {
    expect(
      judge(
        "Someone applied for the internet keyword and domain names kehrtour.cn. Is this company your partner?",
        "Asia Domain Registration Center",
      ).marked,
    ).toBe(true);
  });
});
