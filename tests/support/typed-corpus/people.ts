// Written for issue 55 by a helper, to write and tune the spam rules against:
// spam that a person or a patient script types, by kind, and the people a
// careless filter would take for it. Everything is invented.
// Development corpus: genuine enquiries sent through the contact form of a German software
// company (products: "Kehrtour" for chimney sweeps, an appointment-booking REST API, an upcoming
// appointment platform for all trades). Concentrates on legitimate messages that share surface
// features with spam (money, invoices, domains, SMS/WhatsApp, AI, SEO, links, foreign scripts,
// job applications, partnerships ...). Every message, name and address is invented.

import type { WrittenEnquiry as Enquiry } from "../enquiry-corpus.ts";

export const people: readonly Enquiry[] = [
  // ───────────── prospects and customers talking about money, invoices, payment ─────────────
  {
    name: "Thomas Reindl",
    email: "info@kaminkehrer-reindl.example",
    company: "Kaminkehrermeister Thomas Reindl",
    message: `Grüß Gott,

ich habe einen Kehrbezirk im Landkreis Rosenheim mit knapp 2.900 Objekten, zwei Gesellen und meine Frau macht das Büro. Was würde Kehrtour für uns im Monat kosten? Auf der Website habe ich nur "Preis auf Anfrage" gefunden. Gibt es eine Einrichtungsgebühr und kann man monatlich kündigen?

Ein Angebot per Mail würde mir reichen.

Gruß
Thomas Reindl`,
    who: "Bavarian master chimney sweep asking for pricing",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Sabine Krätschmer",
    email: "buero@schornsteinfeger-kraetschmer.example",
    company: "Schornsteinfegerbetrieb Krätschmer",
    message: `Guten Tag,

uns wurde im Oktober der Monatsbeitrag für Kehrtour (89,00 €) zweimal abgebucht, einmal am 01.10. und nochmal am 04.10. Auf dem Kontoauszug steht beide Male dieselbe Mandatsreferenz. Bitte erstatten Sie uns den doppelt eingezogenen Betrag zurück oder verrechnen Sie ihn mit der nächsten Rechnung. Eine Rücklastschrift wollte ich vermeiden, weil das ja wieder Gebühren kostet.

Kundennummer: KT-10384
Rechnungsnummer: R-2025-10-0384

Mit freundlichen Grüßen
Sabine Krätschmer
Büro`,
    who: "office manager complaining about a double direct debit",
    kind: "customer-billing",
  },
  {
    name: "Uwe Hartung",
    email: "uwe.hartung@t-online.de",
    company: "",
    message: `Hallo, ich will mich beschweren. Sie haben mir DREIMAL in zwei Monaten Geld abgebucht, 89 € + 89 € + 106,81 €. Ich habe EIN Abo. Wenn das Geld nicht bis Ende der Woche zurück ist, lasse ich alles zurückbuchen und kündige. Rufen Sie mich an: 0171 5550 8821. Hartung`,
    who: "angry customer about multiple debits",
    kind: "customer-billing",
  },
  {
    name: "Katja Wendt",
    email: "k.wendt@schornsteinfeger-wendt.example",
    company: "Schornsteinfeger Wendt GmbH",
    message: `Hallo zusammen,

bitte stellen Sie ab der nächsten Rechnung auf unsere neue Rechnungsanschrift um. Wir sind umgezogen:

Schornsteinfeger Wendt GmbH
Industriestraße 14
31134 Hildesheim

Außerdem bitte die Rechnungen künftig an buchhaltung@schornsteinfeger-wendt.example schicken, nicht mehr an meine persönliche Adresse.

Danke und viele Grüße
Katja Wendt`,
    who: "customer changing invoice address",
    kind: "customer-billing",
  },
  {
    name: "Jörg Brinkmann",
    email: "j.brinkmann@brinkmann-schornstein.example",
    company: "Brinkmann Schornsteintechnik",
    message: `Guten Tag,

unsere Hausbank wechselt zum Jahresende, deshalb bitte ich Sie, das SEPA-Lastschriftmandat ab Januar auf unser neues Konto umzustellen:

Kontoinhaber: Brinkmann Schornsteintechnik e.K.
IBAN: DE12 2505 0180 0910 4471 55
Bank: Sparkasse Hannover

Falls Sie dafür ein neues unterschriebenes Mandat brauchen, schicken Sie mir bitte das Formular. Die alte Verbindung bei der Volksbank bleibt bis 31.12. aktiv.

Mit freundlichen Grüßen
Jörg Brinkmann
Inhaber`,
    who: "customer updating SEPA bank details",
    kind: "customer-billing",
  },
  {
    name: "Martina Oels",
    email: "martina.oels@web.de",
    company: "Schornsteinfegermeisterin Oels",
    message: `Hallo, ich habe heute eine Rechnung per Mail bekommen über 1.190,00 € für "Premium-Paket Jahreslizenz" mit einer IBAN aus Litauen. Ich habe aber nur das normale Monatsabo bei Ihnen. Ist die Rechnung von Ihnen oder ist das Betrug? Absender war rechnung@kehrtour-billing.example. Ich habe nichts bezahlt. Bitte um kurze Info. M. Oels`,
    who: "customer checking a suspicious invoice",
    kind: "customer-security-report",
  },
  {
    name: "Daniel Fuchs",
    email: "daniel.fuchs@gmx.net",
    company: "",
    message: `Hi, kann man Kehrtour eigentlich auch per PayPal bezahlen? Ich mache ungern Lastschrift, bei meinem letzten Softwareanbieter gab es da nur Ärger. Kreditkarte ginge notfalls auch.`,
    who: "prospect asking about PayPal payment",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Robin Ehlers",
    email: "robin@ehlers-kamin.example",
    company: "Ehlers Kamin & Abgas",
    message: `Moin, kurze vielleicht etwas ungewöhnliche Frage: Akzeptieren Sie Bitcoin oder andere Kryptowährungen als Zahlungsmittel für die Jahreslizenz? Ich habe einen Teil meiner Firmenrücklagen in BTC und würde das gerne nutzen. Wenn nicht, ist auch okay, dann überweise ich normal. Gruß Robin`,
    who: "chimney sweep asking whether Bitcoin is accepted",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Heike Sommer",
    email: "h.sommer@sommer-schornsteinfeger.example",
    company: "Sommer Schornsteinfeger",
    message: `Sehr geehrte Damen und Herren,

wir möchten nicht per Lastschrift zahlen, sondern lieber per Überweisung auf Rechnung, da unser Steuerbüro alle Zahlungen zentral freigibt. Geht das? Und könnten Sie mir dafür Ihre Bankverbindung mitteilen?

Wenn wir jährlich im Voraus zahlen, gibt es dann einen Rabatt?

Freundliche Grüße
Heike Sommer`,
    who: "customer asking for bank transfer and annual discount",
    kind: "customer-billing",
  },
  {
    name: "Andreas Kolb",
    email: "kanzlei@stb-kolb.example",
    company: "Steuerberatung Kolb",
    message: `Guten Tag,

wir betreuen die Buchhaltung des Schornsteinfegerbetriebs Martin Eberle (Ihre Kundennummer KT-20911). Für den Jahresabschluss 2024 fehlen uns die Rechnungen für Januar bis April 2024. Könnten Sie uns diese als PDF zusenden oder dem Mandanten erneut bereitstellen? Eine Vollmacht liegt vor und kann bei Bedarf nachgereicht werden.

Mit freundlichen Grüßen
Andreas Kolb
Steuerberater`,
    who: "tax adviser requesting invoice copies for a client",
    kind: "accountant",
  },
  {
    name: "Markus Leitner",
    email: "office@rauchfangkehrer-leitner.example",
    company: "Rauchfangkehrer Leitner",
    message: `Grüß Gott aus Graz!

Wir würden Kehrtour gerne nutzen. Als österreichisches Unternehmen haben wir eine UID-Nummer (ATU12345678). Können Sie die Rechnungen netto mit Reverse Charge ausstellen? Und funktioniert das System auch mit österreichischen Adressen und Mobilnummern (+43) für die SMS?

Beste Grüße
Markus Leitner
Rauchfangkehrermeister`,
    who: "Austrian chimney sweep asking about reverse charge VAT",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Reto Zürcher",
    email: "reto.zuercher@kaminfeger-zuercher.example",
    company: "Kaminfeger Zürcher AG",
    message: `Grüezi

Gibt es Kehrtour auch für die Schweiz? Wir sind ein Kaminfegerbetrieb im Kanton Bern mit 6 Mitarbeitenden. Wichtig wäre uns: Abrechnung in CHF, Datenhaltung in der Schweiz oder EU, SMS an Schweizer Nummern. Was kostet das ungefähr?

Freundliche Grüsse
Reto Zürcher`,
    who: "Swiss chimney sweep asking about CHF pricing",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Petra Hagedorn",
    email: "petra.hagedorn@schornsteinfeger-hagedorn.example",
    company: "Schornsteinfeger Hagedorn",
    message: `Hallo, ich finde die Preiserhöhung ab Januar von 79 auf 95 Euro ehrlich gesagt ziemlich happig. Das sind über 20 %! Wir sind seit 2021 Kunde und haben nie gemeckert. Gibt es für Bestandskunden keinen Rabatt? Sonst müssen wir uns leider nach Alternativen umsehen. Gruß P. Hagedorn`,
    who: "long-time customer complaining about a price increase",
    kind: "customer-billing",
  },
  {
    name: "Stefan Grabowski",
    email: "s.grabowski@grabowski-schornstein.example",
    company: "Grabowski Schornsteinfegerei",
    message: `Guten Tag,

kann man die Einrichtung und Datenübernahme (laut Angebot 1.450 € netto) auch in Raten zahlen, z.B. auf 6 Monate verteilt? Oder gibt es ein Leasingmodell? Der Monatsbeitrag ist kein Problem, aber die Einmalkosten kommen gerade ungünstig, weil wir im Herbst ein neues Fahrzeug finanziert haben.

Grüße
Stefan Grabowski`,
    who: "prospect asking for instalment payment",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Claudia Merten",
    email: "c.merten@merten-schornsteinfeger.example",
    company: "Merten Schornsteinfeger GmbH",
    message: `Hallo,

wir möchten die Digitalisierung unseres Betriebs über ein Förderprogramm finanzieren (unser Berater nennt "Digitalbonus Bayern"). Dafür brauchen wir ein schriftliches Angebot mit Leistungsbeschreibung, Einrichtungskosten und Lizenzkosten für 24 Monate. Ist Kehrtour dafür förderfähig, haben andere Kunden das schon gemacht?

Das Angebot bitte an Merten Schornsteinfeger GmbH, Lindenweg 3, 97070 Würzburg.

Viele Grüße
Claudia Merten`,
    who: "customer asking for a quote for a state digitalisation grant",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Ralf Stöcker",
    email: "ralf.stoecker@kabelmail.de",
    company: "",
    message: `Habe eine Empfehlung von Kollege Brandl bekommen. Der meinte es gibt 100 € Gutschrift wenn man über ihn kommt? Wie läuft das ab, muss ich da einen Code angeben? Gruß Stöcker`,
    who: "prospect asking about a referral credit",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Ingrid Paulsen",
    email: "ingrid.paulsen@paulsen-schornsteinfeger.example",
    company: "Schornsteinfegerei Paulsen",
    message: `Sehr geehrte Damen und Herren,

hiermit kündige ich unseren Kehrtour-Vertrag (Kundennummer KT-11807) fristgerecht zum 31.12.2025. Mein Mann geht in Rente und der Bezirk wird neu ausgeschrieben. Bitte bestätigen Sie mir die Kündigung schriftlich und teilen Sie mir mit, wie ich bis dahin alle Kundendaten exportieren kann, damit der Nachfolger sie bekommt.

Vielen Dank für die gute Zusammenarbeit in den letzten Jahren.

Mit freundlichen Grüßen
Ingrid Paulsen`,
    who: "customer cancelling and asking for data export",
    kind: "customer-cancellation",
  },
  {
    name: "Holger Wiese",
    email: "holger.wiese@gmx.de",
    company: "",
    message: `Kündigung zum Jahresende. Kd-Nr 10482. Bitte bestätigen.`,
    who: "terse cancellation",
    kind: "customer-cancellation",
  },
  {
    name: "Dirk Schwarzer",
    email: "d.schwarzer@schwarzer-schornsteinfeger.example",
    company: "Schornsteinfegermeister Dirk Schwarzer",
    message: `Hallo Team,

kann Kehrtour eigentlich auch die Rechnungen an meine Kunden schreiben? Also nach der Feuerstättenschau direkt die Gebührenrechnung nach KÜO erzeugen, am besten als E-Rechnung (ZUGFeRD oder XRechnung, weil ja einige Hausverwaltungen das jetzt verlangen). Und gibt es ein Mahnwesen, wenn Kunden nicht zahlen? Bei uns sind gerade ca. 140 offene Posten, das kostet mich jede Woche Stunden.

Gruß Dirk Schwarzer`,
    who: "chimney sweep asking about e-invoicing and dunning features",
    kind: "customer-feature-request",
  },

  // ───────────── domains, DNS, e-mail delivery, SMS and WhatsApp notices ─────────────
  {
    name: "Felix Amann",
    email: "felix@kaminkehrer-amann.example",
    company: "Kaminkehrer Amann",
    message: `Hallo,

ich möchte die Online-Buchungsseite unter unserer eigenen Domain laufen lassen, also termine.kaminkehrer-amann.example statt unter eurer Subdomain. Unsere Domain liegt bei einem normalen Hoster, ich komme in die DNS-Einstellungen. Muss ich einen CNAME oder einen A-Record setzen und auf welches Ziel? Kümmert ihr euch um das SSL-Zertifikat?

Danke
Felix Amann`,
    who: "customer asking how to point a custom domain at the booking page",
    kind: "customer-technical",
  },
  {
    name: "Kevin Strauß",
    email: "k.strauss@it-service-strauss.example",
    company: "IT-Service Strauß",
    message: `Hallo,

ich bin der IT-Dienstleister des Schornsteinfegerbetriebs Lehmann (Kunde bei Ihnen). Die Terminbenachrichtigungen, die in dessen Namen verschickt werden, landen bei vielen Empfängern im Spam-Ordner. Absender ist termine@schornsteinfeger-lehmann.example.

Welche Einträge muss ich in der DNS-Zone setzen, damit Sie im Namen der Domain senden dürfen? Konkret: Welcher include für SPF, welche DKIM-Selektoren (CNAME?) und gibt es Empfehlungen für DMARC? Aktuell steht dort:

v=spf1 include:_spf.mailhoster.example ~all
_dmarc  TXT  "v=DMARC1; p=quarantine; rua=mailto:dmarc@schornsteinfeger-lehmann.example"

Vielen Dank und Grüße
Kevin Strauß`,
    who: "customer's IT contractor asking about SPF/DKIM/DMARC",
    kind: "customer-it-contractor",
  },
  {
    name: "Gabriele Voss",
    email: "gabi.voss@voss-schornsteinfeger.example",
    company: "Schornsteinfeger Voss",
    message: `Hallo, unsere Domain voss-schornsteinfeger.example läuft im Januar bei unserem alten Webdesigner aus und wir ziehen zu einem anderen Anbieter um. Müssen wir bei Kehrtour vorher etwas ändern, damit die E-Mail-Benachrichtigungen und die Buchungsseite weiter funktionieren? Ich habe Angst, dass da dann plötzlich nichts mehr geht. Danke, Gabi Voss`,
    who: "customer worried about a domain transfer",
    kind: "customer-technical",
  },
  {
    name: "Manfred Lückert",
    email: "m.lueckert@t-online.de",
    company: "Schornsteinfegermeister Lückert",
    message: `Guten Tag,

was kostet eine SMS-Benachrichtigung bei Ihnen genau? Im Vertrag steht "SMS nach Verbrauch". Wir haben ca. 3.500 Kunden und schicken jedem ein bis zwei Erinnerungen im Jahr. Gibt es SMS-Pakete oder einen Mengenrabatt? Letzten Monat waren es 38,40 € extra und ich konnte das nicht nachvollziehen.

Mit freundlichen Grüßen
Manfred Lückert`,
    who: "customer asking about SMS costs",
    kind: "customer-billing",
  },
  {
    name: "Janine Roloff",
    email: "janine.roloff@roloff-kaminkehrer.example",
    company: "Roloff Kaminkehrer",
    message: `Hallo liebes Kehrtour-Team,

viele unserer Kunden fragen, ob wir die Terminerinnerung nicht auch per WhatsApp schicken können – SMS liest angeblich keiner mehr und E-Mails landen im Spam. Ist WhatsApp geplant? Wir haben schon ein WhatsApp-Business-Konto für den Betrieb.

Liebe Grüße
Janine`,
    who: "customer asking for WhatsApp appointment reminders",
    kind: "customer-feature-request",
  },
  {
    name: "Bernd Hollmann",
    email: "b.hollmann@hollmann-schornsteinfeger.example",
    company: "Hollmann Schornsteinfeger",
    message: `Hallo, wir möchten vor Weihnachten eine Nachricht an ALLE Kunden schicken (ca. 2.100 per SMS und E-Mail), dass wir vom 23.12. bis 06.01. Betriebsurlaub haben und in der Zeit keine Termine stattfinden. Geht so ein Massenversand über Kehrtour oder nur terminbezogene Nachrichten? Gruß Hollmann`,
    who: "customer asking about a bulk holiday notice to all clients",
    kind: "customer-feature-request",
  },
  {
    name: "Melanie Kurz",
    email: "melanie.kurz@schornsteinfeger-kurz.example",
    company: "Schornsteinfegerei Kurz",
    message: `Hallo,

bei uns ist ein Fehler in der SMS-Vorlage. Die Kunden bekommen wörtlich folgenden Text:

"Guten Tag {{Kundenname}}, Ihr Schornsteinfeger kommt am %DATUM% zwischen {{Zeitfenster}}. Bei Verhinderung bitte unter [Telefon] melden."

Die Platzhalter werden also nicht ersetzt! In der Vorschau im Programm sah es richtig aus. Seit dem Update am Dienstag passiert das. Mehrere Kunden haben schon angerufen und gefragt, ob das Spam ist. Bitte dringend prüfen!

Melanie Kurz
Büro`,
    who: "office worker reporting unfilled placeholders in SMS templates",
    kind: "chimney-sweep-office",
  },
  {
    name: "Torsten Mai",
    email: "torsten.mai@mai-schornstein.example",
    company: "Mai Schornsteintechnik",
    message: `Moin, kann man den SMS-Absendernamen ändern? Aktuell steht da "Kehrtour" und die Leute denken das ist Werbung oder Betrug. Hätte gern "SF Mai" oder unsere Nummer. Danke`,
    who: "customer asking to change the SMS sender ID",
    kind: "customer-technical",
  },
  {
    name: "Elke Dannhauer",
    email: "elke.dannhauer@gmx.de",
    company: "",
    message: `Guten Tag,

ich habe heute eine SMS bekommen: "Ihr Schornsteinfeger kommt am 14.11. zwischen 8 und 10 Uhr. Termin bestätigen oder verschieben: https://kt.example/t/8F3k2" – ist das echt? Mein Schornsteinfeger ist Herr Reindl. Ich klicke ungern auf Links in SMS, man hört ja so viel von Betrug mit Paketen und so. Können Sie mir sagen ob das von Ihnen kommt?

Mit freundlichen Grüßen
Elke Dannhauer`,
    who: "homeowner checking whether a reminder SMS is genuine",
    kind: "homeowner",
  },
  {
    name: "Sven Opitz",
    email: "s.opitz@opitz-schornsteinfeger.example",
    company: "Opitz Schornsteinfeger",
    message: `Hi, SMS an Kunden mit Vodafone-Nummern kommen seit letzter Woche nicht mehr an (Status in Kehrtour: "zugestellt", aber die Kunden haben nichts). Telekom und O2 gehen. Betroffene Nummern z.B. 0172..., 0162... Ist das bekannt? Gruß Sven`,
    who: "customer reporting SMS delivery problem",
    kind: "customer-support",
  },

  // ───────────── data protection ─────────────
  {
    name: "Dr. Wolfgang Heßler",
    email: "w.hessler@posteo.de",
    company: "",
    message: `Auskunftsersuchen nach Art. 15 DSGVO

Sehr geehrte Damen und Herren,

ich bitte Sie um Auskunft, ob Sie personenbezogene Daten über mich verarbeiten. Falls ja, bitte ich um Auskunft über

1. die Verarbeitungszwecke,
2. die Kategorien der verarbeiteten Daten,
3. die Empfänger, gegenüber denen die Daten offengelegt wurden,
4. die geplante Speicherdauer,
5. die Herkunft der Daten, soweit sie nicht bei mir erhoben wurden,
6. sowie eine Kopie der Daten gemäß Art. 15 Abs. 3 DSGVO.

Hintergrund: Ich erhalte seit diesem Jahr Terminbenachrichtigungen meines Schornsteinfegers, die offenbar über Ihr System verschickt werden.

Zur Identifikation: Wolfgang Heßler, Am Mühlbach 7, 83022 Rosenheim, Mobilnummer 0160 5550 1127.

Ich erwarte Ihre Antwort innerhalb der gesetzlichen Frist von einem Monat.

Mit freundlichen Grüßen
Dr. Wolfgang Heßler`,
    who: "data subject making a formal GDPR Art. 15 access request",
    kind: "data-subject",
  },
  {
    name: "Gerda Möller",
    email: "gerda.moeller@web.de",
    company: "",
    message: `WOHER HABEN SIE MEINE HANDYNUMMER??? Ich bekomme ständig SMS von Ihnen wegen Schornsteinfeger. Ich habe dem nie zugestimmt. Löschen Sie sofort meine Daten, sonst gehe ich zum Datenschutzbeauftragten! Gerda Möller, Hauptstr. 22, Bad Salzuflen`,
    who: "upset homeowner demanding deletion of her phone number",
    kind: "data-subject",
  },
  {
    name: "Annika Lenz",
    email: "datenschutz@lenz-consult.example",
    company: "Lenz Datenschutz Consulting",
    message: `Sehr geehrte Damen und Herren,

ich bin externe Datenschutzbeauftragte mehrerer Schornsteinfegerbetriebe, die Kehrtour einsetzen bzw. einsetzen wollen. Für die Dokumentation benötige ich:

- den Auftragsverarbeitungsvertrag (AVV) nach Art. 28 DSGVO,
- die technischen und organisatorischen Maßnahmen (TOM),
- eine aktuelle Liste der Unterauftragsverarbeiter (insbesondere SMS-Gateway und E-Mail-Versand),
- Angaben zum Serverstandort und ob Daten in Drittländer übermittelt werden.

Können Sie mir die Unterlagen zusenden oder mitteilen, wo sie abrufbar sind?

Mit freundlichen Grüßen
Annika Lenz
Zertifizierte Datenschutzbeauftragte (TÜV)`,
    who: "external data protection officer requesting DPA and TOMs",
    kind: "data-protection-officer",
  },
  {
    name: "Lars Petersen",
    email: "lars.petersen@petersen-kaminfeger.example",
    company: "Petersen Kaminfeger",
    message: `Kurze Frage: Wo liegen die Daten bei euch? Deutschland oder irgendwo bei Amazon in den USA? Mein Innungsobermeister meinte, das muss ich wissen wegen DSGVO.`,
    who: "chimney sweep asking where data is hosted",
    kind: "prospect-chimney-sweep",
  },

  // ───────────── customer security reports ─────────────
  {
    name: "Nadine Fröhlich",
    email: "n.froehlich@froehlich-schornsteinfeger.example",
    company: "Fröhlich Schornsteinfeger",
    message: `Hallo,

ich habe heute eine E-Mail bekommen, angeblich von Kehrtour: "Ihr Konto wurde gesperrt, bitte bestätigen Sie Ihre Zugangsdaten innerhalb von 24 Stunden". Der Link ging auf kehrtour-login-sicherheit.example. Das sah ziemlich echt aus, mit eurem Logo. Ich habe NICHT geklickt, wollte euch aber warnen. Soll ich euch die Mail weiterleiten?

Gruß Nadine Fröhlich`,
    who: "customer reporting a phishing e-mail abusing the brand",
    kind: "customer-security-report",
  },
  {
    name: "Jannik Wolff",
    email: "jannik.wolff@proton.me",
    company: "",
    message: `Hello,

I'm an independent security researcher. While testing your public booking widget I found a reflected XSS issue in the "ref" parameter of the booking confirmation page, e.g.

https://booking.kehrtour.example/confirm?ref=%22%3E%3Csvg%2Fonload%3Dalert(1)%3E

I have not accessed any customer data and have not shared this with anyone. Could you tell me who to send the full report to, and whether you have a responsible disclosure policy (security.txt)? I'm not asking for payment, although a bug bounty would of course be appreciated.

Best regards,
Jannik Wolff`,
    who: "security researcher reporting an XSS vulnerability",
    kind: "security-researcher",
  },

  // ───────────── AI, SEO, Google, apps, chatbots ─────────────
  {
    name: "Matthias Eder",
    email: "m.eder@eder-kaminkehrer.example",
    company: "Kaminkehrerei Eder",
    message: `Servus,

mich würde interessieren, wie eure Tourenplanung funktioniert. Ist da KI dahinter? Ein Vertreter von einem anderen Anbieter hat mir erzählt, deren "künstliche Intelligenz" spart 30 % Fahrzeit. Kann eure Planung auch berücksichtigen, dass manche Kunden nur vormittags können und dass im Winter bestimmte Bergstraßen zu sind?

Pfiat eich
Matthias Eder`,
    who: "prospect asking whether the route planning uses AI",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Sophie Brandl",
    email: "sophie.brandl@gmail.com",
    company: "Schornsteinfeger Brandl",
    message: `Hallo, ich bin über ChatGPT auf euch gekommen – ich hatte gefragt, welche Software es für Schornsteinfeger mit Online-Terminbuchung gibt, und Kehrtour wurde genannt. Stimmt es, dass man eine Testphase bekommt? Ich übernehme gerade den Betrieb meines Vaters und möchte weg vom Papierkalender.`,
    who: "prospect who found the company through ChatGPT",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Oliver Kämmerer",
    email: "o.kaemmerer@kaemmerer-schornstein.example",
    company: "Kämmerer Schornsteinfeger",
    message: `Guten Tag,

ist geplant, einen KI-Assistenten oder ChatGPT einzubauen? Z.B. dass Kunden abends auf der Buchungsseite Fragen stellen können ("Muss ich beim Termin zu Hause sein?", "Was kostet die Messung?") und eine Antwort bekommen. Wir kriegen jeden Tag 20 Anrufe mit immer denselben Fragen.

Gruß
Oliver Kämmerer`,
    who: "customer asking for an AI assistant on the booking page",
    kind: "customer-feature-request",
  },
  {
    name: "Tanja Seidel",
    email: "tanja.seidel@seidel-schornsteinfeger.example",
    company: "Seidel Schornsteinfeger",
    message: `Hallo,

kann man bei Google (Google Unternehmensprofil / Maps) einen "Termin buchen"-Button einbauen, der direkt auf unsere Kehrtour-Buchungsseite geht? Ich habe in unserem Profil so ein Feld "Link für Terminvereinbarung" gefunden. Welchen Link muss ich da eintragen?

Danke und LG
Tanja`,
    who: "customer asking how to link booking page in Google Business Profile",
    kind: "customer-technical",
  },
  {
    name: "Frank Ohlsen",
    email: "frank.ohlsen@ohlsen-schornsteinfeger.example",
    company: "Ohlsen Schornsteinfeger",
    message: `Hallo Support,

wenn ich bei Google "Schornsteinfeger Termin Itzehoe" eingebe, kommt unsere Buchungsseite überhaupt nicht. Nur die Seiten von der Innung und irgendwelche Branchenbücher. Kann man für die Buchungsseite SEO machen, also Titel, Beschreibung, Keywords eintragen? Oder ist die absichtlich auf noindex?

Gruß Frank Ohlsen`,
    who: "customer asking about SEO for their booking page",
    kind: "customer-technical",
  },
  {
    name: "Carsten Bühler",
    email: "carsten.buehler@buehler-schornsteinfeger.example",
    company: "Bühler Schornsteinfeger",
    message: `Gibt es die App auch für Android? Im Play Store finde ich nur eine App "Kehrtour Kunden", ist das die richtige? Meine Gesellen haben alle Samsung. Offline-Modus wäre wichtig, im Keller ist oft kein Netz.`,
    who: "customer asking about Android app and offline mode",
    kind: "customer-support",
  },
  {
    name: "Lisa Hennig",
    email: "lisa.hennig@hennig-media.example",
    company: "Hennig Media – Webdesign für Handwerker",
    message: `Hallo,

ich betreue die Website des Schornsteinfegerbetriebs Fuchs (Kunde bei Ihnen) und soll dort das Buchungswidget einbauen. Die Seite läuft auf WordPress mit Elementor. Gibt es einen iframe-Code oder ein Script? Und kann ich Farben/Schrift an das Corporate Design anpassen?

Die Seite findet ihr hier: https://schornsteinfeger-fuchs.example

Liebe Grüße
Lisa Hennig`,
    who: "web designer of a customer asking how to embed the booking widget",
    kind: "customer-web-designer",
  },
  {
    name: "Jonas Weidner",
    email: "jonas@weidner-seo.example",
    company: "Weidner SEO & Content",
    message: `Hallo zusammen,

ich betreue für einen Ihrer Kunden (Kaminkehrer Amann, Allgäu) die Suchmaschinenoptimierung. Wir möchten die Buchungsseite unter termine.kaminkehrer-amann.example gern in die Search Console aufnehmen und strukturierte Daten (LocalBusiness, ggf. Service) hinterlegen. Unterstützt Ihre Buchungsseite eigene Meta-Titel, canonical-Tags und Schema.org-Markup, oder kann man dort ein Verification-Meta-Tag von Google einfügen?

Danke und viele Grüße
Jonas Weidner`,
    who: "SEO consultant of a customer asking a concrete technical question",
    kind: "customer-web-designer",
  },
  {
    name: "Pia Ludwig",
    email: "pia.ludwig@ludwig-schornsteinfeger.example",
    company: "Ludwig Schornsteinfeger",
    message: `Hallo! Gibt es Erklärvideos für Kehrtour, z.B. auf YouTube? Unsere neue Bürokraft fängt im Januar an und ich würde sie gern erstmal selbst reinschauen lassen, bevor ich ihr alles zeige. Und kann man den Buchungslink auch bei Instagram und Facebook in die Bio packen?`,
    who: "customer asking for tutorial videos and social media links",
    kind: "customer-support",
  },

  // ───────────── developers and the booking API ─────────────
  {
    name: "Niklas Bergmann",
    email: "niklas.bergmann@praxiscloud.example",
    company: "PraxisCloud GmbH",
    message: `Hallo,

wir entwickeln eine Praxissoftware für Physiotherapie-Praxen und prüfen gerade Ihre Terminbuchungs-API. Ich bekomme beim Token-Abruf (Client Credentials) ein 401 zurück, obwohl Client-ID und Secret aus dem Sandbox-Portal stammen:

curl -X POST https://api.sandbox.kehrtour.example/oauth/token -d "grant_type=client_credentials" -d "client_id=pc_sandbox_7f3a" -d "client_secret=****" -d "scope=appointments:read appointments:write"

Antwort:
{"error":"invalid_client","error_description":"Client authentication failed"}

Muss ich die Credentials per HTTP Basic Auth statt im Body schicken? In der Doku unter https://developer.kehrtour.example/docs/auth steht dazu nichts Eindeutiges. Außerdem: Ist der Scope appointments:write in der Sandbox überhaupt freigeschaltet?

Viele Grüße
Niklas Bergmann
Backend-Entwicklung`,
    who: "developer at a software vendor debugging an OAuth token error",
    kind: "api-developer",
  },
  {
    name: "Marek Dvořák",
    email: "marek.dvorak@fieldops-software.example",
    company: "FieldOps Software s.r.o.",
    message: `Hi,

we are building a field-service app and want to integrate your booking API. Two questions:

1) Webhooks: when an appointment is rescheduled by the end customer, do you send appointment.updated or a cancel + create pair? Our handler currently looks like this:

app.post("/webhooks/kehrtour", verifySignature, async (req, res) => {
  const evt = req.body;
  if (evt.type === "appointment.updated") {
    await jobs.reschedule(evt.data.id, evt.data.start, evt.data.end);
  }
  res.sendStatus(204);
});

2) How is the X-Signature header computed – HMAC-SHA256 over the raw body with the webhook secret?

Docs I checked: https://developer.kehrtour.example/docs/webhooks and the OpenAPI file at https://api.kehrtour.example/v1/openapi.json

Thanks!
Marek`,
    who: "developer asking about webhooks with a code snippet",
    kind: "api-developer",
  },
  {
    name: "Hendrik Auer",
    email: "h.auer@termin-saas.example",
    company: "Auer IT",
    message: `Moin,

wie sind die Rate Limits der API in Produktion? In der Sandbox bekomme ich ab ca. 10 Requests/Sekunde ein 429 mit Retry-After: 1. Wir würden für ~300 Filialen nachts die freien Slots synchronisieren, das wären grob 50.000 Requests pro Nacht. Gibt es einen Bulk-Endpunkt (z.B. GET /v1/availability?location_ids=...) oder sollten wir das anders lösen?

Und was kostet die API bei diesem Volumen? Gibt es Staffelpreise pro Buchung oder pro Standort?

Gruß
Hendrik Auer`,
    who: "developer asking about rate limits and API pricing",
    kind: "api-developer",
  },
  {
    name: "Aylin Demir",
    email: "aylin.demir@salonsoft.example",
    company: "SalonSoft",
    message: `Hallo,

wir sind ein kleines Softwarehaus aus Köln und bieten Kassensoftware für Friseursalons an. Unsere Kunden wollen Online-Terminbuchung, wir wollen das nicht selbst bauen. Ist Ihre API für so etwas gedacht und gibt es ein Partnermodell für Softwareanbieter (White Label, Abrechnung über uns)?

Mehr zu uns: https://salonsoft.example

Viele Grüße
Aylin Demir
Geschäftsführerin`,
    who: "small software vendor asking about API white-label partnership",
    kind: "software-vendor-partner",
  },
  {
    name: "Ruben Hofstede",
    email: "ruben.hofstede@garagepro.example",
    company: "GaragePro B.V.",
    message: `Hello,

We're a Dutch software company (workshop management for car garages, ~1,800 customers in NL/BE, expanding to Germany next year). We're looking for an appointment-booking API hosted in the EU that supports OAuth 2.0 and multi-tenant setups, so each garage gets its own booking page.

Could you share:
- pricing for software vendors (per tenant or per booking),
- whether you offer an SLA (99.9%?),
- a contact for a technical call?

Our product: https://garagepro.example
Our API docs, for reference: https://developers.garagepro.example

Kind regards,
Ruben Hofstede
CTO`,
    who: "Dutch CTO evaluating the booking API for integration",
    kind: "software-vendor-partner",
  },
  {
    name: "Tim Kowalski",
    email: "tim.kowalski@gmail.com",
    company: "",
    message: `Hi, gibt es ein PHP- oder Java-SDK für eure API oder nur die REST-Doku? Will das in ein Laravel-Projekt einbinden. Composer-Paket wäre top.`,
    who: "freelance developer asking about SDKs",
    kind: "api-developer",
  },
  {
    name: "Charlotte Baker",
    email: "charlotte.baker@bookwell.example",
    company: "Bookwell Inc.",
    message: `Hi there,

US-based developer here. We're considering your API for our European customers because of GDPR and German hosting. Is there a sandbox we can use without signing a contract first, and do you publish prices in USD or only EUR? Also, do you sign SCCs / a DPA with non-EU customers?

Thanks,
Charlotte Baker
Engineering Lead`,
    who: "US developer asking about sandbox, pricing currency and DPA",
    kind: "api-developer",
  },

  // ───────────── agencies, software houses, partners ─────────────
  {
    name: "Christoph Wallner",
    email: "c.wallner@wallner-it.example",
    company: "Wallner IT-Systeme GmbH",
    message: `Sehr geehrte Damen und Herren,

wir sind ein IT-Systemhaus aus Linz und betreuen rund 120 Handwerksbetriebe in Oberösterreich, darunter 14 Rauchfangkehrer. Einige davon fragen uns regelmäßig nach einer Tourenplanungs-Software. Gibt es für Kehrtour ein Reseller- oder Partnerprogramm für Österreich? Uns interessieren Margen, Schulungen und ob wir First-Level-Support übernehmen könnten.

Unsere Website: https://wallner-it.example

Mit freundlichen Grüßen
Christoph Wallner
Geschäftsführer`,
    who: "Austrian IT service provider asking about reselling",
    kind: "reseller-partner",
  },
  {
    name: "Benedikt Sauer",
    email: "b.sauer@shk-software-sauer.example",
    company: "Sauer Software für SHK",
    message: `Hallo,

wir entwickeln seit 20 Jahren eine Handwerkersoftware (Angebote, Aufträge, Rechnungen) für SHK-Betriebe und Schornsteinfeger. Viele unserer Kunden nutzen parallel Kehrtour für die Terminplanung und tippen alles doppelt ab. Wir würden gerne eine Schnittstelle bauen: Termine aus Kehrtour abholen, Rechnungsdaten zurückschreiben.

Gibt es dafür eine offizielle API mit Partnerzugang, und wäre eine Kooperation (gegenseitige Empfehlung, Marketing) denkbar?

Produktinfo: https://shk-software-sauer.example/produkt
Ansprechpartner Technik: Herr Fendt, fendt@shk-software-sauer.example

Viele Grüße
Benedikt Sauer`,
    who: "trade-software vendor proposing an integration partnership",
    kind: "software-vendor-partner",
  },
  {
    name: "Jacek Nowicki",
    email: "jacek.nowicki@codeforge.example",
    company: "CodeForge Sp. z o.o.",
    message: `Hello,

we are a software house from Wrocław. One of our German clients (a regional energy provider) asked us to build a customer portal in which their customers can book maintenance appointments with partner tradespeople. They explicitly want your appointment API because of hosting in Germany.

Before we start: is there a partner/agency programme with a separate sandbox per client project, and who would sign the contract – us or the end client? We have read https://developer.kehrtour.example/docs already.

Best regards,
Jacek Nowicki
Project Manager`,
    who: "Polish software house asking honestly about API contract structure for a client",
    kind: "software-vendor-partner",
  },
  {
    name: "Franziska Albrecht",
    email: "franziska.albrecht@dialogbot.example",
    company: "DialogBot GmbH",
    message: `Hallo,

wir bieten einen KI-Telefonassistenten für Arztpraxen und Handwerksbetriebe an. Mehrere unserer Kunden sind Schornsteinfeger, die Kehrtour nutzen, und wünschen sich, dass unser Assistent am Telefon direkt freie Termine aus Kehrtour anbieten und buchen kann.

Wir möchten Ihnen ausdrücklich nichts verkaufen – uns geht es um einen API-Zugang, damit wir die Integration sauber bauen können. Gibt es dafür einen Partnerprozess?

Infos zu unserem Produkt: https://dialogbot.example

Viele Grüße
Franziska Albrecht
Head of Integrations`,
    who: "AI phone assistant vendor asking for API access for joint customers",
    kind: "software-vendor-partner",
  },
  {
    name: "Mirko Hansen",
    email: "mirko@nordlicht-digital.example",
    company: "Nordlicht Digital – Agentur für Handwerk",
    message: `Moin,

wir sind eine kleine Agentur aus Kiel, die Websites für Handwerksbetriebe baut. Wir würden Ihre kommende Terminplattform für alle Gewerke gern unseren Kunden empfehlen. Gibt es schon Infos zum Starttermin, zu Preisen und ob es ein Empfehlungsprogramm für Agenturen gibt? Eine Warteliste würde uns auch schon reichen.

Beispiele unserer Arbeit: https://nordlicht-digital.example/referenzen

Beste Grüße
Mirko Hansen`,
    who: "web agency asking about referral programme for the coming platform",
    kind: "reseller-partner",
  },
  {
    name: "Elisabeth Graf",
    email: "e.graf@einkauf-schornsteinfeger.example",
    company: "Einkaufsgenossenschaft der Schornsteinfeger Süd eG",
    message: `Sehr geehrte Damen und Herren,

unsere Genossenschaft hat rund 640 Mitgliedsbetriebe. Wir verhandeln für unsere Mitglieder Rahmenverträge, z.B. für Messgeräte, Arbeitskleidung und Fahrzeuge. Wären Sie an einem Rahmenvertrag mit Sonderkonditionen für unsere Mitglieder interessiert? Wir würden Kehrtour dann in unserem Mitgliedermagazin und auf unserer Website vorstellen.

Bitte nennen Sie mir einen Ansprechpartner für ein erstes Gespräch.

Mit freundlichen Grüßen
Elisabeth Graf
Leitung Einkauf`,
    who: "purchasing cooperative proposing a framework agreement",
    kind: "reseller-partner",
  },
  {
    name: "Philipp Neumeier",
    email: "philipp@handwerkerportal-startup.example",
    company: "Handwerkerportal (Startup, pre-seed)",
    message: `Hi,

wir sind ein Startup aus Leipzig und bauen einen Marktplatz, auf dem Hausverwaltungen Handwerker beauftragen. Für die Terminvereinbarung wollten wir eigentlich nichts selbst entwickeln, sondern eure API nutzen. Da wir noch in der Pre-Seed-Phase sind: Gibt es ein Startup-Programm oder günstigere Konditionen für die ersten 12 Monate? Wir rechnen anfangs mit ca. 200 Buchungen im Monat.

Pitch-Deck schicke ich gern, wenn es euch interessiert.

Viele Grüße
Philipp Neumeier
Co-Founder`,
    who: "startup founder asking for startup pricing for the API",
    kind: "software-vendor-partner",
  },

  // ───────────── job applications ─────────────
  {
    name: "Lukas Hoffmeister",
    email: "lukas.hoffmeister@posteo.de",
    company: "",
    message: `Sehr geehrte Damen und Herren,

hiermit bewerbe ich mich initiativ als Softwareentwickler (Backend, Java/Kotlin). Ich habe 4 Jahre Berufserfahrung bei einem Logistik-Softwareanbieter, unter anderem mit Tourenoptimierung (OR-Tools, Vehicle Routing) – deshalb finde ich Kehrtour besonders spannend.

Mein GitHub-Profil: https://github.example/lhoffmeister
Lebenslauf und Zeugnisse sende ich Ihnen gern per E-Mail zu – an wen darf ich sie schicken?

Mein Gehaltswunsch liegt bei 68.000 € brutto jährlich, frühestmöglicher Eintritt 01.02.2026.

Mit freundlichen Grüßen
Lukas Hoffmeister`,
    who: "backend developer sending an unsolicited application",
    kind: "job-applicant",
  },
  {
    name: "Emre Yıldız",
    email: "emre.yildiz2008@gmail.com",
    company: "",
    message: `Hallo,

ich heiße Emre, bin 17 Jahre alt und mache im Sommer meinen Realschulabschluss. Ich interessiere mich sehr für eine Ausbildung zum Fachinformatiker für Anwendungsentwicklung. Bilden Sie aus? Ich programmiere in meiner Freizeit kleine Spiele in Python und habe ein Praktikum bei einem IT-Systemhaus gemacht.

Über eine Antwort würde ich mich sehr freuen.

Viele Grüße
Emre Yıldız`,
    who: "school leaver asking about an apprenticeship",
    kind: "job-applicant",
  },
  {
    name: "Hannah Kirchner",
    email: "hannah.kirchner@stud.hs-mittelhessen.example",
    company: "",
    message: `Hallo liebes Team,

ich studiere Wirtschaftsinformatik im 5. Semester und suche ab März eine Werkstudentenstelle (15–20 Std./Woche), gern im Bereich Frontend (React/TypeScript) oder Product/Support. Habt ihr aktuell etwas offen oder plant ihr Stellen? Remote wäre super, ich wohne aber auch nur 40 Minuten entfernt.

LinkedIn: https://linkedin.example/in/hannah-kirchner

Viele Grüße
Hannah`,
    who: "student applying for a working student position",
    kind: "job-applicant",
  },
  {
    name: "Vikram Iyer",
    email: "vikram.iyer.dev@gmail.com",
    company: "",
    message: `Dear Hiring Team,

I am a full-stack developer from Bengaluru with 6 years of experience (TypeScript, Node.js, PostgreSQL, AWS) and I am currently relocating to Germany with an EU Blue Card (my wife has accepted a position in Stuttgart). I am learning German (B1 level) and would love to join a product company that builds software for real-world trades.

Do you have open developer positions? I would be happy to send my CV and references.

Portfolio: https://vikram-iyer.example
GitHub: https://github.example/viyer

Best regards,
Vikram Iyer`,
    who: "Indian developer relocating to Germany applying for a job",
    kind: "job-applicant",
  },
  {
    name: "Olena Kravchenko",
    email: "olena.kravchenko.qa@gmail.com",
    company: "",
    message: `Guten Tag,

mein Name ist Olena Kravchenko, ich komme aus Charkiw und lebe seit 2022 in Chemnitz. In der Ukraine habe ich 5 Jahre als QA-Ingenieurin (manuelle und automatisierte Tests, Cypress, Postman) gearbeitet. Mein Deutsch ist auf B2-Niveau, ich besuche gerade einen C1-Kurs.

Suchen Sie vielleicht Unterstützung im Testing oder im Support? Ich würde mich sehr über eine Chance freuen, gern auch zuerst als Praktikum.

Mit freundlichen Grüßen
Olena Kravchenko`,
    who: "Ukrainian QA engineer applying in German",
    kind: "job-applicant",
  },
  {
    name: "Maximilian Roth",
    email: "max.roth.bewerbung@web.de",
    company: "",
    message: `Hallo, ich habe gesehen, dass ihr jemanden für den Kundensupport sucht. Ist die Stelle auch im Homeoffice möglich? Ich war 8 Jahre Schornsteinfegergeselle und musste wegen meinem Rücken aufhören, kenne die Branche also von innen und kenne mich gut mit PCs aus. Gruß Max Roth, Tel. 0157 5550 4410`,
    who: "former chimney sweep applying for a support role",
    kind: "job-applicant",
  },
  {
    name: "Lea Schumann",
    email: "lea.schumann@gmx.de",
    company: "",
    message: `Hallo,

ich studiere Informatik an der Hochschule und muss im 6. Semester ein Pflichtpraktikum von 20 Wochen machen (ab April). Nehmt ihr Praktikantinnen? Wie hoch ist die Vergütung?

Danke!
Lea`,
    who: "student asking about a mandatory internship",
    kind: "job-applicant",
  },
  {
    name: "Familie Becker",
    email: "becker.familie@t-online.de",
    company: "",
    message: `Guten Tag, unser Sohn Paul (9. Klasse, Gymnasium) sucht für Februar einen Platz für das zweiwöchige Schülerpraktikum. Er interessiert sich sehr für Computer und Programmierung. Wäre das bei Ihnen möglich? Mit freundlichen Grüßen, Sandra Becker`,
    who: "parent asking about a school internship for her son",
    kind: "job-applicant",
  },

  // ───────────── writers in Cyrillic, Polish, Turkish, Arabic, English ─────────────
  {
    name: "Андрій Бондаренко",
    email: "andrii.bondarenko.kamin@gmail.com",
    company: "",
    message: `Добрий день!

Мене звати Андрій, я сажотрус (Schornsteinfeger-Geselle) з України, зараз працюю в Німеччині в Нижній Саксонії. Мій майстер хоче перейти на вашу програму Kehrtour. Чи є програма або додаток українською мовою? Моя німецька ще не дуже добра, і мені було б легше працювати з українським інтерфейсом.

Дякую!
Андрій`,
    who: "Ukrainian chimney sweep journeyman asking for a Ukrainian interface",
    kind: "chimney-sweep-employee",
  },
  {
    name: "Сергей Морозов",
    email: "sergej.morozov.elektro@gmail.com",
    company: "Elektro Morozov",
    message: `Здравствуйте!

У меня небольшая электромонтажная фирма в Бремене (3 человека). Прочитал, что вы скоро запускаете платформу для записи клиентов для всех ремесленников. Когда она будет доступна и сколько будет стоить? Можно ли уже записаться в лист ожидания? Клиенты постоянно звонят, а я на объекте и не могу ответить.

С уважением,
Сергей Морозов
Elektro Morozov, Bremen
Тел. 0421 5550 3390`,
    who: "Russian-speaking electrician in Germany asking about the coming platform",
    kind: "tradesperson-prospect",
  },
  {
    name: "Ірина Шевчук",
    email: "iryna.shevchuk@ukr.net",
    company: "Schornsteinfeger Wagner",
    message: `Доброго дня, я працюю в офісі у шефа Wagner. Не можу увійти в Kehrtour, пише "Passwort falsch", але я нічого не міняла. Як скинути пароль? Дякую. / Entschuldigung, mein Deutsch ist nicht gut. Passwort funktioniert nicht.`,
    who: "Ukrainian office worker locked out of her account",
    kind: "chimney-sweep-office",
  },
  {
    name: "Piotr Zając",
    email: "piotr.zajac.dach@wp.pl",
    company: "Zając Dachdeckerei",
    message: `Dzień dobry,

prowadzę firmę dekarską w Berlinie (Dachdeckerei, 5 pracowników). Słyszałem, że przygotowujecie platformę do rezerwacji terminów dla wszystkich rzemieślników. Czy będzie dostępna także po polsku? Wielu moich klientów to Polacy mieszkający w Niemczech. Jaki będzie koszt miesięczny?

Pozdrawiam
Piotr Zając
Tel. +49 176 5550 2281`,
    who: "Polish roofer in Berlin asking about the coming platform",
    kind: "tradesperson-prospect",
  },
  {
    name: "Katarzyna Lewandowska",
    email: "k.lewandowska@schornsteinfeger-nowak.example",
    company: "Schornsteinfeger Nowak",
    message: `Hallo, ich arbeite im Büro bei Schornsteinfeger Nowak. Mein Chef fragt ob man die SMS an polnische Kunden auch auf Polnisch schicken kann? Wir haben viele Kunden in Frankfurt (Oder) und Słubice. Przepraszam za mój niemiecki :) Dziękuję, Kasia`,
    who: "Polish office worker asking about Polish-language SMS",
    kind: "chimney-sweep-office",
  },
  {
    name: "Mehmet Aksoy",
    email: "mehmet.aksoy.kfz@gmail.com",
    company: "Aksoy Kfz-Meisterbetrieb",
    message: `Merhaba,

Duisburg'da bir oto tamir atölyem var. Müşteriler randevu için sürekli telefon ediyor. Tüm zanaatlar için hazırladığınız randevu platformu ne zaman çıkacak? Türkçe arayüz olacak mı? Fiyatı ne kadar?

Teşekkürler,
Mehmet Aksoy
Tel. 0203 5550 7712`,
    who: "Turkish-speaking car mechanic asking about the coming platform",
    kind: "tradesperson-prospect",
  },
  {
    name: "Serkan Çelik",
    email: "serkan.celik@celik-schornsteinfeger.example",
    company: "Schornsteinfegerbetrieb Çelik",
    message: `Hallo zusammen, ich habe seit Oktober meinen eigenen Kehrbezirk in Gelsenkirchen und will Kehrtour testen. Frage: Kann ich die Daten aus dem Kehrbuch vom Vorgänger importieren? Der hat mir eine Excel-Datei mit ca. 3.800 Zeilen gegeben. Selamlar, Serkan`,
    who: "new district chimney sweep asking about importing a predecessor's records",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Ayşe Kaya",
    email: "ayse.kaya.kuafor@hotmail.com",
    company: "Salon Ayşe",
    message: `Merhaba, ben Ayşe. Köln'de küçük bir kuaför salonum var. Online randevu sistemi arıyorum, müşteriler WhatsApp'tan yazıyor ama takip edemiyorum. Sizin yeni platformunuz kuaförler için de uygun olacak mı? Almanca da yazabilirim: Ist Ihre Plattform auch für Friseure? Danke!`,
    who: "Turkish-German hairdresser asking about online booking",
    kind: "tradesperson-prospect",
  },
  {
    name: "محمد الحسن",
    email: "m.alhassan.elektro@gmail.com",
    company: "Al-Hassan Elektrotechnik",
    message: `السلام عليكم،

أنا كهربائي من سوريا وأعيش في ألمانيا منذ ٢٠١٦، ولدي الآن شركة صغيرة في مدينة هامبورغ. قرأت أنكم ستطلقون منصة لحجز المواعيد لجميع الحرفيين. هل يمكن التسجيل الآن؟ وهل ستكون هناك واجهة باللغة العربية أو الإنجليزية؟ وكم ستكون التكلفة الشهرية تقريباً؟

شكراً جزيلاً
محمد الحسن
Tel. 040 5550 1893`,
    who: "Syrian electrician in Hamburg asking in Arabic about the coming platform",
    kind: "tradesperson-prospect",
  },
  {
    name: "Yousef Haddad",
    email: "yousef.haddad@web.de",
    company: "",
    message: `مرحبا، أنا متدرب (Auszubildender) في شركة Schornsteinfeger في مدينة كاسل. مديري يستخدم برنامجكم. هل يوجد دليل استخدام أو فيديو شرح؟ ألمانيتي ما زالت ضعيفة قليلاً. شكراً / Danke!`,
    who: "Arabic-speaking apprentice asking for a user guide",
    kind: "chimney-sweep-employee",
  },
  {
    name: "Seán O'Connell",
    email: "sean@oconnell-chimneys.example",
    company: "O'Connell Chimney Services",
    message: `Hi folks,

I run a chimney sweeping business in Cork, Ireland (4 vans, about 2,500 customers). A German colleague I met at a trade event showed me Kehrtour on his phone and I was impressed with the route planning and the online booking. Is the software available in English and can it be used outside Germany? We don't have the same regulations (no Feuerstättenschau here, ha), mostly annual sweeps and stove installations.

Cheers,
Seán O'Connell
+353 21 555 0193
www.oconnell-chimneys.example`,
    who: "Irish chimney sweep asking about an English version",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Emma Lindqvist",
    email: "emma.lindqvist@sotarna-norr.example",
    company: "Sotarna Norr AB",
    message: `Hello,

we are a chimney sweeping company in northern Sweden with 22 employees. Our current scheduling system is being discontinued next year. Could you tell us whether your software or API can handle Swedish addresses and SMS, and whether there is an English-speaking contact for a demo in January?

Best regards,
Emma Lindqvist
Operations Manager`,
    who: "Swedish chimney sweeping company asking for a demo",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Giulia Ferrari",
    email: "giulia.ferrari@spazzacamini-alto-adige.example",
    company: "Spazzacamino Ferrari",
    message: `Buongiorno, siamo un'azienda di spazzacamini in Alto Adige. Parliamo anche tedesco: wir würden Kehrtour gern testen. Funktioniert das in Italien (Südtirol) mit italienischen Handynummern? Grazie mille, Giulia Ferrari`,
    who: "South Tyrolean chimney sweep asking in Italian and German",
    kind: "prospect-chimney-sweep",
  },

  // ───────────── very short messages ─────────────
  {
    name: "Schmidt",
    email: "schmidt.sf@t-online.de",
    company: "",
    message: `Rückruf bitte. 0171 5550 9912`,
    who: "one-line callback request",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "K. Albers",
    email: "k.albers@gmx.de",
    company: "",
    message: `Preis?`,
    who: "one-word price question",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Jan Vogel",
    email: "jan@vogel-schornstein.example",
    company: "Vogel Schornstein",
    message: `Demo möglich? Am liebsten Donnerstag nachmittag.`,
    who: "short demo request",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Renate",
    email: "renate.kehr@web.de",
    company: "",
    message: `passwort vergessen, wie komme ich wieder rein`,
    who: "customer who forgot her password",
    kind: "customer-support",
  },
  {
    name: "Ole",
    email: "ole.brodersen@gmail.com",
    company: "",
    message: `Gibt's ne API?`,
    who: "very short API question",
    kind: "api-developer",
  },
  {
    name: "B. Krause",
    email: "b.krause@krause-schornsteinfeger.example",
    company: "",
    message: `Rechnung Oktober fehlt noch. Bitte schicken.`,
    who: "short request for a missing invoice",
    kind: "customer-billing",
  },
  {
    name: "Tobias",
    email: "tobias.m@outlook.de",
    company: "",
    message: `Hi, wann kommt die Plattform für alle Handwerker raus? Bin Fliesenleger.`,
    who: "tiler asking about launch date",
    kind: "tradesperson-prospect",
  },

  // ───────────── shouting caps and frustrated customers ─────────────
  {
    name: "HERBERT KLOSE",
    email: "herbert.klose@t-online.de",
    company: "SCHORNSTEINFEGERMEISTER KLOSE",
    message: `SEIT HEUTE MORGEN 7 UHR GEHT NICHTS MEHR!!! DIE APP ZEIGT NUR "SYNCHRONISIERUNG FEHLGESCHLAGEN" UND MEINE GESELLEN STEHEN OHNE TOUR DA!!! ICH ZAHLE JEDEN MONAT GELD UND DANN SOWAS. RUFEN SIE MICH SOFORT AN 0172 5550 3381 !!!!`,
    who: "furious customer writing in caps about an outage",
    kind: "customer-support",
  },
  {
    name: "WILHELM GERDES",
    email: "w.gerdes@ewetel.net",
    company: "",
    message: `GUTEN TAG, ICH BIN 67 JAHRE UND HABE NOCH 2 JAHRE BIS ZUR RENTE. MEIN SOHN SAGT ICH SOLL DAS MIT DEM COMPUTER MACHEN. KANN MAN DAS AUCH GANZ EINFACH AM TELEFON ERKLÄRT BEKOMMEN? ICH KOMME MIT DEM ANMELDEN NICHT KLAR. MIT FREUNDLICHEN GRÜSSEN W. GERDES SCHORNSTEINFEGERMEISTER`,
    who: "older chimney sweep who habitually writes in caps",
    kind: "customer-support",
  },
  {
    name: "Patrick Heinze",
    email: "patrick.heinze@heinze-kaminkehrer.example",
    company: "Heinze Kaminkehrer",
    message: `Zum DRITTEN Mal: Die Tourenplanung schickt meinen Gesellen jeden Tag zweimal über die B27 hin und her. Das ist doch keine Optimierung, das ist Lotto! Ich habe das am 3.11. und am 10.11. gemeldet (Ticket 4471 und 4502) und bis heute keine Antwort. Wenn das so weitergeht, bin ich weg.`,
    who: "frustrated customer complaining about route planning",
    kind: "customer-support",
  },

  // ───────────── signatures with lots of numbers and URLs ─────────────
  {
    name: "Gerhard Pfeiffer",
    email: "g.pfeiffer@pfeiffer-schornsteintechnik.example",
    company: "Pfeiffer Schornsteintechnik GmbH & Co. KG",
    message: `Sehr geehrte Damen und Herren,

wir interessieren uns für eine Vorführung von Kehrtour für unsere beiden Standorte (insgesamt 11 Mitarbeiter). Bitte nehmen Sie Kontakt mit unserer Büroleitung Frau Kessler auf.

Mit freundlichen Grüßen

Gerhard Pfeiffer
Geschäftsführer | Schornsteinfegermeister | Gebäudeenergieberater (HWK)

Pfeiffer Schornsteintechnik GmbH & Co. KG
Hauptstraße 118 | 74072 Heilbronn
Tel.: 07131 555 48 0
Fax: 07131 555 48 29
Mobil: 0170 555 22 19
Büro Frau Kessler: 07131 555 48 12
Notdienst: 0800 555 48 48
E-Mail: info@pfeiffer-schornsteintechnik.example
Web: https://www.pfeiffer-schornsteintechnik.example
Facebook: https://facebook.example/pfeiffer.schornsteintechnik
Instagram: https://instagram.example/pfeiffer_schornstein

Sitz der Gesellschaft: Heilbronn | Amtsgericht Stuttgart HRA 123456
Komplementärin: Pfeiffer Verwaltungs-GmbH, HRB 654321
Geschäftsführer: Gerhard Pfeiffer, Jonas Pfeiffer
USt-IdNr.: DE123456789

Diese E-Mail kann vertrauliche Informationen enthalten. Wenn Sie nicht der richtige Adressat sind, informieren Sie bitte sofort den Absender und vernichten Sie diese E-Mail.`,
    who: "company owner with a long legal signature block",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Dieter Ruhland",
    email: "d.ruhland@ruhland-energie.example",
    company: "Ruhland Energie- & Schornsteinservice",
    message: `Hallo, ich hätte gerne Infos zu Ihrer Software für unseren Betrieb.

--
Dieter Ruhland
Schornsteinfegermeister · Energieberater · Sachverständiger für Feuerungsanlagen
☎ 09561 555 71 0 | 📱 0151 555 87 41 | 📠 09561 555 71 9
WhatsApp: 0151 555 87 41
✉ d.ruhland@ruhland-energie.example
🌐 www.ruhland-energie.example | www.kamin-check-coburg.example | www.energieberatung-ruhland.example
Termine online: https://ruhland-energie.example/termin
Bewerten Sie uns auf Google: https://g.example/ruhland-bewertung`,
    who: "short enquiry with a signature full of phone numbers and URLs",
    kind: "prospect-chimney-sweep",
  },

  // ───────────── Kachelofenbauer and other trades ─────────────
  {
    name: "Franz Huber",
    email: "franz.huber@kachelofen-huber.example",
    company: "Ofenbau Huber – Kachelöfen & Kamine",
    message: `Grüß Gott,

ich bin Ofenbaumeister und baue seit 28 Jahren Kachelöfen, Grundöfen, Heizkamine, Kaminöfen und Pelletöfen, auch Speicheröfen mit Wassertasche und Holzherde. Nach jedem Einbau muss ja der Schornsteinfeger zur Abnahme kommen, und die Terminabstimmung zwischen Kunde, Schornsteinfeger und uns ist jedes Mal ein Chaos.

Wäre es mit Ihrer kommenden Plattform möglich, dass wir als Ofenbauer einen Abnahmetermin direkt beim zuständigen Schornsteinfeger anfragen, wenn der Kehrtour nutzt? Oder können wir die Plattform auch selbst für unsere Kundendienst-Termine (Ofenwartung, Dichtungswechsel, Schamotte) nutzen?

Mit freundlichen Grüßen
Franz Huber
Ofenbau Huber – Kachelöfen · Kaminöfen · Heizkamine · Grundöfen · Pelletöfen · Holzherde
Ausstellung: Bahnhofstraße 9, 84453 Mühldorf
www.kachelofen-huber.example`,
    who: "tiled stove builder listing his own products",
    kind: "tradesperson-prospect",
  },
  {
    name: "Monika Strobel",
    email: "m.strobel@shk-strobel.example",
    company: "Strobel Heizung Sanitär",
    message: `Guten Tag, wir sind ein SHK-Betrieb mit 9 Monteuren (Heizungswartung, Wärmepumpen, Badsanierung). Können wir uns für Ihre Terminplattform für alle Gewerke schon vormerken lassen? Uns interessiert vor allem die Online-Buchung von Wartungsterminen im Herbst. Viele Grüße, Monika Strobel`,
    who: "plumbing/heating company asking to join the waitlist",
    kind: "tradesperson-prospect",
  },
  {
    name: "Sandra Wilke",
    email: "sandra.wilke@apotheke-am-markt.example",
    company: "Apotheke am Markt",
    message: `Hallo,

wir sind eine Apotheke und bieten Impfungen (Grippe, Corona), Blutdruck- und Blutzuckermessungen sowie Medikationsberatungen an. Dafür bräuchten wir eine einfache Online-Terminbuchung. Ist Ihre neue Plattform auch für Apotheken gedacht, oder nur für Handwerker? Wichtig wäre, dass keine Gesundheitsdaten auf US-Servern landen.

Viele Grüße
Sandra Wilke
Apothekerin`,
    who: "pharmacist asking whether the booking platform suits pharmacies",
    kind: "non-trade-prospect",
  },
  {
    name: "Beate Lindner",
    email: "b.lindner@partnerschaft-lindner.example",
    company: "Lindner Partnervermittlung",
    message: `Guten Tag,

ich führe eine kleine seriöse Partnervermittlung (für Singles ab 50) in Regensburg. Kennenlerngespräche finden bei mir im Büro statt, und ich würde gern, dass Interessierte sich online einen Termin aussuchen können, ohne dass ich dauernd ans Telefon muss. Ist Ihre Terminplattform auch für Dienstleister wie mich geeignet oder nur für Handwerk?

Herzliche Grüße
Beate Lindner`,
    who: "matchmaking agency owner asking about online booking",
    kind: "non-trade-prospect",
  },
  {
    name: "Christian Maurer",
    email: "c.maurer@maurer-dach.example",
    company: "Maurer Dach & Fassade",
    message: `Hallo, Dachdecker hier. Schornsteinfeger und Dachdecker arbeiten oft zusammen (Schornsteinkopf, Abdeckung). Könnt ihr bei der neuen Plattform eine gemeinsame Terminplanung zwischen Gewerken vorsehen? Wäre ein echter Mehrwert. Gruß C. Maurer`,
    who: "roofer suggesting cross-trade scheduling",
    kind: "tradesperson-prospect",
  },

  // ───────────── chimney sweep offices, Innung, associations ─────────────
  {
    name: "Bianca Thiel",
    email: "buero@schornsteinfeger-oberlausitz.example",
    company: "Schornsteinfegermeister R. Lehmann",
    message: `Hallo,

ich bin die Bürokraft von Herrn Lehmann. Ich habe ein paar Fragen, weil ich die Terminplanung erst seit zwei Wochen mache:

1. Wie verschiebe ich einen ganzen Tag (Geselle krank), ohne jeden Termin einzeln anzufassen?
2. Wenn ein Kunde per Online-Buchung einen Termin bucht, der schon belegt ist – wer bekommt dann die Meldung?
3. Können wir Terminzettel für Kunden ohne Handy/E-Mail ausdrucken und per Post schicken? Wir haben viele ältere Kunden.

Vielen Dank!
Bianca Thiel`,
    who: "chimney sweep's office worker with practical questions",
    kind: "chimney-sweep-office",
  },
  {
    name: "Doris Wendland",
    email: "d.wendland@schornsteinfeger-wendland.example",
    company: "Schornsteinfeger Wendland",
    message: `Guten Morgen, ich mache bei uns das Büro. Chef ist im Urlaub und ich soll für unseren neuen Gesellen Herrn Yilmaz einen Zugang anlegen. Geht das nur über den Chef-Account oder kann ich das auch? Und kostet ein zusätzlicher Benutzer extra? LG Doris`,
    who: "office worker asking how to add a user",
    kind: "chimney-sweep-office",
  },
  {
    name: "Manuela Pohl",
    email: "m.pohl@schornsteinfeger-pohl.example",
    company: "Schornsteinfeger Pohl",
    message: `Hallo! Wir haben eine Kundenliste mit ca. 8.200 Adressen (Name, Straße, Objektart, Feuerstätten, letzte Messung) als CSV aus unserem alten Programm exportiert. Welches Format braucht Kehrtour für den Import? Spaltennamen? Trennzeichen Semikolon oder Komma? Umlaute werden bei uns gerade als "Ã¼" angezeigt, ich glaube das ist ein Kodierungsproblem. Danke, Manuela Pohl`,
    who: "office worker asking about CSV import of a customer list",
    kind: "chimney-sweep-office",
  },
  {
    name: "Rainer Jacobs",
    email: "geschaeftsstelle@schornsteinfeger-innung-muensterland.example",
    company: "Schornsteinfeger-Innung Münsterland",
    message: `Sehr geehrte Damen und Herren,

die Schornsteinfeger-Innung Münsterland veranstaltet am 14. März 2026 ihre Frühjahrsversammlung mit ca. 90 Mitgliedsbetrieben. Ein Schwerpunkt ist die Digitalisierung im Betrieb. Wir würden uns freuen, wenn Sie Kehrtour dort in einem ca. 30-minütigen Vortrag vorstellen. Eine Vergütung können wir leider nicht zahlen, Fahrtkosten werden aber erstattet.

Außerdem fragen einige Mitglieder, ob es Innungskonditionen gibt.

Mit freundlichen Grüßen
Rainer Jacobs
Geschäftsführer der Innung`,
    who: "chimney sweep guild inviting a talk and asking for member rates",
    kind: "guild-association",
  },
  {
    name: "Dr. Susanne Kiefer",
    email: "kiefer@liv-schornsteinfeger.example",
    company: "Landesinnungsverband des Schornsteinfegerhandwerks",
    message: `Sehr geehrte Damen und Herren,

im Rahmen unserer Arbeitsgruppe "Digitale Werkzeuge" erstellen wir für unsere Mitglieder eine neutrale Übersicht über am Markt verfügbare Softwarelösungen. Wir bitten Sie, uns bis zum 15.12. einige Angaben zu Kehrtour zu machen (Funktionsumfang, Schnittstellen zum Kehrbuch, Hosting, Preisgestaltung, Referenzen). Die Aufnahme in die Übersicht ist selbstverständlich kostenlos.

Einen Fragebogen sende ich Ihnen gern per E-Mail zu – an wen darf ich ihn richten?

Mit freundlichen Grüßen
Dr. Susanne Kiefer
Referentin Betriebswirtschaft`,
    who: "state guild association compiling a free software overview",
    kind: "guild-association",
  },
  {
    name: "Martin Görlitz",
    email: "m.goerlitz@bildungszentrum-schornsteinfeger.example",
    company: "Bildungszentrum des Schornsteinfegerhandwerks",
    message: `Hallo,

wir bilden an unserem Bildungszentrum Meisterschüler aus und möchten im Modul "Betriebsführung" auch digitale Tourenplanung zeigen. Wäre es möglich, für den Unterricht einen Schulungszugang (Demo-Daten, ca. 20 Teilnehmer) zu bekommen? Gerne auch gegen eine kleine Gebühr.

Viele Grüße
Martin Görlitz
Fachbereichsleiter`,
    who: "master craftsman school asking for a training account",
    kind: "guild-association",
  },

  // ───────────── students, researchers, journalists ─────────────
  {
    name: "Johanna Stein",
    email: "johanna.stein@student.uni-hochschule.example",
    company: "",
    message: `Sehr geehrte Damen und Herren,

ich schreibe meine Bachelorarbeit im Studiengang Wirtschaftsinformatik zum Thema "Digitalisierung im Schornsteinfegerhandwerk – Akzeptanz von Online-Terminbuchung". Dafür suche ich Interviewpartner und würde auch gern eine kurze Online-Umfrage (ca. 8 Minuten) an Schornsteinfegerbetriebe verteilen.

Wäre es möglich, dass Sie den Link zur Umfrage an Ihre Kunden weitergeben, z.B. in einem Newsletter? Die Ergebnisse stelle ich Ihnen selbstverständlich zur Verfügung.

Umfrage: https://umfrage.uni-hochschule.example/schornsteinfeger-2026

Viele Grüße
Johanna Stein`,
    who: "student asking to distribute a thesis survey",
    kind: "student-researcher",
  },
  {
    name: "Felix Brandt",
    email: "felix.brandt@tu-or-lehrstuhl.example",
    company: "TU – Lehrstuhl für Operations Research",
    message: `Hallo,

ich bin Masterstudent am Lehrstuhl für Operations Research und arbeite an einer Abschlussarbeit über Tourenplanung mit Zeitfenstern (VRPTW) im Handwerk. Wäre es denkbar, anonymisierte Tourendaten (Koordinaten gerundet, ohne Kundennamen) für die Arbeit zu bekommen? Natürlich mit Geheimhaltungsvereinbarung. Mein Betreuer Prof. Weiland würde das Gespräch gern begleiten.

Beste Grüße
Felix Brandt`,
    who: "master's student asking for anonymised route data",
    kind: "student-researcher",
  },
  {
    name: "Dr. Karin Feld",
    email: "k.feld@institut-logistik.example",
    company: "Institut für Logistik und Mobilität",
    message: `Sehr geehrte Damen und Herren,

wir bereiten einen Förderantrag im BMWK-Programm für KMU-Innovationen vor (Thema: KI-gestützte Tourenoptimierung für Handwerksbetriebe im ländlichen Raum). Für das Konsortium suchen wir einen Softwarepartner aus der Praxis. Die Förderquote für KMU liegt bei bis zu 60 % der Personalkosten.

Hätten Sie Interesse an einem unverbindlichen Gespräch? Die Einreichungsfrist ist der 31.01.

Mit freundlichen Grüßen
Dr. Karin Feld
Projektleitung`,
    who: "research institute inviting the company into a funded project",
    kind: "student-researcher",
  },
  {
    name: "Stefan Mehring",
    email: "s.mehring@fachmagazin-schornsteinfeger.example",
    company: "Fachmagazin Schornsteinfegerhandwerk",
    message: `Guten Tag,

ich bin Redakteur beim Fachmagazin für das Schornsteinfegerhandwerk und plane für die Februar-Ausgabe einen Beitrag über Software für Terminplanung und Online-Buchung. Ich würde gern kurz mit Ihnen sprechen (ca. 20 Minuten, telefonisch) und bräuchte zwei, drei Screenshots in druckfähiger Auflösung.

Wichtig: Das ist redaktionell, keine Anzeige – es entstehen Ihnen keine Kosten. Den Text würde ich Ihnen vor Drucklegung zur Freigabe der Zitate schicken.

Mit freundlichen Grüßen
Stefan Mehring
Redaktion`,
    who: "trade magazine journalist requesting an interview",
    kind: "journalist",
  },
  {
    name: "Anke Rasmussen",
    email: "anke.rasmussen@lokalzeitung-nord.example",
    company: "Lokalzeitung Nord",
    message: `Hallo,

wie am Telefon mit Ihrem Kollegen Herrn Baumann besprochen, hier die Anfrage schriftlich: Ich schreibe für unsere Wirtschaftsseite ein Porträt über Ihr Unternehmen als Softwarefirma aus der Region. Den Korrekturabzug mit Ihren Zitaten schicke ich Ihnen am Montag zur Freigabe – bitte melden Sie sich bis Mittwoch, falls etwas nicht stimmt. Könnten Sie mir noch ein Foto vom Team schicken (mind. 1 MB)?

Beste Grüße
Anke Rasmussen
Redakteurin Wirtschaft`,
    who: "local newspaper journalist announcing a proof for quote approval",
    kind: "journalist",
  },
  {
    name: "Tom Wallace",
    email: "tom.wallace@techweek-europe.example",
    company: "TechWeek Europe",
    message: `Hi,

I'm a reporter covering European SaaS. I'm working on a piece about how AI is (and isn't) being used in software for traditional trades. Would someone from your team be available for a 15-minute call this week? I'm particularly interested in whether your route optimisation uses machine learning or classical algorithms, and how you handle data protection given that you process homeowners' addresses.

Thanks,
Tom Wallace`,
    who: "English-speaking tech journalist asking about AI",
    kind: "journalist",
  },
  {
    name: "Lena Vogt",
    email: "lena@handwerk-digital-podcast.example",
    company: 'Podcast "Handwerk Digital"',
    message: `Hey,

ich mache den Podcast "Handwerk Digital" (ca. 4.000 Hörer pro Folge, überwiegend Handwerksmeister). Hättet ihr Lust, in einer Folge über eure neue Terminplattform für alle Gewerke zu sprechen? Kostet nichts, wir machen das aus Spaß an der Sache. Aufnahme remote, ca. 45 Minuten.

Letzte Folgen: https://handwerk-digital-podcast.example

Liebe Grüße
Lena`,
    who: "podcast host inviting the company for an interview",
    kind: "journalist",
  },

  // ───────────── homeowners, property managers, utilities ─────────────
  {
    name: "Helga Brückner",
    email: "helga.brueckner@freenet.de",
    company: "",
    message: `Guten Tag, ich bräuchte bitte einen Termin für den Schornsteinfeger, unser Kaminofen muss abgenommen werden. Wir wohnen in 34117 Kassel, Wilhelmshöher Allee. Wann können Sie kommen? Vormittags wäre besser. Mit freundlichen Grüßen H. Brückner`,
    who: "homeowner who thinks the software company is a chimney sweep",
    kind: "homeowner",
  },
  {
    name: "Markus Elsner",
    email: "markus.elsner@gmail.com",
    company: "",
    message: `Hallo, ich habe über die Online-Buchung meines Schornsteinfegers (Herr Ohlsen) einen Termin für den 21.11. gebucht, aber keine Bestätigung bekommen, weder per Mail noch per SMS. Ist der Termin jetzt gebucht oder nicht? Ich muss mir dafür extra frei nehmen.`,
    who: "homeowner unsure whether an online booking went through",
    kind: "homeowner",
  },
  {
    name: "Reinhard Köster",
    email: "r.koester@web.de",
    company: "",
    message: `Sehr geehrte Damen und Herren,

mein Schornsteinfeger hat mir für die Feuerstättenschau und eine Abgasmessung 187,40 € berechnet. Die Rechnung kam mit Ihrem Logo unten ("erstellt mit Kehrtour"). Ist das nicht viel zu teuer? Mein Nachbar hat nur 96 € bezahlt. Können Sie das prüfen?

Mit freundlichen Grüßen
Reinhard Köster`,
    who: "homeowner querying a chimney sweep's bill with the software vendor",
    kind: "homeowner",
  },
  {
    name: "Sandra Böhm",
    email: "s.boehm@hausverwaltung-boehm.example",
    company: "Hausverwaltung Böhm & Partner",
    message: `Guten Tag,

wir verwalten 46 Mehrfamilienhäuser mit rund 1.200 Wohneinheiten in Nürnberg. Für die Feuerstättenschau müssen wir jedes Jahr mit drei verschiedenen Schornsteinfegern Termine koordinieren und die Mieter per Aushang informieren. Gibt es bei Ihnen eine Möglichkeit, dass wir als Hausverwaltung Termine für alle Objekte sehen oder sammelweise bestätigen können, sofern die Schornsteinfeger Kehrtour nutzen?

Mit freundlichen Grüßen
Sandra Böhm
Objektbetreuung`,
    who: "property manager asking about bulk appointment coordination",
    kind: "property-manager",
  },
  {
    name: "Jürgen Albrecht",
    email: "j.albrecht@stadtwerke-nordheim.example",
    company: "Stadtwerke (kommunaler Energieversorger)",
    message: `Sehr geehrte Damen und Herren,

wir planen für 2026 ein Online-Portal, über das unsere Kunden Termine für Zählerwechsel und Heizungsablesung buchen können. Ihre Terminbuchungs-API mit Hosting in Deutschland klingt passend. Für eine Ausschreibung benötigen wir Angaben zu Preismodell, Verfügbarkeit (SLA), ISO-27001-Zertifizierung und Referenzen aus dem öffentlichen Sektor.

Bitte lassen Sie mir Unterlagen zukommen oder nennen Sie einen Ansprechpartner.

Mit freundlichen Grüßen
Jürgen Albrecht
IT-Beschaffung`,
    who: "municipal utility procurement asking about the API",
    kind: "enterprise-prospect",
  },

  // ───────────── sensitive business situations ─────────────
  {
    name: "Tobias Brenner",
    email: "tobias.brenner@gmx.de",
    company: "Schornsteinfegerbetrieb Brenner",
    message: `Hallo,

mein Vater Klaus Brenner, Inhaber des Schornsteinfegerbetriebs Brenner (Kehrtour-Kunde seit 2019), ist Anfang Oktober verstorben. Ich bin selbst Schornsteinfegermeister und übernehme den Betrieb bzw. bewerbe mich auf den Bezirk. Bis das geklärt ist, führe ich die Geschäfte als Erbe weiter.

Wie kann der Vertrag auf mich übertragen werden? Der Zugang lief auf seine E-Mail-Adresse, an die komme ich nicht ran. Einen Erbschein bzw. die Vollmacht vom Nachlassgericht kann ich vorlegen. Wichtig ist, dass die Termine für November weiterlaufen und die Lastschrift vom Geschäftskonto nicht platzt.

Danke für Ihre Hilfe in dieser schwierigen Zeit.
Tobias Brenner`,
    who: "son taking over after his father's death, asking to transfer the account",
    kind: "customer-succession",
  },
  {
    name: "Ulrich Kramer",
    email: "ulrich.kramer.sf@gmail.com",
    company: "Kramer Schornsteinfeger GmbH",
    message: `Guten Tag,

ich bitte um vertrauliche Behandlung: Ich verkaufe meine GmbH zum 1. April an einen Kollegen. Die Mitarbeiter wissen noch nichts davon, bitte deshalb nur an diese private Adresse antworten und nicht an info@.

Frage: Geht der Kehrtour-Vertrag bei einem Share Deal einfach mit über, oder muss der Käufer neu abschließen? Und können wir vorab ein Testkonto für ihn einrichten, ohne dass das im Team auffällt?

Mit freundlichen Grüßen
Ulrich Kramer
Geschäftsführer`,
    who: "customer MD asking confidentially about contract transfer in a sale",
    kind: "customer-succession",
  },

  // ───────────── security-flavoured support questions ─────────────
  {
    name: "Christina Wolter",
    email: "c.wolter@wolter-schornsteinfeger.example",
    company: "Wolter Schornsteinfeger",
    message: `Hallo,

unser Postfach war letzte Woche voll (ja, peinlich) und wir haben ein paar Tage keine Mails bekommen. Sind in der Zeit Buchungsbestätigungen oder Stornierungen von Kunden verloren gegangen? Kann ich im Kehrtour-Konto irgendwo nachsehen, welche Benachrichtigungen zwischen dem 3. und 7.11. nicht zugestellt wurden?

Danke, Christina Wolter`,
    who: "customer whose mailbox was full asking about lost notifications",
    kind: "customer-support",
  },
  {
    name: "Sebastian Thon",
    email: "s.thon@thon-schornsteinfeger.example",
    company: "Thon Schornsteinfeger",
    message: `Hallo, kann ich den Kehrtour-Kalender mit Microsoft 365 / Outlook synchronisieren? Beim Versuch kommt ein Microsoft-Fenster "Berechtigungen angefordert – Kehrtour möchte auf Ihren Kalender zugreifen" und ich bin unsicher, ob ich das bestätigen soll. Ist das von euch? Gruß Sebastian`,
    who: "customer unsure about a Microsoft 365 OAuth consent screen",
    kind: "customer-technical",
  },
  {
    name: "Ramona Gietl",
    email: "ramona.gietl@gietl-kamin.example",
    company: "Kaminkehrerei Gietl",
    message: `Hallo, ich bekomme den Bestätigungscode für die Zwei-Faktor-Anmeldung nicht per SMS. Neue Handynummer seit letzter Woche, alte Nummer ist abgemeldet. Wie kann ich mein Konto verifizieren bzw. die Nummer ändern, wenn ich nicht reinkomme? Kundennummer KT-13390.`,
    who: "customer locked out by two-factor SMS after a number change",
    kind: "customer-support",
  },
  {
    name: "Heiko Brandes",
    email: "it@brandes-gruppe.example",
    company: "Brandes Gruppe – IT",
    message: `Hallo,

wir sind ein größerer Handwerksbetrieb (Schornsteinfeger, Lüftung, Brandschutz) und setzen eine restriktive Firewall ein. Für die Kehrtour-Apps und die API benötigen wir die Hostnamen bzw. IP-Bereiche, die freigegeben werden müssen, und ob ausgehende Verbindungen nur über 443 laufen. Gibt es eine Statusseite?

Danke
Heiko Brandes
Systemadministration`,
    who: "company IT admin asking for firewall whitelisting info",
    kind: "customer-it-contractor",
  },
  {
    name: "Nicole Ahrens",
    email: "n.ahrens@ahrens-schornsteinfeger.example",
    company: "Ahrens Schornsteinfeger",
    message: `Hallo, Sie wollten uns nach Vertragsabschluss den mobilen Bluetooth-Drucker für die Gesellen schicken. Laut DHL-Sendungsverfolgung (Sendungsnummer 00340434170012345678) liegt das Paket seit 5 Tagen im Paketzentrum und es tut sich nichts. Können Sie bei DHL nachfragen? Wir brauchen den Drucker ab Montag.`,
    who: "customer asking about a delayed DHL parcel with a printer",
    kind: "customer-support",
  },

  // ───────────── trade fairs, referrals, competitions ─────────────
  {
    name: "Karl-Heinz Dorn",
    email: "kh.dorn@dorn-schornsteinfeger.example",
    company: "Dorn Schornsteinfeger",
    message: `Hallo Frau Martens,

wir hatten uns letzten Freitag an Ihrem Stand auf der Fachmesse in Leipzig unterhalten (ich war der mit dem Kaffeebecher und den Fragen zur Feuerstättenschau 😉). Sie wollten mir ein Angebot für 4 Benutzer schicken, das ist aber noch nicht angekommen. Vielleicht hatten Sie meine Karte verlegt?

Gruß
Karl-Heinz Dorn`,
    who: "trade fair visitor following up on a promised quote",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Jessica Pahl",
    email: "jessica.pahl@web.de",
    company: "Schornsteinfeger Pahl",
    message: `Hallo, ich habe auf Ihrem Messestand beim Gewinnspiel mitgemacht (Hauptpreis Tablet). Wurde der Gewinner schon gezogen? Ich habe meine Visitenkarte in die Box geworfen. LG Jessica Pahl`,
    who: "fair visitor asking about a prize draw",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Oliver Sander",
    email: "o.sander@sander-schornsteinfeger.example",
    company: "Sander Schornsteinfeger",
    message: `Hallo, ich habe euch vor 2 Monaten meinen Kollegen Herrn Tietze empfohlen, der ist inzwischen Kunde. Laut eurem Empfehlungsprogramm sollte ich einen 100-€-Gutschein oder eine Gutschrift bekommen. Ist da schon was passiert? Auf der letzten Rechnung sehe ich nichts. Gruß Oliver`,
    who: "customer asking about a referral voucher",
    kind: "customer-billing",
  },

  // ───────────── more prospects and customers ─────────────
  {
    name: "Marion Keil",
    email: "marion.keil@keil-schornsteinfeger.example",
    company: "Schornsteinfeger Keil",
    message: `Hallo,

wir nutzen aktuell ein anderes Programm ("KaminPro", Lizenz läuft im März aus) und überlegen zu wechseln. Der Vertreter dort hat uns 20 % Rabatt angeboten, wenn wir verlängern. Können Sie uns ein vergleichbares Angebot machen? Wichtig: Übernahme der Kehrbuchdaten und der Feuerstättenbescheide aus KaminPro, Online-Buchung, SMS-Erinnerung. 3 Benutzer.

Viele Grüße
Marion Keil`,
    who: "prospect switching from a competitor and negotiating price",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Florian Wagenknecht",
    email: "florian@wagenknecht-schornstein.example",
    company: "Wagenknecht Schornsteintechnik",
    message: `Moin, Testphase ist seit gestern abgelaufen und ich will weitermachen. Wo gebe ich die Zahlungsdaten ein? Im Konto finde ich nur "Abo abgelaufen". Möchte nicht, dass die eingegebenen Kundendaten weg sind!`,
    who: "trial user wanting to pay after expiry",
    kind: "customer-billing",
  },
  {
    name: "Sabrina Hummel",
    email: "sabrina.hummel@hummel-kaminkehrer.example",
    company: "Kaminkehrer Hummel",
    message: `Hallo,

kleiner Verbesserungsvorschlag: Wenn eine Feuerstättenschau fällig wird, wäre es toll, wenn Kehrtour die Frist aus dem Feuerstättenbescheid automatisch erkennt und den Kunden 6 Wochen vorher eine Terminvorschlags-SMS schickt. Aktuell machen wir das per Hand mit einer Excel-Liste. Ist so etwas geplant?

LG Sabrina`,
    who: "customer suggesting an automatic deadline reminder",
    kind: "customer-feature-request",
  },
  {
    name: "Gisela Marx",
    email: "gisela.marx@marx-schornsteinfeger.example",
    company: "Schornsteinfeger Marx",
    message: `Guten Tag, wir möchten von 2 auf 5 Benutzer erweitern, weil zwei Gesellen und ein Azubi dazukommen. Bitte schicken Sie uns ein Angebot und sagen Sie, ab wann das gilt. Muss ich dafür etwas unterschreiben? MfG G. Marx`,
    who: "customer asking for an upgrade quote",
    kind: "customer-billing",
  },
  {
    name: "Aleksandr Fischer",
    email: "a.fischer.schornstein@gmail.com",
    company: "Schornsteinfeger A. Fischer",
    message: `Здравствуйте! Я клиент Kehrtour (номер клиента KT-14471). Мне нужен счёт (Rechnung) за сентябрь ещё раз, для налогового консультанта — старый потерялся. Можно прислать PDF на эту почту? Спасибо! / Bitte Rechnung September nochmal als PDF. Danke, A. Fischer`,
    who: "Russian-speaking customer requesting an invoice copy",
    kind: "customer-billing",
  },
  {
    name: "Deepak Raghavan",
    email: "deepak.raghavan@heatsync-tech.example",
    company: "HeatSync Technologies Pvt. Ltd.",
    message: `Hello,

We are a software company in Pune building a service app for a German heat-pump manufacturer (the client is based in Baden-Württemberg; they specifically asked for your appointment API because of German hosting). Their installers should be able to offer maintenance slots to end customers.

Could you please let us know how to request production API credentials on behalf of our client, and whether the contract must be signed by the client directly? We already have sandbox access (client ID hs_sbx_2291) and the integration is working.

Thank you,
Deepak Raghavan
Technical Lead`,
    who: "Indian software firm integrating the API for a German client",
    kind: "software-vendor-partner",
  },
  {
    name: "Nina Köhler",
    email: "nina.koehler@kosmetik-nina.example",
    company: "Kosmetikstudio Nina",
    message: `Hallo 😊 Ich habe ein kleines Kosmetikstudio und suche eine günstige Online-Terminbuchung mit Erinnerung per SMS oder WhatsApp, weil mir ständig Kundinnen nicht erscheinen. Ist eure neue Plattform auch für sowas? Was wird das ungefähr kosten?`,
    who: "beautician asking about booking with reminders",
    kind: "non-trade-prospect",
  },
  {
    name: "Werner Lange",
    email: "werner.lange@lange-schornsteinfeger.example",
    company: "Schornsteinfeger Lange",
    message: `Hallo, muss ich Kehrtour eigentlich in meiner Datenschutzerklärung auf der Website erwähnen, weil die Kunden über euch buchen? Mein Webdesigner meint ja, der Anwalt von der Innung meint vielleicht. Habt ihr einen Textbaustein? Gruß W. Lange`,
    who: "customer asking whether to mention the vendor in his privacy policy",
    kind: "customer-support",
  },
  {
    name: "Lisa Marquardt",
    email: "lisa.marquardt@schornsteinfeger-marquardt.example",
    company: "Schornsteinfeger Marquardt",
    message: `Hallo, ich bin Gesellin und nutze die Kehrtour-App jeden Tag. Eine Bitte: könnt ihr die Navigation so einstellen, dass sie Google Maps ODER Apple Karten öffnet? Auf meinem iPhone geht immer Google Maps auf, das habe ich aber gar nicht installiert. Danke! Lisa`,
    who: "journeywoman with an app navigation request",
    kind: "chimney-sweep-employee",
  },
  {
    name: "Ewald Rieger",
    email: "ewald.rieger@landratsamt-suedkreis.example",
    company: "Landratsamt – Sachgebiet Immissionsschutz",
    message: `Sehr geehrte Damen und Herren,

mehrere bevollmächtigte Bezirksschornsteinfeger in unserem Landkreis übermitteln uns Daten aus ihren Kehrbüchern. Einige nutzen Ihre Software. Können Sie uns mitteilen, ob Kehrtour einen standardisierten Export (z. B. CSV oder XML) für Mängelmeldungen und Feuerstättenbescheide anbietet? Das würde die Übernahme in unser Fachverfahren erleichtern.

Mit freundlichen Grüßen
E. Rieger`,
    who: "district authority officer asking about data export formats",
    kind: "public-authority",
  },
  {
    name: "Katrin Vollmer",
    email: "katrin.vollmer@vollmer-schornsteinfeger.example",
    company: "Schornsteinfeger Vollmer",
    message: `Hi! Schnelle Frage: Wenn ich Kehrtour jährlich im Voraus bezahle, kann ich die Rechnung dann komplett im laufenden Jahr als Betriebsausgabe absetzen? Mein Steuerberater ist im Urlaub 🙈 Und bekomme ich dann 2 Monate geschenkt wie bei Netflix & Co.?`,
    who: "customer asking about annual prepayment and tax",
    kind: "customer-billing",
  },
  {
    name: "Paul Engel",
    email: "paul.engel@engel-schornsteinfeger.example",
    company: "Schornsteinfeger Engel",
    message: `Hallo, wir haben früher Kehrtour genutzt (bis 2023), sind dann zu einem anderen Anbieter, der aber jetzt eingestellt wird. Sind unsere alten Daten noch bei euch oder wurden die gelöscht? Und gibt es für Rückkehrer einen Sonderpreis? Gruß Paul Engel`,
    who: "former customer considering returning",
    kind: "prospect-chimney-sweep",
  },
  {
    name: "Marco Rossi",
    email: "marco.rossi@rossi-it-consulting.example",
    company: "Rossi IT Consulting",
    message: `Hallo,

ich bin freiberuflicher Entwickler und soll für einen Kunden (Heizungsbaufirma) die Terminbuchung auf dessen Website per API anbinden. Bevor ich loslege: Ist es erlaubt, die API aus einem Single-Page-Frontend direkt anzusprechen (Authorization Code mit PKCE), oder muss ein Backend dazwischen? CORS-Header für fremde Origins habe ich in der Sandbox nicht gesehen.

Doku gelesen: https://developer.kehrtour.example/docs/oauth-pkce

Danke und Gruß
Marco Rossi`,
    who: "freelance developer asking about PKCE and CORS",
    kind: "api-developer",
  },
];
