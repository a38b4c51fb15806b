import { PRIVACY_STATEMENT_DATE, retention, spamLimits } from "../constants.ts";
import {
  type Company,
  addressInline,
  addressLines,
  company,
  companyAddressLines,
} from "../company.ts";
import type { LegalDocument, LegalSection, Paragraph } from "./types.ts";

const mail = {
  text: company.privacyEmail,
  href: `mailto:${company.privacyEmail}`,
};

/** "7 Tage" / "7 Tagen", the figure from the retention module or spamLimits. */
const days = (count: number) => `${count}\u00a0Tage`;
const daysDative = (count: number) => `${count}\u00a0Tagen`;
/** "24 Stunden", "3 Sekunden": the spam defence's figures, from spamLimits. */
const hours = (count: number) => `${count}\u00a0Stunden`;
const seconds = (count: number) => `${count}\u00a0Sekunden`;
const minutes = (count: number) => `${count}\u00a0Minuten`;
const secondsDative = (count: number) =>
  count === 1 ? "einer Sekunde" : `${count}\u00a0Sekunden`;

/**
 * The processors besides the host (company.processors): a CDN, and with
 * delivery on a provider running the forms' database; or that there are none.
 */
function furtherProcessors(delivery: boolean): string {
  const { cdn, database } = company.processors;
  const named = [
    cdn &&
      `ein Content Delivery Network (CDN), das die Seiten ausliefert und dabei dieselben Zugriffsdaten verarbeitet: ${cdn}`,
    delivery &&
      database &&
      `der Betreiber der Datenbank, in der die Angaben aus den Formularen gespeichert werden: ${database}`,
  ].filter(Boolean);
  return named.length > 0
    ? `Ebenfalls in unserem Auftrag und mit einem Vertrag nach Art.\u00a028 DSGVO verarbeiten Daten dieser Website: ${named.join("; ")}.`
    : `Weitere Dienstleister, etwa ein Content Delivery Network${delivery ? " oder ein Betreiber unserer Datenbank" : ""}, verarbeiten keine Daten dieser Website.`;
}

/** Cross-reference to the section on server logs and hosting. */
const hostingSection = { text: "Abschnitt\u00a04", href: "#server-logfiles" };
/** Cross-reference to the section on the contact form. */
const contactSection = { text: "Abschnitt\u00a06", href: "#kontaktformular" };

const hosting = company.hosting;
const authority = company.supervisoryAuthority;
const dataProtectionOfficer: Company["dataProtectionOfficer"] =
  company.dataProtectionOfficer;

/** Paragraphs that exist only in one of the two builds. */
function only<T>(condition: boolean, ...items: T[]): T[] {
  return condition ? items : [];
}

/**
 * Who the data protection officer is, or why there is none. A function, so
 * that TypeScript reads the company's setting as its type, not as the sample's
 * null.
 */
function dataProtectionOfficerParagraph(): Paragraph {
  return dataProtectionOfficer
    ? [
        `Unseren Datenschutzbeauftragten, ${dataProtectionOfficer.name}, erreichen Sie unter `,
        {
          text: dataProtectionOfficer.email,
          href: `mailto:${dataProtectionOfficer.email}`,
        },
        ".",
      ]
    : "Einen Datenschutzbeauftragten haben wir nicht benannt; eine Pflicht dazu besteht für uns nicht (Art.\u00a037 DSGVO, §\u00a038 BDSG).";
}

/** 1. The terms of the GDPR the statement uses. */
const definitions: LegalSection = {
  id: "begriffsbestimmungen",
  heading: "Begriffsbestimmungen",
  paragraphs: [
    "Diese Datenschutzerklärung verwendet die Begriffe der Datenschutz-Grundverordnung (DSGVO). Insbesondere gilt:",
  ],
  list: [
    "Personenbezogene Daten sind alle Informationen, die sich auf eine identifizierte oder identifizierbare natürliche Person beziehen (Art.\u00a04 Nr.\u00a01 DSGVO).",
    "Betroffene Person ist jede identifizierte oder identifizierbare natürliche Person, deren personenbezogene Daten verarbeitet werden (Art.\u00a04 Nr.\u00a01 DSGVO).",
    "Verarbeitung ist jeder Vorgang im Zusammenhang mit personenbezogenen Daten, etwa das Erheben, Speichern, Verwenden, Übermitteln oder Löschen (Art.\u00a04 Nr.\u00a02 DSGVO).",
    "Verantwortlicher ist die Stelle, die allein oder gemeinsam mit anderen über die Zwecke und Mittel der Verarbeitung entscheidet (Art.\u00a04 Nr.\u00a07 DSGVO).",
    "Einwilligung ist jede freiwillig für den bestimmten Fall, in informierter Weise und unmissverständlich abgegebene Willensbekundung, mit der die betroffene Person zu verstehen gibt, dass sie mit der Verarbeitung der sie betreffenden personenbezogenen Daten einverstanden ist (Art.\u00a04 Nr.\u00a011 DSGVO).",
  ],
};

/** 2. Who is responsible, and how to reach them and a data protection officer. */
const controller: LegalSection = {
  id: "verantwortlicher",
  heading: "Verantwortlicher",
  paragraphs: [
    "Verantwortlich für die Datenverarbeitung auf dieser Website ist:",
  ],
  lines: [
    company.legalName,
    ...addressLines(company, { country: "after-city" }),
    [
      "Telefon: ",
      { text: company.phone.display, href: `tel:${company.phone.href}` },
    ],
    ["E-Mail: ", { text: company.email, href: `mailto:${company.email}` }],
  ],
  after: [
    ["Für Fragen zum Datenschutz erreichen Sie uns unter ", mail, "."],
    dataProtectionOfficerParagraph(),
  ],
};

/** 3. No cookies, no storage in the browser, no third-party content. */
const cookiesAndStorage: LegalSection = {
  id: "cookies",
  heading: "Cookies",
  paragraphs: [
    "Diese Website setzt keine Cookies, legt keine Daten im Speicher Ihres Browsers ab (weder im localStorage noch im sessionStorage) und bindet keine Analyse- oder Trackingdienste ein; wie viele Besucher kommen, zählen wir allein aus der Logdatei unseres eigenen Servers (siehe „Server-Logfiles“).",
    "Die Website lädt keine Inhalte von Drittanbietern – weder Schriften noch Skripte, Bilder oder Videos. Externe Websites, auf die wir verlinken, rufen Sie erst auf, wenn Sie den Link anklicken. Zeigen Sie auf einen Link zu einer anderen Seite dieser Website oder tippen ihn an, kann Ihr Browser diese Seite bereits vorab laden, damit sie sofort erscheint; dabei fallen dieselben Zugriffsdaten an wie bei ihrem Aufruf.",
  ],
};

/** 4. What the server logs, how the statistics are made, and who hosts the site. */
function serverLogs(delivery: boolean): LegalSection {
  return {
    id: "server-logfiles",
    heading: "Server-Logfiles",
    paragraphs: [
      `Bei jedem Aufruf einer Seite${delivery ? ", beim Absenden eines Formulars" : ""} und bei jedem Abruf, der fehlschlägt (etwa einer Adresse, die es nicht gibt), schreibt unser Server folgende Zugriffsdaten als eine Zeile in eine Logdatei:`,
    ],
    list: [
      "Datum und Uhrzeit des Abrufs",
      "einen Prüfwert, der an die Stelle Ihrer IP-Adresse tritt und sich täglich ändert (siehe unten)",
      "die Anfragemethode (etwa GET oder POST)",
      "den aufgerufenen Pfad, von den Parametern der Adresse nur utm_source, utm_medium und utm_campaign",
      "den HTTP-Statuscode, die Größe der Antwort in Bytes und ihre Dauer",
      "die Domain der Website, von der Sie gekommen sind (Referrer), etwa https://www.google.com",
      "Name und Hauptversion Ihres Browsers und Ihr Betriebssystem, etwa „Firefox 128, Linux“; bei automatischen Abrufen, etwa durch Suchmaschinen, nur deren Name",
      ...only(
        delivery,
        "wenn Sie ein Formular ohne JavaScript absenden, auch mit den Schaltflächen zum Bestätigen oder Abmelden: die Ergebnisseite, zu der es führt, etwa die Bestätigung, dass Ihre Nachricht gesendet wurde",
      ),
    ],
    after: [
      "Ihre IP-Adresse selbst speichern wir nicht. Der Server berechnet aus ihr und der vollständigen Kennung Ihres Browsers (User-Agent) mit einem Geheimschlüssel einen Prüfwert (Hashwert) und schreibt nur diesen in die Logdatei. Den Geheimschlüssel ersetzt der Server jeden Tag durch einen neuen und vernichtet den alten. Er liegt nur im Arbeitsspeicher des Servers oder, wenn wir die Website auf mehreren Servern betreiben, für diesen einen Tag in unserer Datenbank; am nächsten Tag wird er dort gelöscht. An einem Tag ergibt derselbe Browser am selben Anschluss denselben Prüfwert; so zählen wir Besucher je Tag. Aus dem Prüfwert kann niemand, auch wir nicht, Ihre IP-Adresse ermitteln oder Sie an einem anderen Tag wiedererkennen.",
      "Browser und Betriebssystem halten wir nur grob fest: Name und Hauptversion des Browsers und das Betriebssystem, nicht die vollständige Kennung. Von der Website, von der Sie kommen, speichern wir nur die Domain, nie die Seite oder ihre Parameter; kommen Sie von einer Seite dieser Website, bleibt diese Angabe leer. Von den Parametern der aufgerufenen Adresse bleiben nur utm_source, utm_medium und utm_campaign erhalten. Sie geben an, woher ein Link stammt, etwa aus einem Newsletter. Alle anderen Parameter lässt der Server weg.",
      "Nicht protokolliert werden erfolgreiche Abrufe von Dateien wie Bildern, Skripten und Symbolen sowie die Abfragen, mit denen wir die Erreichbarkeit des Servers überwachen.",
      `Die Logdaten dienen dazu, den sicheren und stabilen Betrieb der Website zu gewährleisten, Fehler zu erkennen und in zusammengefasster Form zu zählen, wie viele Besucher die Website an jedem Tag hat${delivery ? " und wie viele Kontaktanfragen und Anmeldungen eingehen" : ""}. Dafür setzen wir weder Cookies noch Tracking in Ihrem Browser ein.`,
      "Die Auswertung erstellen wir auf unserem eigenen Server mit dem Open-Source-Programm GoAccess. Die Statistik besteht aus zusammengefassten Zahlen je Tag, Seite und Herkunft, etwa Besucher und Seitenaufrufe pro Tag; personenbezogene Daten enthält sie nicht.",
      ...only(
        delivery,
        "Einmal in der Woche, montags um 7\u00a0Uhr, sendet unser Server uns eine E-Mail mit den Zahlen der vergangenen Woche: Besucher und Seitenaufrufe je Tag, die meistbesuchten Seiten und die Domains der verweisenden Websites, die Zahl der eingegangenen Kontaktanfragen, Anmeldungen, Abmeldungen, unzustellbaren Adressen und Beschwerden sowie den technischen Zustand der Website (etwa das Alter der letzten Sicherung und den freien Speicherplatz). Personenbezogene Daten enthält sie nicht: keine IP-Adresse, keinen Prüfwert, keinen Namen, keine E-Mail-Adresse und keinen Inhalt einer Nachricht.",
      ),
      `Rechtsgrundlage ist Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO; unser berechtigtes Interesse liegt im sicheren Betrieb der Website und darin, in zusammengefasster Form zu erfahren, wie sie genutzt wird. Die Logdateien werden auf unserem Server nach ${daysDative(retention.serverLogDays)} automatisch gelöscht.`,
      `Diese Website wird bei ${hosting.name}, ${addressInline(hosting, { country: true })}, betrieben. Der Anbieter verarbeitet die Zugriffsdaten${delivery ? " und die über die Formulare übermittelten Angaben" : ""} ausschließlich in unserem Auftrag; mit ihm besteht ein Vertrag über die Auftragsverarbeitung nach Art.\u00a028 DSGVO. Eine Übermittlung in Drittländer findet nicht statt.`,
      furtherProcessors(delivery),
      ...only(
        delivery,
        "Wenn Sie eines der Formulare absenden oder auf der Seite zur Bestätigung Ihrer Anmeldung die Schaltfläche drücken, zählt unser Server zum Schutz vor Missbrauch, wie viele solcher Übermittlungen innerhalb einer Minute von Ihrer IP-Adresse eingehen, und weist weitere ab, sobald eine Höchstzahl erreicht ist. Dafür berechnet er aus Ihrer IP-Adresse mit einem Geheimschlüssel einen Prüfwert (Hashwert) und zählt nur unter diesem; Ihre IP-Adresse selbst behält er nicht und schreibt sie weder in die Logdatei noch in die Datenbank. Nach Ablauf der Minute löscht er den Prüfwert. Nutzen wir für die Formulare eine PostgreSQL-Datenbank (etwa wenn die Website auf mehreren Servern läuft), zählen alle Server gemeinsam: Dann steht der Prüfwert, mit einem täglich neuen Geheimschlüssel berechnet, bis zum Ablauf der Minute in dieser Datenbank. Damit ein doppelter Klick auf „Senden“ nicht zwei Anfragen ergibt, speichert der Server außerdem zehn Minuten lang einen solchen Prüfwert aus Ihrer IP-Adresse und Ihren Angaben im Kontaktformular; aus ihm lässt sich weder das eine noch das andere zurückgewinnen. Rechtsgrundlage ist Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO; unser berechtigtes Interesse liegt im Schutz der Formulare vor massenhaften Einsendungen.",
      ),
    ],
  };
}

/** 5. The sign-up for updates: double opt-in, the mails, bounces (or that the form sends nothing). */
function signup(delivery: boolean): LegalSection {
  return {
    id: "registrierung",
    heading: "Anmeldung für Updates",
    paragraphs: delivery
      ? [
          "Auf der Seite unserer kommenden Terminplattform können Sie sich mit Ihrer E-Mail-Adresse für Neuigkeiten zum Start der Terminplattform anmelden. Wir verwenden Ihre E-Mail-Adresse ausschließlich, um Ihnen diese Neuigkeiten zu senden.",
          `Wir nutzen dafür das Double-Opt-in-Verfahren: Nach dem Absenden speichern wir Ihre E-Mail-Adresse als unbestätigte Anmeldung, zusammen mit dem Zeitpunkt der Anmeldung und dem Wortlaut der Einwilligungserklärung, die Ihnen beim Formular angezeigt wurde. Anschließend senden wir Ihnen eine E-Mail mit einem Bestätigungslink. Er führt zu einer Seite, auf der Sie die Anmeldung mit einer Schaltfläche bestätigen; erst damit ist sie wirksam, und wir speichern den Zeitpunkt der Bestätigung. So können wir nachweisen, dass Sie eingewilligt haben (Art.\u00a07 Abs.\u00a01 DSGVO). Bestätigen Sie die Anmeldung nicht, löschen wir Ihre E-Mail-Adresse nach ${daysDative(retention.pendingSignupDays)}.`,
          `Zum Schutz vor Anmeldungen fremder Adressen durch Programme trägt auch das Anmeldeformular den signierten Zeitpunkt seiner Anzeige, und mit JavaScript löst Ihr Browser dieselbe kleine Rechenaufgabe wie beim Kontaktformular (siehe dort); der Server prüft beides auf dieselbe Weise und speichert dafür dieselben Prüfwerte. Fehlt eines davon, ist es ungültig oder schon verwendet, oder wurde die Anmeldung weniger als ${secondsDative(spamLimits.signupMinFillSeconds)} nach der Anzeige abgesendet, nimmt er solche Anmeldungen nur bis zu einer kleinen Zahl je Stunde an (voreingestellt: ${spamLimits.unprovenSignupMailsPerHour}) und bittet bei weiteren, es später erneut zu versuchen oder uns zu schreiben. Dafür speichert er zu einer solchen Anmeldung den Zeitpunkt, zu dem sie ihre Bestätigungs-E-Mail angefordert hat.`,
          `Jede E-Mail, die wir Ihnen senden, enthält einen Link zum Abmelden; E-Mail-Programme, die es unterstützen, bieten außerdem eine Abmeldung mit einem Klick an. Wenn Sie sich abmelden, löschen wir Ihre E-Mail-Adresse. Ohne Abmeldung löschen wir sie spätestens ${days(retention.confirmedSignupDays)} nach der Bestätigung.`,
          "Die Neuigkeiten versenden wir selbst, von unserem Server über unseren E-Mail-Anbieter; Ihre E-Mail-Adresse geben wir an keinen Newsletter-Dienst weiter. Zu Ihrer Anmeldung speichern wir, welche Neuigkeiten wir Ihnen wann gesendet haben und ob eine E-Mail an Ihre Adresse dauerhaft abgelehnt wurde, beim Versand oder durch eine spätere Unzustellbarkeitsnachricht Ihres E-Mail-Anbieters (Zeitpunkt und Fehlercode): Dann senden wir Ihnen keine Neuigkeiten mehr, bis Sie sich erneut anmelden und die Anmeldung bestätigen. Diese Angaben löschen wir zusammen mit Ihrer Anmeldung. Unsere E-Mails enthalten keine Zählpixel, und wir werten nicht aus, ob oder wann Sie eine E-Mail öffnen oder einen Link darin aufrufen.",
          "Damit wir eine Unzustellbarkeitsnachricht oder eine Beschwerde Ihrer Anmeldung zuordnen können, trägt jede unserer E-Mails eine eigene Rücklaufadresse mit einem Prüfwert; Ihre E-Mail-Adresse steht nicht darin. Meldet Ihr E-Mail-Anbieter uns unter Nennung Ihrer E-Mail-Adresse, dass Sie eine unserer E-Mails als Spam gemeldet haben, beenden wir Ihre Anmeldung wie bei einer Abmeldung und löschen Ihre E-Mail-Adresse. Dass eine Anmeldung durch Abmeldung oder Beschwerde endete, zählen wir nur als Zahl je Tag, ohne Ihre E-Mail-Adresse oder einen anderen Bezug zu Ihnen.",
          `Die Nachrichten an diese Rücklaufadresse (Unzustellbarkeitsnachrichten, Beschwerden und automatische Antworten wie Abwesenheitsnotizen) können Ihre E-Mail-Adresse enthalten. Unser Server ruft sie alle fünf Minuten aus dem Postfach ab und löscht jede, sobald er sie ausgewertet hat. Eine Nachricht, die größer als 1\u00a0MB ist, wertet er nicht aus: Er legt sie ungelesen in einem eigenen Ordner ab und löscht sie dort nach ${daysDative(retention.setAsideReportDays)}.`,
          [
            "Die Anmeldungen werden in einer Datenbank auf dem Server unseres Hosting-Anbieters gespeichert (",
            hostingSection,
            "). Für den Versand der E-Mails nutzen wir unseren E-Mail-Anbieter, der in unserem Auftrag tätig ist (Art.\u00a028 DSGVO).",
          ],
          [
            "Rechtsgrundlage ist Ihre Einwilligung nach Art.\u00a06 Abs.\u00a01 lit.\u00a0a DSGVO. Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen – über den Link in jeder E-Mail oder durch eine Nachricht an ",
            mail,
            ". Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt unberührt.",
          ],
        ]
      : [
          "Auf der Seite unserer kommenden Terminplattform gibt es ein Formular, um sich mit der E-Mail-Adresse für Neuigkeiten zum Start der Terminplattform anzumelden. In der derzeitigen Fassung dieser Website überträgt dieses Formular keine Daten: Ihre E-Mail-Adresse verlässt Ihren Browser nicht, und wir erhalten und speichern sie nicht.",
        ],
  };
}

/** 6. The contact form and its defence against spam (or that the form sends nothing). */
function contactForm(delivery: boolean): LegalSection {
  return {
    id: "kontaktformular",
    heading: "Kontaktformular",
    paragraphs: delivery
      ? [
          "Wenn Sie uns über das Kontaktformular schreiben, verarbeiten wir die von Ihnen angegebenen Daten – Name, E-Mail-Adresse, optional Ihr Unternehmen und Ihre Nachricht –, um Ihre Anfrage zu bearbeiten und zu beantworten. Gleiches gilt, wenn Sie uns per E-Mail oder Telefon kontaktieren.",
          [
            "Ihre Angaben aus dem Kontaktformular werden mit dem Zeitpunkt des Eingangs in einer Datenbank auf dem Server unseres Hosting-Anbieters gespeichert (",
            hostingSection,
            ") und per E-Mail an das Postfach unseres Unternehmens weitergeleitet. Für den E-Mail-Versand nutzen wir unseren E-Mail-Anbieter, der in unserem Auftrag tätig ist (Art.\u00a028 DSGVO).",
          ],
          "Rechtsgrundlage ist Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO, soweit Ihre Anfrage mit der Anbahnung oder Erfüllung eines Vertrags zusammenhängt, und im Übrigen Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO; unser berechtigtes Interesse liegt in der Beantwortung der an uns gerichteten Anfragen. Über die genannten Auftragsverarbeiter hinaus geben wir Ihre Angaben nicht weiter.",
          `Zum Schutz vor unerwünschter, meist automatisch versandter Werbung prüft unser Server jede Anfrage über das Kontaktformular. Wenn er die Kontaktseite ausliefert oder das Skript des Formulars einen neuen Zeitstempel bei ihm anfordert, schreibt er den Zeitpunkt der Anzeige, mit einem Geheimschlüssel signiert, in ein verborgenes Feld des Formulars. Personenbezogene Daten enthält dieses Feld nicht. Geht Ihre Anfrage ein, prüft der Server, wie lange das Formular geöffnet war. Er hält die Anfrage zurück (siehe unten), wenn sie weniger als ${seconds(spamLimits.minFillSeconds)} nach der Anzeige abgesendet wurde oder wenn der Zeitstempel fehlt, verändert wurde, älter als ${days(spamLimits.formTimeDays)} ist oder schon für eine andere Anfrage verwendet wurde. Um einen wiederverwendeten Zeitstempel zu erkennen, speichert er ${days(spamLimits.formTimeDays)} lang einen Prüfwert (Hashwert) des Feldinhalts. Ebenso hält er eine Anfrage zurück, in der ein für Besucher unsichtbares Feld ausgefüllt ist.`,
          [
            `Ist in Ihrem Browser JavaScript aktiv, löst er vor dem Absenden eine kleine Rechenaufgabe, die ihm unser Server stellt. Dafür nutzen wir die Software ALTCHA auf unserem eigenen Server, ohne Dienst eines Drittanbieters und ohne Cookie. Ihr Browser braucht dafür in der Regel weniger als eine Sekunde, und Sie sehen davon nichts. Der Server prüft das Ergebnis; eine Anfrage, die Ihr Browser mit JavaScript ohne gültiges Ergebnis sendet, hält er zurück. Um ein wiederverwendetes Ergebnis zu erkennen, speichert er ${hours(spamLimits.proofReuseHours)} lang einen Prüfwert des Ergebnisses. Die Aufgabe und ihr Ergebnis enthalten keine Angaben über Sie; den Abruf der Aufgabe protokolliert und zählt der Server wie andere Abrufe (`,
            hostingSection,
            ").",
          ],
          "Außerdem wägt der Server ab, ob sich Ihre Nachricht wie Werbung liest: Merkmale unerwünschter Angebote (etwa Kurzlinks, Links zu Messenger-Diensten, Angebote wie Suchmaschinenoptimierung, Backlinks, Kredite oder gekaufte Bewertungen, eigene Preise, Aufforderungen zu Zahlungen) zählen dafür, was von unseren Produkten, Ihrem Handwerk oder Ihrem Anliegen als Kunde spricht, zählt dagegen. Er liest dafür nur die Felder „Unternehmen“ und „Nachricht“, nie Ihren Namen, und nie, in welcher Sprache oder Schrift Sie schreiben. Liest sich eine Anfrage wie Werbung, hält er sie nicht zurück: Die Benachrichtigung geht sofort an uns, nur mit einem Vermerk für unseren Spamfilter und den Merkmalen, die er gefunden hat; wir lesen auch diese Anfragen.",
          `In jeder Benachrichtigung steht für uns ein Link „Das ist Spam“, bei einer vermerkten Anfrage „Das ist kein Spam“. Nutzen wir ihn, lernt der Server daraus: Er zerlegt die Felder „Unternehmen“ und „Nachricht“ der Anfrage in Wörter und Wortpaare und speichert von jedem nur eine Zahl (einen Hashwert) und wie oft es in Anfragen vorkam, die wir als Spam oder als echt gemeldet haben, dazu den Monat; den Text, Ihren Namen und Ihre E-Mail-Adresse speichert er dafür nicht. Diese Zählungen und die Zählungen aus Beispielen, die wir selbst geschrieben haben, verschieben die Abwägung künftiger Anfragen nur in engen Grenzen: Eine Anfrage, in der der Server kein Merkmal eines Angebots findet, vermerkt er deswegen nie, und zurückgehalten wird deswegen keine. Die Zählungen löscht er spätestens ${days(retention.spamLessonDays)} nach der Meldung; dass wir zu Ihrer Anfrage etwas gemeldet haben, ist mit ihr nur verbunden, solange sie gespeichert ist.`,
          [
            `Von demselben Anschluss (derselben IPv4-Adresse oder demselben IPv6-Netz /64) behandelt der Server die ersten ${spamLimits.enquiriesPerClientDay}\u00a0Anfragen in ${hours(spamLimits.clientWindowHours)} wie gewohnt und hält weitere zurück. Dafür zählt er unter einem Prüfwert, den er aus Ihrer IP-Adresse (bei IPv6 aus ihrem Netzteil) mit einem Geheimschlüssel des Tages berechnet; die Adresse selbst speichert er nicht, und den Prüfwert löscht er ${hours(spamLimits.clientWindowHours)} nach Ihrer ersten Anfrage. Den Geheimschlüssel eines Tages löscht er mit Ablauf des folgenden Tages; danach lässt sich ein Prüfwert auch mit einer Kopie unserer Datenbank keiner Adresse mehr zuordnen. Ebenso zählt er, wie oft ein Anschluss die Kontaktseite oder die Seite mit dem Anmeldeformular abruft, nur im Arbeitsspeicher und höchstens ${minutes(spamLimits.formTimePageMinutes)} lang: Nach ${spamLimits.formTimePagesPerClient}\u00a0Abrufen in dieser Zeit erhält er die Seite ohne Zeitstempel. Wie bei der Höchstzahl je Minute (`,
            hostingSection,
            `) erfährt dabei niemand Ihre Adresse. Gehen innerhalb einer Stunde mehr Anfragen ein, als wir Benachrichtigungen zulassen (voreingestellt: ${spamLimits.noticesPerHour}), hält er die weiteren zurück; wir erhalten dann stattdessen eine zusammenfassende E-Mail.`,
          ],
          `Eine zurückgehaltene Anfrage speichert der Server wie jede andere und löscht sie nach derselben Frist, spätestens ${days(retention.contactRequestDays)} nach Eingang. Wir werden über sie aber nicht einzeln benachrichtigt: Sie erscheint mit Eingangszeit, Name, E-Mail-Adresse, der ersten Zeile der Nachricht und dem Grund in einer Übersicht, die unser Server uns per E-Mail sendet, spätestens eine Stunde nach ihrem Eingang (höchstens eine Übersicht je Stunde). Eine Person in unserem Unternehmen sieht sich jede zurückgehaltene Anfrage an und gibt sie frei – dann behandeln wir sie wie jede andere – oder löscht sie. Wegen dieser Prüfungen wird keine Anfrage abgewiesen oder gelöscht; auch nach einer zurückgehaltenen Anfrage sehen Sie die gewohnte Bestätigung. Eine zu Unrecht zurückgehaltene Anfrage erreicht uns so innerhalb einer Stunde.`,
          "Rechtsgrundlage dieser Prüfungen ist Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO; unser berechtigtes Interesse liegt darin, unser Postfach und das Kontaktformular vor unerwünschter Werbung zu schützen.",
        ]
      : [
          "Auf unserer Kontaktseite gibt es ein Kontaktformular. In der derzeitigen Fassung dieser Website überträgt es keine Daten: Ihre Eingaben verlassen Ihren Browser nicht, und wir erhalten und speichern sie nicht.",
          "Wenn Sie uns per E-Mail oder Telefon kontaktieren, verarbeiten wir die Angaben, die Sie uns dabei mitteilen – etwa Ihren Namen, Ihre Kontaktdaten und Ihr Anliegen –, um Ihre Anfrage zu bearbeiten und zu beantworten.",
          "Rechtsgrundlage ist Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO, soweit Ihre Anfrage mit der Anbahnung oder Erfüllung eines Vertrags zusammenhängt, und im Übrigen Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO; unser berechtigtes Interesse liegt in der Beantwortung der an uns gerichteten Anfragen. Eine Weitergabe an Dritte findet nicht statt.",
        ],
  };
}

/** 7. Deletion when the purpose ends, and when the server runs it. */
function routineErasure(delivery: boolean): LegalSection {
  return {
    id: "loeschung-und-sperrung",
    heading: "Routinemäßige Löschung und Einschränkung der Verarbeitung",
    paragraphs: [
      "Wir verarbeiten und speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder wie es gesetzliche Vorschriften vorsehen. Entfällt der Zweck oder läuft eine vorgeschriebene Speicherfrist ab, werden die Daten routinemäßig gelöscht oder, soweit gesetzliche Aufbewahrungspflichten einer Löschung entgegenstehen, in ihrer Verarbeitung eingeschränkt.",
      ...only(
        delivery,
        "Die Löschung nach den Fristen in Abschnitt\u00a010 läuft auf unserem Server automatisch: bei jedem Start und danach stündlich, sodass keine Frist mehr als eine Stunde überschritten wird. Die Kopien der Anfragen in unserem E-Mail-Postfach löschen wir innerhalb derselben Frist.",
      ),
    ],
  };
}

/** 8. The rights of the person concerned, with the right to object set apart. */
function rights(delivery: boolean): LegalSection {
  return {
    id: "rechte",
    heading: "Rechte der betroffenen Person",
    paragraphs: ["Ihnen stehen uns gegenüber folgende Rechte zu:"],
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
      [
        "Um Ihre Rechte auszuüben, genügt eine formlose Nachricht an ",
        mail,
        ".",
      ],
      ...only(
        delivery,
        "Auf Ihren Wunsch stellen wir Ihnen alle Daten zusammen, die wir zu Ihrer E-Mail-Adresse gespeichert haben, oder löschen sie vollständig.",
      ),
      `Für uns zuständig ist die Aufsichtsbehörde am Sitz unseres Unternehmens: ${authority.name}, ${addressInline(authority)}. Sie können sich auch an jede andere Datenschutz-Aufsichtsbehörde wenden, insbesondere in dem Mitgliedstaat, in dem Sie sich gewöhnlich aufhalten oder arbeiten.`,
    ],
    notice: {
      heading: "Widerspruchsrecht nach Art.\u00a021 DSGVO",
      paragraphs: [
        "Soweit wir Ihre Daten auf Grundlage von Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO verarbeiten, haben Sie das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit gegen diese Verarbeitung Widerspruch einzulegen (Art.\u00a021 Abs.\u00a01 DSGVO). Wir verarbeiten Ihre Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.",
        "Ihren Widerspruch richten Sie bitte formlos an:",
      ],
      lines: [...companyAddressLines, ["E-Mail: ", mail]],
    },
  };
}

/** 9. The legal bases the statement relies on. */
function legalBases(delivery: boolean): LegalSection {
  return {
    id: "rechtsgrundlagen",
    heading: "Rechtsgrundlagen der Verarbeitung",
    paragraphs: [
      "Wir verarbeiten personenbezogene Daten auf folgenden Rechtsgrundlagen:",
    ],
    list: [
      `Art.\u00a06 Abs.\u00a01 lit.\u00a0a DSGVO, wenn Sie in die Verarbeitung eingewilligt haben${delivery ? ", etwa bei der Anmeldung für Updates" : ""}`,
      "Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO, wenn die Verarbeitung zur Erfüllung eines Vertrags oder zur Durchführung vorvertraglicher Maßnahmen erforderlich ist, etwa bei einer Produktanfrage",
      "Art.\u00a06 Abs.\u00a01 lit.\u00a0c DSGVO, wenn die Verarbeitung zur Erfüllung einer rechtlichen Verpflichtung erforderlich ist, der wir unterliegen, etwa steuerrechtlichen Aufbewahrungspflichten",
      "Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO, wenn die Verarbeitung zur Wahrung unserer berechtigten Interessen erforderlich ist und Ihre Interessen nicht überwiegen, etwa beim sicheren Betrieb der Website",
    ],
  };
}

/** 10. How long each kind of data is kept, from the retention module. */
function storagePeriods(delivery: boolean): LegalSection {
  return {
    id: "speicherdauer",
    heading: "Speicherdauer",
    paragraphs: [
      "Die Dauer der Speicherung richtet sich nach dem Zweck der Verarbeitung und den gesetzlichen Aufbewahrungsfristen. Im Einzelnen gilt:",
    ],
    list: [
      `Server-Logfiles: höchstens ${days(retention.serverLogDays)}`,
      delivery
        ? `Anfragen über das Kontaktformular, per E-Mail oder Telefon: bis zur abschließenden Bearbeitung, höchstens ${days(retention.contactRequestDays)} nach Eingang, sofern keine gesetzlichen Aufbewahrungspflichten entgegenstehen; das gilt auch für die Kopien der Anfragen in unserem E-Mail-Postfach`
        : `Anfragen per E-Mail oder Telefon: bis zur abschließenden Bearbeitung, höchstens ${days(retention.contactRequestDays)} nach Eingang, sofern keine gesetzlichen Aufbewahrungspflichten entgegenstehen`,
      ...only(
        delivery,
        `Unbestätigte Anmeldungen für Updates: ${days(retention.pendingSignupDays)} nach der Anmeldung`,
        `Bestätigte Anmeldungen für Updates: bis zu Ihrer Abmeldung oder dem Widerruf Ihrer Einwilligung, höchstens ${days(retention.confirmedSignupDays)} nach der Bestätigung`,
        "Welche Neuigkeiten wir Ihnen wann gesendet haben, und eine dauerhafte Ablehnung Ihrer Adresse beim Versand: so lange wie die Anmeldung, zu der sie gehören",
        `Nachrichten an unsere Rücklaufadresse (etwa Unzustellbarkeitsnachrichten): bis unser Server sie ausgewertet hat, in der Regel wenige Minuten; Nachrichten über 1\u00a0MB, die er nicht auswertet, ${days(retention.setAsideReportDays)}`,
        `Tägliche Sicherungskopien unserer Datenbank mit den Angaben aus den Formularen: ${days(retention.backupDays)} nach ihrer Erstellung; gelöschte Daten verschwinden damit spätestens ${days(retention.backupDays)} nach ihrer Löschung auch aus den Sicherungen`,
      ),
    ],
  };
}

/** 11. Whether anyone must give us data. */
function obligationToProvide(delivery: boolean): LegalSection {
  return {
    id: "pflicht-zur-bereitstellung",
    heading: "Pflicht zur Bereitstellung der Daten",
    paragraphs: [
      delivery
        ? "Sie sind weder gesetzlich noch vertraglich verpflichtet, uns personenbezogene Daten bereitzustellen. Ohne die als Pflichtfelder gekennzeichneten Angaben (Name, E-Mail-Adresse, Nachricht) können wir Ihre Anfrage jedoch nicht bearbeiten; ohne Ihre E-Mail-Adresse können wir Sie nicht über den Start der Terminplattform informieren."
        : "Sie sind weder gesetzlich noch vertraglich verpflichtet, uns personenbezogene Daten bereitzustellen. Ohne Ihre Kontaktdaten können wir Ihre Anfrage jedoch nicht beantworten.",
    ],
  };
}

/** 12. No automated decisions: a person decides on every held enquiry. */
function automatedDecisions(delivery: boolean): LegalSection {
  return {
    id: "keine-automatisierte-entscheidung",
    heading: "Keine automatisierte Entscheidungsfindung",
    paragraphs: [
      "Wir verzichten auf eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art.\u00a022 DSGVO.",
      ...only(delivery, [
        "Die Prüfungen zum Schutz vor unerwünschter Werbung beim Kontaktformular (",
        contactSection,
        ") verzögern nur die Benachrichtigung über eine Anfrage oder versehen sie mit einem Vermerk für unseren Spamfilter; über jede zurückgehaltene Anfrage entscheidet ein Mensch, und auch vermerkte Anfragen lesen wir.",
      ]),
    ],
  };
}

/**
 * The privacy statement, in the version that is true for a build: `delivery`
 * is true for builds with real form delivery (FORM_DELIVERY=api), which store
 * submissions, mail them and confirm sign-ups by double opt-in. Without it the
 * forms transmit nothing, and the statement says so. Every period comes from
 * the retention module, which the server's deletion job enforces.
 */
function privacyStatement(delivery: boolean): LegalDocument {
  return {
    lead: "Welche Daten wir verarbeiten, wozu wir sie brauchen und welche Rechte Sie haben.",
    numbered: true,
    tocLabel: "Inhalt",
    intro: [
      "Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. Mit dieser Datenschutzerklärung informieren wir Sie darüber, welche Daten wir beim Besuch dieser Website verarbeiten, zu welchen Zwecken, auf welcher Rechtsgrundlage und welche Rechte Ihnen zustehen.",
    ],
    sections: [
      definitions,
      controller,
      cookiesAndStorage,
      serverLogs(delivery),
      signup(delivery),
      contactForm(delivery),
      routineErasure(delivery),
      rights(delivery),
      legalBases(delivery),
      storagePeriods(delivery),
      obligationToProvide(delivery),
      automatedDecisions(delivery),
    ],
    footnote: `Stand: ${PRIVACY_STATEMENT_DATE}`,
  };
}

/** The statement of the default build: the forms transmit nothing. */
export const privacy = privacyStatement(false);
/** The statement of a build with real form delivery (FORM_DELIVERY=api). */
export const privacyWithDelivery = privacyStatement(true);
