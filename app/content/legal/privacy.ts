import { retention } from "../constants";
import { company } from "../company";
import type { LegalDocument } from "./types";

const mail = {
  text: company.privacyEmail,
  href: `mailto:${company.privacyEmail}`,
};

/**
 * The privacy statement. It describes what this site really does: no
 * cookies, nothing loaded from third parties, server logs with shortened IP
 * addresses, and the two forms.
 */
export const privacy = {
  lead: "Welche Daten wir verarbeiten, wozu wir sie brauchen und welche Rechte Sie haben.",
  numbered: true,
  tocLabel: "Inhalt",
  intro: [
    "Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. Mit dieser Datenschutzerklärung informieren wir Sie darüber, welche Daten wir beim Besuch dieser Website verarbeiten, zu welchen Zwecken, auf welcher Rechtsgrundlage und welche Rechte Ihnen zustehen.",
  ],
  sections: [
    {
      id: "begriffsbestimmungen",
      heading: "Begriffsbestimmungen",
      paragraphs: [
        "Diese Datenschutzerklärung verwendet die Begriffe der Datenschutz-Grundverordnung (DSGVO). Insbesondere gilt:",
      ],
      list: [
        "Personenbezogene Daten sind alle Informationen, die sich auf eine identifizierte oder identifizierbare natürliche Person beziehen (Art. 4 Nr. 1 DSGVO).",
        "Betroffene Person ist jede natürliche Person, deren personenbezogene Daten verarbeitet werden.",
        "Verarbeitung ist jeder Vorgang im Zusammenhang mit personenbezogenen Daten, etwa das Erheben, Speichern, Verwenden, Übermitteln oder Löschen (Art. 4 Nr. 2 DSGVO).",
        "Verantwortlicher ist die Stelle, die allein oder gemeinsam mit anderen über die Zwecke und Mittel der Verarbeitung entscheidet (Art. 4 Nr. 7 DSGVO).",
        "Einwilligung ist jede freiwillige, für den bestimmten Fall, in informierter Weise und unmissverständlich abgegebene Willensbekundung der betroffenen Person (Art. 4 Nr. 11 DSGVO).",
      ],
    },
    {
      id: "verantwortlicher",
      heading: "Verantwortlicher",
      paragraphs: [
        "Verantwortlich für die Datenverarbeitung auf dieser Website ist:",
      ],
      lines: [
        company.legalName,
        company.street,
        `${company.postalCode} ${company.city}, ${company.country}`,
        [
          "Telefon: ",
          { text: company.phone.display, href: `tel:${company.phone.href}` },
        ],
        ["E-Mail: ", { text: company.email, href: `mailto:${company.email}` }],
      ],
      after: [
        ["Für Fragen zum Datenschutz erreichen Sie uns unter ", mail, "."],
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "Diese Website setzt keine Cookies und verwendet keine vergleichbaren Techniken, um Informationen auf Ihrem Endgerät zu speichern oder daraus auszulesen. Wir setzen keine Analyse- oder Trackingdienste ein.",
        "Alle Inhalte, einschließlich Schriften, Bilder und Skripte, werden von unserem eigenen Server ausgeliefert. Beim Besuch der Website werden keine Daten an Drittanbieter übermittelt. Externe Websites, auf die wir verlinken, rufen Sie erst auf, wenn Sie den Link anklicken.",
      ],
    },
    {
      id: "server-logfiles",
      heading: "Server-Logfiles",
      paragraphs: [
        "Bei jedem Abruf einer Seite oder Datei verarbeitet unser Server technisch notwendige Zugriffsdaten und speichert sie in einer Logdatei:",
      ],
      list: [
        "Datum und Uhrzeit des Abrufs",
        "Anfragemethode und aufgerufener Pfad",
        "HTTP-Statuscode und Dauer der Antwort",
        "Ihre IP-Adresse in gekürzter Form: Bei IPv4 wird das letzte Oktett, bei IPv6 werden die letzten 80 Bit entfernt, sodass kein Rückschluss auf Ihren Anschluss möglich ist",
      ],
      after: [
        `Browsertyp, Betriebssystem und die zuvor besuchte Seite (Referrer) protokollieren wir nicht. Die Logdaten dienen ausschließlich dazu, den sicheren und stabilen Betrieb der Website zu gewährleisten und Fehler zu erkennen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im sicheren Betrieb der Website. Die Logdaten werden nach spätestens ${retention.serverLogDays} Tagen gelöscht.`,
      ],
    },
    {
      id: "registrierung",
      heading: "Registrierung für Updates",
      paragraphs: [
        "Auf der Seite unserer kommenden Terminplattform können Sie sich mit Ihrer E-Mail-Adresse für Updates zum Start der Plattform anmelden. Wir verwenden Ihre E-Mail-Adresse ausschließlich, um Sie über den Start und die Entwicklung der Terminplattform zu informieren.",
        [
          "Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO. Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen, zum Beispiel durch eine E-Mail an ",
          mail,
          ". Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt unberührt.",
        ],
      ],
    },
    {
      id: "kontaktformular",
      heading: "Kontaktformular",
      paragraphs: [
        "Wenn Sie uns über das Kontaktformular schreiben, verarbeiten wir die von Ihnen angegebenen Daten – Name, E-Mail-Adresse, optional Ihr Unternehmen und Ihre Nachricht –, um Ihre Anfrage zu bearbeiten und zu beantworten. Gleiches gilt, wenn Sie uns per E-Mail oder Telefon kontaktieren.",
        "Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage mit der Anbahnung oder Erfüllung eines Vertrags zusammenhängt, und im Übrigen Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in der Beantwortung der an uns gerichteten Anfragen. Eine Weitergabe an Dritte findet nicht statt.",
      ],
    },
    {
      id: "loeschung-und-sperrung",
      heading: "Routinemäßige Löschung und Sperrung",
      paragraphs: [
        "Wir verarbeiten und speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder wie es gesetzliche Vorschriften vorsehen. Entfällt der Zweck oder läuft eine vorgeschriebene Speicherfrist ab, werden die Daten routinemäßig gelöscht oder, soweit gesetzliche Aufbewahrungspflichten einer Löschung entgegenstehen, in ihrer Verarbeitung eingeschränkt (gesperrt).",
      ],
    },
    {
      id: "rechte",
      heading: "Rechte der betroffenen Person",
      paragraphs: ["Ihnen stehen gegenüber uns folgende Rechte zu:"],
      list: [
        "Recht auf Auskunft über die zu Ihrer Person gespeicherten Daten (Art. 15 DSGVO)",
        "Recht auf Berichtigung unrichtiger Daten (Art. 16 DSGVO)",
        "Recht auf Löschung (Art. 17 DSGVO)",
        "Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO)",
        "Recht auf Datenübertragbarkeit (Art. 20 DSGVO)",
        "Recht auf Widerspruch gegen eine Verarbeitung, die auf Art. 6 Abs. 1 lit. f DSGVO beruht (Art. 21 DSGVO)",
        "Recht, eine erteilte Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen (Art. 7 Abs. 3 DSGVO)",
        "Recht auf Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO)",
      ],
      after: [
        [
          "Um Ihre Rechte auszuüben, genügt eine formlose Nachricht an ",
          mail,
          ".",
        ],
      ],
    },
    {
      id: "rechtsgrundlagen",
      heading: "Rechtsgrundlagen der Verarbeitung",
      paragraphs: [
        "Wir verarbeiten personenbezogene Daten auf folgenden Rechtsgrundlagen:",
      ],
      list: [
        "Art. 6 Abs. 1 lit. a DSGVO, wenn Sie in die Verarbeitung eingewilligt haben, etwa bei der Anmeldung für Updates",
        "Art. 6 Abs. 1 lit. b DSGVO, wenn die Verarbeitung zur Erfüllung eines Vertrags oder zur Durchführung vorvertraglicher Maßnahmen erforderlich ist, etwa bei einer Produktanfrage",
        "Art. 6 Abs. 1 lit. c DSGVO, wenn wir einer rechtlichen Verpflichtung unterliegen, etwa steuerrechtlichen Aufbewahrungspflichten",
        "Art. 6 Abs. 1 lit. f DSGVO, wenn die Verarbeitung zur Wahrung unserer berechtigten Interessen erforderlich ist und Ihre Interessen nicht überwiegen, etwa beim sicheren Betrieb der Website",
      ],
    },
    {
      id: "speicherdauer",
      heading: "Speicherdauer",
      paragraphs: [
        "Die Dauer der Speicherung richtet sich nach dem Zweck der Verarbeitung und den gesetzlichen Aufbewahrungsfristen. Im Einzelnen gilt:",
      ],
      list: [
        `Server-Logfiles: höchstens ${retention.serverLogDays} Tage`,
        `Anfragen über das Kontaktformular: bis zur abschließenden Bearbeitung, höchstens ${retention.submissionDays} Tage nach Eingang, sofern keine gesetzlichen Aufbewahrungspflichten entgegenstehen`,
        `Anmeldungen für Updates: bis zum Widerruf Ihrer Einwilligung, höchstens ${retention.submissionDays} Tage nach der Anmeldung`,
      ],
    },
    {
      id: "pflicht-zur-bereitstellung",
      heading: "Pflicht zur Bereitstellung der Daten",
      paragraphs: [
        "Sie sind weder gesetzlich noch vertraglich verpflichtet, uns personenbezogene Daten bereitzustellen. Ohne Ihre E-Mail-Adresse können wir Ihre Anfrage jedoch nicht beantworten und Sie nicht über den Start der Terminplattform informieren.",
      ],
    },
    {
      id: "keine-automatisierte-entscheidung",
      heading: "Keine automatisierte Entscheidungsfindung",
      paragraphs: [
        "Wir verzichten auf eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO.",
      ],
    },
  ],
} as const satisfies LegalDocument;
