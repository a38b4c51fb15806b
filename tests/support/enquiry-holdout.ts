/**
 * Held-out enquiries for the spam defence's benchmark.
 *
 * This set was written without sight of the spam rules or of the corpus they
 * were tuned on, so it measures how well the defence generalises to messages
 * it has never seen. Every name, company, address, phone number and customer
 * number is invented; no real persons are meant. Domains use the reserved
 * `.example` TLD, except for well-known link shorteners and messengers that
 * spam really uses.
 */

import type { Enquiry } from "./enquiry-corpus.ts";

export const holdoutSpam: readonly Enquiry[] = [
  {
    name: "Markus Feldner",
    email: "m.feldner@seo-spitze.example",
    company: "SEO Spitze GmbH",
    message:
      "Sehr geehrte Damen und Herren,\n\nich habe mir Ihre Website angesehen und festgestellt, dass Sie für wichtige Suchbegriffe wie „Software Schornsteinfeger“ nicht auf der ersten Seite bei Google erscheinen. Dadurch entgehen Ihnen jeden Monat zahlreiche Anfragen.\n\nWir bringen Ihre Seite garantiert in die Top 10 – ohne Vertragslaufzeit, schon ab 299 € im Monat. Darf ich Ihnen eine kostenlose SEO-Analyse zusenden?\n\nMit freundlichen Grüßen\nMarkus Feldner",
  },
  {
    name: "Emily Carter",
    email: "emily.outreach@linkpartners.example",
    company: "",
    message:
      "Hi there,\n\nI came across your blog and really liked your content. I would like to contribute a high-quality guest post to your website with one dofollow backlink. We are happy to pay 80 USD per article.\n\nAlternatively, do you sell link insertions in existing articles? Please let me know your price list.\n\nBest regards,\nEmily",
  },
  {
    name: "Thomas Wagner",
    email: "twagner.invest@mailbox.example",
    company: "",
    message:
      "Guten Tag, ich verdiene seit drei Monaten jeden Tag 800 bis 1.500 € mit einer neuen Krypto-Handelsplattform, die vollautomatisch mit künstlicher Intelligenz arbeitet. Schon ab 250 € Startkapital möglich, kein Vorwissen nötig. Die Plätze sind begrenzt, hier anmelden: https://bit.ly/3kRx9Tq",
  },
  {
    name: "Lena Hoffmann",
    email: "info@bewertungs-boost.example",
    company: "Bewertungs-Boost",
    message:
      "Hallo,\n\nnegative Google-Bewertungen schaden Ihrem Geschäft? Wir entfernen schlechte Rezensionen dauerhaft und rechtssicher – Sie zahlen nur bei Erfolg. Auf Wunsch liefern wir Ihnen außerdem echte 5-Sterne-Bewertungen von deutschen Profilen, ab 9,90 € pro Stück.\n\nSchreiben Sie uns einfach eine kurze Nachricht.\n\nViele Grüße\nLena Hoffmann",
  },
  {
    name: "Anna",
    email: "anna.k1987@post.example",
    company: "",
    message:
      "Hallo, ich habe eine geschäftliche Frage zu Ihrem Unternehmen, bitte kontaktieren Sie mich schnell über WhatsApp: https://wa.me/447700900456 oder Telegram t.me/anna_business_de. Danke",
  },
  {
    name: "Jonas Reuter",
    email: "jonas.reuter@pixelwerk-studio.example",
    company: "Pixelwerk Studio",
    message:
      "Guten Tag,\n\nich bin selbstständiger Webdesigner aus Leipzig und habe mir Ihre Seite angesehen. Inhaltlich finde ich sie sehr gut, allerdings wirkt das Design auf dem Smartphone etwas veraltet und die Ladezeit ist recht hoch.\n\nIch würde Ihnen gerne unverbindlich einen Entwurf für eine modernisierte Startseite zeigen. Hätten Sie nächste Woche 15 Minuten Zeit für ein kurzes Gespräch?\n\nBeste Grüße\nJonas Reuter",
  },
  {
    name: "Priya Sharma",
    email: "priya@appcraft-solutions.example",
    company: "AppCraft Solutions",
    message:
      "Hello,\n\nwe are a software development company with 120+ developers in India and Eastern Europe. We build mobile apps (iOS/Android), web applications and custom software at 60% lower cost than German agencies.\n\nWould you be open to a short call to discuss how we could support your product roadmap?\n\nKind regards,\nPriya Sharma\nBusiness Development Manager",
  },
  {
    name: "Daniel Brückner",
    email: "d.brueckner@b2b-adressen.example",
    company: "B2B Adressen Direkt",
    message:
      "Sehr geehrte Damen und Herren,\n\nsuchen Sie neue Kunden im Handwerk? Wir bieten aktuelle Firmenadressen aller 7.800 Schornsteinfegerbetriebe in Deutschland inklusive E-Mail-Adressen, Telefonnummern und Ansprechpartnern – DSGVO-konform und sofort als Excel-Datei verfügbar.\n\nSonderpreis nur diese Woche: 390 € statt 890 €.\n\nMit freundlichen Grüßen\nDaniel Brückner",
  },
  {
    name: "Kredit Service",
    email: "kreditservice24@fastmail.example",
    company: "Finanzberatung Sommer",
    message:
      "Brauchen Sie schnell Geld? Wir vergeben private und gewerbliche Kredite von 5.000 € bis 500.000 € ohne Schufa, zu 2 % Zinsen, Auszahlung innerhalb von 48 Stunden. Kontaktieren Sie uns per E-Mail oder WhatsApp +44 7700 900123.",
  },
  {
    name: "Abteilung Buchhaltung",
    email: "rechnung@deutsches-firmenregister.example",
    company: "DFR Deutsches Firmenregister",
    message:
      "Sehr geehrte Damen und Herren,\n\nzur Aktualisierung Ihres Eintrags im Deutschen Firmenregister Online bitten wir Sie, die Daten Ihres Unternehmens zu bestätigen. Der Eintrag für das Jahr 2025 kostet 1.089,00 € zzgl. MwSt.\n\nBitte überweisen Sie den Betrag bis zum 15. des Monats unter Angabe der Registernummer DFR-448213, um eine Löschung Ihres Eintrags zu vermeiden.\n\nIhre Verwaltung",
  },
  {
    name: "Domain Services",
    email: "notice@domain-registry-service.example",
    company: "",
    message:
      "WICHTIGE MITTEILUNG: Ihre Domain-Registrierung läuft in 3 Tagen ab. Wenn Sie nicht rechtzeitig verlängern, verlieren Sie Ihre Online-Präsenz und alle E-Mail-Adressen. Bitte bestätigen Sie die Verlängerung und die Suchmaschinen-Anmeldung über den folgenden Link: https://tinyurl.com/domain-renew-de\n\nJahresgebühr: 86 €",
  },
  {
    name: "Kevin Lorenz",
    email: "kevin.lorenz@webcheck.example",
    company: "",
    message:
      "Hallo,\n\nich war gerade auf Ihrer Website und habe bemerkt, dass einige Seiten Fehler anzeigen und das Kontaktformular auf dem Handy nicht richtig funktioniert.\n\nSoll ich Ihnen einen kurzen Screenshot und eine Liste der Fehler schicken? Kostet Sie natürlich nichts.\n\nGruß\nKevin",
  },
  {
    name: "Sarah Becker",
    email: "sarah@erklaerfilm-agentur.example",
    company: "Erklärfilm Agentur Becker",
    message:
      "Guten Tag,\n\nein Erklärvideo auf Ihrer Startseite erhöht die Conversion nachweislich um bis zu 80 %. Wir produzieren professionelle Animationsvideos für Softwareunternehmen – 60 Sekunden, inklusive Sprecher und Musik, zum Festpreis von 1.490 €.\n\nBeispiele finden Sie unter https://erklaerfilm-agentur.example/portfolio\n\nIch freue mich auf Ihre Rückmeldung!\nSarah Becker",
  },
  {
    name: "Social Growth Team",
    email: "hello@instagrowth.example",
    company: "InstaGrowth",
    message:
      "Hi! 👋 Wir haben Ihr Unternehmen auf Instagram und LinkedIn gesucht und kaum Aktivität gefunden. Wir übernehmen Ihre komplette Social-Media-Betreuung: 12 Posts pro Monat, Reels, Community Management und 1.000 echte Follower gratis zum Start. Jetzt Erstgespräch buchen: https://instagrowth.example/termin",
  },
  {
    name: "Florian Meißner",
    email: "f.meissner@dialogai.example",
    company: "DialogAI GmbH",
    message:
      "Sehr geehrte Damen und Herren,\n\nviele Besucher Ihrer Website haben Fragen außerhalb Ihrer Geschäftszeiten. Mit unserem KI-Chatbot beantworten Sie diese automatisch rund um die Uhr – trainiert auf Ihre eigenen Inhalte und datenschutzkonform in Deutschland gehostet.\n\nGerne richte ich Ihnen einen kostenlosen Testzugang für 14 Tage ein. Passt Ihnen ein kurzer Termin am Dienstag oder Mittwoch?\n\nFreundliche Grüße\nFlorian Meißner",
  },
  {
    name: "Claudia Neumann",
    email: "c.neumann@talentbruecke-personal.example",
    company: "TalentBrücke Personalberatung",
    message:
      "Guten Tag,\n\nder Fachkräftemangel trifft gerade Softwareunternehmen hart. Wir vermitteln erfahrene Entwicklerinnen und Entwickler (TypeScript, Java, .NET) – auf Wunsch auch aus dem Ausland inklusive Visa-Abwicklung. Sie zahlen nur bei erfolgreicher Einstellung.\n\nDarf ich Ihnen zwei bis drei passende Profile unverbindlich zusenden?\n\nMit freundlichen Grüßen\nClaudia Neumann",
  },
  {
    name: "Robert Weiß",
    email: "angebot@energiepartner-sued.example",
    company: "EnergiePartner Süd",
    message:
      "Sehr geehrte Geschäftsleitung,\n\ndie Strom- und Gaspreise für Gewerbekunden steigen erneut. Als unabhängiger Energiemakler vergleichen wir über 300 Anbieter und senken Ihre Energiekosten um durchschnittlich 30 %. Zusätzlich bieten wir Photovoltaikanlagen für Ihr Firmendach mit 0 € Anzahlung an.\n\nSenden Sie uns einfach Ihre letzte Stromrechnung, wir erstellen Ihnen ein kostenloses Angebot.\n\nMit freundlichen Grüßen\nRobert Weiß",
  },
  {
    name: "Dr. Matthias Hartmann",
    email: "kanzlei.hartmann@law-office.example",
    company: "Kanzlei Dr. Hartmann & Partner",
    message:
      "Abmahnung wegen Datenschutzverstoß – Az. 2025/0417-DS\n\nSehr geehrte Damen und Herren,\n\nunsere Mandantin hat Ihre Website besucht. Dabei wurde ihre IP-Adresse ohne Einwilligung an Google Fonts übermittelt, was einen Verstoß gegen Art. 6 DSGVO darstellt.\n\nZur Vermeidung eines gerichtlichen Verfahrens fordern wir Sie auf, einen Schadenersatz von 170,00 € binnen 7 Tagen zu überweisen. Die Zahlungsdetails finden Sie hier: https://bit.ly/abmahnung-ds-2025\n\nHochachtungsvoll\nDr. jur. M. Hartmann",
  },
  {
    name: "Jana Vogt",
    email: "jana.vogt@werbeartikel-direkt.example",
    company: "Werbeartikel Direkt",
    message:
      "Hallo liebes Team,\n\nzum Jahresende noch ein Dankeschön für Ihre Kunden? Bei uns bekommen Sie Kugelschreiber, Tassen, Kalender und Powerbanks mit Ihrem Logo bedruckt – schon ab 50 Stück und mit kostenloser Druckvorschau.\n\nAls Neukunde erhalten Sie 15 % Rabatt mit dem Code HANDWERK15.\n\nSonnige Grüße\nJana Vogt",
  },
  {
    name: "Michael Scholz",
    email: "m.scholz@verlag-handwerkspraxis.example",
    company: "Verlag Handwerkspraxis",
    message:
      "Sehr geehrte Damen und Herren,\n\nin der kommenden Ausgabe unseres Fachmagazins „Handwerk & Betrieb“ erscheint ein Schwerpunkt zur Digitalisierung im Schornsteinfegerhandwerk. Wir würden Ihr Unternehmen gerne mit einer redaktionell begleiteten Anzeige vorstellen – halbe Seite, vierfarbig, Sonderpreis 1.250 € netto. Zusätzlich sind auf unserem Gemeinschaftsstand bei der nächsten Handwerksmesse noch zwei Plätze frei.\n\nAnzeigenschluss ist in zwei Wochen. Für Rückfragen stehe ich Ihnen gerne telefonisch zur Verfügung.\n\nMit freundlichen Grüßen\nMichael Scholz\nAnzeigenleitung",
  },
];

export const holdoutPeople: readonly Enquiry[] = [
  {
    name: "Stefan Albrecht",
    email: "s.albrecht@schornsteinfeger-albrecht.example",
    company: "Schornsteinfegerbetrieb Albrecht",
    message:
      "Guten Tag,\n\nich bin bevollmächtigter Bezirksschornsteinfeger im Landkreis Hildesheim und betreue rund 2.400 Kunden. Was kostet Kehrtour für einen Betrieb mit mir und einem Gesellen? Gibt es einen Preis pro Nutzer oder eine Pauschale?\n\nMit freundlichen Grüßen\nStefan Albrecht",
  },
  {
    name: "Katrin Lehmann",
    email: "k.lehmann@kaminkehrer-lehmann.example",
    company: "Kaminkehrerei Lehmann",
    message:
      "Hallo,\n\nkann man Kehrtour vor dem Kauf eine Zeit lang kostenlos testen? Ich würde gerne ausprobieren, ob die Terminankündigung per E-Mail bei meinen Kunden gut ankommt, bevor ich mich festlege. Bei uns in Bayern heißt das übrigens Kaminkehrer – ich hoffe, das passt trotzdem.\n\nViele Grüße aus Rosenheim\nKatrin Lehmann",
  },
  {
    name: "Uwe Hartung",
    email: "uwe.hartung@hartung-schornsteinfeger.example",
    company: "",
    message:
      "Sehr geehrte Damen und Herren,\n\nviele meiner Kunden sind älter und lesen keine E-Mails. Wie funktioniert die Ankündigung per SMS genau? Fallen dafür zusätzliche Kosten pro SMS an, und erscheint als Absender mein Betriebsname oder eine Nummer?\n\nFreundliche Grüße\nUwe Hartung",
  },
  {
    name: "Andreas Köhler",
    email: "a.koehler@koehler-kehrbezirk.example",
    company: "Schornsteinfegermeister Andreas Köhler",
    message:
      "Guten Tag,\n\nich arbeite derzeit mit einer älteren Kehrbuch-Software und habe meine Kundendaten dort als CSV-Export. Können Sie diese Daten in Kehrtour übernehmen, einschließlich der Feuerstätten und der letzten Kehrtermine? Und wie lange dauert so ein Import ungefähr?\n\nMit freundlichen Grüßen\nAndreas Köhler",
  },
  {
    name: "Marie Schubert",
    email: "m.schubert@schornsteinfegerei-schubert.example",
    company: "Schornsteinfegerei Schubert",
    message:
      "Guten Tag,\n\nich nutze Kehrtour seit zwei Jahren und bin sehr zufrieden. Zum 1. Januar übernehme ich nach der Ausschreibung einen neuen Kehrbezirk, mein bisheriger geht an einen Kollegen. Wie gehe ich da am besten vor? Kann ich die Kunden des alten Bezirks archivieren und die Daten an meinen Nachfolger übergeben, ohne gegen den Datenschutz zu verstoßen?\n\nBeste Grüße\nMarie Schubert",
  },
  {
    name: "Holger Brandt",
    email: "holger.brandt@brandt-schornstein.example",
    company: "Schornsteinfegerbetrieb Brandt",
    message:
      "Hallo zusammen,\n\nim August bin ich drei Wochen im Urlaub, und mein Kollege aus dem Nachbarbezirk übernimmt die Vertretung. Kann ich ihm für diese Zeit einen eigenen Zugang zu Kehrtour geben, damit er die Termine sieht und bei Bedarf verschieben kann? Nach dem Urlaub sollte der Zugang natürlich wieder gesperrt werden.\n\nDanke und Gruß\nHolger Brandt",
  },
  {
    name: "Sabine Wolff",
    email: "sabine.wolff@immodesk-software.example",
    company: "ImmoDesk Software GmbH",
    message:
      "Sehr geehrte Damen und Herren,\n\nwir entwickeln eine Software für Hausverwaltungen und möchten unseren Kunden ermöglichen, Schornsteinfegertermine direkt aus unserer Anwendung heraus einzusehen. Ist Ihre Termin-API dafür geeignet? Uns interessieren insbesondere der OAuth-2.0-Ablauf (Authorization Code oder Client Credentials?), die Rate Limits und ob es Webhooks für Terminänderungen gibt.\n\nÜber eine technische Dokumentation und ein Preismodell würden wir uns freuen.\n\nMit freundlichen Grüßen\nSabine Wolff\nProduktmanagement",
  },
  {
    name: "Tobias Krüger",
    email: "t.krueger@handwerkerplan.example",
    company: "Handwerkerplan GmbH",
    message:
      "Hallo,\n\nwir sind Anbieter einer Auftragsverwaltung für Handwerksbetriebe und binden gerade die Termin-API an. Gibt es eine Sandbox-Umgebung mit Testdaten? Beim Abruf des Tokens bekommen wir mit unseren Test-Zugangsdaten aktuell einen 401 zurück – vermutlich fehlt uns ein Scope. Können Sie uns sagen, welche Scopes für das Lesen und Anlegen von Terminen nötig sind?\n\nViele Grüße\nTobias Krüger\nTeamleitung Entwicklung",
  },
  {
    name: "Bernd Hofmann",
    email: "info@sanitaer-hofmann.example",
    company: "Hofmann Sanitär & Heizung",
    message:
      "Guten Tag,\n\nich habe gelesen, dass Sie an einer Terminplattform für alle Gewerke arbeiten. Wir sind ein Heizungs- und Sanitärbetrieb mit acht Monteuren und planen die Wartungstermine bisher mit Excel und Telefon. Ab wann ist die Plattform verfügbar, und kann man sich schon für einen frühen Zugang vormerken lassen?\n\nMit freundlichen Grüßen\nBernd Hofmann",
  },
  {
    name: "Peter Lindner",
    email: "geschaeftsstelle@schornsteinfeger-innung-nordhessen.example",
    company: "Schornsteinfeger-Innung Nordhessen",
    message:
      "Sehr geehrte Damen und Herren,\n\nauf unserer Innungsversammlung im Frühjahr möchten wir das Thema digitale Terminankündigung behandeln. Mehrere Mitglieder haben nach Kehrtour gefragt. Wäre es möglich, dass jemand von Ihnen die Software dort in etwa 30 Minuten vorstellt? Gibt es eventuell besondere Konditionen für Innungsmitglieder?\n\nMit freundlichen Grüßen\nPeter Lindner\nGeschäftsführer",
  },
  {
    name: "Jürgen Sauer",
    email: "j.sauer@sauer-kaminkehrer.example",
    company: "",
    message:
      "Hallo,\n\nseit gestern werden bei mir keine SMS-Ankündigungen mehr verschickt. Im Terminplan steht bei den betroffenen Kunden „Versand ausstehend“, die E-Mails gehen aber raus. Ich habe nichts an den Einstellungen geändert. Morgen früh stehen 35 Termine an – können Sie sich das bitte kurzfristig ansehen? Meine Kundennummer ist KT-10482.\n\nDanke!\nJürgen Sauer",
  },
  {
    name: "Monika Fischer",
    email: "monika.fischer@fischer-schornsteinfeger.example",
    company: "Schornsteinfegermeisterbetrieb Fischer",
    message:
      "Guten Tag,\n\nich interessiere mich für Kehrtour, schreibe aber nicht so gerne lange E-Mails. Könnten Sie mich bitte zurückrufen? Am besten erreichen Sie mich werktags zwischen 16 und 18 Uhr unter 05121 987654.\n\nVielen Dank\nMonika Fischer",
  },
  {
    name: "Ralf Zimmermann",
    email: "kontakt@zimmermann-schornsteintechnik.example",
    company: "Zimmermann Schornsteintechnik",
    message:
      "Guten Tag,\n\nwir sind ein Schornsteinfegerbetrieb mit drei Bezirken und bieten zusätzlich Abgasmessungen und Kaminsanierungen an (siehe https://zimmermann-schornsteintechnik.example/leistungen). Lässt sich in Kehrtour die Online-Buchung so einstellen, dass Kunden nur die Kehrtermine selbst buchen können, die Sanierungsberatung aber weiterhin telefonisch vereinbart wird?\n\nMit freundlichen Grüßen\nRalf Zimmermann",
  },
  {
    name: "Elke Baumann",
    email: "buero@baumann-kaminfeger.example",
    company: "Kaminfegerbetrieb Baumann",
    message:
      "Hallo,\n\nwir möchten Kehrtour gerne bestellen. Ist es möglich, auf Rechnung zu bezahlen statt per Kreditkarte? Eine Kreditkarte haben wir im Betrieb nicht, Lastschrift wäre notfalls auch in Ordnung.\n\nFreundliche Grüße\nElke Baumann\nBüro",
  },
  {
    name: "Christian Engel",
    email: "c.engel@schornsteinfeger-engel.example",
    company: "",
    message:
      "Guten Tag,\n\nmein Kollege Herr Albers aus dem Nachbarbezirk arbeitet seit letztem Jahr mit Kehrtour und hat mir die Software auf einem Lehrgang sehr empfohlen, vor allem die Routenplanung. Ich betreue einen eher ländlichen Bezirk mit vielen Einzelhöfen. Berücksichtigt die Routenoptimierung auch Feldwege, oder kann ich die Reihenfolge nachträglich von Hand anpassen?\n\nViele Grüße\nChristian Engel",
  },
  {
    name: "Werner Pohl",
    email: "w.pohl@pohl-schornsteinfeger.example",
    company: "",
    message: "Gibt es Kehrtour auch als App fürs Handy?",
  },
  {
    name: "Pieter de Vries",
    email: "p.devries@schoorsteenveger-devries.example",
    company: "De Vries Schoorsteenvegers",
    message:
      "Hello,\n\nI run a chimney sweeping company in the Netherlands, close to the German border. A German colleague showed me Kehrtour. Is the software available in English or Dutch, and can it be used outside Germany? We would mainly need the appointment notifications by SMS and the online booking.\n\nKind regards,\nPieter de Vries",
  },
  {
    name: "Sandra Keller",
    email: "s.keller@schornsteinfeger-keller.example",
    company: "Schornsteinfegerei Keller",
    message:
      "Guten Tag,\n\nviele Neukunden finden uns über Google, und in unserem Google-Unternehmensprofil kann man einen Buchungslink hinterlegen. Kann ich dort den Link zur Online-Buchung von Kehrtour eintragen? Und noch eine Frage: Mehrere Kunden haben in ihren Bewertungen gelobt, dass sie jetzt per E-Mail an den Termin erinnert werden. Dürfen wir das in unserem Marketing, also auf unserer Website, erwähnen und Kehrtour dabei nennen?\n\nBeste Grüße\nSandra Keller",
  },
  {
    name: "Lea Schröder",
    email: "lea.schroeder@stud.hs-beispielstadt.example",
    company: "",
    message:
      "Sehr geehrte Damen und Herren,\n\nich studiere Wirtschaftsinformatik und schreibe meine Bachelorarbeit über die Digitalisierung von Terminprozessen im Handwerk. Wäre jemand aus Ihrem Team bereit, mir in einem etwa 30-minütigen Interview einige Fragen zu beantworten? Die Ergebnisse werden selbstverständlich anonymisiert, und ich stelle Ihnen die fertige Arbeit gerne zur Verfügung.\n\nMit freundlichen Grüßen\nLea Schröder",
  },
  {
    name: "Dieter Franke",
    email: "d.franke@stb-franke.example",
    company: "Steuerberatung Franke",
    message:
      "Sehr geehrte Damen und Herren,\n\nich bin Steuerberater der Schornsteinfegerei Meyer in Göttingen. In Ihrer Rechnung Nr. 2025-0312 vom 3. März fehlen die Steuernummer bzw. Umsatzsteuer-Identifikationsnummer sowie der Leistungszeitraum. Bitte senden Sie meiner Mandantin eine korrigierte Rechnung, damit der Vorsteuerabzug möglich ist.\n\nMit freundlichen Grüßen\nDieter Franke\nSteuerberater",
  },
];
