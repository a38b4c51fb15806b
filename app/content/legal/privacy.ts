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
        "Personenbezogene Daten sind alle Informationen, die sich auf eine identifizierte oder identifizierbare natürliche Person beziehen (Art.\u00a04 Nr.\u00a01 DSGVO).",
        "Betroffene Person ist jede natürliche Person, deren personenbezogene Daten verarbeitet werden.",
        "Verarbeitung ist jeder Vorgang im Zusammenhang mit personenbezogenen Daten, etwa das Erheben, Speichern, Verwenden, Übermitteln oder Löschen (Art.\u00a04 Nr.\u00a02 DSGVO).",
        "Verantwortlicher ist die Stelle, die allein oder gemeinsam mit anderen über die Zwecke und Mittel der Verarbeitung entscheidet (Art.\u00a04 Nr.\u00a07 DSGVO).",
        "Einwilligung ist jede freiwillig für den bestimmten Fall, in informierter Weise und unmissverständlich abgegebene Willensbekundung, mit der die betroffene Person zu verstehen gibt, dass sie mit der Verarbeitung der sie betreffenden personenbezogenen Daten einverstanden ist (Art.\u00a04 Nr.\u00a011 DSGVO).",
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
        "Diese Website setzt keine Cookies, legt keine Daten im Speicher Ihres Browsers ab (weder im localStorage noch im sessionStorage) und verwendet keine Analyse- oder Trackingdienste.",
        "Alle Inhalte, einschließlich Schriften, Bilder und Skripte, werden von dem Server ausgeliefert, auf dem diese Website betrieben wird; Inhalte von Drittanbietern werden nicht nachgeladen. Betreiben wir die Website bei einem Hosting-Dienstleister, verarbeitet dieser die Zugriffsdaten ausschließlich in unserem Auftrag (Art.\u00a028 DSGVO). Externe Websites, auf die wir verlinken, rufen Sie erst auf, wenn Sie den Link anklicken. Zeigen Sie auf einen Link zu einer anderen Seite dieser Website oder tippen ihn an, kann Ihr Browser diese Seite bereits vorab laden, damit sie sofort erscheint; dabei fallen dieselben Zugriffsdaten an wie bei ihrem Aufruf.",
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
        "Ihre IP-Adresse in gekürzter Form: Bei IPv4 wird das letzte Oktett, bei IPv6 werden die letzten 80 Bit entfernt, sodass Ihr Anschluss daraus nicht mehr ohne Weiteres bestimmt werden kann",
      ],
      after: [
        `Browsertyp, Betriebssystem und die zuvor besuchte Seite (Referrer) protokollieren wir nicht. Die Logdaten dienen ausschließlich dazu, den sicheren und stabilen Betrieb der Website zu gewährleisten und Fehler zu erkennen. Rechtsgrundlage ist Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO; unser berechtigtes Interesse liegt im sicheren Betrieb der Website. Die Logdaten werden nach spätestens ${retention.serverLogDays}\u00a0Tagen gelöscht.`,
      ],
    },
    {
      id: "registrierung",
      heading: "Registrierung für Updates",
      paragraphs: [
        "Auf der Seite unserer kommenden Terminplattform können Sie sich mit Ihrer E-Mail-Adresse für Updates zum Start der Plattform anmelden. Wir verwenden Ihre E-Mail-Adresse ausschließlich, um Sie über den Start der Terminplattform zu informieren.",
        [
          "Rechtsgrundlage ist Ihre Einwilligung nach Art.\u00a06 Abs.\u00a01 lit.\u00a0a DSGVO. Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen, zum Beispiel durch eine E-Mail an ",
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
        "Rechtsgrundlage ist Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO, soweit Ihre Anfrage mit der Anbahnung oder Erfüllung eines Vertrags zusammenhängt, und im Übrigen Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO; unser berechtigtes Interesse liegt in der Beantwortung der an uns gerichteten Anfragen. Eine Weitergabe an Dritte findet nicht statt.",
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
        "Recht auf Auskunft über die zu Ihrer Person gespeicherten Daten (Art.\u00a015 DSGVO)",
        "Recht auf Berichtigung unrichtiger Daten (Art.\u00a016 DSGVO)",
        "Recht auf Löschung (Art.\u00a017 DSGVO)",
        "Recht auf Einschränkung der Verarbeitung (Art.\u00a018 DSGVO)",
        "Recht auf Datenübertragbarkeit (Art.\u00a020 DSGVO)",
        "Recht auf Widerspruch gegen eine Verarbeitung, die auf Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO beruht (Art.\u00a021 DSGVO)",
        "Recht, eine erteilte Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen (Art.\u00a07 Abs.\u00a03 DSGVO)",
        "Recht auf Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art.\u00a077 DSGVO)",
      ],
      after: [
        "Widerspruchsrecht: Soweit wir Ihre Daten auf Grundlage von Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO verarbeiten, können Sie dieser Verarbeitung aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen (Art.\u00a021 Abs.\u00a01 DSGVO).",
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
        "Art.\u00a06 Abs.\u00a01 lit.\u00a0a DSGVO, wenn Sie in die Verarbeitung eingewilligt haben, etwa bei der Anmeldung für Updates",
        "Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO, wenn die Verarbeitung zur Erfüllung eines Vertrags oder zur Durchführung vorvertraglicher Maßnahmen erforderlich ist, etwa bei einer Produktanfrage",
        "Art.\u00a06 Abs.\u00a01 lit.\u00a0c DSGVO, wenn die Verarbeitung zur Erfüllung einer rechtlichen Verpflichtung erforderlich ist, der wir unterliegen, etwa steuerrechtlichen Aufbewahrungspflichten",
        "Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO, wenn die Verarbeitung zur Wahrung unserer berechtigten Interessen erforderlich ist und Ihre Interessen nicht überwiegen, etwa beim sicheren Betrieb der Website",
      ],
    },
    {
      id: "speicherdauer",
      heading: "Speicherdauer",
      paragraphs: [
        "Die Dauer der Speicherung richtet sich nach dem Zweck der Verarbeitung und den gesetzlichen Aufbewahrungsfristen. Im Einzelnen gilt:",
      ],
      list: [
        `Server-Logfiles: höchstens ${retention.serverLogDays}\u00a0Tage`,
        `Anfragen über das Kontaktformular: bis zur abschließenden Bearbeitung, höchstens ${retention.submissionDays}\u00a0Tage nach Eingang, sofern keine gesetzlichen Aufbewahrungspflichten entgegenstehen`,
        "Anmeldungen für Updates: bis zum Widerruf Ihrer Einwilligung, spätestens bis zur Benachrichtigung über den Start der Terminplattform",
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
        "Wir verzichten auf eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art.\u00a022 DSGVO.",
      ],
    },
  ],
} as const satisfies LegalDocument;
