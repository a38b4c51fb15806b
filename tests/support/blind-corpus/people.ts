// Written blind for issue 46 by a helper who never saw the spam rules or the
// corpus they were tuned on: the bench's measure of them (npm run bench, spam
// section), kept apart from the rules' own tests. Everything is invented.
import type { WrittenEnquiry as Enquiry } from "../enquiry-corpus.ts";

export const people: readonly Enquiry[] = [
  // --- chimney sweeps and their offices ---
  {
    name: "Thomas Brückner",
    email: "t.brueckner@schornsteinfeger-brueckner.example",
    company: "Schornsteinfegerbetrieb Brückner",
    message:
      "Guten Tag,\nich bin bevollmächtigter Bezirksschornsteinfeger im Landkreis Göppingen und habe rund 2.400 Liegenschaften im Bezirk. Bisher plane ich die Touren mit Excel und einer alten Kehrbuch-Software, die nicht mehr weiterentwickelt wird.\nKönnen Sie mir sagen, ob Kehrtour einen Import aus dem Kehrbuch (CSV) unterstützt und was die Lizenz für einen Meister und zwei Gesellen kostet?\nMit freundlichen Grüßen\nThomas Brückner",
    who: "district chimney sweep asking about import and price",
  },
  {
    name: "Sabine Kowalczyk",
    email: "buero@kaminkehrer-hollerbach.example",
    company: "Kaminkehrermeister Hollerbach",
    message:
      "Hallo,\nich mache das Büro bei uns im Betrieb (Kaminkehrer in Niederbayern). Mein Chef hat Kehrtour auf der Messe in Nürnberg gesehen und möchte eine Vorführung. Wäre nächste Woche Dienstag oder Donnerstag Vormittag möglich? Am liebsten per Videocall, Teams geht bei uns.\nViele Grüße\nSabine Kowalczyk",
    who: "chimney sweep office staff requesting a demo",
  },
  {
    name: "Jürgen Haas",
    email: "juergen.haas@t-online.de",
    company: "",
    message:
      "Bin Schornsteinfeger, 58 Jahre, nicht so fit am Computer. Ist ihr Programm einfach zu bedienen? Meine Tochter hat mir den Link geschickt. Bitte rufen sie mich an 07151 448812 ab 17 Uhr.",
    who: "older chimney sweep asking for a call back",
  },
  {
    name: "Katharina Lindemann",
    email: "k.lindemann@lindemann-schornstein.example",
    company: "Lindemann Schornsteintechnik GmbH",
    message:
      "Sehr geehrte Damen und Herren,\n\nwir sind ein Schornsteinfegerbetrieb mit 6 Mitarbeitenden und nutzen seit drei Wochen die Testversion von Kehrtour. Grundsätzlich sind wir begeistert, die Routenplanung spart uns pro Woche sicher einen halben Tag.\n\nZwei Fragen vor dem Kauf:\n1. Können die Gesellen die Termine offline auf dem Tablet sehen? Bei uns im Schwarzwald gibt es viele Funklöcher.\n2. Lassen sich die Feuerstättenbescheide als PDF an den Termin hängen?\n\nWenn beides geht, bestellen wir noch diesen Monat.\n\nFreundliche Grüße\nKatharina Lindemann\nGeschäftsführung",
    who: "chimney sweep company on trial with pre-purchase questions",
  },
  {
    name: "Mehmet Yıldırım",
    email: "m.yildirim@gmx.de",
    company: "Schornsteinfeger Yıldırım",
    message:
      "Merhaba / Hallo, ich habe meinen Meister letztes Jahr gemacht und übernehme jetzt einen Kehrbezirk in Duisburg. Brauche eine Software von Anfang an. Gibt es für Existenzgründer einen Rabatt? Danke, Mehmet",
    who: "newly self-employed chimney sweep asking for a founder discount",
  },
  {
    name: "Andreas Pfeiffer",
    email: "pfeiffer@bsf-pfeiffer.example",
    company: "",
    message:
      "Kehrtour Angebot bitte für 1 Meister 1 Geselle 1 Bürokraft. Danke",
    who: "chimney sweep wanting a quick quote",
  },
  {
    name: "Monika Steinhauer",
    email: "monika.steinhauer@web.de",
    company: "Schornsteinfegerei Steinhauer",
    message:
      "Hallo liebes Zunftwerk-Team,\nich bin die Frau vom Schornsteinfeger und mache bei uns die Terminbriefe. Bisher drucken wir jede Ankündigung aus und werfen sie in den Briefkasten. Kann Kehrtour die Ankündigungen auch per E-Mail oder SMS an die Kunden schicken? Das wäre für uns eine riesige Erleichterung.\nLiebe Grüße aus dem Sauerland\nMonika",
    who: "chimney sweep's wife asking about appointment notifications",
  },
  {
    name: "Florian Gruber",
    email: "florian@kaminkehrer-gruber.example",
    company: "Kaminkehrerei Gruber",
    message:
      "servus, kann man mit kehrtour auch die messungen nach 1. BImSchV dokumentieren oder nur termine planen? grüße florian",
    who: "chimney sweep asking about emission measurement documentation",
  },
  {
    name: "Dirk Hoffmann",
    email: "dirk.hoffmann@schornsteinfeger-innung-nord.example",
    company: "",
    message:
      "Moin,\nich habe Kehrtour seit Januar im Einsatz. Die Touren werden seit dem letzten Update nicht mehr nach Postleitzahl sortiert, sondern irgendwie durcheinander. Ist das gewollt? Screenshot: https://imgur.example/a/kT7xQ2\nGruß Dirk",
    who: "existing chimney sweep customer reporting sorting issue",
  },
  {
    name: "Petra Neumaier",
    email: "p.neumaier@neumaier-kaminfeger.example",
    company: "Neumaier Kaminfeger GbR",
    message:
      "Guten Morgen,\nwir möchten unseren Vertrag für Kehrtour zum Jahresende kündigen, da mein Mann in Rente geht und der Bezirk an einen Nachfolger übergeht. Kundennummer KT-10482.\nBitte bestätigen Sie die Kündigung schriftlich.\nDer Nachfolger, Herr Lukas Brandt, interessiert sich übrigens ebenfalls für Ihr Programm. Ich gebe ihm gern Ihre Kontaktdaten.\nMit freundlichen Grüßen\nPetra Neumaier",
    who: "chimney sweep cancelling due to retirement",
  },
  {
    name: "Lukas Brandt",
    email: "lukas.brandt@gmail.com",
    company: "",
    message:
      "Hallo, Frau Neumaier hat mir Kehrtour empfohlen. Ich übernehme ab 1.1. den Bezirk Rosenheim-Land 4. Kann man die Daten von ihr einfach übernehmen (Kunden, Feuerstätten, Historie)? Oder muss ich neu anfangen? Gruß Lukas Brandt",
    who: "successor chimney sweep asking about data transfer",
  },
  {
    name: "Ingrid Wachter",
    email: "wachter.ingrid@t-online.de",
    company: "Schornsteinfegermeister Ernst Wachter",
    message:
      "Sehr geehrte Damen und Herren,\nich habe die Rechnung Nr. 2024-0871 erhalten, darauf stehen aber 3 Lizenzen, wir haben nur 2. Bitte um Korrektur.\nMfG I. Wachter",
    who: "chimney sweep office disputing an invoice",
  },
  {
    name: "Stefan Roth",
    email: "roth@schornsteinfeger-roth-erfurt.example",
    company: "Schornsteinfeger Roth",
    message:
      "Hallo,\nwie sieht es mit dem Datenschutz aus? Wo liegen die Daten, in Deutschland? Unsere Kunden fragen manchmal nach, und ich muss ja auch einen AV-Vertrag haben. Können Sie mir den zuschicken?\nDanke und Gruß\nStefan Roth",
    who: "chimney sweep asking for data processing agreement",
  },
  {
    name: "Ewa Nowak",
    email: "ewa.nowak@kominiarz-nowak.example",
    company: "Schornsteinfegerbetrieb Nowak",
    message:
      "Dzień dobry, guten Tag,\nich bin Schornsteinfegermeisterin in Görlitz und habe auch Kunden auf der polnischen Seite (Zgorzelec) für private Aufträge. Kann man in Kehrtour die Sprache für die Kundenbriefe auf Polnisch umstellen?\nPozdrawiam\nEwa Nowak",
    who: "Polish chimney sweep asking about Polish language letters",
  },
  {
    name: "Marco Ziegler",
    email: "marco.ziegler@ziegler-kamin.example",
    company: "Ziegler Kamin & Ofen",
    message:
      "Wir sind Schornsteinfeger und Ofenbauer in einem. Kann Kehrtour auch Aufträge für den Ofenbau verwalten oder ist das nur für die hoheitlichen Tätigkeiten gedacht?",
    who: "chimney sweep and stove builder asking about scope",
  },
  {
    name: "Heike Sommer",
    email: "heike.sommer@gmx.net",
    company: "Schornsteinfeger Sommer & Sohn",
    message:
      "Hallo, unsere Rechnungsadresse hat sich geändert. Neu: Am Mühlbach 12, 91541 Rothenburg. Bitte für die nächste Rechnung berücksichtigen. Danke! Heike Sommer",
    who: "chimney sweep office updating billing address",
  },
  {
    name: "Tobias Kern",
    email: "tobias.kern@kern-schornsteinfeger.example",
    company: "Schornsteinfegerbetrieb Kern",
    message:
      "Hi,\nich bin 29 und habe gerade den Betrieb meines Vaters übernommen. Der hat alles auf Papier gemacht 😅 Ich will das komplett digitalisieren. Gibt es bei Ihnen eine Schnittstelle zu DATEV oder sevDesk für die Rechnungen? Und eine App für Android?\nLG Tobias",
    who: "young chimney sweep asking about accounting integrations",
  },
  {
    name: "Gerhard Maier",
    email: "g.maier@schornsteinfeger-maier.example",
    company: "",
    message:
      "Sehr geehrte Damen und Herren,\n\nmit großem Ärger stelle ich fest, dass Kehrtour seit gestern Abend nicht mehr startet. Es erscheint nur eine weiße Seite. Ich habe heute 18 Termine und kann die Adressen nicht sehen!!! Ich erwarte umgehend einen Rückruf unter 0171 2290345.\n\nG. Maier",
    who: "angry chimney sweep with outage",
  },
  {
    name: "Gerhard Maier",
    email: "g.maier@schornsteinfeger-maier.example",
    company: "",
    message:
      "Nachtrag: Nach dem Löschen des Browser-Caches geht es wieder. Trotzdem wäre ein Hinweis schön gewesen. Danke an Ihren Kollegen Herrn Vogt für die schnelle Hilfe am Telefon.",
    who: "chimney sweep follow-up after outage resolved",
  },
  {
    name: "Anja Fröhlich",
    email: "info@schornsteinfeger-froehlich.example",
    company: "Schornsteinfeger Fröhlich GmbH",
    message:
      "Guten Tag,\nwir haben 4 Kehrbezirke und insgesamt 11 Mitarbeiter. Gibt es eine Mehrbezirks-Lizenz? Außerdem bräuchten wir Rechte, damit Gesellen nur ihren eigenen Bezirk sehen.\nBitte um ein Angebot.\nAnja Fröhlich, Verwaltung",
    who: "multi-district chimney sweep company asking for an offer",
  },
  {
    name: "Rainer Vogelsang",
    email: "rainer.vogelsang@outlook.de",
    company: "",
    message:
      "hallo wollte fragen ob es kehrtour auch für mac gibt, ich habe ein macbook air. gruß rainer",
    who: "chimney sweep asking about Mac compatibility",
  },
  {
    name: "Svetlana Petrova",
    email: "s.petrova@schornstein-petrova.example",
    company: "Schornsteinfegerbetrieb Petrova",
    message:
      "Guten Tag, ich bin Schornsteinfegermeisterin in Cottbus, komme ursprünglich aus Bulgarien. Mein Deutsch ist nicht perfekt, entschuldigen Sie. Ich möchte wissen, ob man in Programm die Termine automatisch planen kann, wenn ein Kunde absagt. Das passiert sehr oft bei uns. Danke schön.\nСветлана Петрова",
    who: "Bulgarian-born chimney sweep asking about rescheduling",
  },
  {
    name: "Uwe Schmitz",
    email: "uwe.schmitz@schmitz-kaminkehrer.example",
    company: "Kaminkehrer Schmitz",
    message:
      "Hallo,\nein Kollege von mir nutzt eure Software und ist sehr zufrieden. Er sagt, es gibt ein Empfehlungsprogramm? Wenn ich über ihn komme, bekommt er einen Monat gratis. Sein Name ist Bernd Lauterbach, Kunde bei euch.\nIch hätte gerne einen Testzugang.\nUwe",
    who: "chimney sweep referred by a customer asking for a trial",
  },
  {
    name: "Claudia Reuter",
    email: "c.reuter@bsf-reuter.example",
    company: "Bezirksschornsteinfegermeisterin Claudia Reuter",
    message:
      "Sehr geehrtes Zunftwerk-Team,\n\nich nutze Kehrtour seit zwei Jahren und bin sehr zufrieden. Heute möchte ich Ihnen eine Idee mitgeben: Es wäre toll, wenn man die Tour auch an Google Maps oder Apple Karten übergeben könnte, um direkt zu navigieren. Momentan tippe ich jede Adresse einzeln ab.\n\nViele Grüße und weiter so!\nClaudia Reuter",
    who: "happy chimney sweep customer with a feature request",
  },
  {
    name: "Bernd Lauterbach",
    email: "bernd.lauterbach@web.de",
    company: "Schornsteinfeger Lauterbach",
    message:
      "Hallo, ich habe meinem Kollegen Uwe Schmitz euch empfohlen. Bitte den Gratismonat auf mein Konto buchen, Kundennummer KT-08817. Danke!",
    who: "chimney sweep claiming referral bonus",
  },
  {
    name: "Karin Albrecht",
    email: "karin.albrecht@albrecht-schornstein.example",
    company: "Albrecht Schornsteinfeger",
    message:
      "Hallo,\nunser Geselle ist gekündigt und hat noch Zugang zu Kehrtour auf seinem Handy. Wie kann ich seinen Zugang sofort sperren? Finde die Einstellung nicht.\nDringend bitte.\nK. Albrecht",
    who: "chimney sweep office needing to revoke an ex-employee's access",
  },
  {
    name: "Hans-Peter Wolff",
    email: "hp.wolff@t-online.de",
    company: "",
    message:
      "Guten Tag,\nich bin 64 und überlege noch, ob sich für die letzten Jahre eine neue Software lohnt. Kann man Kehrtour auch monatlich kündigen? Oder ist man zwei Jahre gebunden?\nMfG\nHans-Peter Wolff\nSchornsteinfegermeister",
    who: "chimney sweep near retirement asking about contract terms",
  },
  {
    name: "Julia Baumann",
    email: "j.baumann@kamin-baumann.example",
    company: "Kaminkehrerei Baumann",
    message:
      "Hallo, wir haben die Rechnung doppelt abgebucht bekommen (SEPA am 03. und am 05.). Können Sie den Betrag von 89,00 € bitte zurücküberweisen? IBAN haben Sie ja. Danke, Julia Baumann",
    who: "chimney sweep office reporting a double debit",
  },
  {
    name: "Sebastian Krüger",
    email: "krueger@schornsteinfeger-krueger.example",
    company: "Schornsteinfeger Krüger",
    message:
      "Hallo,\nbei der Tourenplanung werden Straßen mit Hausnummernzusatz (z.B. 12a, 12b) als ein Haus behandelt und nur einmal angefahren. Das ist falsch, es sind bei uns zwei verschiedene Kunden mit eigenen Feuerstätten.\nScreenshot: https://drive.example.com/file/d/1aB9xkT/view\nVersion 3.8.2, Chrome unter Windows 11.\nGruß\nSebastian Krüger",
    who: "chimney sweep bug report with screenshot link",
  },
  {
    name: "Agnieszka Wiśniewska",
    email: "biuro@schornsteinfeger-vogt.example",
    company: "Schornsteinfeger Vogt",
    message:
      "Guten Tag,\nich arbeite seit kurzem im Büro bei Schornsteinfeger Vogt. Gibt es bei Ihnen eine Schulung oder Videos, wie man Kehrtour bedient? Meine Vorgängerin ist nicht mehr da und ich muss mich alleine einarbeiten.\nViele Grüße\nAgnieszka Wiśniewska",
    who: "new office employee asking for training",
  },
  {
    name: "Ralf Büttner",
    email: "ralf@buettner-bsf.example",
    company: "",
    message:
      "kehrtour läuft super. nur eine frage: wie exportiere ich alle kunden als excel? brauche das für die kehrbuchübergabe ans landratsamt.",
    who: "chimney sweep asking about export",
  },
  {
    name: "Nadine Schulte",
    email: "n.schulte@schornsteinfeger-schulte.example",
    company: "Schornsteinfegermeisterbetrieb Schulte",
    message:
      "Hallo,\nwir würden Kehrtour gern unseren Kunden als Online-Terminbuchung anbieten, also dass die Kunden selbst einen Wunschtermin auswählen. Geht das mit Ihrer Software oder mit der Buchungs-API? Wir haben eine Website bei Jimdo.\nLG Nadine",
    who: "chimney sweep asking about online booking for customers",
  },
  {
    name: "Wolfgang Eder",
    email: "eder.wolfgang@aon.at",
    company: "Rauchfangkehrermeister Eder",
    message:
      "Grüß Gott aus Österreich,\nich bin Rauchfangkehrer in der Steiermark. Die Kehrordnung ist bei uns anders als in Deutschland. Ist Kehrtour trotzdem für Österreich geeignet, oder ist alles auf deutsche Vorschriften zugeschnitten?\nBeste Grüße\nWolfgang Eder",
    who: "Austrian chimney sweep asking about suitability",
  },
  {
    name: "Beat Zürcher",
    email: "beat.zuercher@kaminfeger-zuercher.example",
    company: "Kaminfeger Zürcher AG",
    message:
      "Grüezi\nWir sind ein Kaminfegergeschäft im Kanton Bern mit 9 Mitarbeitenden. Ist Kehrtour in der Schweiz verfügbar und können Rechnungen in CHF mit QR-Einzahlungsschein erstellt werden?\nFreundliche Grüsse\nBeat Zürcher",
    who: "Swiss chimney sweep asking about CHF invoices",
  },
  {
    name: "Melanie Graf",
    email: "melanie.graf@gmail.com",
    company: "",
    message:
      "Hallo ich bin Auszubildende beim Schornsteinfeger im 2. Lehrjahr und mein Chef will dass ich mich um die neue Software kümmere. Könnt ihr mir schicken was das alles kann? Also so eine Übersicht oder Prospekt? Danke",
    who: "chimney sweep apprentice asking for brochure",
  },
  {
    name: "Oliver Brenner",
    email: "o.brenner@brenner-schornsteinfeger.example",
    company: "Brenner Schornsteinfeger",
    message:
      "Guten Tag,\nich habe eine Frage zur Verschlüsselung: Werden die Kundendaten verschlüsselt übertragen und gespeichert? Der Landesinnungsverband hat uns ein Merkblatt zur IT-Sicherheit geschickt und ich muss das nachweisen.\nDanke\nOliver Brenner",
    who: "chimney sweep asking about encryption",
  },
  {
    name: "Renate Lange",
    email: "renate.lange@lange-kaminkehrer.example",
    company: "Kaminkehrer Lange",
    message:
      "Hallo,\nseit dem Update wird in den Terminbriefen das Datum falsch angezeigt (amerikanisches Format 03/14/2025 statt 14.03.2025). Die Kunden rufen schon an und sind verwirrt.\nBitte schnell beheben!\nRenate Lange",
    who: "chimney sweep office reporting date format bug",
  },

  // --- other trades ---
  {
    name: "Markus Schreiner",
    email: "m.schreiner@elektro-schreiner.example",
    company: "Elektro Schreiner GmbH",
    message:
      "Hallo,\nich habe gelesen, dass Sie eine Terminplattform für alle Gewerke planen. Wir sind ein Elektrobetrieb mit 14 Monteuren und suchen genau so etwas. Wann geht das los? Ich trage mich gern für Updates ein.\nGruß Markus Schreiner",
    who: "electrician signing up for platform updates",
  },
  {
    name: "Sandra Keller",
    email: "buero@keller-haustechnik.example",
    company: "Keller Haustechnik",
    message:
      "Guten Tag,\nwir sind ein SHK-Betrieb (Sanitär, Heizung, Klima) und machen sehr viele Wartungstermine für Heizungen, ähnlich wie Schornsteinfeger. Kann man Kehrtour auch für Heizungswartungen verwenden? Die Routenplanung wäre für uns super.\nViele Grüße\nSandra Keller, Büro",
    who: "heating company office asking if Kehrtour fits maintenance",
  },
  {
    name: "Dennis Vogel",
    email: "dennis.vogel@dachdeckerei-vogel.example",
    company: "Dachdeckerei Vogel",
    message:
      "Moin, Dachdecker hier. Gibt's schon einen Termin für die neue Plattform? Bitte auf die Liste setzen. Danke!",
    who: "roofer signing up for the upcoming platform",
  },
  {
    name: "Elif Demir",
    email: "elif@salon-elif.example",
    company: "Salon Elif",
    message:
      "Hallo, ich habe einen Friseursalon mit 3 Stühlen in Köln-Ehrenfeld. Ist eure neue Terminplattform auch für Friseure gedacht oder nur Handwerker auf Baustellen? Ich suche was, wo Kunden online buchen können, ohne dass ich hohe Gebühren zahle. Liebe Grüße Elif",
    who: "hairdresser asking whether platform suits salons",
  },
  {
    name: "Klaus Obermeier",
    email: "obermeier@schreinerei-obermeier.example",
    company: "Schreinerei Obermeier",
    message:
      "Grüß Gott,\nwir sind eine Schreinerei mit 8 Leuten. Wir brauchen eigentlich keine Tourenplanung, aber eine Möglichkeit, dass Kunden Termine für Aufmaß und Beratung in der Ausstellung online buchen. Können Sie uns dazu kostenlos beraten? Auf Ihrer Seite steht ja 'kostenlose Beratung'.\nMit freundlichen Grüßen\nKlaus Obermeier",
    who: "joinery asking for free consultation on booking",
  },
  {
    name: "Nicole Hartmann",
    email: "nicole.hartmann@malerbetrieb-hartmann.example",
    company: "Malerbetrieb Hartmann",
    message:
      "Hallo Zunftwerk,\nich bin Malermeisterin und suche eine Software für Terminplanung mit meinen 5 Gesellen. Haben Sie etwas für Maler oder kommt das erst mit der neuen Plattform? Was wird das ungefähr kosten? Ich will nicht wieder in eine teure Handwerkersoftware investieren, die wir dann nur zu 10% nutzen.\nGruß Nicole",
    who: "painter asking about product and price",
  },
  {
    name: "Ahmet Kaya",
    email: "ahmet.kaya@kfz-kaya.example",
    company: "KFZ-Meisterbetrieb Kaya",
    message:
      "Hallo, wir sind eine freie Autowerkstatt in Bochum. Kunden rufen ständig an wegen Reifenwechsel Termin. Ich will das online machen. Kann ich mit eurer Plattform dann Termine für Reifenwechsel, Inspektion, TÜV vergeben? Bitte um Rückmeldung, gerne auch WhatsApp 0176 55102938. Danke Ahmet",
    who: "car workshop wanting online booking via WhatsApp contact",
  },
  {
    name: "Birgit Sauer",
    email: "b.sauer@baeckerei-sauer.example",
    company: "Bäckerei Sauer",
    message:
      "Guten Tag,\nwir sind eine Bäckerei mit 4 Filialen. Wir suchen eine Lösung, damit Kunden Torten und Buffets online vorbestellen und einen Abholtermin wählen können. Ist das mit Ihrer Buchungslösung machbar oder sind wir da falsch?\nFreundliche Grüße\nBirgit Sauer",
    who: "bakery asking about pre-order pickup slots",
  },
  {
    name: "Frank Ludwig",
    email: "frank.ludwig@gmx.de",
    company: "Ludwig Sanitär",
    message:
      "hallo brauch ein programm für meine monteure wo die sehen wo sie hin müssen und was zu tun ist. bin sanitär mit 3 mann. was kostet das? frank",
    who: "plumber asking for price",
  },
  {
    name: "Stephanie Wagner",
    email: "s.wagner@wagner-elektrotechnik.example",
    company: "Wagner Elektrotechnik",
    message:
      "Hallo,\nich bin für das Büro bei einem Elektriker zuständig. Wir nutzen aktuell eine Handwerkersoftware für Angebote und Rechnungen und wollen die nicht wechseln. Hat Ihre kommende Plattform eine Schnittstelle dazu? Oder ist sie nur für die Terminbuchung?\nLG Stephanie Wagner",
    who: "electrician office asking about integration with existing software",
  },
  {
    name: "Jan Petersen",
    email: "jan@petersen-zimmerei.example",
    company: "Zimmerei Petersen",
    message:
      "Moin moin,\nwir sind Zimmerer aus Husum. Ich hab auf LinkedIn gelesen, dass ihr eine neue Plattform baut. Sucht ihr noch Pilotbetriebe? Wir wären dabei, gerne auch mit Feedback.\nJan",
    who: "carpenter volunteering as pilot customer",
  },
  {
    name: "Marion Becker",
    email: "marion.becker@fliesen-becker.example",
    company: "Fliesen Becker",
    message:
      "Guten Tag, bitte nehmen Sie mich in den Newsletter zur neuen Plattform auf. Fliesenleger, 2 Mitarbeiter. Danke! Marion Becker",
    who: "tiler signing up for newsletter",
  },
  {
    name: "Viktor Schmidt",
    email: "viktor.schmidt@heizung-schmidt.example",
    company: "Heizungsbau Schmidt",
    message:
      "Guten Tag,\n\nwir sind Heizungsbauer und arbeiten mit mehreren Schornsteinfegern in unserer Region zusammen. Die nutzen teilweise Kehrtour. Wäre es möglich, dass die Schornsteinfeger uns Termine für Mängelbeseitigung direkt über die Software übermitteln? Dann müssten wir nicht alles per Fax/Telefon abstimmen.\n\nViele Grüße\nViktor Schmidt",
    who: "heating installer suggesting collaboration with sweeps",
  },
  {
    name: "Lena Huber",
    email: "lena@friseur-lenahuber.example",
    company: "Friseur Lena Huber",
    message:
      "hi! friseurmeisterin hier 💇‍♀️ gibts bei euch sowas wie ne buchungsseite die ich in instagram verlinken kann? wär mega",
    who: "hairdresser asking about Instagram booking link",
  },
  {
    name: "Günther Ebert",
    email: "guenther.ebert@t-online.de",
    company: "Ebert Rolladen & Markisen",
    message:
      "Sehr geehrte Damen und Herren,\nich bin Rollladen- und Sonnenschutztechniker. Wir haben im Frühjahr extrem viele Reparaturtermine. Eine Online-Terminvergabe wäre gut, aber meine Kunden sind meist älter und buchen lieber telefonisch. Gibt es eine Möglichkeit, dass meine Bürokraft Termine am Telefon direkt ins System eintragen kann?\nMfG\nG. Ebert",
    who: "shutter technician asking about phone booking",
  },
  {
    name: "Kerstin Brandl",
    email: "kerstin.brandl@brandl-gartenbau.example",
    company: "Brandl Garten- und Landschaftsbau",
    message:
      "Hallo,\nwir sind GaLaBau, also kein klassisches Handwerk, aber wir fahren auch Touren (Rasenmähen, Heckenschnitt, Winterdienst). Wäre Kehrtour für uns auch nutzbar? Die Routenoptimierung klingt spannend.\nViele Grüße\nKerstin Brandl",
    who: "landscaper asking about using route planning",
  },
  {
    name: "Patrick Engel",
    email: "patrick.engel@engel-kfz.example",
    company: "Engel KFZ-Technik",
    message:
      "Ich hätte Interesse an der Terminplattform für unsere Werkstatt. Bitte Infos an diese Adresse. Danke",
    who: "car workshop short interest note",
  },
  {
    name: "Tanja Weiß",
    email: "tanja.weiss@gebaeudereinigung-weiss.example",
    company: "Weiß Gebäudereinigung",
    message:
      "Guten Tag,\nwir sind Gebäudereiniger (auch Handwerk laut HwO). 35 Mitarbeiter, 120 Objekte. Wir suchen eine Einsatzplanung mit Tourenplanung. Ist Kehrtour dafür anpassbar oder ist das zu speziell auf Schornsteinfeger? Ansonsten würden wir auf die neue Plattform warten.\nMit freundlichen Grüßen\nTanja Weiß",
    who: "building cleaning company asking about route planning",
  },
  {
    name: "Ioannis Papadopoulos",
    email: "ioannis.papadopoulos@gmail.com",
    company: "Papadopoulos Fliesen & Naturstein",
    message:
      "Guten Tag,\nich heiße Ioannis, bin Fliesenleger aus Stuttgart. Ich möchte fragen ob Ihre Plattform auch Kunden bringt, also wie MyHammer? Oder nur für die Termine von eigene Kunden?\nΕυχαριστώ, danke\nΙωάννης Παπαδόπουλος",
    who: "Greek tiler asking whether platform brings customers",
  },
  {
    name: "Rüdiger Kohl",
    email: "r.kohl@kohl-metallbau.example",
    company: "Kohl Metallbau GmbH & Co. KG",
    message:
      "Sehr geehrte Damen und Herren,\nwir sind ein Metallbauer mit 22 Mitarbeitenden und sind im Rahmen des Förderprogramms 'Digital Jetzt' (bzw. Nachfolgeprogramm) auf der Suche nach Softwarelösungen. Sind Ihre Produkte förderfähig und könnten Sie ggf. ein Angebot erstellen, das wir beim Förderantrag einreichen können?\nMit freundlichen Grüßen\nRüdiger Kohl\nProkurist",
    who: "metalworker asking about subsidy-eligible offer",
  },
  {
    name: "Daniela Fuchs",
    email: "d.fuchs@optik-fuchs.example",
    company: "Augenoptik Fuchs",
    message:
      "Hallo,\nwir sind Augenoptiker (Handwerk!) und möchten Termine für Sehtests online vergeben. Wäre toll, wenn eure neue Plattform das kann. Gerne informieren, sobald sie startet.\nDaniela Fuchs",
    who: "optician interested in upcoming platform",
  },
  {
    name: "Sven Hagedorn",
    email: "sven.hagedorn@hagedorn-elektro.example",
    company: "",
    message:
      "Hallo, ich bin Elektromeister und mache gerade den Schritt in die Selbstständigkeit. Ihr Kollege auf der Handwerksmesse hat gesagt, ich soll mich hier melden wegen Early-Bird-Konditionen für die Plattform. Gruß Sven Hagedorn",
    who: "electrician following up from trade fair",
  },
  {
    name: "Angelika Roth",
    email: "a.roth@konditorei-roth.example",
    company: "Konditorei Café Roth",
    message:
      "Guten Tag!\nUnser Sohn meint, wir brauchen eine Online-Reservierung für das Café und die Tortenbestellungen. Ich verstehe davon nicht so viel. Können Sie mich mal anrufen und erklären, ob das mit Ihrer Plattform geht? Tel. 09321 77 412, am besten nachmittags ab 15 Uhr.\nHerzliche Grüße\nAngelika Roth",
    who: "pastry shop owner asking for a phone call",
  },
  {
    name: "Thorsten Reich",
    email: "info@reich-sanitaer.example",
    company: "Reich Sanitär Heizung Solar",
    message:
      "Hallo Team,\nkurze Frage: Wird die neue Plattform auch Notdiensttermine (24h) unterstützen? Wir bieten Rohrreinigung und Heizungsnotdienst an, da ist eine klassische Terminbuchung zu langsam.\nBeste Grüße\nThorsten Reich",
    who: "plumbing firm asking about emergency bookings",
  },
  {
    name: "Christina Maurer",
    email: "christina.maurer@maurer-bau.example",
    company: "Maurer Bau GmbH",
    message:
      "Guten Tag,\nwir sind ein Bauunternehmen mit Maurern und Betonbauern. Für uns ist die Baustellen- und Personaleinsatzplanung wichtig. Bieten Sie sowas an oder planen Sie das? Ich bitte um einen Rückruf.\nChristina Maurer\nTel. 0821 5599 310",
    who: "construction company asking about staff planning",
  },
  {
    name: "Ömer Çelik",
    email: "oemer.celik@hotmail.de",
    company: "Çelik Trockenbau",
    message:
      "hallo ich habe trockenbaufirma mit 5 leute. meine frau macht büro aber sie hat keine zeit mehr für termine. gibt es programm was kunden selbst termin machen für besichtigung. bitte anrufen oder whatsapp 0157 38291045 danke",
    who: "drywall contractor with imperfect German asking for call",
  },
  {
    name: "Maximilian Hofer",
    email: "max.hofer@hofer-orgelbau.example",
    company: "Orgelbau Hofer",
    message:
      "Sehr geehrte Damen und Herren,\nwir sind ein kleiner Orgelbaubetrieb und warten rund 180 Kirchenorgeln in ganz Süddeutschland, jede ein- bis zweimal im Jahr. Das ist tatsächlich recht ähnlich zur Arbeit eines Schornsteinfegers: wiederkehrende Termine, lange Fahrten, Abstimmung mit Pfarrbüros.\nWäre Kehrtour auch für so ein exotisches Gewerk denkbar?\nMit freundlichen Grüßen\nMaximilian Hofer",
    who: "organ builder asking whether Kehrtour fits",
  },
  {
    name: "Sarah Kühn",
    email: "sarah.kuehn@kuehn-goldschmiede.example",
    company: "Goldschmiede Kühn",
    message:
      "Hallo,\nich bin Goldschmiedin und biete Trauringkurse an. Kann ich über eure Plattform die Kurstermine buchbar machen, inkl. Anzahlung? Oder sind Zahlungen nicht vorgesehen?\nLG Sarah",
    who: "goldsmith asking about course booking with deposits",
  },
  {
    name: "Werner Albers",
    email: "werner.albers@albers-brunnenbau.example",
    company: "Albers Brunnenbau",
    message:
      "Guten Tag, ich habe mich vor zwei Monaten für die Updates zur neuen Plattform eingetragen, aber nie etwas bekommen. Ist das Projekt noch aktuell? Gruß W. Albers",
    who: "tradesman asking about status of waitlist",
  },
  {
    name: "Franziska Lorenz",
    email: "f.lorenz@lorenz-raumausstattung.example",
    company: "Raumausstattung Lorenz",
    message:
      "Hallo zusammen,\nwir sind Raumausstatter (Polsterei, Gardinen, Bodenbeläge). Ich wollte mich für die Beta der Terminplattform anmelden, das Formular auf der Seite hat aber einen Fehler angezeigt ('Ein Fehler ist aufgetreten'). Deshalb schreibe ich hier.\nViele Grüße\nFranziska Lorenz",
    who: "upholsterer reporting a broken signup form",
  },
  {
    name: "Holger Strauß",
    email: "holger.strauss@strauss-kaelte.example",
    company: "Strauß Kälte- und Klimatechnik",
    message:
      "Moin, wir sind Kälteanlagenbauer. Wartungsverträge mit jährlichen Prüfterminen (F-Gase-Verordnung). Könnte Kehrtour bzw. die neue Plattform Erinnerungen an Kunden für fällige Prüfungen verschicken? Gruß Holger",
    who: "refrigeration technician asking about maintenance reminders",
  },
  {
    name: "Yvonne Krämer",
    email: "yvonne.kraemer@web.de",
    company: "",
    message:
      "Hallo, ich mache das Büro für meinen Mann (Dachdeckermeister). Wir bekommen über die Website viele Anfragen, aber kaum Zeit zum Besichtigen. Könnte man Besichtigungstermine nur an bestimmten Tagen freigeben? Z.B. nur Mittwoch Nachmittag? Grüße Yvonne",
    who: "roofer's wife asking about restricted booking slots",
  },
  {
    name: "Benedikt Schuster",
    email: "b.schuster@schuster-schuhmacher.example",
    company: "Schuhmacherei Schuster",
    message:
      "Servus, bin Orthopädieschuhmacher. Wir haben viele Anprobetermine. Eure Plattform klingt interessant. Was wird das monatlich kosten ungefähr? Nur eine Hausnummer reicht mir. Danke",
    who: "orthopedic shoemaker asking for rough price",
  },
  {
    name: "Doris Hermann",
    email: "doris.hermann@hermann-glaserei.example",
    company: "Glaserei Hermann",
    message:
      "Guten Tag,\nwir sind eine Glaserei in Kassel. Unser IT-Dienstleister (Firma Netzwerkstatt Nord) würde gern wissen, ob Ihre Plattform eine Schnittstelle zu Outlook-Kalendern hat. Er würde sich sonst direkt bei Ihnen melden. Ist das in Ordnung?\nFreundliche Grüße\nDoris Hermann",
    who: "glazier asking about Outlook calendar sync",
  },
  {
    name: "Kevin Schäfer",
    email: "kevin.schaefer@gmail.com",
    company: "Schäfer Elektro",
    message:
      "hey leute, bin elektriker und total genervt von den ganzen telefonaten wegen terminen. wann kommt euer ding? Kann ich schon testen? 😊",
    who: "electrician eager to test platform",
  },
  {
    name: "Ursula Winkler",
    email: "u.winkler@winkler-bestattungen.example",
    company: "Winkler Bestattungen",
    message:
      "Sehr geehrte Damen und Herren,\nwir sind ein Familienbetrieb (Bestatter und Schreinerei). Ist Ihre kommende Plattform für Beratungstermine geeignet? Wir legen großen Wert auf Diskretion und Datenschutz.\nMit freundlichen Grüßen\nUrsula Winkler",
    who: "undertaker and joinery asking about discreet booking",
  },
  {
    name: "Nguyễn Văn Minh",
    email: "minh.nguyen@nails-minh.example",
    company: "Minh Nails & Beauty",
    message:
      "Hallo, ich habe Nagelstudio in Leipzig. Mein Neffe sagt Ihre Plattform kommt bald. Kann ich auch benutzen? Ich brauche Termin online buchen für 4 Mitarbeiterin. Danke sehr.\nNguyễn Văn Minh",
    who: "Vietnamese nail salon owner asking about platform",
  },
  {
    name: "Silke Brandt",
    email: "silke.brandt@brandt-hoergeraete.example",
    company: "Hörakustik Brandt",
    message:
      "Guten Tag,\nwir sind Hörakustiker mit zwei Filialen. Wir hatten bisher einen Buchungsanbieter, der 2,50 € pro Buchung verlangt hat. Das ist uns zu teuer. Wie ist Ihr Preismodell geplant: pauschal oder pro Termin?\nSilke Brandt",
    who: "hearing aid acoustician asking about pricing model",
  },
  {
    name: "Roland Pohl",
    email: "pohl@pohl-steinmetz.example",
    company: "Steinmetz Pohl",
    message:
      "Guten Tag, Steinmetz aus dem Erzgebirge. Wir brauchen eigentlich nur eine einfache Möglichkeit für Kunden, einen Beratungstermin zu buchen. Kein großes System. Habt ihr sowas Einfaches? MfG Roland Pohl",
    who: "stonemason wanting simple booking",
  },
  {
    name: "Aleksandra Kowalski",
    email: "a.kowalski@kowalski-umzuege.example",
    company: "Kowalski Umzüge & Montage",
    message:
      "Dzień dobry,\nwir sind eine Umzugsfirma mit Möbelmontage (Tischler). Für Besichtigungstermine suchen wir eine Online-Buchung. Sprechen Sie auch Polnisch oder Englisch am Telefon? Mein Chef spricht nicht so gut Deutsch.\nAleksandra Kowalski",
    who: "moving company asking about language support",
  },
  {
    name: "Jens Hoffmeister",
    email: "j.hoffmeister@hoffmeister-solar.example",
    company: "Hoffmeister Solartechnik",
    message:
      "Hallo,\nwir installieren PV-Anlagen und Wärmepumpen. Wir haben sehr viele Anfragen über Google und unsere Website. Leider ist die Qualifizierung (Dachfläche, Verbrauch usw.) aufwendig. Könnte man bei der Terminbuchung einen kleinen Fragebogen vorschalten?\nGruß Jens",
    who: "solar installer asking about pre-booking questionnaire",
  },
  {
    name: "Emine Aydın",
    email: "emine.aydin@aydin-schneiderei.example",
    company: "Änderungsschneiderei Aydın",
    message:
      "guten tag ich habe schneiderei. viele kunden kommen ohne termin und müssen warten. kann man bei ihnen termin buchen online für anprobe? was kostet? vielen dank emine aydın",
    who: "tailor asking about fitting appointments",
  },
  {
    name: "Carsten Riedel",
    email: "carsten.riedel@riedel-ofenbau.example",
    company: "Riedel Kachelofenbau",
    message:
      "Hallo Zunftwerk,\nich bin Kachelofenbauer und arbeite eng mit Schornsteinfegern zusammen (Abnahmen!). Wenn die Schornsteinfeger Kehrtour nutzen, könnte ich dann Abnahmetermine direkt buchen? Das wäre ein Traum. Wer ist dafür Ansprechpartner?\nBeste Grüße\nCarsten Riedel",
    who: "stove builder asking about booking sweep inspections",
  },
  {
    name: "Larissa Vogt",
    email: "larissa.vogt@vogt-fotografie.example",
    company: "Fotografie Vogt",
    message:
      "Hallo,\nich bin Fotografenmeisterin (ja, das ist Handwerk 😉). Ich suche eine Buchungslösung für Passbild- und Bewerbungsfotos. Bin gespannt auf eure Plattform. Trag mich bitte für Updates ein.\nLarissa",
    who: "photographer signing up for updates",
  },
  {
    name: "Detlef Baier",
    email: "detlef.baier@baier-kfz.example",
    company: "Kfz Baier",
    message:
      "Wir haben gerade bei einer anderen Firma eine Werkstattsoftware gekauft und die Terminbuchung ist Mist. Kann man eure Buchung in die bestehende Software einbinden? Gruß Detlef",
    who: "car workshop asking about embedding booking",
  },
  {
    name: "Johanna Beck",
    email: "johanna.beck@beck-brauerei.example",
    company: "Brauerei Beck",
    message:
      "Guten Tag,\nwir sind eine kleine Brauerei (Brauer und Mälzer ist Handwerk) und bieten Brauseminare und Führungen an. Ist die kommende Plattform auch für Eventbuchungen mit mehreren Teilnehmern geeignet?\nViele Grüße aus Franken\nJohanna Beck",
    who: "brewery asking about group event bookings",
  },
  {
    name: "Manfred Seitz",
    email: "seitz.manfred@t-online.de",
    company: "Seitz Klavierbau",
    message:
      "Sehr geehrte Damen und Herren,\nich bin Klavierbauer und stimme etwa 600 Klaviere pro Jahr bei Kunden zu Hause. Die Kunden möchte ich jährlich erinnern und die Touren planen. Ihr Programm für Schornsteinfeger scheint genau das zu machen. Kann ich das auch nutzen?\nHochachtungsvoll\nManfred Seitz",
    who: "piano tuner asking to use Kehrtour",
  },

  // --- software vendors, agencies, partners ---
  {
    name: "Felix Brandstätter",
    email: "felix@handwerkcloud.example",
    company: "HandwerkCloud GmbH",
    message:
      "Hallo Zunftwerk-Team,\nwir entwickeln eine Branchensoftware für SHK-Betriebe (ca. 1.800 Kunden) und möchten unseren Kunden Online-Terminbuchung anbieten. Ihre Termin-API klingt passend. Könnten Sie uns die API-Dokumentation zusenden? Uns interessieren v.a. Webhooks, Rate Limits und OAuth.\nUnsere Seite: https://www.handwerkcloud.example\nBeste Grüße\nFelix Brandstätter\nCTO",
    who: "software vendor CTO requesting API documentation",
  },
  {
    name: "Miriam Scholz",
    email: "m.scholz@bauplaner-software.example",
    company: "BauPlaner Software AG",
    message:
      "Sehr geehrte Damen und Herren,\n\nwir sind Anbieter einer ERP-Lösung für Bauhandwerker und prüfen derzeit Partnerschaften im Bereich Terminbuchung. Gerne würden wir mit Ihnen über eine technische Kooperation sprechen, idealerweise mit einem White-Label-Modell.\n\nKönnen wir einen Termin für ein erstes Kennenlernen vereinbaren? Meine Kalenderlink: https://cal.bauplaner-software.example/mscholz\n\nMit freundlichen Grüßen\nMiriam Scholz\nHead of Partnerships",
    who: "ERP vendor proposing partnership",
  },
  {
    name: "Jonas Weber",
    email: "jonas@pixelhandwerk.example",
    company: "Pixelhandwerk Webagentur",
    message:
      "Hi,\nwir sind eine kleine Webagentur und bauen Websites für Handwerksbetriebe (WordPress). Mehrere Kunden fragen nach einem Buchungswidget. Gibt es bei Ihnen ein WordPress-Plugin oder ein JS-Snippet? Und wird der Inhalt des Widgets von Google indexiert? Für das SEO unserer Kunden wäre es wichtig, dass das nicht nur ein iframe ist.\nReferenzen: pixelhandwerk.example/referenzen\nGrüße Jonas",
    who: "web agency asking about booking widget and SEO",
  },
  {
    name: "Hannah Ostermann",
    email: "hannah.ostermann@kalendaro.example",
    company: "Kalendaro GmbH",
    message:
      "Hallo,\nwir betreiben ein Kalender-Tool für Dienstleister. Wir würden gerne eine Integration mit Ihrer Buchungs-API bauen (bidirektionale Sync). Gibt es eine Sandbox? Unsere Dokumentation zum Vergleich: https://developers.kalendaro.example/docs, unser GitHub: https://github.com/kalendaro-example und die Statusseite: https://status.kalendaro.example\nViele Grüße\nHannah",
    who: "calendar tool vendor asking for API sandbox",
  },
  {
    name: "Philipp Neubauer",
    email: "p.neubauer@kehrsoft.example",
    company: "KehrSoft Systemhaus",
    message:
      "Sehr geehrte Damen und Herren,\nwir sind ein Systemhaus, das seit 20 Jahren Schornsteinfegerbetriebe betreut (Hardware, Netzwerk, Kehrbuchprogramme). Wir würden Kehrtour gern als Reseller in unser Portfolio aufnehmen. Gibt es ein Partnerprogramm mit Provision?\nMit freundlichen Grüßen\nPhilipp Neubauer",
    who: "IT reseller for chimney sweeps asking about partner program",
  },
  {
    name: "Leonie Grasser",
    email: "leonie@termin-schmiede.example",
    company: "Terminschmiede UG",
    message:
      "Hallo,\nwir haben eure API getestet, GET /v1/slots liefert bei Zeitzonen-Umstellung (letzter Sonntag im März) doppelte Slots um 02:00. Reproduzierbar mit from=2025-03-30. Request-ID: req_8f2a91c0. Könnt ihr das prüfen?\nDanke, Leonie",
    who: "API integrator reporting DST bug",
  },
  {
    name: "Rafael Moreno",
    email: "rafael.moreno@fieldflow.example",
    company: "FieldFlow S.L.",
    message:
      "Hello,\nwe are a Spanish field service management company expanding to the DACH market. We are interested in integrating your booking API for German trade businesses. Could you send us the API documentation and pricing for partners? We currently serve 3,000 companies in Spain and Portugal.\nBest regards,\nRafael Moreno\nBusiness Development, FieldFlow",
    who: "Spanish field service vendor asking for API docs in English",
  },
  {
    name: "Tim Lehmann",
    email: "tim.lehmann@lehmann-it.example",
    company: "Lehmann IT-Service",
    message:
      "Moin, ich betreue als Freelancer die IT von mehreren Handwerksbetrieben. Darf ich meinen Kunden Kehrtour einrichten oder muss das über euch laufen? Und gibt es eine Admin-Ansicht für Dienstleister wie mich, um mehrere Betriebe zu verwalten? Gruß Tim",
    who: "freelance IT admin asking about managing multiple customers",
  },
  {
    name: "Dr. Annette Vollmer",
    email: "a.vollmer@innosoft-handwerk.example",
    company: "InnoSoft Handwerk GmbH",
    message:
      "Sehr geehrtes Zunftwerk-Team,\n\nwir entwickeln eine App für die Gebäudeenergieberatung und möchten Schornsteinfegern die Übergabe von Messdaten erleichtern. Eine Integration mit Kehrtour wäre für beide Seiten sinnvoll.\n\nIst Ihre API auch für Kehrtour-Daten (z.B. Feuerstätten) offen oder nur für Termine? Wir würden uns über ein Gespräch freuen.\n\nMit freundlichen Grüßen\nDr. Annette Vollmer\nGeschäftsführerin",
    who: "energy consulting app vendor asking about Kehrtour data API",
  },
  {
    name: "Niklas Brunner",
    email: "niklas@brunner.dev",
    company: "",
    message:
      "Hi, ich bin freiberuflicher Entwickler und baue für einen Kunden (Malerbetrieb) eine Website mit Next.js. Der Kunde möchte eure Buchung einbinden, sobald die Plattform live ist. Gibt es schon ein npm-Paket oder zumindest einen OpenAPI-Spec? Danke! Niklas\nhttps://github.com/nbrunner-dev",
    who: "freelance developer asking for OpenAPI spec",
  },
  {
    name: "Carolin Dietrich",
    email: "c.dietrich@werbeagentur-dietrich.example",
    company: "Dietrich Werbung & Kommunikation",
    message:
      "Guten Tag,\nwir betreuen die Innung des Schornsteinfegerhandwerks in unserem Bundesland in Sachen Marketing. Wir planen eine Kampagne zur Digitalisierung und würden Kehrtour gern als Praxisbeispiel vorstellen (kostenlos natürlich). Wären Sie für ein kurzes Interview offen?\nFreundliche Grüße\nCarolin Dietrich",
    who: "marketing agency for guild proposing case study",
  },
  {
    name: "Arjun Mehta",
    email: "arjun.mehta@tradeslink.example",
    company: "TradesLink Ltd",
    message:
      "Hi Zunftwerk team,\n\nWe run a UK booking marketplace for tradespeople and are exploring a partnership with German software providers. We saw your upcoming appointment platform and would love to discuss data exchange or a white label arrangement. Not a sales pitch, we are genuinely looking for a technical partner in Germany.\n\nOur site: tradeslink.example\nCheers,\nArjun Mehta\nHead of International",
    who: "UK marketplace exploring genuine partnership",
  },
  {
    name: "Marie Kessler",
    email: "marie.kessler@stadtwerke-musterstadt.example",
    company: "Stadtwerke Musterstadt",
    message:
      "Guten Tag,\nwir als Stadtwerke bieten unseren Kunden Wärmepumpen-Checks an und arbeiten dafür mit lokalen Handwerkern zusammen. Wir suchen eine Lösung, bei der Kunden auf unserer Website einen Termin bei einem Partnerbetrieb buchen können. Ihre Buchungs-API scheint dafür geeignet. Können wir die Dokumentation erhalten und ein Gespräch vereinbaren?\nMit freundlichen Grüßen\nMarie Kessler\nProduktmanagement",
    who: "municipal utility interested in booking API",
  },
  {
    name: "Oskar Lindqvist",
    email: "oskar@nordicroute.example",
    company: "NordicRoute AB",
    message:
      "Hello,\nwe build route optimization engines (used by chimney sweeps in Sweden and Finland, sotare). I noticed Kehrtour does route planning. Would you be interested in licensing our routing engine or maybe exchanging experience? Here is a short technical whitepaper: https://nordicroute.example/whitepaper.pdf\nBest,\nOskar",
    who: "Swedish routing vendor proposing tech cooperation",
  },
  {
    name: "Benjamin Ulrich",
    email: "b.ulrich@ulrich-software.example",
    company: "Ulrich Software",
    message:
      "Hallo,\nich habe die API-Dokumentation angefragt (vor 10 Tagen), aber noch nichts gehört. Ist die Anfrage angekommen? Wir haben einen Kunden, der dringend eine Lösung braucht.\nBG Benjamin Ulrich",
    who: "software vendor following up on API docs request",
  },
  {
    name: "Theresa Wimmer",
    email: "theresa.wimmer@wimmer-seo.example",
    company: "Wimmer Online-Marketing",
    message:
      "Hallo Zunftwerk,\nich betreue das Online-Marketing für einen Schornsteinfegerbetrieb, der Kehrtour nutzt. Wir möchten die Online-Terminbuchung auf der Website einbinden. Frage: Kann ich das Widget so einbinden, dass die Buchungsseite auf der Domain des Kunden läuft? Für Google Ranking und Local SEO wäre das wichtig. Außerdem: lässt sich ein Google Analytics / Matomo Event beim Abschluss der Buchung auslösen?\nDanke und viele Grüße\nTheresa Wimmer",
    who: "SEO consultant of a customer asking about widget domain and tracking",
  },
  {
    name: "Samuel Okafor",
    email: "samuel.okafor@buildbridge.example",
    company: "BuildBridge GmbH",
    message:
      "Guten Tag,\nwir sind ein Startup aus Berlin (Materialbestellung für Handwerker). Wir suchen Partner für eine gemeinsame Präsenz auf der IHM in München. Hätten Sie Interesse an einem Gemeinschaftsstand? Kosten würden wir teilen.\nViele Grüße\nSamuel Okafor",
    who: "startup proposing shared trade fair booth",
  },
  {
    name: "Karl-Heinz Vogt",
    email: "kh.vogt@vogt-edv.example",
    company: "Vogt EDV-Beratung",
    message:
      "Sehr geehrte Damen und Herren,\nich bin Datenschutzbeauftragter (extern) für mehrere Handwerksbetriebe. Bitte senden Sie mir die TOMs (technische und organisatorische Maßnahmen) sowie die Liste der Unterauftragsverarbeiter für Kehrtour. Verwenden Sie Hosting außerhalb der EU?\nMit freundlichen Grüßen\nKarl-Heinz Vogt",
    who: "external data protection officer requesting TOMs",
  },
  {
    name: "Lea Sommerfeld",
    email: "lea@appwerkstatt.example",
    company: "App-Werkstatt Sommerfeld",
    message:
      "Hallo,\nkurze technische Frage zur Buchungs-API: Unterstützt ihr idempotency keys bei POST /bookings? Wir hatten bei einem anderen Anbieter Doppelbuchungen durch Retries. Doku dazu hab ich nicht gefunden (habe die PDF-Version 1.3).\nLea",
    who: "developer asking technical API question",
  },
  {
    name: "Moritz Kaiser",
    email: "moritz.kaiser@kaiser-consulting.example",
    company: "Kaiser Digitalberatung",
    message:
      "Hallo,\nich bin Digitalisierungsberater (BAFA-gelistet) und berate Handwerksbetriebe bei der Softwareauswahl. Ich würde Kehrtour gern in meinen Vergleich für Schornsteinfeger aufnehmen. Könnten Sie mir einen Demozugang geben? Ich verlange von den Herstellern kein Geld, die Empfehlung ist unabhängig.\nBeste Grüße\nMoritz Kaiser",
    who: "digitalisation consultant asking for demo access",
  },
  {
    name: "Emily Clarke",
    email: "emily.clarke@tradebook.example",
    company: "TradeBook Inc.",
    message:
      "Hi there,\nquick question: do you offer your booking API outside of Germany? We're a US-based software company with a subsidiary in Austria and we're evaluating German-speaking providers. Happy to jump on a call. Docs link would be great.\nThanks!\nEmily",
    who: "US software company asking about API availability",
  },
  {
    name: "Paul Riedl",
    email: "paul.riedl@riedl-media.example",
    company: "Riedl Media",
    message:
      "Servus! Wir machen Websites für Schornsteinfeger in Bayern (ca. 40 Kunden). Frage: Habt ihr ein Logo/Badge 'Online-Termin mit Kehrtour', das wir auf den Websites verwenden dürfen? Und gibt es Presse-Material? Danke, Paul",
    who: "web agency asking for logo and press kit",
  },
  {
    name: "Fatima Al-Hassan",
    email: "f.alhassan@smartbuild-solutions.example",
    company: "SmartBuild Solutions",
    message:
      "Guten Tag,\nwir entwickeln eine Plattform für Smart-Home-Installateure. Wir möchten die Termin-API nutzen, damit Endkunden Installationstermine buchen können. Wie ist das Preismodell für API-Nutzung (pro Call, pro Buchung oder pauschal)?\nMit freundlichen Grüßen\nFatima Al-Hassan\nفاطمة الحسن",
    who: "smart home platform asking about API pricing",
  },
  {
    name: "Konrad Fiedler",
    email: "k.fiedler@fiedler-open-source.example",
    company: "",
    message:
      "Hallo, ich pflege ein Open-Source-Projekt für Handwerker-Kalender (https://github.com/kfiedler/handwerk-kalender) und würde gern einen Connector für eure API schreiben. Ist das erlaubt und gibt es Bedingungen (Lizenz, Branding)? Grüße Konrad",
    who: "open source maintainer asking to build connector",
  },
  {
    name: "Vanessa Roth",
    email: "v.roth@versicherung-handwerk.example",
    company: "Handwerk Versicherungsmakler GmbH",
    message:
      "Guten Tag,\nwir sind ein auf das Handwerk spezialisierter Versicherungsmakler. Wir würden gern mit Ihnen kooperieren: Betriebe, die Ihre Plattform nutzen, könnten bei uns einen Rabatt auf die Betriebshaftpflicht bekommen. Hätten Sie Interesse an einem Gespräch?\nFreundliche Grüße\nVanessa Roth",
    who: "insurance broker proposing cooperation",
  },

  // --- guilds, chambers, associations ---
  {
    name: "Hubert Lechner",
    email: "lechner@schornsteinfeger-innung-oberbayern.example",
    company: "Schornsteinfeger-Innung Oberbayern",
    message:
      "Sehr geehrte Damen und Herren,\n\nam 14. Mai findet unsere Innungsversammlung in Freising statt. Wir möchten Ihnen anbieten, Kehrtour in einem 20-minütigen Vortrag vorzustellen. Es werden etwa 80 Mitglieder erwartet.\n\nBitte teilen Sie uns bis Ende März mit, ob Sie teilnehmen möchten.\n\nMit freundlichen Grüßen\nHubert Lechner\nObermeister",
    who: "chimney sweep guild inviting to present",
  },
  {
    name: "Dr. Claudia Wendt",
    email: "c.wendt@hwk-musterregion.example",
    company: "Handwerkskammer Musterregion",
    message:
      "Sehr geehrte Damen und Herren,\n\ndie Handwerkskammer veranstaltet am 23. Oktober den 'Digitaltag Handwerk' mit Ausstellern und Praxisvorträgen. Wir laden regionale Softwareanbieter ein, sich mit einem Stand zu beteiligen. Die Teilnahme ist für Aussteller kostenlos.\n\nInformationen und Anmeldung: www.hwk-musterregion.example/digitaltag\n\nWir würden uns freuen, Zunftwerk dabei zu haben.\n\nMit freundlichen Grüßen\nDr. Claudia Wendt\nBeauftragte für Innovation und Technologie",
    who: "chamber of crafts inviting to digitalisation day",
  },
  {
    name: "Erich Baumgartner",
    email: "geschaeftsstelle@khs-musterland.example",
    company: "Kreishandwerkerschaft Musterland",
    message:
      "Guten Tag,\nwir organisieren für unsere Innungen einen Stammtisch zum Thema 'Digitale Terminplanung im Handwerk'. Wäre jemand von Ihnen bereit, als Referent zu kommen? Wir können eine kleine Aufwandsentschädigung zahlen.\nTermin: Mittwoch, 12.11., 18:30 Uhr, Haus des Handwerks.\nMit freundlichen Grüßen\nErich Baumgartner\nGeschäftsführer",
    who: "district craftsmen association inviting speaker",
  },
  {
    name: "Sophie Marquardt",
    email: "s.marquardt@liv-schornsteinfeger.example",
    company: "Landesinnungsverband des Schornsteinfegerhandwerks",
    message:
      "Sehr geehrte Damen und Herren,\nunser Verband plant eine Rahmenvereinbarung mit Softwareanbietern für unsere Mitgliedsbetriebe (ca. 650 Betriebe). Wären Sie bereit, Sonderkonditionen für Verbandsmitglieder anzubieten? Wir würden im Gegenzug in unserem Mitgliedermagazin darüber berichten.\nMit freundlichen Grüßen\nSophie Marquardt\nReferentin Betriebswirtschaft",
    who: "regional guild association proposing framework agreement",
  },
  {
    name: "Gabriele Kunz",
    email: "kunz@innung-shk-nord.example",
    company: "Innung Sanitär-Heizung-Klima Nord",
    message:
      "Hallo,\nwir haben in unserer letzten Vorstandssitzung über Ihre angekündigte Terminplattform gesprochen. Viele Mitglieder sind interessiert. Könnten Sie uns einen Flyer oder eine kurze Beschreibung für unseren Newsletter schicken?\nViele Grüße\nGabriele Kunz",
    who: "plumbing guild asking for flyer",
  },
  {
    name: "Robert Schneider",
    email: "r.schneider@hwk-beispielstadt.example",
    company: "Handwerkskammer Beispielstadt",
    message:
      "Sehr geehrte Damen und Herren,\nim Rahmen des Projekts 'Zukunftswerkstatt Handwerk 4.0' suchen wir Softwareunternehmen, die Auszubildenden im Rahmen eines Workshops zeigen, wie digitale Terminplanung funktioniert. Es handelt sich um eine ehrenamtliche Mitwirkung. Hätten Sie Interesse?\nMit freundlichen Grüßen\nRobert Schneider\nBildungszentrum",
    who: "chamber of crafts asking for workshop volunteers",
  },
  {
    name: "Irmgard Falk",
    email: "i.falk@zdh-beispiel.example",
    company: "Bundesfachverband Handwerk Digital e.V.",
    message:
      "Sehr geehrte Damen und Herren,\nwir erstellen eine Marktübersicht 'Software für das Handwerk 2025'. Bitte füllen Sie den beigefügten Fragebogen aus (ca. 15 Minuten): https://umfrage.handwerk-digital.example/marktuebersicht-2025\nDie Aufnahme ist kostenlos. Einsendeschluss ist der 30. April.\nMit freundlichen Grüßen\nIrmgard Falk",
    who: "trade association requesting market survey participation",
  },
  {
    name: "Hermann Gruber",
    email: "obermeister@kaminkehrer-innung-schwaben.example",
    company: "Kaminkehrer-Innung Schwaben",
    message:
      "Grüß Gott,\nunser Lehrlingswart möchte Kehrtour im überbetrieblichen Unterricht einsetzen, damit die Azubis den Umgang mit digitaler Tourenplanung lernen. Gibt es eine Schulungslizenz für Berufsschulen / Innungen?\nMit freundlichem Gruß\nHermann Gruber\nObermeister",
    who: "guild asking for training license",
  },
  {
    name: "Beate Hollmann",
    email: "b.hollmann@wirtschaftsfoerderung-kreis.example",
    company: "Wirtschaftsförderung Landkreis Musterkreis",
    message:
      "Guten Tag,\nwir planen einen Handwerkertag im Landratsamt und möchten junge Softwareunternehmen aus der Region vorstellen. Zunftwerk wurde uns von der Kreishandwerkerschaft empfohlen. Hätten Sie Lust, sich mit einem kurzen Pitch (5 Minuten) zu präsentieren?\nHerzliche Grüße\nBeate Hollmann",
    who: "regional business development office inviting pitch",
  },
  {
    name: "Werner Thiele",
    email: "w.thiele@malerinnung-west.example",
    company: "Maler- und Lackiererinnung West",
    message:
      "Werte Damen und Herren,\nbitte senden Sie uns die Rechnung für die Anzeige in unserem Innungsjahrbuch, damit wir die Zahlung von Ihrer Seite zuordnen können. Ach nein, umgekehrt: Wir warten noch auf Ihre Zahlung von 250 € für die Anzeige aus 2024. Rechnungsnummer IJ-2024-113. Bitte prüfen.\nMfG W. Thiele",
    who: "painters guild chasing payment for yearbook ad",
  },
  {
    name: "Mareike Stolz",
    email: "m.stolz@bildungszentrum-handwerk.example",
    company: "Bildungszentrum des Handwerks",
    message:
      "Hallo,\nwir bieten Meistervorbereitungskurse an und im Teil III (BWL) behandeln wir Digitalisierung. Dürfen wir Screenshots von Kehrtour in den Unterrichtsmaterialien verwenden? Quellenangabe selbstverständlich.\nDanke und viele Grüße\nMareike Stolz\nDozentin",
    who: "vocational training instructor asking to use screenshots",
  },

  // --- banks, tax advisors, finance ---
  {
    name: "Stefan Lindner",
    email: "stefan.lindner@vb-musterstadt.example",
    company: "Volksbank Musterstadt eG",
    message:
      "Sehr geehrte Damen und Herren,\nals Ihr Firmenkundenbetreuer möchte ich Sie an unseren Termin zur Besprechung des Investitionskredits für die neue Plattform am Donnerstag um 10 Uhr erinnern. Bitte bringen Sie die aktuelle BWA und die Liquiditätsplanung mit.\nMit freundlichen Grüßen\nStefan Lindner",
    who: "bank relationship manager reminding of loan meeting",
  },
  {
    name: "Annika Zeller",
    email: "a.zeller@stb-zeller.example",
    company: "Steuerberatung Zeller & Partner",
    message:
      "Guten Tag,\nfür die Buchhaltung unseres Mandanten (Schornsteinfegerbetrieb Kern) benötigen wir die Rechnungen Januar bis Juni als PDF. Im Kundenportal sind nur die letzten drei sichtbar. Können Sie uns diese zusenden? Eine Vollmacht liegt vor und kann nachgereicht werden.\nMit freundlichen Grüßen\nAnnika Zeller\nSteuerfachangestellte",
    who: "tax advisor's office requesting invoices for client",
  },
  {
    name: "Dr. Matthias Brenner",
    email: "m.brenner@stb-brenner.example",
    company: "Kanzlei Dr. Brenner",
    message:
      "Sehr geehrte Damen und Herren,\nviele unserer Mandanten aus dem Handwerk fragen nach Software zur Terminplanung. Wir würden gern eine kurze Info-Veranstaltung für Mandanten organisieren und Sie als Referenten einladen. Sind die Kosten für Kehrtour steuerlich als Betriebsausgabe sofort absetzbar (Software-Abo)? Das würden wir den Mandanten natürlich selbst erklären.\nMit freundlichen Grüßen\nDr. Matthias Brenner\nSteuerberater",
    who: "tax advisor inviting to client event",
  },
  {
    name: "Jana Krause",
    email: "jana.krause@sparkasse-beispiel.example",
    company: "Sparkasse Beispielkreis",
    message:
      "Guten Tag,\nwie telefonisch besprochen, schicke ich Ihnen hier die Liste der Unterlagen für die Eröffnung des zweiten Geschäftskontos (Treuhandkonto für Kundenanzahlungen): Handelsregisterauszug, Gesellschafterliste, Ausweiskopien der Geschäftsführer. Ihre E-Mail-Adresse aus dem Gespräch kam leider als unzustellbar zurück, deshalb nutze ich Ihr Kontaktformular. Bitte melden Sie sich unter 0731 1840 2256.\nFreundliche Grüße\nJana Krause\nFirmenkundenberaterin",
    who: "savings bank advisor following up via form after email bounce",
  },
  {
    name: "Henrik Albers",
    email: "henrik.albers@foerderbank-land.example",
    company: "Landesförderbank",
    message:
      "Sehr geehrte Damen und Herren,\nvielen Dank für Ihre Anfrage zum Innovationsdarlehen. Für die weitere Prüfung benötigen wir noch eine Beschreibung des Vorhabens 'Terminplattform Handwerk' (max. 3 Seiten) sowie den Businessplan. Bitte senden Sie die Unterlagen an foerderung@foerderbank-land.example.\nMit freundlichen Grüßen\nHenrik Albers\nFörderberatung",
    who: "development bank requesting documents for innovation loan",
  },
  {
    name: "Michaela Brandt",
    email: "m.brandt@buchhaltung-brandt.example",
    company: "Buchhaltungsbüro Brandt",
    message:
      "Hallo,\nich mache die Buchhaltung für zwei Ihrer Kunden. Auf Ihren Rechnungen fehlt die Leistungszeitraum-Angabe. Das Finanzamt verlangt das bei uns. Könnten Sie das künftig ergänzen?\nDanke und Grüße\nMichaela Brandt",
    who: "bookkeeper asking to add service period to invoices",
  },
  {
    name: "Christoph Seidel",
    email: "christoph.seidel@business-angels-sued.example",
    company: "Business Angels Süd e.V.",
    message:
      "Guten Tag,\nich bin Mitglied in einem Business-Angel-Netzwerk und habe von Ihrer geplanten Terminplattform gehört (Pitch beim Gründerabend der IHK). Planen Sie eine Finanzierungsrunde? Ich würde gern mehr erfahren und ggf. investieren. Könnten wir telefonieren?\nBeste Grüße\nChristoph Seidel",
    who: "business angel interested in investing",
  },
  {
    name: "Nora Haas",
    email: "nora.haas@leasing-handwerk.example",
    company: "",
    message:
      "Hallo, ich bin Kundin bei Ihnen (Schornsteinfeger Haas) und möchte die Jahreslizenz lieber in monatlichen Raten zahlen. Geht das? Liquidität ist gerade etwas knapp wegen neuer Fahrzeuge. Danke, Nora Haas",
    who: "customer asking for monthly payments",
  },

  // --- press, students, research ---
  {
    name: "Katrin Meinhardt",
    email: "k.meinhardt@handwerksblatt-beispiel.example",
    company: "Handwerksblatt Beispiel",
    message:
      "Sehr geehrte Damen und Herren,\nich schreibe einen Artikel über Digitalisierung im Schornsteinfegerhandwerk für unsere Ausgabe im Juni. Ich würde gern mit einem Ansprechpartner von Zunftwerk sprechen und idealerweise einen Kunden von Ihnen interviewen. Redaktionsschluss ist der 15. Mai.\nMit freundlichen Grüßen\nKatrin Meinhardt\nRedakteurin",
    who: "trade journalist requesting interview",
  },
  {
    name: "Felix Hartung",
    email: "felix.hartung@stud.uni-beispiel.example",
    company: "Universität Beispielstadt",
    message:
      "Hallo,\nich schreibe meine Bachelorarbeit im Fach Wirtschaftsinformatik über Tourenplanungsprobleme im Handwerk (Vehicle Routing Problem mit Zeitfenstern). Wäre es möglich, ein kurzes Experteninterview (30 Min.) mit jemandem aus Ihrer Entwicklung zu führen? Die Ergebnisse würden anonymisiert.\nViele Grüße\nFelix Hartung",
    who: "student requesting expert interview for thesis",
  },
  {
    name: "Lisa Marx",
    email: "lisa.marx@hs-musterstadt.example",
    company: "Hochschule Musterstadt",
    message:
      "Guten Tag,\nim Rahmen meiner Masterarbeit untersuche ich die Akzeptanz digitaler Terminbuchung bei Handwerkskunden. Ich würde mich sehr freuen, wenn Sie den Link zu meiner Umfrage an Ihre Kunden weiterleiten könnten: https://umfrage.hs-musterstadt.example/s/handwerk-termine\nDie Umfrage dauert ca. 8 Minuten. Gerne teile ich die Ergebnisse mit Ihnen.\nMit freundlichen Grüßen\nLisa Marx",
    who: "master student asking to share survey",
  },
  {
    name: "Prof. Dr. Ulrich Brandes",
    email: "u.brandes@tu-beispiel.example",
    company: "TU Beispielstadt, Lehrstuhl für Logistik",
    message:
      "Sehr geehrte Damen und Herren,\n\nwir beantragen ein Forschungsprojekt (ZIM-Kooperationsprojekt) zur KI-gestützten Terminplanung im Handwerk und suchen einen Industriepartner aus dem Softwarebereich. Ihre Erfahrung mit Kehrtour wäre hierfür sehr wertvoll. Die Förderquote für KMU liegt bei bis zu 55 %.\n\nHätten Sie Interesse an einem unverbindlichen Gespräch?\n\nMit freundlichen Grüßen\nProf. Dr. Ulrich Brandes",
    who: "professor proposing research cooperation",
  },
  {
    name: "Tom Becker",
    email: "tom.becker@schuelerzeitung-gymnasium.example",
    company: "",
    message:
      "Hallo, ich bin Schüler (11. Klasse) und mache ein Referat über Startups in unserer Stadt. Dürfte ich Ihnen ein paar Fragen per E-Mail stellen? Wäre echt nett. Tom",
    who: "high school student asking for interview",
  },
  {
    name: "Dr. Mariana Costa",
    email: "m.costa@institut-mittelstand.example",
    company: "Institut für Mittelstandsforschung",
    message:
      "Dear Zunftwerk team, / Sehr geehrte Damen und Herren,\nwe are conducting an EU-funded study on digital adoption in craft businesses in Germany, Portugal and Poland. Would you be willing to share anonymised, aggregated data on adoption rates among chimney sweeps? We will of course sign an NDA.\nKind regards,\nDr. Mariana Costa",
    who: "researcher asking for aggregated data",
  },
  {
    name: "Jakob Reinhardt",
    email: "jakob.reinhardt@radio-beispiel.example",
    company: "Radio Beispiel",
    message:
      "Hallo,\nwir machen einen Beitrag zum Tag des Handwerks und suchen einen Schornsteinfeger, der mit digitaler Tourenplanung arbeitet. Können Sie uns einen Kunden vermitteln, der Lust auf ein kurzes Radiointerview hat? Aufnahme nächste Woche.\nGruß\nJakob Reinhardt\nReporter",
    who: "radio reporter asking for customer contact",
  },
  {
    name: "Anna-Lena Fischer",
    email: "anna-lena.fischer@uni-beispiel.example",
    company: "",
    message:
      "Hallo!\nIch studiere Informatik im 5. Semester und suche eine Werkstudentenstelle (15-20 h/Woche). Ich kenne mich mit TypeScript, React und etwas Node.js aus. Mein GitHub: github.com/alfischer-dev\nHätten Sie Bedarf?\nLiebe Grüße\nAnna-Lena",
    who: "CS student asking for working student job",
  },
  {
    name: "Mustafa Özdemir",
    email: "mustafa.oezdemir@stud.hs-beispiel.example",
    company: "Hochschule Beispiel",
    message:
      "Sehr geehrte Damen und Herren,\nich suche ein Unternehmen für mein Praxissemester (ab September, 20 Wochen) im Bereich Softwareentwicklung. Ich habe Erfahrung mit Python, Java und ein bisschen Kotlin. Lebenslauf und Zeugnisse kann ich gerne schicken.\nMit freundlichen Grüßen\nMustafa Özdemir",
    who: "student applying for internship",
  },
  {
    name: "Chen Wei",
    email: "chen.wei@uni-beispiel.example",
    company: "Universität Beispielstadt",
    message:
      "Guten Tag,\nich bin Doktorandin aus China und forsche zu Plattformökonomie im deutschen Handwerk. Ich würde gerne ein Interview mit der Geschäftsführung machen über die geplante Plattform. Mein Deutsch ist B2, Interview kann auch auf Englisch sein.\nVielen Dank\n陈薇 (Chen Wei)",
    who: "Chinese PhD student requesting interview",
  },
  {
    name: "Julian Krebs",
    email: "julian.krebs@t3n-beispiel.example",
    company: "Tech-Magazin Beispiel",
    message:
      "Hi,\nwir schreiben über Vertical-SaaS-Startups in Deutschland und würden Zunftwerk gern in einer Übersicht erwähnen. Könnt ihr mir ein paar Eckdaten schicken (Gründungsjahr, Teamgröße, Kundenzahl, Finanzierung)? Und ein Pressefoto?\nDanke!\nJulian",
    who: "tech journalist asking for company facts",
  },
  {
    name: "Sophie Brinkmann",
    email: "sophie.brinkmann@ihk-beispiel.example",
    company: "IHK Beispielregion",
    message:
      "Guten Tag,\nfür unser Magazin porträtieren wir junge Unternehmen aus der Region. Wir würden gern Zunftwerk vorstellen. Hätten Sie Zeit für ein Gespräch und einen Fototermin im Büro?\nViele Grüße\nSophie Brinkmann\nRedaktion IHK-Magazin",
    who: "chamber of commerce magazine requesting portrait",
  },
  {
    name: "Elias Hoffmann",
    email: "elias.hoffmann@stud.tu-beispiel.example",
    company: "",
    message:
      "Moin, ich schreibe meine Abschlussarbeit zu 'Kryptografische Verfahren zur Absicherung von Buchungs-APIs' und würde gern wissen, ob ihr z.B. HMAC-Signaturen für Webhooks verwendet. Nur allgemein, keine Geheimnisse 😉 Danke, Elias",
    who: "student asking about webhook signing for thesis",
  },

  // --- job applicants ---
  {
    name: "Daniel Weiß",
    email: "daniel.weiss.dev@gmail.com",
    company: "",
    message:
      "Hallo Zunftwerk,\nich bin Fullstack-Entwickler (TypeScript/Node/Postgres) mit 6 Jahren Erfahrung und komme selbst aus einer Handwerkerfamilie (Vater Dachdecker). Ich finde eure Mission super und würde mich gern initiativ bewerben.\nGitHub: https://github.com/dweiss-dev\nPortfolio: dweiss.example\nIch freue mich auf eure Antwort!\nDaniel",
    who: "developer sending unsolicited application",
  },
  {
    name: "Magdalena Zielińska",
    email: "magda.zielinska@gmail.com",
    company: "",
    message:
      "Guten Tag,\nich bin UX-Designerin aus Wrocław und lebe seit 2 Jahren in Leipzig. Ich würde gerne für Zunftwerk arbeiten, auch in Teilzeit oder freiberuflich. Mein Portfolio: https://behance.example/mzielinska und https://dribbble.example/magda-z\nMein Deutsch ist noch nicht perfekt, aber ich lerne jeden Tag.\nViele Grüße\nMagdalena Zielińska",
    who: "Polish UX designer applying",
  },
  {
    name: "Lukas Meyer",
    email: "lukas.meyer@web.de",
    company: "",
    message:
      "Hallo, ich bin gelernter Schornsteinfeger-Geselle und habe danach Informatik studiert. Ich glaube, ich wäre perfekt für den Support oder als Produktmanager für Kehrtour. Habt ihr offene Stellen? Lebenslauf schicke ich gerne. Gruß Lukas",
    who: "former chimney sweep applying for product role",
  },
  {
    name: "Aisha Rahman",
    email: "aisha.rahman@outlook.com",
    company: "",
    message:
      "Hello, I am a backend developer from Bangladesh currently living in Berlin with a Blue Card. I speak English fluently and German at A2 level. I would love to join your team. My GitHub: github.com/aisharahman-dev and my CV: https://aisharahman.example/cv.pdf\nThank you for your consideration!\nAisha",
    who: "foreign developer in Berlin applying in English",
  },
  {
    name: "Jonas Albrecht",
    email: "jonas.albrecht@gmx.de",
    company: "",
    message:
      "Servus, ich suche einen Ausbildungsplatz als Fachinformatiker Anwendungsentwicklung ab August. Bildet ihr aus? Ich bin 17 und hab die mittlere Reife. LG Jonas",
    who: "teen asking about apprenticeship",
  },
  {
    name: "Olga Ivanova",
    email: "olga.ivanova@gmail.com",
    company: "",
    message:
      "Sehr geehrte Damen und Herren,\nich habe Ihre Stellenanzeige 'Customer Success Manager (m/w/d)' gesehen und möchte mich bewerben. Ich habe 4 Jahre Erfahrung im Kundenservice bei einem Softwareanbieter für Zahnarztpraxen. Meine Unterlagen finden Sie hier: https://cloud.example.com/s/olga-bewerbung\nMit freundlichen Grüßen\nOlga Ivanova\nОльга Иванова",
    who: "customer success job applicant with link",
  },
  {
    name: "Florian Brandl",
    email: "florian@brandl.codes",
    company: "",
    message:
      "Hi, ist die Stelle als Werkstudent Frontend noch frei? Auf StepStone steht sie nicht mehr. Danke! Florian\nhttps://brandl.codes",
    who: "student asking if job is still open",
  },
  {
    name: "Katarzyna Lewandowska",
    email: "k.lewandowska@wp.pl",
    company: "",
    message:
      "Dzień dobry, guten Tag,\nich suche Job als Bürokraft im Homeoffice. Ich habe Erfahrung mit Terminplanung bei Schornsteinfeger in Polen (6 Jahre). Vielleicht brauchen Sie jemand für Support auf Polnisch? Danke.\nKatarzyna",
    who: "Polish office worker asking for remote job",
  },

  // --- support, bugs, complaints, cancellations, GDPR ---
  {
    name: "Herbert Kühn",
    email: "herbert.kuehn@t-online.de",
    company: "",
    message:
      "Passwort vergessen und die E-Mail zum Zurücksetzen kommt nicht an. Auch nicht im Spam. Was soll ich machen?",
    who: "customer locked out of account",
  },
  {
    name: "Martina Berger",
    email: "martina.berger@berger-kamin.example",
    company: "Kaminkehrerbetrieb Berger",
    message:
      "Sehr geehrte Damen und Herren,\nhiermit kündige ich meinen Kehrtour-Vertrag (Kundennr. KT-11290) fristgerecht zum nächstmöglichen Zeitpunkt. Grund: Wir stellen auf die Software unseres Landesverbands um.\nBitte senden Sie mir eine Kündigungsbestätigung und einen vollständigen Datenexport.\nMit freundlichen Grüßen\nMartina Berger",
    who: "customer cancelling and requesting data export",
  },
  {
    name: "Peter Lang",
    email: "peter.lang@gmx.net",
    company: "",
    message:
      "Sehr geehrte Damen und Herren,\ngemäß Art. 15 DSGVO bitte ich um Auskunft über alle zu meiner Person gespeicherten Daten. Ich bin Kunde eines Schornsteinfegers, der offenbar Ihre Software nutzt, und habe eine Terminerinnerung per SMS bekommen, obwohl ich meine Handynummer nie angegeben habe.\nMit freundlichen Grüßen\nPeter Lang",
    who: "homeowner making GDPR access request",
  },
  {
    name: "Renate Hübner",
    email: "renate.huebner@web.de",
    company: "",
    message:
      "Bitte löschen Sie alle meine Daten. Ich will keine E-Mails mehr vom Schornsteinfeger über Ihr System. Art. 17 DSGVO. R. Hübner",
    who: "homeowner requesting deletion",
  },
  {
    name: "Achim Wolter",
    email: "achim.wolter@wolter-schornstein.example",
    company: "Schornsteinfeger Wolter",
    message:
      "Hallo,\nich bin extrem unzufrieden. Seit drei Wochen warte ich auf eine Antwort vom Support wegen der falschen Berechnung der Kehrintervalle. Auf Ihrer Seite versprechen Sie eine Antwort innerhalb von 24 Stunden! Das ist eine Frechheit.\nWenn sich bis Freitag niemand meldet, kündige ich und schreibe eine entsprechende Bewertung bei Google.\nAchim Wolter",
    who: "angry customer complaining about slow support",
  },
  {
    name: "Sieglinde Maurer",
    email: "sieglinde.maurer@t-online.de",
    company: "",
    message:
      "Guten Tag, ich habe einen Brief vom Schornsteinfeger bekommen mit Ihrem Namen unten drauf (Zunftwerk). Der Termin passt mir nicht. Kann ich den bei Ihnen verschieben? Ich bin 82 und habe kein Handy. Meine Nichte schreibt das für mich. Tel 0961 23418",
    who: "elderly homeowner confused, wants to reschedule sweep",
  },
  {
    name: "Tobias Reinhold",
    email: "tobias.reinhold@gmail.com",
    company: "",
    message:
      "Hallo, ich habe über die Buchungsseite meines Schornsteinfegers einen Termin gebucht, aber keine Bestätigung bekommen. Ist der Termin jetzt gebucht oder nicht? Buchungsnummer steht nirgends. Danke",
    who: "end customer unsure if booking succeeded",
  },
  {
    name: "Ralf Kaiser",
    email: "r.kaiser@kaiser-bsf.example",
    company: "Bezirksschornsteinfeger Kaiser",
    message:
      "Hallo Support,\nbeim Drucken der Feuerstättenschau-Bescheide wird die letzte Zeile abgeschnitten (Rechtsbehelfsbelehrung). Drucker: Brother HL-L2350DW, Browser Firefox 128. Screenshots:\nhttps://imgur.example/Xc81kQ\nhttps://imgur.example/Xc81kR\nDas ist rechtlich ein Problem, bitte zeitnah prüfen.\nRalf Kaiser",
    who: "chimney sweep bug report with two screenshots",
  },
  {
    name: "Daniela Voigt",
    email: "daniela.voigt@voigt-kaminkehrer.example",
    company: "Voigt Kaminkehrer",
    message:
      "Hallo, wir haben aus Versehen 200 Kunden gelöscht (beim Bereinigen doppelter Einträge). Gibt es ein Backup, aus dem Sie die wiederherstellen können? Bitte dringend melden, 0160 9912 4471. Danke!!!",
    who: "customer needing data restore urgently",
  },
  {
    name: "Markus Thiel",
    email: "markus.thiel@thiel-schornsteinfeger.example",
    company: "Thiel Schornsteinfeger",
    message:
      "Sehr geehrtes Team,\ndie App auf meinem iPhone stürzt ab, sobald ich ein Foto an einen Termin anhänge. iOS 17.5, App-Version 2.4.1. Das ist reproduzierbar. Auf dem Android-Tablet meines Gesellen funktioniert es.\nViele Grüße\nMarkus Thiel",
    who: "customer reporting iOS app crash",
  },
  {
    name: "Ingo Seifert",
    email: "ingo.seifert@seifert-kamin.example",
    company: "Seifert Kaminkehrer",
    message:
      "moin, wo finde ich die rechnung vom märz? im portal ist nix. danke",
    who: "customer looking for invoice",
  },
  {
    name: "Brigitte Hahn",
    email: "brigitte.hahn@hahn-schornsteinfeger.example",
    company: "Schornsteinfeger Hahn",
    message:
      "Guten Tag,\nich möchte eine Bewertung loswerden: Ihr Support (Frau Kraus) hat mir letzte Woche super geholfen, als unser Drucker nicht wollte. Sehr geduldig und freundlich, obwohl ich mich dumm angestellt habe. Dafür wollte ich einfach mal Danke sagen! Gibt es irgendwo eine Seite, wo ich Sie bewerten kann?\nHerzliche Grüße\nBrigitte Hahn",
    who: "happy customer wanting to leave a review",
  },
  {
    name: "Norbert Franke",
    email: "norbert.franke@franke-bsf.example",
    company: "",
    message:
      "Sehr geehrte Damen und Herren,\nSie haben die Preise zum 1. Januar um 20 % erhöht, ohne dass ich eine Ankündigung erhalten habe. Laut Vertrag muss eine Preiserhöhung 6 Wochen vorher angekündigt werden. Ich widerspreche der Erhöhung hiermit und bitte um Korrektur der Rechnung.\nMit freundlichen Grüßen\nNorbert Franke",
    who: "customer objecting to price increase",
  },
  {
    name: "Silvia Koch",
    email: "silvia.koch@koch-kaminkehrer.example",
    company: "Kaminkehrerei Koch",
    message:
      "Hallo,\nkann ich die Textvorlagen für die Terminankündigung selbst ändern? Ich möchte unser Logo und einen freundlicheren Text reinmachen. Finde das nirgends in den Einstellungen.\nLG Silvia",
    who: "customer asking to customise templates",
  },
  {
    name: "Holger Brandt",
    email: "holger.brandt@brandt-bsf.example",
    company: "Brandt Schornsteinfeger",
    message:
      "Die SMS-Erinnerungen werden mit Absender 'INFO' verschickt und viele Kunden halten das für Spam. Kann man als Absender unseren Firmennamen eintragen?",
    who: "customer asking about SMS sender name",
  },
  {
    name: "Cornelia Jäger",
    email: "cornelia.jaeger@jaeger-schornstein.example",
    company: "Jäger Schornsteinfegerei",
    message:
      "Sehr geehrte Damen und Herren,\nich möchte meinen Vertrag kündigen. Die Software ist gut, aber für einen Ein-Mann-Betrieb einfach zu teuer. Falls Sie eine günstigere Variante anbieten würden, bleibe ich gerne.\nMit freundlichen Grüßen\nCornelia Jäger",
    who: "customer cancelling over price but open to cheaper plan",
  },
  {
    name: "Tim Schulze",
    email: "tim.schulze@schulze-kaminfeger.example",
    company: "",
    message:
      "Hallo, seit heute morgen kommt beim Einloggen 'Fehler 502 Bad Gateway'. Ist bei euch was down? Gruß Tim",
    who: "customer reporting outage",
  },
  {
    name: "Gisela Haupt",
    email: "gisela.haupt@gmx.de",
    company: "",
    message:
      "Sehr geehrte Damen und Herren,\nmein verstorbener Mann Werner Haupt war Schornsteinfegermeister und hatte bei Ihnen einen Vertrag. Ich bitte um Kündigung zum sofortigen Zeitpunkt. Die Sterbeurkunde kann ich Ihnen gerne zusenden. Bitte buchen Sie nichts mehr ab.\nMit freundlichen Grüßen\nGisela Haupt",
    who: "widow cancelling late husband's contract",
  },
  {
    name: "Frank Wendel",
    email: "frank.wendel@wendel-schornsteinfeger.example",
    company: "Wendel Schornsteinfeger",
    message:
      "Hi,\nbei Kunden mit Umlauten im Straßennamen (Königstraße, Mühlweg) findet die Routenplanung die Adresse nicht und setzt den Pin in die Ortsmitte. Bug? Liste der betroffenen Adressen hänge ich nicht an wegen Datenschutz, kann ich aber per verschlüsselter Mail schicken.\nGrüße Frank",
    who: "customer reporting umlaut geocoding bug",
  },
  {
    name: "Jutta Schwarz",
    email: "jutta.schwarz@web.de",
    company: "",
    message:
      "hallo ich bin kundin von schornsteinfeger meier und habe gestern eine email bekommen mit einem link zum termin bestätigen. ist das echt oder phishing? der link geht auf eine seite von euch. danke jutta",
    who: "homeowner asking if confirmation email is genuine",
  },
  {
    name: "Axel Kramer",
    email: "axel.kramer@kramer-kamin.example",
    company: "Kramer Kamin",
    message:
      "Guten Tag,\nwir möchten von der Basis- auf die Pro-Version upgraden, weil wir einen dritten Gesellen eingestellt haben. Wird die bereits gezahlte Jahresgebühr angerechnet?\nGruß Axel Kramer",
    who: "customer asking about upgrade pro-rating",
  },
  {
    name: "Dorothea Vogel",
    email: "d.vogel@vogel-schornsteinfeger.example",
    company: "",
    message:
      "Guten Tag, ich möchte Sie bitten, meine Kontaktdaten (Name, Telefon, E-Mail) aus Ihrem Newsletter-Verteiler zu entfernen. Ich bin keine Kundin mehr. Danke.",
    who: "former customer unsubscribing",
  },
  {
    name: "Michael Richter",
    email: "michael.richter@richter-bsf.example",
    company: "Richter Bezirksschornsteinfeger",
    message:
      "Hallo,\nim Kalender werden Termine, die ich auf dem Handy anlege, am PC eine Stunde verschoben angezeigt. Vermutlich ein Zeitzonenproblem. Handy: Samsung Galaxy S23, Zeitzone automatisch.\nBeispiel: Termin 9:00 am Handy → 10:00 am PC.\nMichael Richter",
    who: "customer reporting timezone bug",
  },
  {
    name: "Waltraud Engel",
    email: "waltraud.engel@t-online.de",
    company: "",
    message:
      "Sehr geehrte Damen und Herren, ich möchte mich beschweren. Ihr Schornsteinfeger war heute zwei Stunden zu spät und hat sich nicht gemeldet. Waltraud Engel",
    who: "homeowner mistakenly complaining about sweep",
  },
  {
    name: "Ludwig Steiner",
    email: "ludwig.steiner@steiner-kaminkehrer.example",
    company: "Kaminkehrermeister Steiner",
    message:
      "Guten Tag,\nwäre es möglich, die Rechnungen künftig per E-Mail im ZUGFeRD- bzw. XRechnung-Format zu erhalten? Mein Steuerberater hat mich darauf hingewiesen, dass das ab 2025 Pflicht wird.\nMit freundlichen Grüßen\nLudwig Steiner",
    who: "customer asking for e-invoice format",
  },
  {
    name: "Pia Neumann",
    email: "pia.neumann@neumann-schornstein.example",
    company: "Neumann Schornstein",
    message:
      "Hallo, wir haben zwei Accounts bei euch (alter Firmenname und neuer Firmenname nach Umfirmierung zur GmbH). Könnt ihr die zusammenführen? Sonst zahlen wir doppelt. Danke, Pia",
    who: "customer asking to merge accounts",
  },

  // --- pricing questions ---
  {
    name: "Reinhard Holz",
    email: "reinhard.holz@holz-schornsteinfeger.example",
    company: "Holz Schornsteinfeger",
    message:
      "Angebot für 3 Lizenzen Kehrtour bitte. Jahreszahlung. Gibt es Rabatt bei 2 Jahren Laufzeit?",
    who: "chimney sweep requesting quote for 3 licenses",
  },
  {
    name: "Sandra Möller",
    email: "sandra.moeller@moeller-kaminkehrer.example",
    company: "Möller Kaminkehrer",
    message:
      "Was kostet Kehrtour? Auf der Webseite finde ich keine Preise. Wir sind 2 Personen.",
    who: "chimney sweep asking price",
  },
  {
    name: "Georg Winter",
    email: "georg.winter@winter-schornsteinfeger.example",
    company: "Winter & Söhne Schornsteinfeger",
    message:
      "Guten Tag,\nwir haben ein Angebot eines Mitbewerbers vorliegen: 39 € pro Nutzer und Monat. Können Sie da mithalten? Wir sind 7 Nutzer. Bei einem guten Angebot würden wir für 3 Jahre unterschreiben.\nMit freundlichen Grüßen\nGeorg Winter",
    who: "chimney sweep negotiating price against competitor",
  },
  {
    name: "Eva Lorenz",
    email: "eva.lorenz@lorenz-kamin.example",
    company: "",
    message:
      "Hallo, gibt es einen Rabatt für Innungsmitglieder? Ich bin in der Innung Mittelfranken. Danke! Eva",
    who: "chimney sweep asking about guild discount",
  },
  {
    name: "Tobias Haller",
    email: "t.haller@haller-software.example",
    company: "Haller Softwaresysteme",
    message:
      "Hallo,\nwas kostet die Buchungs-API bei ca. 50.000 Buchungen pro Monat? Wir brauchen eine grobe Kalkulation für ein Kundenangebot. Gerne Staffelpreise.\nDanke\nTobias Haller",
    who: "software vendor asking API volume pricing",
  },
  {
    name: "Helga Stein",
    email: "helga.stein@stein-schornsteinfeger.example",
    company: "Schornsteinfegerei Stein",
    message:
      "Sehr geehrte Damen und Herren,\nich benötige für die Beantragung eines Zuschusses ein schriftliches Angebot mit Netto- und Bruttopreis für Kehrtour (1 Lizenz, 12 Monate, inkl. Einrichtung und Schulung). Bitte mit Gültigkeitsdatum.\nMit freundlichen Grüßen\nHelga Stein",
    who: "chimney sweep requesting formal quote for subsidy",
  },
  {
    name: "Dominik Frey",
    email: "dominik.frey@gmail.com",
    company: "",
    message: "ist die schulung im preis drin oder kostet die extra?",
    who: "prospect asking if training costs extra",
  },
  {
    name: "Monika Berg",
    email: "monika.berg@berg-schornstein.example",
    company: "Berg Schornsteinfeger",
    message:
      "Guten Tag, kostenloser Testzeitraum: wie lange? Und verlängert sich das automatisch kostenpflichtig? Will keine böse Überraschung. Gruß M. Berg",
    who: "prospect asking about free trial terms",
  },

  // --- phone / WhatsApp / very short ---
  {
    name: "Erwin Huber",
    email: "erwin.huber@gmx.de",
    company: "",
    message: "Rückruf bitte 0171 4483920",
    who: "one-liner with phone number",
  },
  {
    name: "Sabri Toprak",
    email: "sabri.toprak@gmail.com",
    company: "Toprak Haustechnik",
    message: "bitte whatsapp 0152 29910384",
    who: "one-liner asking for WhatsApp",
  },
  {
    name: "Gerd",
    email: "gerd.k@web.de",
    company: "",
    message: "Bitte um Rückruf wegen Kehrtour. 08031 229 41, vormittags.",
    who: "short callback request",
  },
  {
    name: "Irina Volkova",
    email: "irina.volkova@mail.example",
    company: "",
    message:
      "Hallo, bitte anrufen, ich habe Frage zu Rechnung. +49 1578 3392011. Danke. Ирина",
    who: "Russian-speaking customer asking for call about invoice",
  },
  {
    name: "Manuel",
    email: "manuel.s@t-online.de",
    company: "Schornsteinfeger",
    message: "Interesse. Bitte melden.",
    who: "very short interest note",
  },
  {
    name: "Horst Zimmermann",
    email: "horst.zimmermann@t-online.de",
    company: "",
    message: "Lieber telefonisch: 0911 / 38 29 11. Bin Schornsteinfeger. Danke",
    who: "chimney sweep preferring phone",
  },
  {
    name: "Hüseyin Arslan",
    email: "h.arslan@arslan-bau.example",
    company: "Arslan Bau",
    message:
      "Hallo, ich schreibe nicht gern, lieber WhatsApp Sprachnachricht. Nummer 0163 7721093. Geht um Termin-Software für meine Firma.",
    who: "builder preferring WhatsApp voice",
  },
  {
    name: "Annemarie Koller",
    email: "a.koller@koller-kaminkehrer.example",
    company: "Koller Kaminkehrer",
    message:
      "Danke für das nette Gespräch gestern! Wie besprochen hier meine Mail-Adresse für das Angebot.",
    who: "prospect thanking after call",
  },
  {
    name: "M. Schwab",
    email: "mschwab@web.de",
    company: "",
    message: "?",
    who: "accidental near-empty message",
  },
  {
    name: "Test",
    email: "stefan.roth@schornsteinfeger-roth-erfurt.example",
    company: "",
    message:
      "Test ob das Formular geht, sorry. Meine eigentliche Frage: bekommen Sie meine E-Mails an info@zunftwerk? Ich habe zweimal geschrieben.",
    who: "customer testing the form because emails bounced",
  },

  // --- English / foreign ---
  {
    name: "James O'Connor",
    email: "james.oconnor@chimneycare.example",
    company: "ChimneyCare Ireland",
    message:
      "Hi,\nI run a chimney sweeping business in Cork with 4 sweeps. A German colleague showed me Kehrtour at a conference. Is there an English version? The route planning looks really good.\nThanks,\nJames",
    who: "Irish chimney sweep asking for English version",
  },
  {
    name: "Pieter van Dijk",
    email: "pieter@vandijk-schoorsteen.example",
    company: "Van Dijk Schoorsteenveger",
    message:
      "Goedendag / Guten Tag,\nwir sind Schornsteinfeger in den Niederlanden, nahe der Grenze zu NRW. Wir haben auch deutsche Kunden. Ist Kehrtour für uns nutzbar? Ich schreibe lieber Englisch, if that is ok.\nGroeten,\nPieter van Dijk",
    who: "Dutch chimney sweep asking about cross-border use",
  },
  {
    name: "Marek Dvořák",
    email: "marek.dvorak@kominictvi-dvorak.example",
    company: "Kominictví Dvořák",
    message:
      "Hello,\nwe are chimney sweeps in Czech Republic (kominík). We look for software like yours. Do you plan Czech language? We can help with translation. Regards, Marek",
    who: "Czech chimney sweep asking about Czech version",
  },
  {
    name: "Sofia Rossi",
    email: "sofia.rossi@spazzacamini-alto-adige.example",
    company: "Spazzacamini Rossi",
    message:
      "Buongiorno, guten Tag,\nwir sind Kaminkehrer in Südtirol und arbeiten zweisprachig (Deutsch/Italienisch). Ist Kehrtour für Italien (Südtirol) verwendbar? Rechnungen müssen bei uns elektronisch über SDI gehen.\nDanke, grazie\nSofia Rossi",
    who: "South Tyrol chimney sweep asking about Italy",
  },
  {
    name: "Alexandros Georgiou",
    email: "a.georgiou@gmail.com",
    company: "",
    message:
      "Hello, I am moving to Germany next year to work as an electrician. I'm looking at your upcoming platform. Can foreigners without Meisterbrief register their business there? Sorry for the English.\nΑλέξανδρος Γεωργίου",
    who: "Greek electrician asking about platform eligibility",
  },
  {
    name: "Владимир Соколов",
    email: "v.sokolov@sokolov-montage.example",
    company: "Sokolov Montage",
    message:
      "Guten Tag,\nich habe eine kleine Firma für Fenstermontage in Hannover. Ich möchte Ihre Plattform benutzen, wenn sie fertig ist. Bitte schicken Sie mir Information auf Deutsch oder Russisch wenn möglich.\nMit freundlichen Grüßen\nВладимир Соколов",
    who: "window installer with Cyrillic name signing up",
  },
  {
    name: "محمد العلي",
    email: "mohammed.alali@alali-kfz.example",
    company: "Al-Ali Kfz-Service",
    message:
      "Hallo,\nich habe eine KFZ-Werkstatt in Dortmund. Ich will Termine online. Kann man die Seite auch auf Arabisch für meine Kunden machen? Viele Kunden sprechen Arabisch.\nDanke\nMohammed Al-Ali",
    who: "car workshop owner with Arabic name asking about Arabic UI",
  },
  {
    name: "Νίκος Αντωνίου",
    email: "nikos.antoniou@antoniou-maler.example",
    company: "Malerbetrieb Antoniou",
    message:
      "Hallo, ich bin Maler in München seit 20 Jahren. Ich interessiere mich für die Plattform. Wann ist Start? Gruß Nikos",
    who: "painter with Greek name asking about launch",
  },
  {
    name: "王磊",
    email: "wang.lei@wang-elektro.example",
    company: "Wang Elektrotechnik",
    message:
      "Guten Tag,\nwir sind ein Elektrobetrieb in Frankfurt. Wir interessieren uns für Ihre Termin-Plattform. Bitte senden Sie uns weitere Informationen und die Preise.\nMit freundlichen Grüßen\nWang Lei",
    who: "electrician with Chinese name requesting info",
  },
  {
    name: "Trần Thị Lan",
    email: "lan.tran@gmail.com",
    company: "Lan Hair Studio",
    message:
      "Hallo, ich habe Friseur. Meine Tochter hat Ihr Website gefunden. Gibt es Termin-Buchung für Friseur? Ich spreche nicht gut Deutsch, bitte einfache Antwort. Cảm ơn!",
    who: "Vietnamese hairdresser asking simply",
  },
  {
    name: "Sarah Goldberg",
    email: "sarah.goldberg@goldberg-ventures.example",
    company: "Goldberg Ventures",
    message:
      "Hi team,\nI'm an early-stage investor based in Tel Aviv focusing on vertical SaaS in Europe. Your booking platform for German trades caught my attention. Would you be open to a 20-minute intro call? No pressure, just getting to know you.\nBest,\nSarah",
    who: "foreign investor requesting intro call",
  },
  {
    name: "Lars Eriksen",
    email: "lars.eriksen@feiermester-eriksen.example",
    company: "Feiermester Eriksen AS",
    message:
      "Hello from Norway!\nI am a chimney sweep (feiermester) and I read about Kehrtour in the European chimney sweep association newsletter (ESCHFOE). Could you send some information in English? We are 3 people.\nRegards\nLars",
    who: "Norwegian chimney sweep requesting English info",
  },
  {
    name: "Yusuf Şahin",
    email: "yusuf.sahin@sahin-dach.example",
    company: "Şahin Bedachungen",
    message:
      "Merhaba, guten Tag. Dachdecker aus Mannheim. Unsere Kunden sind oft türkisch. Gibt es Türkisch als Sprache für Kundenbuchung? Teşekkürler, Yusuf",
    who: "Turkish roofer asking about Turkish language",
  },
  {
    name: "Ana Popescu",
    email: "ana.popescu@yahoo.com",
    company: "",
    message:
      "Hello, I am looking for a job as cleaner in your office. I work hard, I have experience. Please contact me. Thank you. Ana",
    who: "job seeker asking for cleaning job",
  },
  {
    name: "Kenji Tanaka",
    email: "k.tanaka@tanaka-tools.example",
    company: "Tanaka Tools Europe GmbH",
    message:
      "Dear Sir or Madam,\nwe are the European subsidiary of a Japanese tool manufacturer, based in Düsseldorf. For our service department (repair of power tools for craftsmen) we are looking for a booking solution for pickup appointments. Please advise if your booking API would fit.\nBest regards,\nKenji Tanaka\n田中健二",
    who: "Japanese subsidiary asking about booking API",
  },

  // --- misc honest ---
  {
    name: "Felicitas Braun",
    email: "f.braun@zunftwerk-fan.example",
    company: "",
    message:
      "Hallo, ich bin Kundin eines Schornsteinfegers und fand die Online-Terminbuchung super einfach! Wollte nur mal Danke sagen, endlich muss ich nicht mehr zu Hause auf den Brief warten. 👍",
    who: "end customer giving praise",
  },
  {
    name: "Hans Dieter Köhler",
    email: "hd.koehler@t-online.de",
    company: "",
    message:
      "Sehr geehrte Damen und Herren,\nich bin Rentner und war 40 Jahre Schornsteinfeger. Ich finde es gut, dass sich jemand um digitale Lösungen kümmert. Zu meiner Zeit war alles Karteikarte. Falls Sie mal jemanden brauchen, der erklärt, wie das früher lief, oder Ihr Programm aus Sicht eines alten Hasen testet: melden Sie sich gerne.\nMit freundlichen Grüßen\nHans Dieter Köhler",
    who: "retired chimney sweep offering feedback",
  },
  {
    name: "Patricia Lenz",
    email: "p.lenz@lenz-immobilien.example",
    company: "Lenz Hausverwaltung",
    message:
      "Guten Tag,\nwir verwalten 60 Mehrfamilienhäuser. Die Schornsteinfeger kündigen ihre Termine mal per Brief, mal per Aushang. Können wir als Hausverwaltung über Kehrtour die Termine aller Objekte einsehen? Das würde die Koordination mit den Hausmeistern enorm erleichtern.\nMit freundlichen Grüßen\nPatricia Lenz",
    who: "property manager asking about seeing sweep appointments",
  },
  {
    name: "Rolf Ackermann",
    email: "rolf.ackermann@ackermann-kaminkehrer.example",
    company: "",
    message:
      "Hallo,\nich habe gesehen, dass Sie auf Google nur 3 Bewertungen haben. Ich bin zufriedener Kunde und würde gern eine schreiben. Auf welchen Eintrag soll ich gehen, es gibt zwei (einer mit alter Adresse)?\nGruß Rolf",
    who: "customer wanting to write Google review",
  },
  {
    name: "Ines Hofmann",
    email: "ines.hofmann@hofmann-events.example",
    company: "Hofmann Events",
    message:
      "Hallo,\nwir organisieren im Herbst die 'Nacht des Handwerks' in Regensburg und suchen Sponsoren. Sponsoring-Pakete ab 500 €, dafür Logo auf Plakaten und Stand im Foyer. Passt das für Sie? Infos unter nachtdeshandwerks-regensburg.example\nLiebe Grüße\nInes Hofmann",
    who: "local event organiser seeking sponsor",
  },
  {
    name: "Sebastian Pohl",
    email: "sebastian.pohl@pohl-kaminkehrer.example",
    company: "Pohl Kaminkehrer",
    message:
      "Hallo Zunftwerk,\nunser Sohn hat eine Website für uns gebaut: www.pohl-kaminkehrer.example. Wie binde ich da die Online-Terminbuchung ein? Er meint, ich brauche einen 'Embed Code'. Wo finde ich den?\nGruß\nSebastian Pohl",
    who: "chimney sweep asking for embed code",
  },
  {
    name: "Melanie Krüger",
    email: "melanie.krueger@krueger-personal.example",
    company: "Krüger Personalberatung",
    message:
      "Guten Tag,\nwir sind eine kleine Personalberatung, spezialisiert auf das Handwerk. Uns interessiert, ob Sie eine Jobbörse auf der geplanten Plattform planen. Wir hätten Interesse an einer Kooperation. Ansonsten würden wir gern mehr über Ihre Stellenangebote im Entwicklungsbereich erfahren, wir haben passende Kandidaten.\nBeste Grüße\nMelanie Krüger",
    who: "recruiter asking about job board cooperation",
  },
  {
    name: "Thomas Engel",
    email: "thomas.engel@gemeinde-beispieldorf.example",
    company: "Gemeinde Beispieldorf",
    message:
      "Sehr geehrte Damen und Herren,\ndie Gemeinde möchte die Termine für die Sperrmüllabholung und die Bauhof-Leistungen online buchbar machen. Ist Ihre Buchungslösung auch für Kommunen nutzbar? Ausschreibungspflichtig wäre das unter 1.000 € nicht.\nMit freundlichen Grüßen\nThomas Engel\nHauptamt",
    who: "municipality asking about booking solution",
  },
  {
    name: "Andrea Simon",
    email: "andrea.simon@simon-kaminbau.example",
    company: "Simon Kaminbau",
    message:
      "Hallo,\nwir haben eure Seite gefunden, weil wir nach 'Schornsteinfeger Software Tourenplanung' gegoogelt haben, und ihr wart auf Platz 1. Glückwunsch zum Ranking :) Unsere Frage: Habt ihr auch Partner, die Hardware (Tablets) mit vorinstallierter Software liefern?\nViele Grüße\nAndrea Simon",
    who: "prospect asking about hardware bundles",
  },
  {
    name: "Gregor Nowicki",
    email: "gregor.nowicki@nowicki-sanitaer.example",
    company: "Nowicki Sanitär",
    message:
      "Hallo, ich bin Installateur und hab eine Frage, die vielleicht komisch klingt: Könnt ihr mir einen guten Schornsteinfeger in Leipzig-Süd empfehlen, der Kehrtour nutzt? Ich brauche jemanden für eine Abnahme und der Bezirksschornsteinfeger geht nie ans Telefon. 😅",
    who: "plumber asking for chimney sweep recommendation",
  },
  {
    name: "Ulrike Bender",
    email: "ulrike.bender@bender-verlag.example",
    company: "Bender Fachverlag",
    message:
      "Sehr geehrte Damen und Herren,\nwir bringen im Herbst ein Fachbuch 'Betriebsführung im Schornsteinfegerhandwerk' heraus. Im Kapitel Software würden wir Kehrtour gerne neutral vorstellen. Könnten Sie uns einen Ansprechpartner und zwei Screenshots zur Verfügung stellen?\nMit freundlichen Grüßen\nUlrike Bender\nLektorat",
    who: "publisher asking for screenshots for book",
  },
  {
    name: "Benjamin Roth",
    email: "benjamin.roth@roth-kaminkehrer.example",
    company: "Roth Kaminkehrer",
    message:
      "Hallo,\n\nich möchte ein bisschen ausholen, weil ich glaube, dass unser Fall nicht ganz Standard ist.\n\nWir sind ein Familienbetrieb in dritter Generation. Mein Vater (68) führt noch den Bezirk, ich (35) mache die freien Arbeiten (Kaminofen-Abnahmen, Rauchrohrreinigung, Beratung zu Heizungstausch), und meine Schwester macht das Büro. Wir haben also eigentlich zwei Betriebe: den hoheitlichen Teil und den freien Teil, mit getrennter Buchhaltung. Bisher nutzen wir für den Bezirk ein älteres Kehrbuchprogramm und für den freien Teil gar nichts außer Papierkalender und WhatsApp.\n\nFragen:\n1. Kann Kehrtour beide Bereiche abbilden, aber getrennt abrechnen?\n2. Können Kunden für den freien Teil online buchen, aber für den hoheitlichen Teil nicht?\n3. Wie läuft die Migration aus dem alten Programm?\n4. Gibt es eine Einführungsschulung vor Ort in Niederbayern?\n\nIch weiß, das sind viele Fragen. Ein Telefonat wäre vielleicht einfacher: 0171 8834 210, am besten abends.\nViele Grüße\nBenjamin Roth",
    who: "family chimney sweep business with detailed long questions",
  },
  {
    name: "Kathrin Wolf",
    email: "kathrin.wolf@wolf-schornstein.example",
    company: "Wolf Schornsteinfeger",
    message:
      "Guten Tag,\nwir möchten Kehrtour verwenden, haben aber Bedenken wegen der Verschlüsselung der Kundendaten auf dem Tablet, falls es verloren geht. Ist die lokale Datenbank kryptografisch geschützt? Und kann man ein Gerät aus der Ferne sperren?\nMit freundlichen Grüßen\nKathrin Wolf",
    who: "prospect asking about device encryption and remote wipe",
  },
  {
    name: "Oliver Marquardt",
    email: "oliver.marquardt@marquardt-kfz.example",
    company: "Marquardt KFZ",
    message:
      "Moin,\nich hab einen Link zu eurer Seite in einer Facebook-Gruppe für Werkstattinhaber gefunden. Stimmt es, dass man sich für die Plattform jetzt schon anmelden kann und die ersten 6 Monate kostenlos sind? Oder war das ein Fake-Post? Gruß Oliver",
    who: "car workshop owner checking a social media claim",
  },
  {
    name: "Renée Dubois",
    email: "renee.dubois@ramonage-dubois.example",
    company: "Ramonage Dubois",
    message:
      "Bonjour,\nje suis ramoneur en Alsace. Excusez-moi, je ne parle pas bien allemand. Est-ce que votre logiciel Kehrtour existe en français? Nous avons beaucoup de clients et la planification des tournées est difficile.\nMerci beaucoup\nRenée Dubois",
    who: "French chimney sweep writing in French",
  },
  {
    name: "Stefanie Horn",
    email: "stefanie.horn@horn-kosmetik.example",
    company: "Kosmetikstudio Horn",
    message:
      "Hi, Kosmetikerin hier (ist kein Handwerk, ich weiß 🙈). Darf ich eure Plattform trotzdem nutzen, wenn sie rauskommt? Brauche dringend was Günstiges für Online-Termine.",
    who: "beautician asking whether she can use platform",
  },
  {
    name: "Walter Neubert",
    email: "walter.neubert@neubert-schornsteinfeger.example",
    company: "Schornsteinfeger Neubert",
    message:
      "Sehr geehrte Damen und Herren,\nbeim Import der CSV-Datei aus unserem alten Programm kommt die Fehlermeldung 'Ungültige Kodierung in Zeile 1'. Die Datei ist aus Windows-Excel gespeichert. Ich habe sie hier hochgeladen: https://wetransfer.example/downloads/8a7f3c\n(enthält Testdaten, keine echten Kunden).\nMit freundlichen Grüßen\nWalter Neubert",
    who: "customer with CSV import encoding error",
  },
  {
    name: "Jasmin Kraft",
    email: "jasmin.kraft@kraft-fenster.example",
    company: "Kraft Fensterbau",
    message:
      "Hallo, bitte schickt mir die API-Doku. Unser Programmierer will die Buchung in unsere Website einbauen. Kontakt Programmierer: dev@kraft-fenster.example. Danke!",
    who: "window builder requesting API docs for developer",
  },
  {
    name: "Frieder Schöller",
    email: "frieder.schoeller@web.de",
    company: "",
    message:
      "Hallo,\nmein Schornsteinfeger sagt, er kann mir keine Rechnung per E-Mail schicken, weil 'das Programm das nicht kann'. Er nutzt angeblich Ihr Programm. Stimmt das? Ich würde gern papierlos bleiben.\nGruß Frieder Schöller",
    who: "homeowner asking if sweep's software can email invoices",
  },
  {
    name: "Nina Abramowitsch",
    email: "nina.abramowitsch@gmail.com",
    company: "",
    message:
      "Hallo, ich arbeite bei einem Schornsteinfeger als Minijob im Büro und würde mich gern weiterbilden. Gibt es ein Zertifikat oder eine Kehrtour-Schulung, die ich im Lebenslauf angeben kann? LG Nina",
    who: "part-time office worker asking about certification",
  },
  {
    name: "Albert Hagen",
    email: "albert.hagen@hagen-schornsteinfeger.example",
    company: "Hagen Schornsteinfeger",
    message:
      "Guten Tag,\nbekomme ich für Kehrtour eine Rechnung mit ausgewiesener MwSt.? Ich brauche das für den Vorsteuerabzug. Die letzte Rechnung hatte nur einen Bruttobetrag.\nMfG Albert Hagen",
    who: "customer asking for VAT on invoice",
  },
  {
    name: "Corinna Lehner",
    email: "corinna.lehner@lehner-kaminkehrer.example",
    company: "Lehner Kaminkehrer",
    message:
      "Hallo, kann man bei der Online-Buchung verhindern, dass Kunden Termine am Samstag wählen? Wir arbeiten samstags nicht, aber das Widget bietet es an. Danke Corinna",
    who: "customer asking to block Saturdays",
  },
  {
    name: "Ernst Fischer",
    email: "ernst.fischer@fischer-schornsteinfeger.example",
    company: "Fischer Schornsteinfeger",
    message:
      "Moin. Neues Handy, App neu installiert, jetzt will sie einen Aktivierungscode. Wo krieg ich den her? Ernst",
    who: "customer needing activation code",
  },
  {
    name: "Dagmar Reiter",
    email: "dagmar.reiter@reiter-kamin.example",
    company: "",
    message:
      "Guten Tag,\nich bin Kundin und war zur Schulung im Februar angemeldet, konnte aber krankheitsbedingt nicht teilnehmen. Kann ich den Termin nachholen, ohne nochmal zu zahlen?\nDanke\nDagmar Reiter",
    who: "customer asking to reschedule missed training",
  },
  {
    name: "Leon Bauer",
    email: "leon.bauer@bauer-heizung.example",
    company: "Bauer Heizung & Bad",
    message:
      "Hallo,\nich bin auf eure Seite gestoßen über einen Artikel bei handwerk-digital.example. Dort stand, dass ihr eine kostenlose Beratung zur Digitalisierung anbietet. Ist das wirklich kostenlos, oder kommt danach ein Verkaufsgespräch? 😄 Ehrliche Frage. Wir sind 12 Leute, SHK.\nGrüße Leon",
    who: "heating company asking if consultation is really free",
  },
  {
    name: "Ramona Schilling",
    email: "ramona.schilling@schilling-elektro.example",
    company: "Schilling Elektro",
    message:
      "Hallo,\nwir sind Elektriker und haben gerade eure Seite entdeckt. Kurze Frage: Ist euer Büro in Deutschland? Support auf Deutsch? Wir hatten schlechte Erfahrungen mit einem Anbieter, dessen Support nur auf Englisch über ein Ticketsystem lief.\nLG Ramona",
    who: "electrician asking about German support",
  },
  {
    name: "Harald Wendt",
    email: "harald.wendt@wendt-bsf.example",
    company: "Bezirksschornsteinfeger Harald Wendt",
    message:
      "Hallo,\nich habe eine Mahnung bekommen (2. Mahnung, 12,50 € Mahngebühr), obwohl ich am 02. überwiesen habe. Kontoauszug anbei: https://cloud.example.com/s/wendt-ueberweisung\nBitte die Mahngebühr stornieren.\nHarald Wendt",
    who: "customer disputing dunning fee",
  },
  {
    name: "Caroline Haber",
    email: "caroline.haber@haber-consulting.example",
    company: "Haber Unternehmensnachfolge",
    message:
      "Guten Tag,\nich begleite Unternehmensnachfolgen im Handwerk. Ein Mandant (Schornsteinfegerbetrieb) wird verkauft. Ist der Kehrtour-Vertrag auf den Käufer übertragbar, inklusive aller Daten? Oder muss der Käufer neu abschließen?\nMit freundlichen Grüßen\nCaroline Haber",
    who: "succession consultant asking about contract transfer",
  },
  {
    name: "Marvin Stolz",
    email: "marvin.stolz@stolz-schornsteinfeger.example",
    company: "",
    message:
      "Hi, wollte mal fragen ob ihr ein Affiliate-/Empfehlungsprogramm habt. Ich bin in 3 Schornsteinfeger-Facebookgruppen aktiv und empfehle euch eh immer. Wenn dabei was rausspringt, umso besser 😄 Gruß Marvin",
    who: "customer asking about referral program",
  },
  {
    name: "Zofia Kamińska",
    email: "zofia.kaminska@gmail.com",
    company: "",
    message:
      "Guten Tag,\nich bin die Tochter von Herrn Kamiński (Schornsteinfeger in Frankfurt/Oder). Er hat Probleme mit dem Login und spricht nicht so gut Deutsch. Kann ich für ihn mit dem Support sprechen? Telefon: 0176 448 11 902.\nDanke\nZofia Kamińska",
    who: "daughter contacting support for father",
  },
  {
    name: "Benno Lachmann",
    email: "benno.lachmann@lachmann-kaminkehrer.example",
    company: "Lachmann Kaminkehrer",
    message:
      "servus,\ndas neue feature mit der automatischen tourenoptimierung ist der hammer. hab heute 40 min gespart. wollt ich nur sagen. weiter so!!\nbenno",
    who: "happy customer praising new feature",
  },
  {
    name: "Elke Sander",
    email: "elke.sander@sander-kaminkehrer.example",
    company: "Sander Kaminkehrer",
    message:
      "Guten Tag,\nder Rechnungsbetrag auf der Rechnung ZW-2025-00418 (129,00 €) weicht von unserem Angebot (109,00 €) ab. Im Angebot war ein Rabatt von 20 € für Innungsmitglieder ausgewiesen. Bitte korrigieren.\nAngebot liegt bei: https://cloud.example.com/s/sander-angebot\nGrüße\nElke Sander",
    who: "customer disputing invoice amount vs offer",
  },
  {
    name: "Hakan Yılmaz",
    email: "hakan.yilmaz@yilmaz-maler.example",
    company: "Yılmaz Malerbetrieb",
    message:
      "Selam, guten Tag. Ich bin Maler in Berlin. Ich habe 8 Mitarbeiter. Die Plattform für alle Handwerker klingt gut. Kann man da auch Angebote an Kunden schicken oder nur Termine? Danke, Hakan",
    who: "painter asking whether platform supports quotes",
  },
  {
    name: "Dr. Silke Weber",
    email: "silke.weber@landratsamt-beispiel.example",
    company: "Landratsamt Beispielkreis, Untere Immissionsschutzbehörde",
    message:
      "Sehr geehrte Damen und Herren,\nim Rahmen unserer Aufsicht über die bevollmächtigten Bezirksschornsteinfeger möchten wir wissen, ob Ihre Software die Übermittlung der Kehrbuchdaten in dem von der Behörde geforderten Format unterstützt. Gibt es hierzu eine technische Beschreibung?\nMit freundlichen Grüßen\nDr. Silke Weber",
    who: "district authority asking about data format",
  },
  {
    name: "Maik Herrmann",
    email: "maik.herrmann@herrmann-schornsteinfeger.example",
    company: "Herrmann Schornsteinfeger",
    message:
      "Hallo, seit gestern bekomme ich keine E-Mail-Benachrichtigungen mehr, wenn ein Kunde online bucht. Spam-Ordner geprüft, nichts. Mailadresse in den Einstellungen stimmt. Könnt ihr mal im Log schauen? Danke Maik",
    who: "customer not receiving booking notifications",
  },
  {
    name: "Lydia Franz",
    email: "lydia.franz@franz-partner.example",
    company: "Franz & Partner Rechtsanwälte",
    message:
      "Sehr geehrte Damen und Herren,\nwir vertreten die Schornsteinfegerei Keller GbR. Unsere Mandantin bittet um Übersendung einer Kopie des Nutzungsvertrags sowie der AGB in der bei Vertragsschluss geltenden Fassung (März 2023).\nMit freundlichen Grüßen\nLydia Franz\nRechtsanwältin",
    who: "lawyer requesting contract copy for client",
  },
  {
    name: "Björn Sievers",
    email: "bjoern.sievers@sievers-dach.example",
    company: "Sievers Dachtechnik",
    message:
      "Moin, ich bin Dachdecker und hab gehört, dass ihr mit Google-Kalender synchronisiert. Gilt das auch für die neue Plattform? Wir leben quasi im Google Kalender. Gruß Björn",
    who: "roofer asking about Google Calendar sync",
  },
];
