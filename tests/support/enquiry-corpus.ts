/**
 * Contact-form enquiries for the spam defence's tests and benchmark: bots
 * post `spamEnquiries`, people post `peopleEnquiries`. Written for this
 * project; every name, address, number and company is invented, no real
 * persons.
 */

/** What a visitor types into the contact form. */
export interface Enquiry {
  name: string;
  email: string;
  company: string;
  message: string;
}

/**
 * An enquiry of a corpus a helper wrote (tests/support/*-corpus*): whom it
 * stands for, and the kind it is, where the corpus sorts them by kind.
 */
export interface WrittenEnquiry extends Enquiry {
  who: string;
  kind?: string;
}

export const spamEnquiries: readonly Enquiry[] = [
  {
    name: "Markus Weber",
    email: "markus.weber.seo24@gmail.com",
    company: "",
    message: [
      "Hallo,",
      "",
      "Ich habe Ihre Webseite gesehen und festgestellt das sie nicht auf der " +
        "Seite 1 bei Google ist für wichtige Keywords. Das bedeutet Sie " +
        "verlieren jeden Tag Kunden an Ihre Konkurrenz!!",
      "",
      "Wir bringen Ihre Website auf Platz 1 bei Google in nur 30 Tage. " +
        "Garantiert oder Geld zurück.",
      "",
      "Soll ich Ihnen eine kostenlose Analyse schicken?",
      "",
      "Mit freundlichen Grüße",
      "Markus",
    ].join("\n"),
  },
  {
    name: "Sabine Hoffmann",
    email: "s.hoffmann@rankwerk-agentur.example",
    company: "Rankwerk Online-Marketing GmbH",
    message: [
      "Sehr geehrte Damen und Herren,",
      "",
      "bei einer Recherche zu Softwareanbietern im Handwerk bin ich auf Ihre " +
        "Website gestoßen. Mir ist aufgefallen, dass Sie für zentrale " +
        "Suchbegriffe wie „Terminsoftware Schornsteinfeger“ derzeit nicht " +
        "unter den ersten zehn Treffern erscheinen.",
      "",
      "Als spezialisierte Agentur für Suchmaschinenoptimierung (SEO) und " +
        "Local SEO haben wir bereits über 400 Unternehmen zu nachhaltig " +
        "besseren Rankings verholfen. Gern erstelle ich Ihnen unverbindlich " +
        "einen individuellen SEO-Audit inklusive Wettbewerbsanalyse.",
      "",
      "Hier können Sie direkt einen Termin buchen: " +
        "https://rankwerk-agentur.example/audit",
      "",
      "Mit freundlichen Grüßen",
      "Sabine Hoffmann",
      "Senior SEO Consultant",
    ].join("\n"),
  },
  {
    name: "Top Ranking",
    email: "info@top-ranking-seo.xyz",
    company: "",
    message:
      "PLATZ 1 BEI GOOGLE in 14 Tagen!!! Suchmaschinenoptimierung ab 49€/Monat " +
      "-> https://bit.ly/3xSeoPl4tz1",
  },
  {
    name: "Daniel Kurz",
    email: "daniel.linkbuilding@outlook.com",
    company: "https://guestpost-hub.example",
    message: [
      "Hallo Webmaster,",
      "",
      "wir bieten hochwertige Backlinks von deutschen Websites mit DA 50+ " +
        "und echtem Traffic. Dofollow, permanent, keine PBN.",
      "",
      "- 10 Backlinks: 199 €",
      "- 25 Backlinks: 399 €",
      "- 50 Backlinks + Gastbeiträge: 699 €",
      "",
      "Full list of sites available on request. Payment via PayPal or crypto.",
      "",
      "Beste Grüße, Daniel",
    ].join("\n"),
  },
  {
    name: "Emily Carter",
    email: "emily.outreach@contentpartners.example",
    company: "Content Partners Ltd.",
    message: [
      "Hello,",
      "",
      "I hope you are doing well. I am interested to publish a guest post " +
        "on your website. Können Sie mir bitte Ihren Preis für einen " +
        "Gastbeitrag mit einem Dofollow-Link mitteilen?",
      "",
      "The article will be unique and written by our German native writers. " +
        "Also please let me know if you accept casino or CBD niches.",
      "",
      "Looking forward to your reply.",
      "Emily",
    ].join("\n"),
  },
  {
    name: "Thomas Berger",
    email: "t.berger.invest@gmail.com",
    company: "",
    message: [
      "Guten Tag,",
      "ich möchte Ihnen eine einmalige Möglichkeit vorstellen. Mit unserem " +
        "automatischen Bitcoin Trading Bot verdienen meine Kunden zwischen " +
        "1.500€ und 7.000€ pro Woche, ohne Vorkenntnisse. Startkapital nur " +
        "250€.",
      "Die Plätze sind begrenzt, schreiben Sie mir direkt auf Telegram: " +
        "https://t.me/ThomasBergerCrypto",
    ].join("\n"),
  },
  {
    name: "Lena",
    email: "lena.gewinn77@mail.ru",
    company: "Crypto Invest",
    message:
      "Hallo liebe Freund! Ich habe mit Krypto 38.000 Euro verdient in 2 " +
      "Monat. Ich zeige dir wie, ist ganz einfach und sicher. Schreib mir auf " +
      "WhatsApp +44 7700 900123 oder klick hier wa.me/447700900123",
  },
  {
    name: "Dr. Frank Lindner",
    email: "f.lindner@lindner-vermoegen.example",
    company: "Lindner Vermögenspartner",
    message: [
      "Sehr geehrte Geschäftsleitung,",
      "",
      "gerade für inhabergeführte Unternehmen stellt sich die Frage, wie " +
        "liquide Mittel in Zeiten schwankender Zinsen sinnvoll angelegt " +
        "werden können. Unser Festgeld-Plus-Konzept bietet eine garantierte " +
        "Rendite von 8,4 % p. a. bei einer Laufzeit von nur 12 Monaten – " +
        "abgesichert durch Sachwerte.",
      "",
      "Darf ich Ihnen die Unterlagen unverbindlich zukommen lassen? Ein " +
        "kurzes Telefonat von 10 Minuten genügt.",
      "",
      "Mit freundlichen Grüßen",
      "Dr. Frank Lindner",
    ].join("\n"),
  },
  {
    name: "Kevin Schmitt",
    email: "reviews.kevin@gmail.com",
    company: "",
    message: [
      "Hallo,",
      "",
      "brauchen Sie mehr Google Bewertungen? Wir liefern echte 5 Sterne " +
        "Bewertungen von deutschen Accounts mit Profilbild, nicht " +
        "nachverfolgbar.",
      "",
      "5 Bewertungen = 59 €",
      "10 Bewertungen = 99 €",
      "30 Bewertungen = 249 €",
      "",
      "Lieferung in 3-5 Tage, langsam damit Google nix merkt. Bezahlung " +
        "nach Lieferung möglich!",
    ].join("\n"),
  },
  {
    name: "Reputation Service",
    email: "kontakt@bewertung-loeschen24.xyz",
    company: "Bewertung Löschen 24",
    message:
      "Schlechte Bewertungen bei Google? Wir löschen negative Rezensionen " +
      "schnell und dauerhaft – 100% Erfolgsgarantie. Sie zahlen nur bei " +
      "Erfolg. WhatsApp/Telegram: +49 1522 3456789",
  },
  {
    name: "Oliver James",
    email: "oliver@starboost-reviews.example",
    company: "StarBoost",
    message: [
      "Hi there,",
      "",
      "Want more trust? We sell Google Reviews, Trustpilot Reviews and " +
        "ProvenExpert in German language. Mehr Bewertungen = mehr Kunden!",
      "",
      "Check our packages: https://tinyurl.com/starboost-de",
      "",
      "Cheers, Oliver",
    ].join("\n"),
  },
  {
    name: "Julia Neumann",
    email: "julia.neumann@pixelhaus-design.example",
    company: "Pixelhaus Design",
    message: [
      "Guten Tag,",
      "",
      "ich bin Webdesignerin und habe mir Ihre Website angesehen. Der " +
        "Auftritt ist inhaltlich gut, wirkt gestalterisch aber etwas " +
        "veraltet und lädt auf dem Smartphone recht langsam. Gerade " +
        "Neukunden entscheiden in den ersten Sekunden, ob sie bleiben.",
      "",
      "Ich hätte ein paar konkrete Ideen, wie man das mit überschaubarem " +
        "Aufwand verbessern könnte. Hätten Sie Interesse an einem kurzen, " +
        "unverbindlichen Gespräch?",
      "",
      "Viele Grüße",
      "Julia Neumann",
    ].join("\n"),
  },
  {
    name: "Rahul Sharma",
    email: "rahul.sharma.dev@outlook.com",
    company: "Techvista Solutions Pvt. Ltd.",
    message: [
      "Sehr geehrte Herr/Frau,",
      "",
      "Wir sind ein Software-Entwicklungsunternehmen mit 150+ Entwickler. " +
        "Wir entwickeln Apps (iOS, Android), Webseiten, CRM, ERP und " +
        "E-Commerce zu sehr günstige Preise, ab 15 USD pro Stunde.",
      "",
      "We have worked with clients in Germany, UK and USA. Bitte teilen " +
        "Sie uns Ihre Anforderungen mit, wir senden Ihnen ein kostenloses " +
        "Angebot.",
      "",
      "Danke und Grüße",
      "Rahul",
    ].join("\n"),
  },
  {
    name: "Michael Braun",
    email: "m.braun@b2b-adressdaten.example",
    company: "B2B Adressdaten GmbH",
    message: [
      "Guten Tag,",
      "",
      "wir bieten aktuelle B2B-E-Mail-Datenbanken für Ihre Neukundengewinnung:",
      "",
      "• 2,3 Mio. Firmenadressen Deutschland mit E-Mail und Telefon",
      "• Filterbar nach Branche (z. B. Handwerk, Bau, Schornsteinfeger)",
      "• Entscheider-Kontakte, 98 % Zustellbarkeit",
      "",
      "Einmalig 390 € statt 990 € – nur diese Woche. Eine Probeliste mit " +
        "500 Kontakten sende ich gern kostenlos.",
      "",
      "Beste Grüße",
      "Michael Braun",
    ].join("\n"),
  },
  {
    name: "Anna Kredit",
    email: "annakredit.service@yahoo.com",
    company: "",
    message:
      "Guten Tag, Sie brauchen ein Kredit? Wir geben Privat und " +
      "Geschäftskredit von 5.000€ bis 500.000€ mit Zins 2% ohne Schufa. " +
      "Schnelle Bearbeitung in 24 Stunden. Kontaktieren Sie uns per E-Mail " +
      "oder WhatsApp: +33 7 12 34 56 78",
  },
  {
    name: "Stefan",
    email: "stefan.k1988@gmx.net",
    company: "",
    message: [
      "Hallo,",
      "",
      "mir ist beim Besuch Ihrer Website ein Fehler aufgefallen, der " +
        "wahrscheinlich dazu führt, dass Sie Anfragen verlieren. Außerdem " +
        "sind 3 Seiten bei Google nicht indexiert.",
      "",
      "Soll ich Ihnen einen Screenshot schicken? Antworten Sie einfach kurz " +
        "auf diese Nachricht.",
    ].join("\n"),
  },
  {
    name: "Domain Service Abteilung",
    email: "renewal@domain-registry-service.example",
    company: "Domain Registry Service",
    message: [
      "LETZTE MAHNUNG – Domain-Verlängerung",
      "",
      "Sehr geehrter Domaininhaber,",
      "",
      "die Registrierung Ihrer Domain läuft in 48 Stunden ab. Nach Ablauf " +
        "wird die Domain freigegeben und Ihre Website sowie E-Mail sind " +
        "nicht mehr erreichbar.",
      "",
      "Rechnungsbetrag: 289,00 EUR (Suchmaschinen-Registrierung, 1 Jahr)",
      "",
      "Bitte begleichen Sie die Rechnung umgehend hier: " +
        "https://tinyurl.com/domain-renew-7731",
      "",
      "Ihr Domain Registry Service Team",
    ].join("\n"),
  },
  {
    name: "Nina Albrecht",
    email: "nina@clipstory-videos.example",
    company: "Clipstory",
    message: [
      "Hallo zusammen,",
      "",
      "Videos bringen bis zu 80 % mehr Conversions! Wir produzieren " +
        "animierte Erklärvideos für Ihre Software – 60 Sekunden, " +
        "professioneller Sprecher, fertig in 7 Tagen, ab 299 €.",
      "",
      "Beispiele: https://bit.ly/clipstory-demo",
      "",
      "Liebe Grüße, Nina",
    ].join("\n"),
  },
  {
    name: "Christian Vogel",
    email: "christian.vogel@wachstum-digital.example",
    company: "Wachstum Digital",
    message: [
      "Sehr geehrte Damen und Herren,",
      "",
      "ich habe Ihre Website besucht und finde Ihr Angebot für " +
        "Handwerksbetriebe sehr spannend. Genau deshalb schreibe ich Ihnen: " +
        "Wir helfen B2B-Softwareanbietern dabei, planbar 10 bis 20 " +
        "qualifizierte Demo-Termine pro Monat zu gewinnen.",
      "",
      "Hätten Sie nächste Woche 15 Minuten Zeit für ein kurzes Kennenlernen? " +
        "Ich richte mich ganz nach Ihrem Kalender.",
      "",
      "Beste Grüße",
      "Christian Vogel",
    ].join("\n"),
  },
  {
    name: "Maria Santos",
    email: "maria.santos.va@gmail.com",
    company: "Remote Assist Pro",
    message: [
      "Hallo!",
      "",
      "Sind Sie überlastet mit Admin-Aufgaben? Ich bin eine erfahrene " +
        "Virtual Assistant und kann für Sie E-Mails beantworten, Termine " +
        "verwalten, Dateneingabe, Social Media und Buchhaltung erledigen.",
      "",
      "Nur 8 €/Stunde, Deutsch und Englisch fließend. Let me know if you " +
        "need help!",
      "",
      "Maria",
    ].join("\n"),
  },
  {
    name: "Alex",
    email: "alex0x@proton-mail.xyz",
    company: "",
    message: "Interessantes Angebot für Sie. Telegram: t.me/alex_biz_offers",
  },
  {
    name: "Lisa Fischer",
    email: "lisa.fischer.smm@outlook.de",
    company: "Insta Growth Agentur",
    message: [
      "Hey :)",
      "",
      "Euer Instagram hat noch wenig Follower. Wir können euch 5.000 echte " +
        "deutsche Follower + Likes liefern für nur 79 €. Mehr Reichweite = " +
        "mehr Kunden!",
      "",
      "Schreib mir gern per WhatsApp: wa.me/4915112345678",
    ].join("\n"),
  },
  {
    name: "Verwaltung Eintragungen",
    email: "service@deutsches-firmenverzeichnis.example",
    company: "Deutsches Firmenverzeichnis",
    message: [
      "Betreff: Aktualisierung Ihres Firmeneintrags – Korrekturabzug",
      "",
      "Sehr geehrte Damen und Herren,",
      "",
      "für Ihren Eintrag im Deutschen Firmenverzeichnis bitten wir um " +
        "Prüfung der hinterlegten Daten. Bitte bestätigen Sie die Angaben " +
        "über das untenstehende Formular.",
      "",
      "Mit der Bestätigung beauftragen Sie die Veröffentlichung für 3 Jahre " +
        "zu einem jährlichen Preis von 998,00 EUR zzgl. MwSt.",
      "",
      "Formular: https://deutsches-firmenverzeichnis.example/bestaetigen",
    ].join("\n"),
  },
  {
    name: "Dmitrij Volkov",
    email: "seo-prodvizhenie@yandex.ru",
    company: "SEO Promotion",
    message: [
      "Zdravstvuyte! Guten Tag!",
      "",
      "Wir machen Promotion Ihre Seite in Google und Yandex. Topp 10 " +
        "Garantie. Viel Traffic und Bestellung. Preis ganz billig.",
      "",
      "Schreibe uns auf E-Mail oder Telegram @seo_volkov",
    ].join("\n"),
  },
  {
    name: "Cyber Recovery Team",
    email: "recovery@fundsback-experts.example",
    company: "FundsBack Experts",
    message:
      "Haben Sie Geld durch Krypto-Betrug oder Fake-Trading-Plattformen " +
      "verloren? Unser Team aus Anwälten und Blockchain-Experten holt Ihr " +
      "Geld zurück – kostenlose Erstberatung. Jetzt Fall melden: " +
      "https://bit.ly/geld-zurueck-jetzt",
  },
  {
    name: "Patrick Lang",
    email: "patrick.lang@domainbroker-lang.example",
    company: "",
    message: [
      "Hallo,",
      "",
      "ich bin Inhaber einer Premium-Domain, die sehr gut zu Ihrem " +
        "Geschäft passt und die Sie vor Ihren Mitbewerbern sichern " +
        "sollten. Aktuell liegen mir bereits zwei Angebote vor.",
      "",
      "Preisvorstellung: 2.900 € VB. Bei Interesse bitte kurze Rückmeldung.",
    ].join("\n"),
  },
  {
    name: "Katrin Meyer",
    email: "katrin.meyer@ratgeber-handwerk-online.example",
    company: "Ratgeber Handwerk Online",
    message: [
      "Sehr geehrte Damen und Herren,",
      "",
      "ich betreue ein Ratgeberportal für Hausbesitzer und Handwerker und " +
        "habe Ihre Seite mit großem Interesse gelesen. Wir würden gern " +
        "einen Linktausch vorschlagen: Sie verlinken einen unserer Artikel, " +
        "wir verlinken im Gegenzug Ihre Startseite aus einem passenden " +
        "Beitrag.",
      "",
      "Alternativ schreiben wir Ihnen auch gern einen kostenlosen " +
        "Fachartikel für Ihren Blog. Was meinen Sie?",
      "",
      "Freundliche Grüße",
      "Katrin Meyer",
    ].join("\n"),
  },
  {
    name: "Google Business Support",
    email: "verifizierung.gmb.team@gmail.com",
    company: "GMB Partner Service",
    message: [
      "Wichtig: Ihr Google Unternehmensprofil ist nicht verifiziert und " +
        "wird möglicherweise in Kürze gesperrt!",
      "",
      "Wir sind zertifizierter Partner und optimieren Ihr Profil für Google " +
        "Maps, damit Sie bei „in meiner Nähe“ Suchen ganz oben stehen.",
      "",
      "Rufen Sie jetzt an: 0800 123 456 78 oder antworten Sie auf diese " +
        "Nachricht.",
    ].join("\n"),
  },
  {
    name: "Jason Miller",
    email: "jason@aichatpro.example",
    company: "AIChatPro",
    message: [
      "Hi,",
      "",
      "Your website is losing visitors because nobody answers them 24/7. " +
        "Our AI chatbot speaks perfect German, books appointments and " +
        "captures leads while you sleep.",
      "",
      "Free 14 day trial, no credit card: https://bit.ly/ai-chat-de",
      "",
      "Best,",
      "Jason",
    ].join("\n"),
  },
  {
    name: "Sandra Koch",
    email: "s.koch@terminpower-vertrieb.example",
    company: "TerminPower Vertriebsservice",
    message: [
      "Guten Tag,",
      "",
      "Kaltakquise kostet Sie Zeit und Nerven? Unser Callcenter vereinbart " +
        "für Sie Termine mit Entscheidern aus dem Handwerk – Sie bezahlen " +
        "nur für tatsächlich stattgefundene Termine.",
      "",
      "Ich würde Ihnen das Modell gern in einem kurzen Telefonat vorstellen. " +
        "Wann passt es Ihnen am besten?",
      "",
      "Mit freundlichen Grüßen",
      "Sandra Koch",
    ].join("\n"),
  },
];

export const peopleEnquiries: readonly Enquiry[] = [
  {
    name: "Jürgen Meier",
    email: "info@schornsteinfeger-meier.de",
    company: "Schornsteinfegerbetrieb Meier",
    message: [
      "Guten Tag,",
      "",
      "ich bin bevollmächtigter Bezirksschornsteinfeger mit einem Bezirk " +
        "von rund 2.400 Liegenschaften und interessiere mich für Kehrtour. " +
        "Was kostet die Software im Monat, und gibt es eine Mindestlaufzeit?",
      "",
      "Mit freundlichen Grüßen",
      "Jürgen Meier",
    ].join("\n"),
  },
  {
    name: "Katharina Schulte",
    email: "k.schulte@t-online.de",
    company: "Schornsteinfeger Schulte & Sohn",
    message: [
      "Sehr geehrte Damen und Herren,",
      "",
      "wir betreuen zwei Kehrbezirke und überlegen, unsere Terminplanung " +
        "umzustellen. Bisher rufen wir alle Kunden einzeln an oder werfen " +
        "Zettel ein. Könnten Sie uns Kehrtour einmal in einer Online-" +
        "Vorführung zeigen? Am besten vormittags, gern in der nächsten " +
        "oder übernächsten Woche.",
      "",
      "Sie erreichen mich unter 05251 873412.",
      "",
      "Viele Grüße",
      "Katharina Schulte",
    ].join("\n"),
  },
  {
    name: "Thomas Brandl",
    email: "thomas.brandl@web.de",
    company: "",
    message:
      "Hallo, was kostet bei Kehrtour eine SMS-Ankündigung? Ist ein " +
      "Kontingent im Preis enthalten oder wird jede SMS einzeln abgerechnet? " +
      "Viele meiner älteren Kunden haben keine E-Mail-Adresse.",
  },
  {
    name: "Andrea Vogt",
    email: "vogt@schornsteinfeger-vogt.de",
    company: "Schornsteinfegermeisterin Andrea Vogt",
    message: [
      "Guten Tag,",
      "",
      "ich habe meine Kundendaten bisher in einem älteren Kehrbuchprogramm. " +
        "Es kann die Daten als CSV- oder Excel-Datei exportieren. Können Sie " +
        "diese Daten in Kehrtour übernehmen, oder muss ich alles von Hand " +
        "eingeben? Es geht um etwa 1.900 Kunden mit Feuerstätten und " +
        "Fälligkeiten.",
      "",
      "Freundliche Grüße",
      "Andrea Vogt",
    ].join("\n"),
  },
  {
    name: "Bernd Hofmann",
    email: "b.hofmann@gmx.de",
    company: "Hofmann Schornsteinfeger GmbH",
    message: [
      "Sehr geehrte Damen und Herren,",
      "",
      "unser Betrieb hat drei Bezirke und vier Gesellen. Wie viele Bezirke " +
        "und Benutzer kann man in Kehrtour anlegen? Und kann jeder Geselle " +
        "seine eigene Tour auf dem Handy sehen?",
      "",
      "Mit freundlichen Grüßen",
      "Bernd Hofmann",
    ].join("\n"),
  },
  {
    name: "Sabine Krüger",
    email: "buero@schornsteinfeger-krueger.de",
    company: "Schornsteinfegerbetrieb Krüger",
    message: [
      "Guten Tag,",
      "",
      "bevor wir Kehrtour einsetzen, benötigen wir einen Vertrag zur " +
        "Auftragsverarbeitung (AVV) nach Art. 28 DSGVO. Können Sie uns " +
        "diesen zusenden? Außerdem würde mich interessieren, wo die Daten " +
        "gespeichert werden und ob die Server in Deutschland stehen.",
      "",
      "Vielen Dank und freundliche Grüße",
      "Sabine Krüger",
    ].join("\n"),
  },
  {
    name: "Werner Lorenz",
    email: "werner.lorenz@t-online.de",
    company: "Schornsteinfeger Lorenz",
    message: [
      "Hallo,",
      "",
      "ich habe die Rechnung für März erhalten, aber darauf steht noch " +
        "meine alte Anschrift. Könnten Sie die Rechnung bitte auf die neue " +
        "Adresse (Lindenstraße 14, 34117 Kassel) korrigieren und mir erneut " +
        "zuschicken? Mein Steuerberater braucht sie.",
      "",
      "Danke und Gruß",
      "Werner Lorenz",
    ].join("\n"),
  },
  {
    name: "Dr. Stefanie Wolf",
    email: "s.wolf@handwerkerbuero-software.de",
    company: "Handwerkerbüro Software GmbH",
    message: [
      "Sehr geehrte Damen und Herren,",
      "",
      "wir entwickeln eine Auftragsverwaltung für Handwerksbetriebe und " +
        "möchten Termine über Ihre Termin-API synchronisieren. Welche " +
        "OAuth-2.0-Flows unterstützen Sie? Für unsere Server-zu-Server-" +
        "Anbindung wäre Client Credentials ideal, für die Anbindung " +
        "einzelner Betriebe eher der Authorization Code Flow mit PKCE.",
      "",
      "Wie lange sind Access Tokens gültig, und gibt es Refresh Tokens?",
      "",
      "Mit freundlichen Grüßen",
      "Dr. Stefanie Wolf",
      "Leitung Entwicklung",
    ].join("\n"),
  },
  {
    name: "Felix Roth",
    email: "felix.roth@dachwerk-it.de",
    company: "Dachwerk IT",
    message:
      "Guten Tag, welche Rate Limits gelten für die Termin-API? Wir würden " +
      "nachts für ca. 300 Betriebe einen Abgleich fahren, das wären grob " +
      "50.000 Anfragen in zwei Stunden. Gibt es dafür einen Bulk-Endpunkt " +
      "oder sollten wir die Aufrufe drosseln? Viele Grüße, Felix Roth",
  },
  {
    name: "Miriam Albers",
    email: "m.albers@baulogik.de",
    company: "Baulogik GmbH",
    message: [
      "Hallo,",
      "",
      "gibt es für die Termin-API eine Sandbox oder Testumgebung, in der " +
        "wir die Integration entwickeln können, ohne echte Termine bei " +
        "Kunden auszulösen? Wir bräuchten Zugangsdaten für zwei Entwickler.",
      "",
      "Besten Dank",
      "Miriam Albers",
    ].join("\n"),
  },
  {
    name: "Jonas Engel",
    email: "jonas.engel@meisterplan-software.de",
    company: "Meisterplan Software",
    message: [
      "Sehr geehrte Damen und Herren,",
      "",
      "wir sind Anbieter einer Branchensoftware für Heizungs- und " +
        "Sanitärbetriebe und möchten unseren Kunden die Online-Buchung " +
        "über Ihre Termin-API anbieten. Unsere bestehende " +
        "Kalenderschnittstelle ist hier beschrieben: " +
        "https://docs.meisterplan-software.de/schnittstellen/kalender",
      "",
      "Wäre es möglich, dass wir uns dazu einmal mit einem Ihrer " +
        "Entwickler austauschen? Besonders interessiert uns, wie Sie " +
        "Terminänderungen melden (Webhooks oder Polling).",
      "",
      "Freundliche Grüße",
      "Jonas Engel",
      "Produktmanagement",
    ].join("\n"),
  },
  {
    name: "Marco Petersen",
    email: "info@elektro-petersen.de",
    company: "Elektro Petersen",
    message: [
      "Moin,",
      "",
      "ich habe gelesen, dass Sie eine Terminplattform für alle Gewerke " +
        "planen. Wir sind ein Elektrobetrieb mit sechs Mitarbeitern und " +
        "suchen genau so etwas für Wartungstermine. Ab wann ist die " +
        "Plattform verfügbar, und kann man sie vorher testen?",
      "",
      "Gruß aus Husum",
      "Marco Petersen",
    ].join("\n"),
  },
  {
    name: "Claudia Brenner",
    email: "c.brenner@brenner-haustechnik.de",
    company: "Brenner Haustechnik GmbH",
    message: [
      "Guten Tag,",
      "",
      "wir sind ein Sanitär- und Heizungsbetrieb und interessieren uns für " +
        "Ihre kommende Terminplattform. Für uns wäre wichtig, dass Kunden " +
        "Wartungstermine für Heizungen selbst buchen können und wir " +
        "Notdiensteinsätze blockieren können. Ist so etwas geplant?",
      "",
      "Bitte nehmen Sie uns gern in Ihren Verteiler auf.",
      "",
      "Mit freundlichen Grüßen",
      "Claudia Brenner",
    ].join("\n"),
  },
  {
    name: "Dieter Sommer",
    email: "malermeister.sommer@gmx.net",
    company: "Malerbetrieb Sommer",
    message:
      "Hallo, ich würde gern informiert werden, sobald Ihre Plattform für " +
      "Handwerker startet. Wenn Sie noch Betriebe zum Testen suchen, " +
      "melde ich mich gern freiwillig. Mit freundlichen Grüßen, D. Sommer",
  },
  {
    name: "Henrike Schmid",
    email: "h.schmid@handwerk-aktuell-redaktion.de",
    company: "Handwerk Aktuell (Fachmagazin)",
    message: [
      "Sehr geehrte Damen und Herren,",
      "",
      "ich bin Redakteurin beim Fachmagazin „Handwerk Aktuell“ und " +
        "arbeite an einem Beitrag über die Digitalisierung im " +
        "Schornsteinfegerhandwerk. Wäre jemand aus Ihrem Unternehmen zu " +
        "einem kurzen Interview bereit (ca. 20 Minuten, telefonisch)?",
      "",
      "Gern würde ich auch mit einem Betrieb sprechen, der Kehrtour " +
        "bereits nutzt. Redaktionsschluss ist Ende des Monats.",
      "",
      "Mit freundlichen Grüßen",
      "Henrike Schmid",
    ].join("\n"),
  },
  {
    name: "Lukas Baumann",
    email: "lukas.baumann98@gmail.com",
    company: "",
    message: [
      "Sehr geehrte Damen und Herren,",
      "",
      "ich studiere Informatik im fünften Semester an der Hochschule " +
        "Hannover und suche ab dem Wintersemester eine Werkstudentenstelle " +
        "in der Webentwicklung (TypeScript, React). Ihr Produkt für das " +
        "Handwerk finde ich spannend, da mein Vater selbst " +
        "Schornsteinfegermeister ist.",
      "",
      "Haben Sie derzeit Bedarf? Meinen Lebenslauf sende ich Ihnen gern " +
        "per E-Mail zu.",
      "",
      "Mit freundlichen Grüßen",
      "Lukas Baumann",
    ].join("\n"),
  },
  {
    name: "Gerhard Frank",
    email: "schornsteinfeger.frank@web.de",
    company: "Schornsteinfeger Frank",
    message: [
      "Guten Tag,",
      "",
      "seit gestern werden bei mir die SMS-Ankündigungen nicht mehr " +
        "verschickt. Im Programm steht bei den Terminen „ausstehend“. " +
        "Die E-Mails gehen aber raus. Ich habe morgen 35 Termine in " +
        "Bad Hersfeld. Können Sie bitte nachsehen?",
      "",
      "Kundennummer: KT-10482",
      "",
      "Danke",
      "Gerhard Frank",
    ].join("\n"),
  },
  {
    name: "Heinz Kaiser",
    email: "heinz.kaiser@t-online.de",
    company: "",
    message: "Bitte um Rückruf, Tel. 0171 4839207. Gruß H. Kaiser",
  },
  {
    name: "Ursula Dietrich",
    email: "ursula.dietrich@gmx.de",
    company: "Schornsteinfegerbetrieb Dietrich",
    message: [
      "Sehr geehrte Damen und Herren,",
      "",
      "mein Mann und ich führen seit 22 Jahren einen Schornsteinfeger" +
        "betrieb im Landkreis Cham. Unser Bezirk ist sehr ländlich, mit " +
        "vielen kleinen Ortschaften und Einzelhöfen, und wir verlieren " +
        "jeden Tag viel Zeit auf der Straße, weil die Termine nicht gut " +
        "zusammenpassen.",
      "",
      "Eine Kollegin aus der Innung hat uns Kehrtour empfohlen, vor allem " +
        "wegen der Routenplanung. Wir sind allerdings keine großen " +
        "Computerexperten. Wir hätten deshalb gern, dass uns jemand das " +
        "Programm in Ruhe am Telefon erklärt, bevor wir uns entscheiden.",
      "",
      "Am besten erreichen Sie uns nachmittags zwischen 14 und 17 Uhr " +
        "unter 09971 40 28 17 oder mobil unter 0160 92 14 735.",
      "",
      "Unsere Anschrift:",
      "Schornsteinfegerbetrieb Dietrich",
      "Am Kirchberg 7",
      "93413 Cham",
      "",
      "Mit freundlichen Grüßen",
      "Ursula Dietrich",
    ].join("\n"),
  },
  {
    name: "Pieter van Dijk",
    email: "p.vandijk@planbureau-software.nl",
    company: "Planbureau Software B.V.",
    message: [
      "Hello,",
      "",
      "we build scheduling software for installers in the Netherlands and " +
        "Belgium and are looking at your Termin-API for our German " +
        "customers. Is the API documentation available in English, and do " +
        "you offer a partner agreement for resellers?",
      "",
      "I'd be happy to schedule a short call. Unfortunately my German is " +
        "not good enough for a technical discussion.",
      "",
      "Kind regards,",
      "Pieter van Dijk",
    ].join("\n"),
  },
  {
    name: "Martina Seidel",
    email: "seidel@schornsteinfeger-seidel.de",
    company: "Schornsteinfeger Seidel",
    message: [
      "Guten Tag,",
      "",
      "können Kunden nach dem Termin eine Google-Bewertung abgeben? Ich " +
        "meine, ob Kehrtour nach erledigtem Termin automatisch eine " +
        "freundliche Nachricht mit dem Link zu unserem Google-Profil " +
        "verschicken kann. Natürlich nur an Kunden, die zugestimmt haben.",
      "",
      "Viele Grüße",
      "Martina Seidel",
    ].join("\n"),
  },
  {
    name: "Oliver Hartmann",
    email: "o.hartmann@schornsteinfeger-hartmann.de",
    company: "Hartmann Schornsteintechnik",
    message: [
      "Hallo,",
      "",
      "unsere Website-Agentur kümmert sich um SEO und die Pflege unserer " +
        "Homepage. Können wir die Online-Buchung von Kehrtour auf unserer " +
        "eigenen Website einbinden, zum Beispiel als Button oder Widget? " +
        "Die Agentur bräuchte dafür eine kurze technische Beschreibung.",
      "",
      "Mit freundlichen Grüßen",
      "Oliver Hartmann",
    ].join("\n"),
  },
  {
    name: "Rita Zimmermann",
    email: "rita.zimmermann@web.de",
    company: "Schornsteinfegerbetrieb Zimmermann",
    message:
      "Guten Tag, kann Kehrtour Termine auch per WhatsApp ankündigen? Viele " +
      "meiner Kunden lesen weder E-Mails noch SMS, aber WhatsApp schon. " +
      "Freundliche Grüße, Rita Zimmermann",
  },
  {
    name: "Stefan Keller",
    email: "s.keller@keller-schornsteinfeger.de",
    company: "Keller Schornsteinfeger GmbH",
    message: [
      "Sehr geehrte Damen und Herren,",
      "",
      "wir übernehmen zum Jahreswechsel einen zweiten Bezirk und haben " +
        "dafür ohnehin einen Kredit für ein neues Fahrzeug und Messgeräte " +
        "aufgenommen. Bieten Sie für die Einrichtung und das erste Jahr " +
        "Kehrtour eine Ratenzahlung oder Finanzierung an? Alternativ wäre " +
        "uns eine jährliche Rechnung statt monatlicher Abbuchung lieber.",
      "",
      "Mit freundlichen Grüßen",
      "Stefan Keller",
    ].join("\n"),
  },
  {
    name: "Michael Ostermann",
    email: "m.ostermann@freenet.de",
    company: "Schornsteinfeger Ostermann",
    message: [
      "Hallo,",
      "",
      "eine Frage zur Routenoptimierung: Berücksichtigt Kehrtour auch feste " +
        "Wunschzeiten einzelner Kunden (z. B. „nur nach 16 Uhr“) und " +
        "Betriebe, die nur an bestimmten Wochentagen erreichbar sind? Sonst " +
        "hilft mir die schönste Route nichts.",
      "",
      "Gruß",
      "Michael Ostermann",
    ].join("\n"),
  },
  {
    name: "Sophie Lange",
    email: "lange@schornsteinfeger-lange.de",
    company: "Schornsteinfegermeisterin Sophie Lange",
    message: [
      "Guten Tag,",
      "",
      "mir gefällt, dass Kunden rund um die Uhr online buchen können. " +
        "Kann ich aber selbst festlegen, welche Zeitfenster freigegeben " +
        "werden? Samstags und in den Ferien möchte ich zum Beispiel keine " +
        "Buchungen erhalten.",
      "",
      "Vielen Dank im Voraus",
      "Sophie Lange",
    ].join("\n"),
  },
  {
    name: "Karl-Heinz Becker",
    email: "kh.becker@gmx.de",
    company: "Schornsteinfeger Becker",
    message: [
      "Sehr geehrte Damen und Herren,",
      "",
      "ich gehe Ende des Jahres in den Ruhestand. Mein Nachfolger übernimmt " +
        "den Bezirk und möchte Kehrtour weiter nutzen. Wie läuft die " +
        "Übertragung des Kontos und der Kundendaten ab, und was muss ich " +
        "wegen der Kündigung meines Vertrags beachten?",
      "",
      "Mit freundlichen Grüßen",
      "Karl-Heinz Becker",
    ].join("\n"),
  },
  {
    name: "Franziska Huber",
    email: "geschaeftsstelle@schornsteinfeger-innung-example.de",
    company: "Schornsteinfeger-Innung Oberfranken",
    message: [
      "Sehr geehrte Damen und Herren,",
      "",
      "bei unserer Innungsversammlung im Herbst möchten wir unseren " +
        "Mitgliedern digitale Lösungen für die Terminplanung vorstellen. " +
        "Hätten Sie Interesse, Kehrtour dort in etwa 30 Minuten zu " +
        "präsentieren? Die Versammlung findet voraussichtlich an einem " +
        "Samstagvormittag in Bayreuth statt.",
      "",
      "Über eine Rückmeldung würde ich mich freuen.",
      "",
      "Mit freundlichen Grüßen",
      "Franziska Huber",
      "Geschäftsstelle",
    ].join("\n"),
  },
  {
    name: "Tobias Weiß",
    email: "t.weiss@handwerkcloud-solutions.de",
    company: "HandwerkCloud Solutions GmbH",
    message: [
      "Guten Tag,",
      "",
      "wie ist die Termin-API bepreist – pro Aufruf, pro angebundenem " +
        "Betrieb oder pauschal? Wir würden die Kosten gern in unsere " +
        "Kalkulation für das nächste Geschäftsjahr aufnehmen. Ein " +
        "Preisblatt als PDF würde uns schon helfen.",
      "",
      "Beste Grüße",
      "Tobias Weiß",
    ].join("\n"),
  },
  {
    name: "Eva Richter",
    email: "eva.richter@outlook.de",
    company: "",
    message: [
      "Hallo,",
      "",
      "ich bin keine Schornsteinfegerin, sondern Kundin: Ich habe per SMS " +
        "eine Terminankündigung mit Verweis auf Kehrtour bekommen. Der " +
        "Termin passt mir leider nicht. Kann ich ihn über Sie verschieben, " +
        "oder muss ich mich direkt an meinen Schornsteinfeger wenden?",
      "",
      "Viele Grüße",
      "Eva Richter",
    ].join("\n"),
  },
];
