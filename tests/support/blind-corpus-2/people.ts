// Written blind for issue 55 by a helper who never saw the spam rules nor
// the corpora they were written against: the bench measures the rules on it
// (npm run bench, spam section); no rule is tuned against it. Everything is
// invented.
// Genuine contact-form enquiries for the Kehrtour / booking-API / trades-platform website.
// Written blind (no access to the filter's rules or other corpora). All people, companies,
// addresses and numbers are invented; domains use *.example or common free-mail providers.

import type { WrittenEnquiry as Enquiry } from "../enquiry-corpus.ts";

export const people: readonly Enquiry[] = [
  // ---------------------------------------------------------------- chimney sweeps
  {
    name: "Georg Haslinger",
    email: "g.haslinger@kaminkehrer-haslinger.example",
    company: "Kaminkehrermeister Georg Haslinger",
    message: `Grüß Gott,

ich bin bevollmächtigter Bezirkskaminkehrermeister im Landkreis Rottal-Inn und habe zwei Gesellen. Bisher machen wir die Terminankündigungen mit Zetteln im Briefkasten und einer Excel-Liste, das kostet uns jede Woche einen halben Tag.

Mich würde interessieren, wie Kehrtour in der Praxis aussieht. Können Sie mir das mal in einer Vorführung zeigen? Am besten abends nach 17 Uhr, tagsüber sind wir auf dem Dach.

Mit freundlichen Grüßen
Georg Haslinger`,
    who: "Bavarian district chimney sweep master with two journeymen who wants an evening demo to replace paper notices and Excel",
    kind: "chimney-sweep",
  },
  {
    name: "Sabine Krämer",
    email: "info@schornsteinfeger-kraemer.example",
    company: "Schornsteinfegerbetrieb Krämer",
    message: `Guten Tag,

was kostet Kehrtour für einen Betrieb mit 3 Benutzern (Meisterin + 2 Gesellen)? Und sind die SMS im Preis enthalten oder wird pro SMS abgerechnet? Wir haben ca. 2.100 Kunden im Bezirk, davon vielleicht ein Drittel ohne E-Mail-Adresse.

Vielen Dank und viele Grüße
Sabine Krämer
Schornsteinfegermeisterin`,
    who: "Female chimney sweep master asking for the price for three users and whether SMS are included",
    kind: "chimney-sweep",
  },
  {
    name: "Meier",
    email: "meier.kehr@t-online.de",
    company: "",
    message: `Rückruf bitte 0171 4432198 Meier Schornsteinfeger`,
    who: "Chimney sweep asking only for a call back with his mobile number",
    kind: "chimney-sweep",
  },
  {
    name: "HEINZ BRÜGGEMANN",
    email: "h.brueggemann@web.de",
    company: "BRÜGGEMANN SCHORNSTEINFEGER",
    message: `GUTEN TAG

ICH BIN SEIT 31 JAHREN SCHORNSTEINFEGER IM KREIS SOEST. MEIN SOHN SAGT ICH SOLL MAL BEI IHNEN ANFRAGEN. WAS KOSTET DAS PROGRAMM IM MONAT UND BRAUCHE ICH DAFÜR EIN SMARTPHONE ODER GEHT DAS AUCH AM COMPUTER IM BÜRO.

BITTE RUFEN SIE MICH AN 02921 55 873 ODER SCHREIBEN SIE EINEN BRIEF.

MFG H. BRÜGGEMANN`,
    who: "Older chimney sweep writing in all caps, asking about monthly cost and whether a smartphone is required",
    kind: "chimney-sweep",
  },
  {
    name: "dennis w",
    email: "dennis.wolfram93@gmail.com",
    company: "",
    message: `hallo, ich hab intresse an euren programm für die terminvergabe. wir sind zu dritt im betrieb und fahren ca 60-80 km am tag, meistens durcheinander weil die kunden immer was anderes wollen. kann mann bei euch einstellen das der kunde nur termine an bestimmten tagen wählen kan weil wir zb dienstags immer in dem einen ort sind? gruß dennis`,
    who: "Chimney sweep employee with many typos asking whether customers can be restricted to certain days per village",
    kind: "chimney-sweep",
  },
  {
    name: "Jannik",
    email: "jannik.feger@gmx.de",
    company: "Schornsteinfeger Jannik Lührs",
    message: `Moin!

Hab euch über nen Kollegen aus der Meisterschule gefunden. Ich übernehm ab Januar nen Bezirk in Ostfriesland und will von Anfang an alles digital machen, kein Zettelkram mehr. Könnt ihr mir mal zeigen wie das bei euch läuft? Gern auch per Video, bin flexibel.

Und noch ne Frage: kann ich die Kundendaten vom Vorgänger einfach importieren, der hat alles in so ner alten Access-Datenbank?

Danke dir / euch!
Jannik`,
    who: "Young chimney sweep taking over a district, writing casually in Du form, wants a video demo and to import an old Access database",
    kind: "chimney-sweep",
  },
  {
    name: "Ulrich Sommerfeld",
    email: "u.sommerfeld@schornsteinfeger-sommerfeld.example",
    company: "Schornsteinfegermeister Ulrich Sommerfeld",
    message: `Sehr geehrte Damen und Herren,

auf Ihrer Seite steht "Tourenplanung mit Routenoptimierung". Ist das eine KI, die da entscheidet, oder kann ich die Reihenfolge noch selbst ändern? Ich habe schlechte Erfahrungen mit Navis gemacht, die mich über Feldwege schicken. Bei uns im Schwarzwald gibt es Höfe, die man nur von einer Seite anfahren kann, und im Winter sind manche Straßen gesperrt.

Ich möchte nicht, dass ein Computer meinen Kunden Termine zusagt, die ich dann nicht halten kann.

Mit freundlichem Gruß
U. Sommerfeld`,
    who: "Sceptical Black Forest chimney sweep asking whether the route planning is AI and whether he can override the order",
    kind: "chimney-sweep",
  },
  {
    name: "Katrin Ebeling",
    email: "k.ebeling@kaminkehrer-ebeling.example",
    company: "Kaminkehrerei Ebeling",
    message: `Hallo,

viele unserer älteren Kunden lesen keine E-Mails, aber fast alle haben WhatsApp. Können die Terminankündigungen auch per WhatsApp verschickt werden statt per SMS? Und falls ja, was kostet das zusätzlich?

Grüße aus dem Allgäu
Katrin Ebeling`,
    who: "Chimney sweep asking whether appointment notices can be sent by WhatsApp instead of SMS and at what cost",
    kind: "chimney-sweep",
  },
  {
    name: "Frank Oltmanns",
    email: "oltmanns@schornsteinfeger-oltmanns.example",
    company: "Schornsteinfegerbetrieb Oltmanns GmbH",
    message: `Guten Tag,

wir nutzen seit Jahren eine Branchensoftware für das Kehrbuch und die Feuerstättenbescheide (die möchten wir auch behalten). Gibt es eine Schnittstelle, damit die Kunden- und Anlagendaten nicht doppelt gepflegt werden müssen? Ein CSV-Export wäre bei uns möglich, eine direkte Anbindung wäre natürlich schöner.

Wir sind 5 Personen, davon 3 auf Tour.

Freundliche Grüße
Frank Oltmanns`,
    who: "Chimney sweep company (5 people) asking about an interface to their existing chimney-register software",
    kind: "chimney-sweep",
  },
  {
    name: "Andrea Pfisterer",
    email: "andrea.pfisterer@outlook.com",
    company: "Kaminkehrermeisterbetrieb Pfisterer",
    message: `Hallo zusammen,

wir haben ca. 1.800 Kunden in einer Excel-Tabelle (Name, Adresse, Telefon, teilweise E-Mail, Anlagen, Kehrintervalle). Wie läuft der Import bei Ihnen? Müssen wir das selbst machen oder übernehmen Sie das? Die Tabelle ist leider nicht besonders ordentlich, manche Adressen stehen in einer Zelle zusammen.

LG Andrea Pfisterer`,
    who: "Chimney sweep office asking how to import 1,800 customers from a messy Excel sheet",
    kind: "chimney-sweep",
  },
  {
    name: "Markus Strobl",
    email: "m.strobl@rauchfangkehrer-strobl.example",
    company: "Rauchfangkehrermeister Markus Strobl",
    message: `Servus,

ich bin Rauchfangkehrer in der Steiermark. Funktioniert Kehrtour auch in Österreich? Bei uns heißt das ja alles ein bisschen anders und die Kehrintervalle sind in der Landes-Kehrordnung geregelt. Wichtig wäre mir vor allem die Terminankündigung per SMS an österreichische Handynummern (+43).

Lg Markus`,
    who: "Austrian chimney sweep (Rauchfangkehrer) asking whether the product works in Austria with +43 SMS",
    kind: "chimney-sweep",
  },
  {
    name: "Reto Gasser",
    email: "reto.gasser@kaminfeger-gasser.example",
    company: "Kaminfeger Gasser AG",
    message: `Grüezi

Wir sind ein Kaminfegergeschäft im Kanton Luzern mit 7 Mitarbeitenden. Bieten Sie Kehrtour auch für die Schweiz an? Konkret: Abrechnung in CHF möglich, Datenhaltung in DE ist für uns ok, aber wir brauchen Schweizer Feiertage und Schweizer Mobilnummern.

Freundliche Grüsse
Reto Gasser`,
    who: "Swiss chimney sweep company asking about availability in Switzerland, CHF billing and Swiss holidays",
    kind: "chimney-sweep",
  },
  {
    name: "Thomas Wieland",
    email: "thomas.wieland@schornsteinfeger-wieland.example",
    company: "Schornsteinfegermeister Thomas Wieland",
    message: `Hallo,

Sie bieten eine kostenlose Beratung an. Hätten Sie nächste Woche Dienstag oder Donnerstag zwischen 13 und 15 Uhr Zeit? Am liebsten telefonisch, meine Nummer ist 0152 2871 4409.

Danke
Thomas Wieland`,
    who: "Chimney sweep requesting the free consultation by phone on specific days",
    kind: "chimney-sweep",
  },
  {
    name: "Birgit Hanke",
    email: "birgit.hanke@schornsteinfeger-hanke.example",
    company: "Schornsteinfegerbetrieb Hanke",
    message: `Guten Tag,

bei uns in der Uckermark gibt es in manchen Dörfern kein Netz. Funktioniert die App auch offline? Also kann der Geselle vor Ort Termine abhaken und Notizen schreiben und das wird dann synchronisiert, wenn wieder Empfang da ist?

Viele Grüße
Birgit Hanke`,
    who: "Chimney sweep in a rural area asking whether the app works offline without mobile reception",
    kind: "chimney-sweep",
  },
  {
    name: "Stefan Rademacher",
    email: "rademacher@bsm-rademacher.example",
    company: "Bevollmächtigter Bezirksschornsteinfeger Stefan Rademacher",
    message: `Sehr geehrte Damen und Herren,

bei mir laufen mehrere Termintypen nebeneinander: Feuerstättenschau (zweimal in sieben Jahren), jährliche Kehrungen und Messungen, teilweise halbjährlich bei Festbrennstoffen, dazu freie Arbeiten, die die Kunden auch bei anderen Betrieben machen lassen könnten.

Kann Kehrtour unterschiedliche Intervalle je Anlage abbilden und die Termine so zusammenlegen, dass ich möglichst nur einmal im Jahr beim Kunden bin? Das wäre für mich das wichtigste Kriterium.

Mit freundlichen Grüßen
Stefan Rademacher`,
    who: "District chimney sweep asking whether different inspection intervals per appliance can be combined into one visit",
    kind: "chimney-sweep",
  },
  {
    name: "Nadine Forster",
    email: "n.forster@kaminkehrer-forster.example",
    company: "Kaminkehrerbetrieb Forster",
    message: `Hallo,

wenn ich die Online-Buchung bei Ihnen nutze, wird diese Buchungsseite dann auch bei Google gefunden? Viele Kunden suchen "Kaminkehrer Landsberg Termin" und landen bei der Konkurrenz. Kann ich die Seite auf meiner Homepage einbinden oder ist das eine eigene Seite bei Ihnen?

Gruß Nadine Forster`,
    who: "Chimney sweep asking whether her online booking page will show up on Google and whether it can be embedded on her site",
    kind: "chimney-sweep",
  },
  {
    name: "Oliver Janssen",
    email: "o.janssen@schornsteinfeger-janssen.example",
    company: "Schornsteinfeger Janssen",
    message: `Hallo Kehrtour-Team,

ich möchte die Buchungsseite unter meiner eigenen Domain laufen lassen, also z.B. termine.schornsteinfeger-janssen.de statt unter Ihrer Adresse. Geht das? Die Domain liegt bei meinem Hoster, ich komme an die DNS-Einstellungen ran. Welchen Eintrag bräuchte ich da, einen CNAME?

Danke und Gruß
Oliver Janssen`,
    who: "Chimney sweep asking whether his booking page can run under his own subdomain and which DNS record he needs",
    kind: "chimney-sweep",
  },
  {
    name: "Ralf Küpper",
    email: "ralf.kuepper@schornsteinfeger-kuepper.example",
    company: "Schornsteinfegerbetrieb Ralf Küpper",
    message: `Guten Tag,

wir testen gerade Kehrtour. Leider landen die Terminankündigungen bei einigen Kunden im Spam-Ordner, vor allem bei T-Online- und GMX-Adressen. Als Absender steht unsere Adresse drin. Müssen wir bei unserer Domain irgendwas einstellen (SPF, DKIM?) oder liegt das an Ihnen? Mein Sohn meint, das hat was mit DMARC zu tun, aber ich kenne mich da nicht aus.

Gruß
Ralf Küpper`,
    who: "Chimney sweep in trial whose appointment e-mails end up in spam at T-Online/GMX, asking about SPF/DKIM/DMARC",
    kind: "chimney-sweep",
  },
  {
    name: "Petra Lindemann",
    email: "buero@schornsteinfeger-lindemann.example",
    company: "Schornsteinfeger Lindemann",
    message: `Guten Tag,

unser Steuerberater möchte, dass wir nicht per Lastschrift zahlen, sondern per Überweisung auf Rechnung. Ist das bei Ihnen möglich? Und stellen Sie ordentliche Rechnungen mit ausgewiesener Umsatzsteuer aus, die wir an den Steuerberater weitergeben können?

Viele Grüße
Petra Lindemann`,
    who: "Chimney sweep office asking to pay by bank transfer on invoice instead of direct debit, with proper VAT invoices",
    kind: "chimney-sweep",
  },
  {
    name: "Bernd Osterloh",
    email: "b.osterloh@schornsteinfeger-osterloh.example",
    company: "Schornsteinfegermeister Bernd Osterloh",
    message: `Hallo,

gibt es bei Ihnen einen Rabatt für Innungsmitglieder? Wir sind in der Schornsteinfeger-Innung und mehrere Kollegen überlegen, gemeinsam umzusteigen. Wenn wir zu fünft kommen, was wäre dann der Preis pro Betrieb?

MfG
Bernd Osterloh`,
    who: "Chimney sweep asking for a guild-member or group discount if five businesses switch together",
    kind: "chimney-sweep",
  },
  {
    name: "Werner Albrecht",
    email: "werner.albrecht@t-online.de",
    company: "Schornsteinfegermeister Werner Albrecht",
    message: `Sehr geehrte Damen und Herren,

ich gehe zum Jahresende in den Ruhestand, mein Nachfolger im Bezirk ist Herr Kessler. Kann mein Kehrtour-Zugang mit allen Kunden und Terminen auf ihn übertragen werden? Oder muss er neu anfangen und ich exportiere die Daten? Wie ist das mit dem Datenschutz, darf ich die Kundendaten überhaupt übergeben?

Mit freundlichen Grüßen
Werner Albrecht`,
    who: "Retiring chimney sweep asking how to transfer his account and customer data to his successor, and whether that is GDPR-compliant",
    kind: "chimney-sweep",
  },
  {
    name: "Christian Hübner",
    email: "c.huebner@schornsteinfeger-huebner.example",
    company: "Schornsteinfeger Hübner GmbH & Co. KG",
    message: `Guten Tag,

bitte senden Sie mir Informationsmaterial und eine Preisliste zu Kehrtour.

--
Mit freundlichen Grüßen

Christian Hübner
Schornsteinfegermeister | Gebäudeenergieberater (HWK)
Schornsteinfeger Hübner GmbH & Co. KG
Am Kirchberg 12, 34567 Musterstadt

Büro: 05602 93 44 10
Fax: 05602 93 44 19
Mobil: 0160 98 11 223
Notdienst: 0160 98 11 224
E-Mail: c.huebner@schornsteinfeger-huebner.example
Web: https://www.schornsteinfeger-huebner.example
Energieberatung: https://www.schornsteinfeger-huebner.example/energieberatung
Facebook: https://www.facebook.com/schornsteinfeger.huebner.example
Instagram: @schornsteinfeger_huebner

Sitz der Gesellschaft: Musterstadt, Amtsgericht Kassel HRA 12345
Persönlich haftende Gesellschafterin: Hübner Verwaltungs GmbH, Amtsgericht Kassel HRB 67890
Geschäftsführer: Christian Hübner
USt-IdNr.: DE123456789

Diese E-Mail kann vertrauliche Informationen enthalten. Wenn Sie nicht der richtige Adressat sind, informieren Sie bitte sofort den Absender und vernichten Sie diese E-Mail.`,
    who: "Chimney sweep asking for brochure and price list, pasting a long signature with many phone numbers, links and legal text",
    kind: "chimney-sweep",
  },
  {
    name: "Tomasz Wiśniewski",
    email: "t.wisniewski@wp.pl",
    company: "Usługi Kominiarskie Wiśniewski",
    message: `Dzień dobry,

prowadzę zakład kominiarski w Zgorzelcu, 4 pracowników. Czy Państwa program Kehrtour jest dostępny również w języku polskim? Interesuje mnie głównie planowanie tras i powiadomienia SMS dla klientów. Czy wysyłka SMS działa na polskie numery (+48)?

Proszę o informację o cenach.

Z poważaniem
Tomasz Wiśniewski`,
    who: "Polish chimney sweep near the German border asking in Polish whether Kehrtour is available in Polish and works with +48 SMS",
    kind: "chimney-sweep",
  },
  {
    name: "Виктор Шмидт",
    email: "viktor.schmidt.kehr@gmx.de",
    company: "Schornsteinfeger Schmidt",
    message: `Здравствуйте!

Я работаю трубочистом (Schornsteinfegermeister) в Германии, в районе Кассель, уже 12 лет. Немецкий знаю, но писать мне проще по-русски. Хотел бы узнать: можно ли в Kehrtour планировать маршруты на неделю вперёд и автоматически отправлять клиентам уведомления о визите? Сколько это стоит в месяц для одного мастера и одного помощника?

Можно ответить и на немецком, без проблем.

С уважением,
Виктор Шмидт`,
    who: "Russian-speaking chimney sweep master in Germany asking in Russian about weekly route planning, notices and monthly price",
    kind: "chimney-sweep",
  },
  {
    name: "Patrick O'Sullivan",
    email: "patrick@osullivan-chimneys.example",
    company: "O'Sullivan Chimney Services",
    message: `Hi there,

I run a small chimney sweeping business in County Cork, Ireland (me plus two lads). A German customer of mine showed me your Kehrtour website and I like the idea of customers booking online and getting SMS reminders.

Is the software available in English, and do you work with customers outside Germany? We don't have the same legal inspection system as you do, it's mostly customers booking a sweep before winter, so I'd mainly need the booking and route planning.

Cheers,
Patrick`,
    who: "Irish chimney sweep asking whether the software is available in English for customers outside Germany",
    kind: "chimney-sweep",
  },
  {
    name: "Martina Vogt",
    email: "vogt@schornsteinfeger-vogt.example",
    company: "Schornsteinfeger Vogt GmbH",
    message: `Sehr geehrte Damen und Herren,

wir sind ein größerer Betrieb mit 8 Gesellen, 2 Azubis und 5 Fahrzeugen, verteilt auf zwei Kehrbezirke plus freie Arbeiten im Umland. Kann Kehrtour mehrere Touren parallel planen, also pro Geselle eine optimierte Route, und dabei berücksichtigen, wer welche Qualifikation hat (z.B. Messungen nur durch bestimmte Mitarbeiter)?

Für ein Angebot wären wir dankbar.

Mit freundlichen Grüßen
Martina Vogt
Geschäftsführerin`,
    who: "Managing director of a larger chimney sweep business asking about parallel route planning per journeyman with skills",
    kind: "chimney-sweep",
  },
  {
    name: "Hans-Peter Lorenz",
    email: "hp.lorenz@icloud.com",
    company: "",
    message: `Gibt es eine App fürs iPhone? Oder nur Browser?`,
    who: "Chimney sweep asking briefly whether there is an iPhone app",
    kind: "chimney-sweep",
  },
  {
    name: "Gisela Brandt",
    email: "gisela.brandt@schornsteinfeger-brandt.example",
    company: "Schornsteinfegerbetrieb Brandt",
    message: `Guten Tag,

was passiert mit Kunden, die weder E-Mail noch Handy haben? Bei uns sind das bestimmt 30 %, vor allem auf den Dörfern. Kann man für die einen Brief oder eine Karte ausdrucken, mit dem Termin drauf? Sonst müssten wir ja zwei Systeme parallel führen.

Freundliche Grüße
Gisela Brandt`,
    who: "Chimney sweep asking how customers without e-mail or mobile phone get notified (printed letters)",
    kind: "chimney-sweep",
  },
  {
    name: "Jürgen Matthes",
    email: "j.matthes@schornsteinfeger-matthes.example",
    company: "Schornsteinfegermeister Jürgen Matthes",
    message: `Hallo,

in meinem Bezirk sind viele Mehrfamilienhäuser, die von Hausverwaltungen betreut werden. Die Terminankündigung soll dann nicht an die Mieter gehen, sondern an die Hausverwaltung, und die gibt es an die Mieter weiter. Gleichzeitig sollen die Eigentümer von Einfamilienhäusern direkt benachrichtigt werden. Kann man das pro Objekt einstellen?

Es geht um ca. 2.400 Liegenschaften.

Gruß
Jürgen Matthes`,
    who: "Chimney sweep asking whether notices can go to property management for apartment blocks and to owners for houses",
    kind: "chimney-sweep",
  },
  {
    name: "Sven Dietrich",
    email: "sven.dietrich@schornsteinfeger-dietrich.example",
    company: "Schornsteinfeger Dietrich",
    message: `Hi,

lassen sich die Termine aus Kehrtour in Google Kalender oder Outlook synchronisieren? Meine Frau macht das Büro und plant alles in Outlook, ich selber gucke nur aufs Handy.

Danke!
Sven`,
    who: "Chimney sweep asking about calendar sync with Google Calendar or Outlook",
    kind: "chimney-sweep",
  },
  {
    name: "Claudia Reinholz",
    email: "claudia.reinholz@schornsteinfeger-reinholz.example",
    company: "Schornsteinfegermeisterin Claudia Reinholz",
    message: `Guten Tag,

ich bin seit Kurzem bevollmächtigte Bezirksschornsteinfegerin in einem Bezirk in Sachsen und baue mein Büro gerade neu auf. Ich würde Kehrtour gerne vorher ausprobieren. Gibt es einen kostenlosen Testzugang, z.B. 30 Tage, ohne dass ich gleich einen Vertrag unterschreiben muss?

Viele Grüße aus Freiberg
Claudia Reinholz`,
    who: "New district chimney sweep in Saxony asking for a free trial without a contract",
    kind: "chimney-sweep",
  },
  {
    name: "Lena Kessler",
    email: "lena.kessler@gmail.com",
    company: "Schornsteinfegerbetrieb Kessler",
    message: `Hallo,

ich schreibe für meinen Vater, Manfred Kessler, Schornsteinfegermeister. Er tut sich mit Computern schwer, will aber nicht mehr alles auf Papier machen. Ich übernehme in zwei Jahren den Betrieb und kümmere mich jetzt schon um das Büro.

Wir hätten gern eine Beratung, bei der mein Vater dabei ist, also am besten vor Ort oder per Telefon, nicht per Videocall. Geht das?

Liebe Grüße
Lena Kessler`,
    who: "Daughter of a chimney sweep master writing on his behalf, asking for a consultation by phone or on site",
    kind: "chimney-sweep",
  },
  {
    name: "Rolf Engelhardt",
    email: "engelhardt.rolf@web.de",
    company: "Schornsteinfeger Engelhardt",
    message: `Guten Tag, kann ich die optimierte Tour auf mein Navi oder Google Maps übertragen? Ich fahre mit einem älteren Garmin im Auto. Gruß R. Engelhardt`,
    who: "Chimney sweep asking whether the optimised tour can be exported to his Garmin or Google Maps",
    kind: "chimney-sweep",
  },
  {
    name: "Michael Grundmann",
    email: "m.grundmann@schornsteinfeger-grundmann.example",
    company: "Schornsteinfegerbetrieb Grundmann",
    message: `Sehr geehrte Damen und Herren,

ich habe vor zwei Jahren schon mal eine andere Software für Terminplanung ausprobiert und war sehr enttäuscht: Die Kunden haben doppelte SMS bekommen, der Support war nicht erreichbar und am Ende habe ich für ein Jahr bezahlt und es nicht genutzt.

Bevor ich mich wieder auf so etwas einlasse: Wie ist bei Ihnen die Vertragslaufzeit, kann ich monatlich kündigen, und wie erreiche ich den Support, wenn morgens um 7 etwas nicht funktioniert?

Mit freundlichen Grüßen
Michael Grundmann`,
    who: "Chimney sweep burned by another vendor, asking about contract term, monthly cancellation and support hours",
    kind: "chimney-sweep",
  },
  {
    name: "Fabian Roth",
    email: "fabian.roth@schornsteinfeger-roth.example",
    company: "",
    message: `Demo?`,
    who: "Chimney sweep writing just one word asking for a demo",
    kind: "chimney-sweep",
  },
  {
    name: "Dieter Schuster",
    email: "dieter.schuster@t-online.de",
    company: "Bezirksschornsteinfegermeister D. Schuster",
    message: `sehr geehrte damen und herren ich habe ihre seite gesehen und möchte wissen ob die kunden den termin selber verschieben können und ob ich das dann sehe. bei mir rufen jeden tag 10 leute an wegen verschieben. mfg schuster`,
    who: "Chimney sweep without punctuation asking whether customers can reschedule themselves",
    kind: "chimney-sweep",
  },
  {
    name: "Yvonne Bartels",
    email: "yvonne.bartels@schornsteinfeger-bartels.example",
    company: "Schornsteinfeger Bartels",
    message: `Hallo,

kurze Frage zum Datenschutz: Wo werden die Kundendaten gespeichert und bekommen wir einen Auftragsverarbeitungsvertrag (AVV)? Ohne den dürfen wir als Betrieb ja eigentlich nichts nutzen. Unsere Innung hat uns das so gesagt.

Danke und viele Grüße
Yvonne Bartels`,
    who: "Chimney sweep asking where data is stored and whether a data processing agreement (AVV) is provided",
    kind: "chimney-sweep",
  },
  {
    name: "Kai-Uwe Petersen",
    email: "kai-uwe.petersen@schornsteinfeger-petersen.example",
    company: "Schornsteinfegermeister Kai-Uwe Petersen",
    message: `Moin,

ich habe Kehrtour auf der Messe gesehen und fand die Online-Buchung spannend. Bei uns auf den Inseln (Föhr/Amrum) sind wir an Fährzeiten gebunden. Kann man Tage festlegen, an denen nur Inseltermine vergeben werden, und die Route berücksichtigt dann die Fähre?

Bin gespannt auf die Antwort.
Kai-Uwe Petersen`,
    who: "North Sea chimney sweep asking whether island days and ferry times can be considered in tour planning",
    kind: "chimney-sweep",
  },
  {
    name: "Rainer Lutz",
    email: "rainer.lutz@kaminkehrer-lutz.example",
    company: "Kaminkehrer Lutz",
    message: `Hallo,

was kostet das und gibt es versteckte Kosten? Ich will keine Überraschung wie beim Telefonanbieter. Einrichtungsgebühr? SMS extra? Schulung extra?

Grüße
Lutz`,
    who: "Chimney sweep asking bluntly about total price and hidden costs (setup, SMS, training)",
    kind: "chimney-sweep",
  },
  {
    name: "Ivana Marković",
    email: "ivana.markovic@schornsteinfeger-markovic.example",
    company: "Schornsteinfegerbetrieb Marković",
    message: `Guten Tag,

ich bin Schornsteinfegermeisterin und habe seit letztem Jahr einen eigenen Bezirk in Rheinland-Pfalz. Mein Deutsch ist gut, aber nicht perfekt, bitte entschuldigen Sie Fehler.

Ich suche ein Programm, wo die Kunden online Termin buchen koennen und ich sehe sofort in meine Kalender. Wichtig ist fuer mich auch das ich selbst Zeitfenster festlege, z.B. Montag nur Vormittag weil ich Kinder abholen muss.

Koennen Sie mir ein Angebot schicken?

Danke
Ivana Marković`,
    who: "Chimney sweep master (non-native German) asking for online booking with self-defined time windows and a quote",
    kind: "chimney-sweep",
  },
  {
    name: "Ludwig Amann",
    email: "ludwig.amann@kaminkehrer-amann.example",
    company: "Kaminkehrermeister Ludwig Amann",
    message: `Servus miteinander,

a Kollege aus'm Nachbarbezirk hat mir euer Programm empfohlen. Mi tät interessiern, ob ma a im Nachhinein no Kunden einfügen kann, wenn oana anruft und sagt er hat an neuen Ofen. Und ob der dann automatisch in die Tour neikommt.

Pfiad eich
Ludwig Amann`,
    who: "Bavarian chimney sweep writing in dialect, asking whether new customers can be added later and slotted into tours",
    kind: "chimney-sweep",
  },
  {
    name: "Jens Hoffmeister",
    email: "jens.hoffmeister@schornsteinfeger-hoffmeister.example",
    company: "Schornsteinfeger Hoffmeister",
    message: `Guten Tag,

bitte keine Newsletter, aber ich hätte gern einen Termin für eine Vorführung, gerne im Januar, da ist bei uns wenig los. Ich bin Mo-Fr ab 15:30 erreichbar unter 0173 555 0192.

Gruß
Jens Hoffmeister`,
    who: "Chimney sweep who wants a demo in January but explicitly no newsletters",
    kind: "chimney-sweep",
  },
  {
    name: "Elke Sander",
    email: "elke.sander@gmx.net",
    company: "Schornsteinfegermeister Sander",
    message: `Hallo,
ich habe gestern angerufen, aber niemanden erreicht. Mein Mann (Schornsteinfegermeister) hat Interesse an Kehrtour. Bitte melden Sie sich bei uns, am besten vormittags. Tel 03843 72 16 05.
Elke Sander`,
    who: "Wife of a chimney sweep master who could not reach anyone by phone, asking for a call back in the morning",
    kind: "chimney-sweep",
  },
  {
    name: "Marco Bellini",
    email: "marco.bellini@spazzacamino-bellini.example",
    company: "Spazzacamino Bellini – Kaminkehrer",
    message: `Buongiorno / Guten Tag,

sono spazzacamino in Alto Adige (Südtirol). Lavoriamo in tedesco e italiano con i clienti. Kehrtour può inviare le notifiche ai clienti in due lingue, a seconda del cliente? Per noi sarebbe molto importante.

Ich kann auch auf Deutsch weiterschreiben, wenn es einfacher ist.

Grazie, saluti
Marco Bellini`,
    who: "South Tyrolean chimney sweep asking in Italian/German whether notices can be sent bilingually per customer",
    kind: "chimney-sweep",
  },
  {
    name: "Anja Ritter",
    email: "a.ritter@schornsteinfeger-ritter.example",
    company: "Schornsteinfeger Ritter",
    message: `Guten Tag,

können Kunden bei der Online-Buchung auch gleich angeben, welche Feuerstätte sie haben (Kaminofen, Gastherme, Ölheizung)? Dann wüssten wir vorher, wie lange wir brauchen und welches Messgerät wir mitnehmen müssen.

Viele Grüße
Anja Ritter`,
    who: "Chimney sweep asking whether customers can specify their type of appliance during online booking",
    kind: "chimney-sweep",
  },
  {
    name: "Hermann Scholz",
    email: "hermann.scholz@t-online.de",
    company: "",
    message: `Bin Schornsteinfeger, 61 Jahre, noch 5 Jahre bis Rente. Lohnt sich das noch für mich? Ehrliche Antwort bitte, nicht nur Verkauf.`,
    who: "Chimney sweep close to retirement asking for an honest answer whether switching is still worth it",
    kind: "chimney-sweep",
  },

  // ---------------------------------------------------------------- office staff
  {
    name: "Monika Strauß",
    email: "buero@schornsteinfeger-strauss.example",
    company: "Schornsteinfegerbetrieb Strauß",
    message: `Guten Tag,

ich mache das Büro bei Schornsteinfegermeister Strauß. Können wir mit mehreren Personen gleichzeitig arbeiten, also ich im Büro und die beiden Gesellen mit dem Handy? Und kann man einstellen, dass die Gesellen keine Preise und Rechnungen sehen?

Freundliche Grüße
Monika Strauß`,
    who: "Office worker at a chimney sweep asking about multiple simultaneous users and restricting what journeymen can see",
    kind: "office-staff",
  },
  {
    name: "Sandra Wegener",
    email: "s.wegener@schornsteinfeger-koehler.example",
    company: "Schornsteinfeger Köhler GmbH",
    message: `Hallo,

mein Chef, Herr Köhler, hat mich gebeten, bei Ihnen nachzufragen:

1. Wie viel kostet eine SMS, wenn wir über das Kontingent kommen?
2. Kann man den Absendernamen der SMS ändern (statt einer Nummer "Koehler" anzeigen)?
3. Gibt es eine Übersicht, welche Kunden den Termin bestätigt haben und welche nicht?

Danke im Voraus!
Sandra Wegener
Büro / Verwaltung`,
    who: "Office worker forwarding her boss's three questions about SMS costs, sender name and confirmation overview",
    kind: "office-staff",
  },
  {
    name: "Heike Lange",
    email: "heike.lange@schornsteinfeger-lange.example",
    company: "Schornsteinfeger Lange",
    message: `Guten Tag,

wir machen die Buchhaltung mit DATEV über unseren Steuerberater. Gibt es eine Möglichkeit, die Rechnungsdaten aus Kehrtour zu exportieren, oder schreiben wir die Rechnungen weiterhin in unserem alten Programm?

Viele Grüße
Heike Lange (Büro)`,
    who: "Office worker asking whether invoice data can be exported to DATEV",
    kind: "office-staff",
  },
  {
    name: "Tanja Böhm",
    email: "t.boehm@kaminkehrer-meixner.example",
    company: "Kaminkehrerei Meixner",
    message: `Hallo,

wir haben uns für Kehrtour entschieden und hätten gern eine Schulung für mich und eine Kollegin im Büro. Geht das vor Ort bei uns in Passau oder nur online? Und was kostet das?

Liebe Grüße
Tanja Böhm`,
    who: "Office worker of a new customer requesting training for two office staff, on site or online",
    kind: "office-staff",
  },
  {
    name: "Carmen Weiß",
    email: "carmen.weiss@schornsteinfeger-brenner.example",
    company: "Schornsteinfegerbetrieb Brenner",
    message: `Sehr geehrte Damen und Herren,

---------- Weitergeleitete Nachricht ---------
Von: Tobias Brenner <tobias@schornsteinfeger-brenner.example>
Datum: Mo., 14. Okt. um 06:52
Betreff: Termin Software
An: Carmen Weiß <carmen.weiss@schornsteinfeger-brenner.example>

Carmen kannst du bei denen mal anfragen ob das mit dem Kehrbuch zusammen geht und was das kostet für uns 4. Ich hab heut keine Zeit bin bis abends auf Tour. Danke T.
----------------------------------------------

anbei die Nachricht von meinem Chef. Könnten Sie mir die Informationen bitte per E-Mail schicken?

Mit freundlichen Grüßen
Carmen Weiß`,
    who: "Office worker forwarding her boss's e-mail verbatim, asking about register-software compatibility and price for 4 users",
    kind: "office-staff",
  },
  {
    name: "Sabrina Heinemann",
    email: "sabrina.heinemann@outlook.de",
    company: "Schornsteinfeger Heinemann",
    message: `Hallo :)

Ich bin die neue Bürokraft bei Heinemann und soll mich um die Umstellung kümmern. Gibt es irgendwo Videos oder eine Anleitung, wie man Touren anlegt? Ich will nicht wegen jeder Kleinigkeit anrufen.

Danke und LG
Sabrina`,
    who: "New office worker asking for tutorial videos or a manual for creating tours",
    kind: "office-staff",
  },
  {
    name: "Ingrid Fuchs",
    email: "i.fuchs@schornsteinfeger-fuchs-partner.example",
    company: "Schornsteinfeger Fuchs & Partner",
    message: `Guten Tag,

ich würde gerne wissen, ob man Urlaubszeiten und Krankheitstage der Mitarbeiter hinterlegen kann, so dass in der Zeit keine Online-Buchungen für diesen Mitarbeiter angeboten werden.

Außerdem: Wenn jemand kurzfristig krank wird, können die betroffenen Kunden automatisch informiert und neue Termine vorgeschlagen werden?

Mit freundlichen Grüßen
Ingrid Fuchs, Büroleitung`,
    who: "Office manager asking about holidays/sick days blocking bookings and automatic rescheduling of affected customers",
    kind: "office-staff",
  },
  {
    name: "Doris Kaiser",
    email: "kaiser.doris@freenet.de",
    company: "Kaminkehrer Kaiser",
    message: `Guten Tag, ich rufe seit 2 Tagen an und es geht keiner ran, bitte um Rückruf wegen Angebot, wir haben es eilig weil unsere alte Software zum Jahresende abgeschaltet wird. Doris Kaiser, Tel. 08331 98 27 40`,
    who: "Office worker of a chimney sweep urgently requesting a callback because their old software is being discontinued",
    kind: "office-staff",
  },
  {
    name: "Julia Neumann",
    email: "j.neumann@schornsteinfeger-ahrens.example",
    company: "Schornsteinfeger Ahrens",
    message: `Hallo,

wir bekommen morgens oft Anrufe von Kunden, die fragen "wann kommt der Schornsteinfeger denn genau?". Kann Kehrtour den Kunden am Tag selbst eine Nachricht schicken, z.B. "Ihr Schornsteinfeger kommt in ca. 30 Minuten"? Das würde uns viele Anrufe sparen.

Viele Grüße
Julia Neumann`,
    who: "Office worker asking whether customers can get same-day 'arriving in 30 minutes' notifications",
    kind: "office-staff",
  },
  {
    name: "Agnieszka Nowak",
    email: "agnieszka.nowak@schornsteinfeger-pohl.example",
    company: "Schornsteinfeger Pohl",
    message: `Guten Tag,

ich arbeite im Büro bei Schornsteinfeger Pohl in Görlitz. Wir haben viele Kunden auf der polnischen Seite für freie Arbeiten (Kaminöfen). Können die Nachrichten an diese Kunden auf Polnisch verschickt werden?

Dziękuję / Danke schön
Agnieszka Nowak`,
    who: "Polish office worker at a German chimney sweep asking whether notices can be sent in Polish to customers across the border",
    kind: "office-staff",
  },

  // ---------------------------------------------------------------- existing customers / support
  {
    name: "Bernhard Riedl",
    email: "b.riedl@kaminkehrer-riedl.example",
    company: "Kaminkehrermeister Riedl",
    message: `Guten Morgen,

ich komme seit gestern nicht mehr in Kehrtour rein. Passwort zurücksetzen habe ich gemacht, aber die E-Mail kommt nicht an (auch nicht im Spam). Benutzername ist meine E-Mail-Adresse. Ich brauche heute die Tour für morgen, bitte dringend!

Riedl
0171 9038 221`,
    who: "Existing customer locked out, password reset mail not arriving, urgently needs tomorrow's tour",
    kind: "existing-customer-support",
  },
  {
    name: "Franziska Haller",
    email: "f.haller@schornsteinfeger-haller.example",
    company: "Schornsteinfeger Haller",
    message: `Hallo Support,

die SMS an Kunden mit österreichischen Handynummern (+43) kommen nicht an, deutsche Nummern funktionieren. Wir haben ein paar Kunden direkt an der Grenze. Im Protokoll steht bei diesen Nachrichten "zugestellt: nein". Was kann das sein?

Gruß
Franziska Haller`,
    who: "Existing customer reporting SMS to Austrian numbers not being delivered",
    kind: "existing-customer-support",
  },
  {
    name: "Torsten Mahler",
    email: "torsten.mahler@schornsteinfeger-mahler.example",
    company: "Schornsteinfeger Mahler",
    message: `Hallo,

mehrere Kunden haben heute angerufen, dass der Link zum Bestätigen des Termins nicht funktioniert. Es kommt eine weiße Seite. Ein Kunde hat mir einen Screenshot geschickt, da steht in der Adresszeile was mit "token expired". Die Nachrichten wurden letzte Woche verschickt, die Termine sind übernächste Woche.

Können Sie das prüfen?

Danke
T. Mahler`,
    who: "Existing customer reporting that confirmation links show a blank page / token expired",
    kind: "existing-customer-support",
  },
  {
    name: "Klaus Ziegler",
    email: "k.ziegler@schornsteinfeger-ziegler.example",
    company: "Schornsteinfegermeister Klaus Ziegler",
    message: `Guten Tag,

die Routenoptimierung hat mir für Donnerstag eine Tour vorgeschlagen, bei der ich dreimal über die Mosel fahren soll, obwohl die Brücke in Bernkastel seit Wochen gesperrt ist. Kann man gesperrte Straßen irgendwie berücksichtigen oder manuell eine Reihenfolge festlegen, die dann nicht mehr geändert wird?

MfG
Klaus Ziegler`,
    who: "Existing customer whose optimised route ignores a closed bridge, asking for manual fixed order",
    kind: "existing-customer-support",
  },
  {
    name: "Simone Bauer",
    email: "simone.bauer@schornsteinfeger-bauer-soehne.example",
    company: "Schornsteinfeger Bauer & Söhne",
    message: `Hallo,

wir haben heute zwei Online-Buchungen für denselben Zeitslot (Mittwoch 9:00) beim selben Gesellen bekommen. Beide haben eine Bestätigung erhalten. Wie kann das passieren? Jetzt muss ich einem Kunden absagen, das ist unangenehm.

Bitte um Rückmeldung
Simone Bauer`,
    who: "Existing customer reporting a double booking of the same slot with both customers confirmed",
    kind: "existing-customer-support",
  },
  {
    name: "Gerd Wolff",
    email: "g.wolff@schornsteinfeger-wolff.example",
    company: "Schornsteinfeger Wolff",
    message: `Hallo,

in den E-Mails an die Kunden steht als Absendername noch "Schornsteinfeger Wolff Inh. Dieter Wolff", mein Vater ist aber seit Juli raus. Wo kann ich das ändern? Hab in den Einstellungen nichts gefunden.

Danke, Gerd Wolff`,
    who: "Existing customer asking how to change the e-mail sender name after ownership change",
    kind: "existing-customer-support",
  },
  {
    name: "Lars Feldmann",
    email: "lars.feldmann@schornsteinfeger-feldmann.example",
    company: "Schornsteinfeger Feldmann",
    message: `Hi,

wir wollen die Terminmails jetzt von unserer eigenen Domain verschicken (termine@schornsteinfeger-feldmann.example). Unser Hoster fragt, welche SPF- und DKIM-Einträge er setzen soll. Aktuell haben wir:

v=spf1 include:_spf.mailhoster.example ~all

Muss da noch was von Ihnen rein? Und gibt es einen DKIM-Selector, den wir als CNAME anlegen sollen?

Gruß Lars`,
    who: "Existing customer asking which SPF include and DKIM CNAME to add for sending from their own domain",
    kind: "existing-customer-support",
  },
  {
    name: "Helmut Graf",
    email: "helmut.graf@t-online.de",
    company: "Schornsteinfeger Graf",
    message: `Wie kann ich alle meine Kundendaten exportieren? Brauche eine Liste für die Versicherung. Excel wäre gut. Graf`,
    who: "Existing customer asking briefly how to export all customer data to Excel",
    kind: "existing-customer-support",
  },
  {
    name: "Susanne Pohl",
    email: "s.pohl@schornsteinfeger-pohl.example",
    company: "Schornsteinfeger Pohl",
    message: `Hallo,

ein Verbesserungsvorschlag: Es wäre super, wenn man Betriebsurlaub und Feiertage (z.B. zwischen den Jahren) einmal für alle Mitarbeiter sperren könnte. Im Moment muss ich das bei jedem einzeln eintragen. Ansonsten sind wir sehr zufrieden, die Kunden finden die Online-Buchung klasse!

Viele Grüße
Susanne Pohl`,
    who: "Happy existing customer suggesting a feature to block company holidays for all staff at once",
    kind: "existing-customer-support",
  },
  {
    name: "Andreas Kühn",
    email: "andreas.kuehn@schornsteinfeger-kuehn.example",
    company: "Schornsteinfeger Kühn",
    message: `Hallo,

beim Import der neuen Kundenliste kommt folgende Fehlermeldung:

Fehler 500 – Internal Server Error
Import fehlgeschlagen: Zeile 1.417: ungültiges Datumsformat in Spalte "letzte_kehrung" ("31.02.2023")

Ich habe die Zeile korrigiert, jetzt kommt beim nächsten Versuch "Zeitüberschreitung". Die Datei hat 3.200 Zeilen. Kann ich die auch in mehreren Teilen hochladen?

Gruß
Andreas Kühn`,
    who: "Existing customer pasting a CSV import error and timeout, asking whether to split the file",
    kind: "existing-customer-support",
  },
  {
    name: "Martin Sauer",
    email: "martin.sauer@schornsteinfeger-sauer.example",
    company: "Schornsteinfeger Sauer",
    message: `Hallo,

unser Geselle Kevin hat zum 30. gekündigt. Wie entferne ich seinen Zugang, ohne dass seine erledigten Termine und Notizen verloren gehen? Und können seine offenen Termine automatisch auf den neuen Kollegen übertragen werden?

Danke
Martin Sauer`,
    who: "Existing customer asking how to remove a departing employee's access without losing history and reassign his appointments",
    kind: "existing-customer-support",
  },
  {
    name: "Robert Keller",
    email: "robert.keller@gmail.com",
    company: "Schornsteinfeger Keller",
    message: `Hallo, ich habe ein neues Handy und die Zwei-Faktor-App ist weg. Wie komme ich jetzt wieder rein? Backup-Codes habe ich leider nicht aufgeschrieben. Robert Keller, Kundennummer 10427`,
    who: "Existing customer who lost his 2FA app with a new phone and has no backup codes",
    kind: "existing-customer-support",
  },
  {
    name: "Dagmar Hesse",
    email: "d.hesse@schornsteinfeger-hesse.example",
    company: "Schornsteinfeger Hesse",
    message: `Guten Tag,

in den SMS werden die Umlaute falsch angezeigt. Aus "Schornsteinfeger Hesse kommt am Dienstag" wird bei manchen Kunden "Schornsteinfeger Hesse kommt am Dienstag, bitte Zugang zum Heizungsraum gew?hrleisten". Ist das ein Problem bei bestimmten Handys?

Viele Grüße
Dagmar Hesse`,
    who: "Existing customer reporting umlauts shown as question marks in SMS on some phones",
    kind: "existing-customer-support",
  },
  {
    name: "Norbert Schäfer",
    email: "norbert.schaefer@schornsteinfeger-schaefer.example",
    company: "Schornsteinfeger Schäfer",
    message: `Hallo,

ein Kunde hat sich beschwert, weil er die Terminerinnerung nachts um 3:12 Uhr per SMS bekommen hat. Das ist nicht das erste Mal. Kann man einstellen, dass SMS nur zwischen 8 und 20 Uhr rausgehen?

Gruß N. Schäfer`,
    who: "Existing customer complaining that reminder SMS go out at 3 a.m., asking for sending hours",
    kind: "existing-customer-support",
  },
  {
    name: "Ute Brinkmann",
    email: "ute.brinkmann@schornsteinfeger-brinkmann.example",
    company: "Schornsteinfeger Brinkmann",
    message: `Hallo,

auf unserer Buchungsseite wird noch das alte Logo angezeigt, obwohl ich das neue vor einer Woche hochgeladen habe. In der Vorschau in den Einstellungen sieht man das neue. Browser-Cache habe ich schon geleert.

LG Ute Brinkmann`,
    who: "Existing customer whose booking page still shows the old logo",
    kind: "existing-customer-support",
  },
  {
    name: "Wolfgang Busch",
    email: "w.busch@schornsteinfeger-busch.example",
    company: "Schornsteinfeger Busch",
    message: `Guten Tag,

das Haus Lindenstraße 4 wurde verkauft, die Terminankündigung ging aber noch an den alten Eigentümer, der sich jetzt bei mir beschwert hat (er wohnt inzwischen in Spanien und hat eine SMS bekommen). Wie ändere ich den Eigentümer, ohne die Anlagendaten neu anzulegen?

MfG Busch`,
    who: "Existing customer asking how to change the owner of a property after a notice went to the previous owner",
    kind: "existing-customer-support",
  },
  {
    name: "Christoph Lehmann",
    email: "c.lehmann@schornsteinfeger-lehmann.example",
    company: "Schornsteinfeger Lehmann",
    message: `Hallo zusammen,

seit dem letzten Update ist die Karte in der Tourenansicht auf meinem Tablet (Samsung Galaxy Tab A, Android 11) leer, nur grau. Auf dem Handy geht es. Andere Apps mit Karten laufen.

Viele Grüße
Christoph Lehmann`,
    who: "Existing customer reporting the tour map is grey on an Android tablet since an update",
    kind: "existing-customer-support",
  },
  {
    name: "Harald Vogel",
    email: "harald.vogel@schornsteinfeger-vogel.example",
    company: "Schornsteinfeger Vogel",
    message: `WIR HABEN HEUTE 40 KUNDEN DOPPELT ANGESCHRIEBEN!!! Jeder hat zwei SMS bekommen. Bitte sofort melden 0162 7719 304. Das Telefon klingelt ununterbrochen.`,
    who: "Angry existing customer in caps reporting 40 customers received duplicate SMS",
    kind: "existing-customer-support",
  },
  {
    name: "Sebastian Kraus",
    email: "sebastian.kraus@schornsteinfeger-kraus.example",
    company: "Schornsteinfeger Kraus",
    message: `Hallo,

kann man bei den Online-Buchungen ein Pflichtfeld "Zugang zum Dachboden / Schlüssel bei Nachbarn" hinzufügen? Wir stehen oft vor verschlossener Tür.

Danke und Gruß
Sebastian`,
    who: "Existing customer asking to add a custom mandatory field to the booking form",
    kind: "existing-customer-support",
  },
  {
    name: "Ewa Kowalczyk",
    email: "ewa.kowalczyk@schornsteinfeger-meinert.example",
    company: "Schornsteinfeger Meinert",
    message: `Hallo,

wir haben versehentlich eine komplette Tour für Freitag gelöscht (32 Termine). Kann man das wiederherstellen? Die Kunden haben schon Bescheid bekommen. Bitte schnell, danke!!

Ewa Kowalczyk, Büro`,
    who: "Existing customer's office worker who accidentally deleted a tour of 32 appointments and asks for restore",
    kind: "existing-customer-support",
  },
  {
    name: "Mustafa Yılmaz",
    email: "m.yilmaz@schornsteinfeger-eckert.example",
    company: "Schornsteinfeger Eckert",
    message: `Hallo,

ich bin Geselle bei Schornsteinfeger Eckert. In der App auf meinem iPhone kann ich bei erledigten Terminen keine Fotos mehr anhängen, es kommt "Upload fehlgeschlagen". WLAN und mobil probiert. iOS 17.

Gruß Mustafa`,
    who: "Journeyman of an existing customer reporting photo uploads failing in the iPhone app",
    kind: "existing-customer-support",
  },
  {
    name: "Petra Schwarz",
    email: "p.schwarz@schornsteinfeger-schwarz.example",
    company: "Schornsteinfeger Schwarz",
    message: `Guten Tag,

eine Kundin hat angerufen: Sie hat online einen Termin gebucht, aber bei der Adresse einen Tippfehler gemacht (Hauptstr. 17 statt 71). Kann ich das ändern, ohne dass der Termin neu bestätigt werden muss und sie wieder eine SMS bekommt?

Gruß Petra Schwarz`,
    who: "Existing customer asking how to correct a booking address without re-sending notifications",
    kind: "existing-customer-support",
  },
  {
    name: "Detlef Hartung",
    email: "detlef.hartung@schornsteinfeger-hartung.example",
    company: "Schornsteinfeger Hartung",
    message: `hallo, gibts schon WhatsApp benachrichtigung? hatte letztes jahr gefragt da hieß es kommt bald. gruß hartung`,
    who: "Existing customer following up on a promised WhatsApp notification feature",
    kind: "existing-customer-support",
  },

  // ---------------------------------------------------------------- software vendors (booking API)
  {
    name: "Dr. Matthias Berger",
    email: "m.berger@handwerkplus-software.example",
    company: "HandwerkPlus Software GmbH",
    message: `Sehr geehrte Damen und Herren,

wir entwickeln eine Handwerkersoftware (Auftragsverwaltung, Angebote, Rechnungen) für ca. 4.000 Betriebe, überwiegend SHK und Elektro. Unsere Kunden wünschen sich seit Langem eine Online-Terminbuchung mit sinnvoller Tourenplanung, die wir nicht selbst bauen möchten.

Ich habe mir Ihre API-Dokumentation angesehen (https://docs.kehrtour.example/api/v1/booking) und hätte einige Fragen:

1. Mandantenfähigkeit: Legen wir pro Handwerksbetrieb einen eigenen Mandanten an, oder läuft alles über einen Account mit Sub-Ressourcen?
2. OAuth 2.0: Unterstützen Sie Client Credentials für Server-zu-Server sowie Authorization Code mit PKCE, falls der Betrieb sich selbst verbindet?
3. Webhooks: Gibt es Events bei Umbuchung/Storno durch den Endkunden, und werden diese signiert (HMAC)?
4. Die angegebenen <2 s Antwortzeit: Gilt das auch für die Slot-Berechnung mit Routenoptimierung bei z. B. 15 Monteuren und 300 offenen Aufträgen?
5. Gibt es ein OpenAPI-Spec, das wir für Codegenerierung nutzen können?

Zu unserem Produkt: https://www.handwerkplus-software.example
Unser bisheriger Integrations-Prototyp (öffentlich): https://github.com/handwerkplus-example/booking-connector

Ich würde mich über einen technischen Termin mit Ihrem Team freuen.

Mit freundlichen Grüßen
Dr. Matthias Berger
CTO, HandwerkPlus Software GmbH`,
    who: "CTO of a trades-management software vendor with a long technical API question list and several links (docs, own site, GitHub)",
    kind: "software-vendor",
  },
  {
    name: "Jana Wittmann",
    email: "jana.wittmann@kundenkompass-crm.example",
    company: "KundenKompass CRM",
    message: `Hallo,

wir sind ein CRM-Anbieter für kleine Dienstleistungsbetriebe und prüfen gerade verschiedene Terminbuchungs-APIs. Können Sie uns Ihre Preisstaffel für API-Aufrufe schicken? Wir rechnen mit ca. 50.000 Buchungen pro Monat im ersten Jahr. Gibt es Mengenrabatte oder ein Revenue-Share-Modell?

Außerdem wichtig: Wo genau ist das Hosting (Rechenzentrum, Anbieter) und haben Sie eine ISO-27001-Zertifizierung oder ein C5-Testat?

Beste Grüße
Jana Wittmann
Head of Partnerships`,
    who: "CRM vendor asking for API pricing tiers, volume discounts, hosting details and certifications",
    kind: "software-vendor",
  },
  {
    name: "Pieter van Dijk",
    email: "pieter@fixplanner.example",
    company: "FixPlanner B.V.",
    message: `Hello,

We're a Dutch SaaS company (field service management for installers, ~600 customers in NL and BE) and we are expanding into Germany. Your route-optimised booking API looks like a good fit for our German launch.

A few questions:
- Is the API documentation available in English?
- Do you support Dutch and Belgian addresses for routing, or only German ones?
- What does the SLA behind "99.9% uptime" look like contractually (service credits)?
- Is there a sandbox environment with test data?

Happy to jump on a call. Our product: https://fixplanner.example

Kind regards,
Pieter van Dijk
Product Lead`,
    who: "Dutch field-service SaaS vendor asking in English about English docs, NL/BE routing, SLA credits and a sandbox",
    kind: "software-vendor",
  },
  {
    name: "Sebastian Hofer",
    email: "s.hofer@kaeltetechnik-soft.example",
    company: "KälteSoft Hofer & Co KG",
    message: `Guten Tag,

wir sind ein österreichischer Anbieter von Branchensoftware für Kälte- und Klimatechniker. Unsere Kunden haben gesetzliche Prüfintervalle (Dichtheitsprüfungen nach F-Gase-Verordnung), das ähnelt vermutlich Ihrem Kehrintervall-Thema bei den Schornsteinfegern.

Kann man über die API wiederkehrende Wartungstermine mit Intervallen anlegen, für die dann automatisch Terminvorschläge an die Endkunden gehen? Oder bietet die API nur die Slot-Buchung an?

Freundliche Grüße aus Linz
Sebastian Hofer`,
    who: "Austrian refrigeration-trade software vendor asking whether the API supports recurring maintenance intervals",
    kind: "software-vendor",
  },
  {
    name: "Nils Brandenburg",
    email: "nils@handwerkerportal-nord.example",
    company: "Handwerkerportal Nord",
    message: `Hallo,

wir betreiben einen regionalen Marktplatz, auf dem Privatkunden Handwerker finden und anfragen können. Bisher endet das mit einer Anfrage, danach telefonieren Kunde und Handwerker hin und her.

Wir würden gern direkt eine Terminbuchung anbieten, bei der nur Slots angezeigt werden, die für den Handwerker routenmäßig sinnvoll sind. Das scheint genau Ihr Produkt zu sein. Wie läuft das, wenn die Handwerker nicht selbst Ihre Kunden sind, sondern nur über uns angebunden werden?

Viele Grüße
Nils Brandenburg
Gründer`,
    who: "Founder of a regional trades marketplace asking how to offer route-aware booking for craftsmen connected via the marketplace",
    kind: "software-vendor",
  },
  {
    name: "Rahul Mehta",
    email: "rahul.mehta@mehta-softlabs.example",
    company: "Mehta SoftLabs Pvt. Ltd.",
    message: `Dear Sir/Madam,

We are a software company in Pune, India, and we are currently building a field service app for one of our clients in Germany (a heating and plumbing company in Stuttgart with about 40 technicians, name under NDA for now). Our client asked us to evaluate your appointment booking API instead of building route optimisation ourselves.

Could you please share:
1. API documentation and authentication details (we saw OAuth 2.0 mentioned)
2. Pricing for around 40 technicians / 1,500 bookings per month
3. Whether the contract would be with us or directly with our client (the client prefers a German contract partner for GDPR reasons)

Our client's project manager, Mr. Thomas Rieger, is in CC of our internal mails and can confirm.

Thank you and regards,
Rahul Mehta
Technical Architect`,
    who: "Indian developer building an app for a German heating company, evaluating the API on his client's behalf (genuine, not an outsourcing pitch)",
    kind: "software-vendor",
  },
  {
    name: "Felix Hartmann",
    email: "felix@tooltime-startup.example",
    company: "Monteurly (Startup, pre-seed)",
    message: `Hey zusammen,

wir sind ein kleines Startup aus Leipzig und bauen gerade eine App für Solo-Handwerker (Angebote per Sprachnachricht, Rechnung per Klick). Booking mit Routing wäre ein nice-to-have für v2.

Kurze Fragen:
- gibt's nen Free Tier oder Startup-Pricing?
- habt ihr SDKs (TS/Node) oder nur REST?
- Rate Limits?

Unser Repo ist (noch) privat, aber ein kleines Demo-Projekt liegt hier: https://github.com/monteurly-example/demo-app

Cheers
Felix, CTO`,
    who: "Startup CTO writing casually in German/English asking about free tier, TypeScript SDK and rate limits",
    kind: "software-vendor",
  },
  {
    name: "Katarzyna Zielińska",
    email: "k.zielinska@serwisflow.example",
    company: "SerwisFlow sp. z o.o.",
    message: `Hello,

SerwisFlow is a Polish service management platform used by ~1,200 HVAC and boiler service companies. Some of our customers work in Germany (Saxony, Brandenburg) and need appointment booking for German end customers.

Is it possible to use your booking API for a subset of our tenants only? And is the data processing agreement available in English?

Best regards,
Katarzyna Zielińska
Integrations Manager`,
    who: "Polish service-management platform asking in English about using the API for a subset of tenants and an English DPA",
    kind: "software-vendor",
  },
  {
    name: "Holger Brandt",
    email: "h.brandt@gebaeudetechnik-it.example",
    company: "GT-Software AG",
    message: `Guten Tag,

für unsere Ausschreibung bei einem Wohnungsbauunternehmen benötigen wir von Ihnen folgende Unterlagen zur Booking-API:

- SLA-Dokument (Verfügbarkeit 99,9 %, Reaktionszeiten)
- Nachweis Hosting in Deutschland (Rechenzentrumsstandort)
- TOMs nach Art. 32 DSGVO
- Liste der Unterauftragsverarbeiter
- Angebot für 3 Jahre Laufzeit mit Preisgleitklausel

Abgabefrist der Ausschreibung ist der 28. dieses Monats. Ist das machbar?

Mit freundlichen Grüßen
Holger Brandt
Vertrieb Großkunden`,
    who: "Software vendor in a public tender requesting SLA, hosting proof, TOMs, subprocessors and a 3-year quote by a deadline",
    kind: "software-vendor",
  },
  {
    name: "Miriam Ostertag",
    email: "miriam.ostertag@facility-suite.example",
    company: "FacilitySuite GmbH",
    message: `Hallo,

wir testen gerade Ihre Sandbox. Beim Token-Refresh bekommen wir regelmäßig "invalid_grant", obwohl der Refresh-Token laut unserer Berechnung noch gültig ist. Beispiel-Request (Daten gekürzt):

POST /oauth/token
grant_type=refresh_token&refresh_token=rt_3f9a...&client_id=fs-sandbox-01

Response: {"error":"invalid_grant","error_description":"refresh token already used"}

Kann es sein, dass Sie Refresh-Token-Rotation aktiviert haben und jeder Token nur einmal nutzbar ist? Das ist in der Doku nicht beschrieben. Falls ja: Gibt es eine Grace Period für parallele Requests?

Danke und Grüße
Miriam Ostertag
Backend-Entwicklung`,
    who: "Developer at a facility-management vendor debugging OAuth refresh-token rotation errors in the sandbox",
    kind: "software-vendor",
  },
  {
    name: "Tobias Lenz",
    email: "tobias.lenz@montageplaner.example",
    company: "MontagePlaner GmbH",
    message: `Hallo API-Team,

bei Lastspitzen (Montagmorgen) bekommen wir HTTP 429 zurück. Laut Header liegt das Limit bei 60 Requests/Minute pro Client. Wir haben ca. 900 Betriebe angebunden, die alle um 7 Uhr ihre Tagesplanung laden. Kann das Limit erhöht werden oder sollen wir pro Betrieb einen eigenen Client anlegen?

Gruß
Tobias Lenz`,
    who: "Integration developer of a software vendor hitting HTTP 429 rate limits on Monday mornings",
    kind: "software-vendor",
  },
  {
    name: "Stefanie Koch",
    email: "s.koch@branchensoft-dach.example",
    company: "BranchenSoft DACH",
    message: `Guten Tag,

wir überlegen, Ihre Buchungs-API in unsere Software für Dachdecker und Zimmerer zu integrieren, allerdings als White-Label: Unser Logo, unsere Domain, Ihr Name taucht für den Endkunden nirgends auf. Ist das möglich und wie wird das bepreist?

Mit besten Grüßen
Stefanie Koch
Produktmanagement`,
    who: "Product manager at a roofing-software vendor asking about white-label use of the booking API",
    kind: "software-vendor",
  },
  {
    name: "Daniel Reuter",
    email: "daniel.reuter@servicedesk-pro.example",
    company: "ServiceDesk Pro",
    message: `Hallo,

die Zeitstempel in den API-Antworten kommen ohne Zeitzone ("2024-03-31T02:30:00"). Am Tag der Zeitumstellung führt das bei uns zu falschen Slots. Ist geplant, ISO 8601 mit Offset bzw. UTC zu liefern? Gibt es dafür vielleicht schon einen Query-Parameter?

Viele Grüße
Daniel Reuter`,
    who: "API user reporting timestamps without timezone causing DST bugs",
    kind: "software-vendor",
  },
  {
    name: "Anna Lindqvist",
    email: "anna.lindqvist@gardenops.example",
    company: "GardenOps AB",
    message: `Hi,

GardenOps is a scheduling tool for landscaping companies in Sweden and Germany. Quick question before we dig deeper: does your route optimisation handle multi-day jobs (e.g. a crew blocked for 3 days at one site) or only single visits of a few hours?

Thanks!
Anna`,
    who: "Swedish landscaping-software vendor asking whether route optimisation supports multi-day jobs",
    kind: "software-vendor",
  },
  {
    name: "Markus Feil",
    email: "markus.feil@elektroplan-software.example",
    company: "ElektroPlan Software",
    message: `Guten Tag, gibt es eine Postman Collection oder ein OpenAPI-File zum Download? Auf der Doku-Seite finde ich nur die HTML-Ansicht. Danke, M. Feil`,
    who: "Developer asking briefly for a Postman collection or OpenAPI file",
    kind: "software-vendor",
  },

  // ---------------------------------------------------------------- agencies, freelancers, IT service providers, partners
  {
    name: "Carsten Möller",
    email: "c.moeller@handwerk-webwerk.example",
    company: "Handwerk Webwerk – Agentur für Handwerksbetriebe",
    message: `Hallo,

wir sind eine kleine Agentur aus Hannover und betreuen die Websites von rund 60 Handwerksbetrieben, darunter 9 Schornsteinfeger. Einige davon haben uns nach Kehrtour gefragt.

Gibt es bei Ihnen ein Partner- oder Resellerprogramm? Wir würden die Einrichtung und Einbindung der Buchung auf den Kundenwebsites übernehmen und die Betriebe beim Start begleiten. Eine Provision wäre schön, ist aber nicht zwingend, wichtiger ist uns ein direkter Draht zu Ihrem Support.

Unsere Referenzen: https://www.handwerk-webwerk.example/referenzen

Viele Grüße
Carsten Möller
Geschäftsführer`,
    who: "Web agency serving 60 trades businesses (9 chimney sweeps) asking about a reseller/partner programme",
    kind: "agency-partner",
  },
  {
    name: "Lisa Brückner",
    email: "lisa@brueckner-webdesign.example",
    company: "Lisa Brückner Webdesign (Freelancerin)",
    message: `Hallo liebes Kehrtour-Team,

ich bin freiberufliche Webdesignerin und baue gerade die neue Website für einen Schornsteinfegerbetrieb in Bamberg (WordPress). Der Kunde nutzt Kehrtour. Gibt es ein Widget oder einen iFrame-Code, den ich einbinden kann, damit die Online-Buchung direkt auf der Seite erscheint? Und kann ich Farben/Schrift anpassen, damit es zum Design passt?

Danke schon mal!
Lisa`,
    who: "Freelance web designer building a chimney sweep's WordPress site, asking for a booking widget and styling options",
    kind: "agency-partner",
  },
  {
    name: "Jörg Hennig",
    email: "j.hennig@hennig-it-service.example",
    company: "Hennig IT-Service",
    message: `Guten Tag,

ich bin der IT-Dienstleister von Schornsteinfegermeister Peter Albers (Kundennr. bei Ihnen weiß ich leider nicht). Herr Albers hat mich gebeten, die Einrichtung der E-Mail-Zustellung über seine Domain zu übernehmen und seine Büro-PCs einzurichten.

Könnten Sie mir die technischen Anforderungen schicken (Browser, Ports/Firewall-Freigaben, DNS-Einträge)? Eine Vollmacht von Herrn Albers kann ich gern nachreichen.

Mit freundlichen Grüßen
Jörg Hennig`,
    who: "IT service provider of a chimney sweep asking for technical requirements (browser, firewall, DNS), offering a power of attorney",
    kind: "it-service-provider",
  },
  {
    name: "Patrick Neubauer",
    email: "p.neubauer@systemhaus-neubauer.example",
    company: "Systemhaus Neubauer GmbH",
    message: `Hallo,

wir betreuen als Systemhaus mehrere Schornsteinfegerbetriebe im Raum Würzburg (Netzwerk, Telefonanlage, Backup). Zwei Kunden stellen gerade auf Kehrtour um. Gibt es eine Möglichkeit, dass wir einen eigenen Admin-Zugang pro Kunde bekommen, um die Benutzer zu verwalten, ohne die Zugangsdaten der Meister zu nutzen?

Gruß
Patrick Neubauer`,
    who: "IT systems house managing several chimney sweeps asking for separate admin access per client",
    kind: "it-service-provider",
  },
  {
    name: "Martin Seidel",
    email: "martin.seidel@seidel-marketing.example",
    company: "Seidel Marketing – Handwerksmarketing",
    message: `Guten Tag,

ich mache seit 12 Jahren Marketing und SEO für Handwerksbetriebe, vor allem SHK und Dachdecker. Ihre angekündigte Plattform für alle Gewerke passt perfekt zu meinen Kunden.

Haben Sie vor, ein Partnerprogramm für Agenturen aufzulegen, sobald die Plattform live ist? Ich würde mich gerne vormerken lassen und könnte zum Start direkt mehrere Betriebe mitbringen.

Beste Grüße
Martin Seidel`,
    who: "Trades-marketing/SEO consultant asking genuinely to join a future agency partner programme for the new platform",
    kind: "agency-partner",
  },
  {
    name: "Karl-Heinz Mertens",
    email: "kh.mertens@web.de",
    company: "Handelsvertretung Mertens",
    message: `Sehr geehrte Damen und Herren,

ich bin selbständiger Handelsvertreter und besuche seit über 20 Jahren Schornsteinfegerbetriebe in NRW (Messgeräte, Arbeitskleidung). Viele meiner Kunden fragen nach Software für die Terminplanung.

Hätten Sie Interesse an einer Zusammenarbeit auf Provisionsbasis? Ich könnte Kehrtour bei meinen Besuchen vorstellen und Kontakte vermitteln.

Mit freundlichen Grüßen
Karl-Heinz Mertens`,
    who: "Independent sales rep visiting chimney sweeps in NRW offering commission-based referral partnership",
    kind: "agency-partner",
  },
  {
    name: "Eva Stadler",
    email: "eva.stadler@stadler-consulting.example",
    company: "Stadler Digitalberatung",
    message: `Hallo,

ich bin Digitalisierungsberaterin und autorisierte Beraterin im Förderprogramm des Landes für kleine Handwerksbetriebe. Mehrere meiner Mandanten möchten ihre Terminplanung digitalisieren. Können Sie mir eine Produktbeschreibung und ein Angebot schicken, das ich für einen Förderantrag verwenden kann (mit Netto-Preisen, Laufzeit, Leistungsumfang)?

Viele Grüße
Eva Stadler`,
    who: "Digitalisation consultant asking for a formal quote usable in a state subsidy application for her clients",
    kind: "agency-partner",
  },
  {
    name: "Benedikt Wagner",
    email: "benedikt@wagner-devs.example",
    company: "Wagner Devs (Freelancer)",
    message: `Servus,

ich bin freiberuflicher Entwickler und betreue die Individualsoftware eines mittelgroßen Heizungsbau-Betriebs (ca. 25 Monteure). Der Kunde will eure Buchungs-API anbinden, ich soll das umsetzen.

Gibt es die Möglichkeit, dass ich als Dienstleister einen Entwickler-Account bekomme und der Vertrag trotzdem mit dem Kunden läuft? Und gibt's ein Changelog / Deprecation-Policy für die API, damit ich weiß, wie lange v1 stabil bleibt?

Danke
Benedikt`,
    who: "Freelance developer implementing the API for a heating business, asking about developer accounts and API deprecation policy",
    kind: "agency-partner",
  },

  // ---------------------------------------------------------------- other trades (coming-soon platform)
  {
    name: "Stefan Dreher",
    email: "info@dreher-haustechnik.example",
    company: "Dreher Haustechnik GmbH",
    message: `Guten Tag,

wir sind ein SHK-Betrieb mit 14 Monteuren und machen viel Wartung (Gasthermen, Wärmepumpen). Ihre neue Plattform für alle Gewerke klingt spannend, besonders die selbstlernende Routenplanung und das Kundenportal.

Wann geht das an den Start und kann man vorher als Pilotkunde mitmachen? Wir hätten auch Lust, Feedback zu geben.

Mit freundlichen Grüßen
Stefan Dreher`,
    who: "Plumbing/heating business with 14 fitters asking when the new trades platform launches and whether they can pilot",
    kind: "trades-business",
  },
  {
    name: "Michaela Kurz",
    email: "m.kurz@elektro-kurz.example",
    company: "Elektro Kurz e.K.",
    message: `Hallo,

ich habe mich für die Warteliste eingetragen, aber keine Bestätigungsmail bekommen. Ist die Anmeldung angekommen? Wir sind ein Elektrobetrieb mit 12 Leuten und sehr interessiert.

Gruß
Michaela Kurz`,
    who: "Electrical business that signed up for the waitlist but got no confirmation e-mail",
    kind: "trades-business",
  },
  {
    name: "Jürgen Pfeiffer",
    email: "pfeiffer.dach@t-online.de",
    company: "Dachdeckerei Pfeiffer",
    message: `Hallo, bin Dachdecker, 6 Mann. Brauch was für Termine mit Kunden und Planung wer wann wo ist. Gibts das schon? Was kostet? Gruß Pfeiffer`,
    who: "Roofer with 6 employees asking tersely whether the trades platform exists yet and its cost",
    kind: "trades-business",
  },
  {
    name: "Anke Lorenzen",
    email: "anke@gruenwerk-garten.example",
    company: "Grünwerk Garten- und Landschaftsbau",
    message: `Hallo,

wir sind ein Garten- und Landschaftsbaubetrieb mit 4 Kolonnen. Im Sommer machen wir viel Pflege (Rasen, Hecken) mit festen Kunden im 2-Wochen-Rhythmus. Kann Ihre neue Plattform solche wiederkehrenden Termine planen und die Kolonnen so verteilen, dass möglichst wenig gefahren wird? Wetter spielt bei uns natürlich auch eine Rolle.

Viele Grüße
Anke Lorenzen`,
    who: "Landscaping business with 4 crews asking about recurring maintenance scheduling on the new platform",
    kind: "trades-business",
  },
  {
    name: "Wilhelm Ofenhauer",
    email: "w.ofenhauer@ofenbau-ofenhauer.example",
    company: "Ofenbau Ofenhauer – Kachelöfen & Kamine",
    message: `Sehr geehrte Damen und Herren,

wir sind ein Kachelofenbauer in dritter Generation und verkaufen neben unseren eigenen Grundöfen auch Kaminöfen verschiedener Hersteller sowie Pelletöfen. Nach jedem Einbau muss ja der Schornsteinfeger zur Abnahme kommen, und die Koordination mit dem Kunden läuft meist über uns.

Zwei Fragen:
1. Könnten wir als Ofenbauer auf Ihrer neuen Handwerker-Plattform unsere eigenen Termine (Aufmaß, Montage, Service/Wartung) planen?
2. Gibt es eine Möglichkeit, dass wir direkt einen Abnahmetermin beim zuständigen Schornsteinfeger anfragen, wenn der Kehrtour nutzt?

Unsere aktuellen Ausstellungsöfen und die Herbstaktion finden Sie unter https://www.ofenbau-ofenhauer.example – nur damit Sie sich ein Bild von uns machen können.

Mit freundlichen Grüßen
Wilhelm Ofenhauer
Ofen- und Luftheizungsbauermeister`,
    who: "Tiled-stove builder who also sells stoves, asking about using the trades platform and requesting acceptance dates from chimney sweeps",
    kind: "trades-business",
  },
  {
    name: "Emre Aydın",
    email: "emre.aydin@aydin-heizung.example",
    company: "Aydın Heizung & Sanitär",
    message: `Merhaba,

Almanya'da (Duisburg) 8 çalışanlı bir ısıtma ve sıhhi tesisat firmamız var. Yeni platformunuzla ilgileniyoruz: müşterilerin online randevu alabilmesi ve teknisyenlerin rotalarının otomatik planlanması bizim için çok önemli.

Platform ne zaman kullanıma açılacak ve fiyatı ne kadar olacak? Almanca da yazabilirim, ama Türkçe daha kolay oldu.

Saygılarımla,
Emre Aydın`,
    who: "Turkish-German heating/plumbing business owner in Duisburg asking in Turkish about launch date and price of the new platform",
    kind: "trades-business",
  },
  {
    name: "Hakan Demir",
    email: "hakan.demir@gmx.de",
    company: "Demir Fliesen",
    message: `Hallo,

ich bin Fliesenleger, selbständig mit 2 Mitarbeiter. Wann kommt eure Plattform? Ich will mich anmelden aber das Formular geht bei mir nicht auf dem Handy, da passiert nichts wenn ich auf Absenden drücke.

Danke, Hakan`,
    who: "Tiler who cannot submit the waitlist sign-up form on his phone",
    kind: "trades-business",
  },
  {
    name: "محمد الحسن",
    email: "m.alhassan.malerbetrieb@gmail.com",
    company: "Malerbetrieb Al-Hassan",
    message: `السلام عليكم،

أنا صاحب شركة دهان (Malerbetrieb) في مدينة هامبورغ، لدي ستة عمال. قرأت عن منصتكم الجديدة لجميع الحرف وأريد أن أعرف إذا كان بإمكان الزبائن حجز موعد لمعاينة الشقة عبر الإنترنت، وهل يمكن تنظيم جدول العمال تلقائياً؟

متى ستبدأ المنصة وكم سيكون السعر تقريباً؟ يمكنكم الرد باللغة الألمانية.

مع الشكر،
محمد الحسن`,
    who: "Arabic-speaking owner of a painting business in Hamburg asking about online viewing appointments and staff scheduling on the new platform",
    kind: "trades-business",
  },
  {
    name: "Bettina Rausch",
    email: "b.rausch@brandschutz-rausch.example",
    company: "Brandschutz Rausch – Feuerlöscher- und Rauchmelderservice",
    message: `Guten Tag,

wir warten Feuerlöscher und Rauchmelder in Wohnanlagen und Gewerbebetrieben, jeweils mit festen Prüfintervallen (meist jährlich bzw. alle 2 Jahre). Das ist im Grunde sehr ähnlich wie bei den Schornsteinfegern: Mieter benachrichtigen, Zugang organisieren, Touren planen.

Könnten wir Kehrtour nutzen, obwohl wir keine Schornsteinfeger sind, oder sollen wir auf die neue Plattform warten?

Freundliche Grüße
Bettina Rausch`,
    who: "Fire-extinguisher and smoke-detector service asking whether they can use Kehrtour or should wait for the new platform",
    kind: "trades-business",
  },
  {
    name: "Ralf Zimmermann",
    email: "ralf@tischlerei-zimmermann.example",
    company: "Tischlerei Zimmermann",
    message: `Tag auch,

Tischlerei, 9 Leute, viel Montage bei Kunden (Küchen, Türen, Fenster). Das Problem ist bei uns weniger die Route als die Ressourcen: wer hat den Transporter, wer kann Glas, wann ist die Ware da. Deckt Ihre Ressourcenplanung sowas ab?

Gruß
Ralf Zimmermann`,
    who: "Joinery asking whether the new platform's resource planning covers vehicles, skills and material availability",
    kind: "trades-business",
  },
  {
    name: "Oksana Melnyk",
    email: "oksana.melnyk@ukr.net",
    company: "Gebäudereinigung Melnyk",
    message: `Доброго дня!

Я маю невелику клінінгову фірму (Gebäudereinigung) у Німеччині, в Нюрнберзі, 10 працівниць. Ми прибираємо квартири та офіси за регулярним графіком. Чи підійде ваша нова платформа для планування маршрутів та змін наших працівниць? І чи буде інтерфейс також англійською або українською?

Дякую!
Оксана Мельник`,
    who: "Ukrainian owner of a cleaning company in Nuremberg asking in Ukrainian whether the platform suits route/shift planning and about UI languages",
    kind: "trades-business",
  },
  {
    name: "Thomas Brenninger",
    email: "t.brenninger@sanitaer-brenninger.example",
    company: "Sanitär Brenninger GmbH (3 Standorte)",
    message: `Sehr geehrte Damen und Herren,

wir haben drei Standorte (Rosenheim, Traunstein, Mühldorf) mit insgesamt 38 Monteuren. Für uns wäre entscheidend, dass die Planung standortübergreifend funktioniert, also z. B. ein Monteur aus Traunstein einen Auftrag im Grenzgebiet zu Rosenheim übernehmen kann, wenn es routenmäßig passt.

Ist so etwas auf der neuen Plattform vorgesehen? Wir würden gern frühzeitig mit Ihnen sprechen.

Mit freundlichen Grüßen
Thomas Brenninger
Geschäftsführer`,
    who: "Plumbing company with three branches and 38 fitters asking about cross-branch planning on the new platform",
    kind: "trades-business",
  },
  {
    name: "Daniela Frost",
    email: "daniela.frost@frost-kaelte.example",
    company: "Frost Kälte- und Klimatechnik",
    message: `hi, wollte mich für die neue plattform vormerken lassen. wir sind klima/kälte, 5 techniker. danke daniela`,
    who: "Refrigeration/AC business asking informally to be put on the waitlist",
    kind: "trades-business",
  },
  {
    name: "Gregor Kastner",
    email: "g.kastner@schaedlingsbekaempfung-kastner.example",
    company: "Kastner Schädlingsbekämpfung",
    message: `Hallo,

wir sind Schädlingsbekämpfer und haben viele Kontrolltermine in Lebensmittelbetrieben (monatlich/quartalsweise) plus Notfälle (Wespen, Ratten), die kurzfristig dazwischen müssen. Kann Ihre Routenplanung Notfälle in eine bestehende Tour einschieben und die übrigen Kunden automatisch über eine Verschiebung informieren?

Grüße
Gregor Kastner`,
    who: "Pest-control business asking whether emergencies can be inserted into tours with automatic customer notifications",
    kind: "trades-business",
  },
  {
    name: "Nicole Vetter",
    email: "nicole.vetter@aufzugservice-vetter.example",
    company: "Vetter Aufzugservice GmbH",
    message: `Sehr geehrte Damen und Herren,

wir warten Aufzüge (ca. 1.100 Anlagen) mit gesetzlich vorgeschriebenen Intervallen. Die Endkunden sind meistens Hausverwaltungen. Bietet Ihre API bzw. die neue Plattform die Möglichkeit, Wartungstermine mit Hausverwaltungen abzustimmen, die dann wiederum die Bewohner informieren?

Wir nutzen bereits eine ERP-Software und würden eher die API anbinden.

Mit freundlichen Grüßen
Nicole Vetter`,
    who: "Elevator maintenance company asking whether the API/platform can coordinate maintenance with property managers",
    kind: "trades-business",
  },
  {
    name: "Lukas Brandl",
    email: "lukas.brandl@brunnenbau-brandl.example",
    company: "Brunnenbau Brandl",
    message: `Servus, ich hab mich eben für die Plattform eingetragen. Frage: Wird die nur in Deutschland angeboten oder auch in Österreich? Wir haben Kunden auf beiden Seiten der Grenze. Lg Lukas`,
    who: "Well-builder near the Austrian border asking whether the new platform will also be offered in Austria",
    kind: "trades-business",
  },
  {
    name: "Stephan Korte",
    email: "stephan.korte@korte-legionellen.example",
    company: "Korte Trinkwasserhygiene",
    message: `Guten Tag,

wir machen Legionellenprüfungen in Mehrfamilienhäusern nach Trinkwasserverordnung. Dafür müssen wir in mehrere Wohnungen, die Mieter müssen also vorher informiert werden und ggf. einen Termin wählen. Klingt nach Ihrem Kehrtour-Prinzip. Wäre Ihre neue Plattform dafür gedacht oder passt das nicht?

Freundliche Grüße
Stephan Korte`,
    who: "Legionella testing company asking whether the new platform fits tenant-notification-based inspections",
    kind: "trades-business",
  },
  {
    name: "Alexander Ruf",
    email: "alexander.ruf@ruf-solar.example",
    company: "Ruf Solartechnik",
    message: `Hallo,

wir installieren PV-Anlagen und Wärmepumpen. Unser Engpass sind die Vor-Ort-Termine zur Besichtigung: Kunden füllen online ein Formular aus und wir telefonieren dann tagelang hinterher. Wenn Kunden direkt einen Besichtigungstermin buchen könnten, der zu unserer Tour passt, wäre das Gold wert.

Wir nutzen übrigens schon eine Handwerkersoftware. Gibt es Schnittstellen oder sollen wir die API direkt nutzen?

Beste Grüße
Alexander Ruf`,
    who: "Solar/heat-pump installer wanting customers to book site-survey appointments that fit their tours",
    kind: "trades-business",
  },

  // ---------------------------------------------------------------- billing
  {
    name: "Gabriele Schulte",
    email: "g.schulte@schornsteinfeger-schulte.example",
    company: "Schornsteinfeger Schulte",
    message: `Sehr geehrte Damen und Herren,

uns wurde der Monatsbeitrag für Oktober zweimal abgebucht (2 x 89,00 EUR am 01.10. und am 02.10., Verwendungszweck jeweils mit derselben Rechnungsnummer RE-2024-10-0457). Bitte erstatten Sie den doppelt abgebuchten Betrag auf unser Konto oder verrechnen Sie ihn mit der nächsten Rechnung.

Einen Kontoauszug als Nachweis kann ich Ihnen gern zuschicken.

Mit freundlichen Grüßen
Gabriele Schulte`,
    who: "Existing customer complaining about a double direct-debit charge with invoice number, asking for refund",
    kind: "billing-question",
  },
  {
    name: "Peter Maurer",
    email: "p.maurer@kaminkehrer-maurer.example",
    company: "Kaminkehrer Maurer GmbH",
    message: `Guten Tag,

auf Ihrer letzten Rechnung ist noch unsere alte Firmierung "Kaminkehrer Maurer e.K." und die alte Adresse angegeben. Wir sind seit 1. Juli eine GmbH, neue Anschrift: Am Steinbruch 3, 86150 Augsburg, USt-IdNr. DE987654321.

Bitte stellen Sie die Rechnungen Juli bis September neu aus, sonst kann unser Steuerberater sie nicht verbuchen.

Freundliche Grüße
Peter Maurer`,
    who: "Customer asking to reissue three invoices with new company name, address and VAT ID",
    kind: "billing-question",
  },
  {
    name: "Tim Baumgartner",
    email: "tim.baumgartner@gmail.com",
    company: "Schornsteinfeger Baumgartner",
    message: `Hi, kann ich bei euch auch mit PayPal zahlen? Ich mach alles über PayPal Business, wäre einfacher für mich. Gruß Tim`,
    who: "Chimney sweep asking whether he can pay the subscription via PayPal Business",
    kind: "billing-question",
  },
  {
    name: "Moritz Engel",
    email: "moritz.engel@posteo.de",
    company: "Schornsteinfeger Engel",
    message: `Hallo,

etwas ungewöhnliche Frage, aber ich frag trotzdem: Akzeptiert ihr auch Zahlung in Bitcoin? Ich bin da privat etwas drin und würde die Jahreslizenz gern so bezahlen. Wenn nicht, auch kein Problem, dann halt per Überweisung.

Beste Grüße
Moritz Engel`,
    who: "Tech-savvy chimney sweep genuinely asking whether the annual licence can be paid in Bitcoin, otherwise bank transfer",
    kind: "billing-question",
  },
  {
    name: "Inge Hoffmann",
    email: "inge.hoffmann@schornsteinfeger-hoffmann.example",
    company: "Schornsteinfeger Hoffmann",
    message: `Guten Tag,

gibt es einen Rabatt, wenn wir jährlich im Voraus zahlen statt monatlich? Und wenn ja, wie viel? Wir würden gern zum neuen Jahr umstellen.

Mit freundlichen Grüßen
Inge Hoffmann`,
    who: "Customer asking about a discount for paying annually in advance",
    kind: "billing-question",
  },
  {
    name: "Klaus-Dieter Thiel",
    email: "kd.thiel@t-online.de",
    company: "Schornsteinfeger Thiel",
    message: `Sehr geehrte Damen und Herren,

hiermit kündige ich meinen Vertrag für Kehrtour fristgerecht zum nächstmöglichen Zeitpunkt, da ich meinen Betrieb zum Jahresende aufgebe. Bitte bestätigen Sie mir die Kündigung schriftlich und teilen Sie mir mit, bis wann ich meine Daten noch exportieren kann und wann die letzte Rechnung kommt.

Mit freundlichen Grüßen
Klaus-Dieter Thiel
Kundennummer 10188`,
    who: "Customer cancelling his contract due to closing his business, asking for confirmation, export deadline and final invoice",
    kind: "billing-question",
  },
  {
    name: "Ursula Brandner",
    email: "ursula.brandner@schornsteinfeger-brandner.example",
    company: "Schornsteinfeger Brandner",
    message: `Guten Tag,

auf der Rechnung für November stehen plötzlich 112,50 EUR statt wie bisher 89,00 EUR. Eine Preiserhöhung wurde uns nicht angekündigt, jedenfalls habe ich keine E-Mail dazu gefunden. Außerdem steht da "SMS-Mehrverbrauch 412 Stück", wir haben aber nie so viele SMS verschickt.

Ich bitte um Prüfung und eine Aufstellung der SMS. Bis zur Klärung möchte ich die Differenz nicht zahlen.

Mit freundlichen Grüßen
Ursula Brandner`,
    who: "Customer disputing an unexpectedly higher invoice with SMS overage charges, requesting an itemised list",
    kind: "billing-question",
  },
  {
    name: "Florian Gruber",
    email: "buchhaltung@rauchfangkehrer-gruber.example",
    company: "Rauchfangkehrer Gruber GmbH",
    message: `Sehr geehrte Damen und Herren,

wir sind ein österreichisches Unternehmen (UID ATU12345678). Auf Ihrer Rechnung wurde deutsche Umsatzsteuer (19 %) ausgewiesen. Bei B2B-Leistungen an österreichische Unternehmer müsste das Reverse-Charge-Verfahren angewendet werden. Bitte stornieren Sie die Rechnung Nr. 2024-0871 und stellen Sie eine korrigierte Rechnung ohne USt mit Hinweis auf die Steuerschuldnerschaft des Leistungsempfängers aus.

Mit freundlichen Grüßen
Florian Gruber
Buchhaltung`,
    who: "Austrian customer's accounting asking to reissue an invoice under reverse charge with their VAT ID",
    kind: "billing-question",
  },
  {
    name: "Sonja Wirth",
    email: "s.wirth@schornsteinfeger-wirth.example",
    company: "Schornsteinfeger Wirth",
    message: `Hallo,

unsere Buchhaltung vermisst die Rechnungen für August und September. Im Kundenkonto finde ich unter "Rechnungen" nur bis Juli. Abgebucht wurde aber. Können Sie uns die PDFs bitte an buchhaltung@schornsteinfeger-wirth.example schicken?

Danke!
Sonja Wirth`,
    who: "Customer asking for missing August/September invoice PDFs to be sent to accounting",
    kind: "billing-question",
  },
  {
    name: "Erwin Stöckl",
    email: "erwin.stoeckl@gmx.at",
    company: "",
    message: `Grüß Gott, meine Lastschrift ist zurückgegangen weil ich die Bank gewechselt habe. Neue IBAN schicke ich lieber nicht über das Formular. Wie soll ich das machen? Und fallen jetzt Gebühren an? Stöckl`,
    who: "Customer whose direct debit bounced after a bank change, asking how to safely submit the new IBAN and about fees",
    kind: "billing-question",
  },

  // ---------------------------------------------------------------- data protection
  {
    name: "Renate Kowalski",
    email: "renate.kowalski@web.de",
    company: "",
    message: `Sehr geehrte Damen und Herren,

ich habe eine SMS von meinem Schornsteinfeger erhalten, die laut Fußzeile über Ihr System "Kehrtour" verschickt wurde. Ich habe dem Schornsteinfeger meine Handynummer nie gegeben.

Hiermit verlange ich gemäß Art. 15 DSGVO Auskunft darüber, welche personenbezogenen Daten Sie über mich speichern, woher diese stammen, zu welchem Zweck sie verarbeitet werden und an wen sie weitergegeben wurden.

Meine Anschrift: Renate Kowalski, Birkenweg 9, 31134 Hildesheim
Mobilnummer: 0157 3342 1876

Mit freundlichen Grüßen
Renate Kowalski`,
    who: "Homeowner making a formal Art. 15 GDPR access request after receiving an SMS via Kehrtour",
    kind: "privacy-request",
  },
  {
    name: "Dr. Heinrich Albers",
    email: "h.albers@outlook.com",
    company: "",
    message: `Sehr geehrte Damen und Herren,

ich fordere Sie auf, sämtliche über mich gespeicherten Daten gemäß Art. 17 DSGVO unverzüglich zu löschen und mir die Löschung schriftlich zu bestätigen. Ich wurde per E-Mail von "Schornsteinfeger Reimers" über Ihr System angeschrieben, obwohl ich mein Haus bereits im März verkauft habe.

Dr. Heinrich Albers
(früher Am Deich 14, Husum)`,
    who: "Former homeowner demanding deletion of his data under Art. 17 GDPR after being contacted via the system",
    kind: "privacy-request",
  },
  {
    name: "Sarah Jung",
    email: "datenschutz@schornsteinfeger-innung-example.example",
    company: "Schornsteinfeger-Innung (externe Datenschutzbeauftragte)",
    message: `Sehr geehrte Damen und Herren,

als externe Datenschutzbeauftragte einer Schornsteinfeger-Innung werde ich von Mitgliedsbetrieben zu Ihrem Produkt gefragt. Bevor ich eine Empfehlung ausspreche, bitte ich um folgende Informationen:

- Standort der Server und des Hosters (ausschließlich EU/DE?)
- Liste der Unterauftragsverarbeiter, insbesondere für SMS-Versand und Kartendienste
- Muster-AVV nach Art. 28 DSGVO
- Werden Daten zum Training von KI-Modellen verwendet (Stichwort "selbstlernende Routenplanung")?
- Löschkonzept nach Vertragsende

Vielen Dank vorab.

Mit freundlichen Grüßen
Sarah Jung
Datenschutzbeauftragte (TÜV)`,
    who: "External data-protection officer of a chimney sweep guild requesting server location, subprocessors, DPA and AI training info",
    kind: "privacy-request",
  },
  {
    name: "James Whitfield",
    email: "james.whitfield@gmail.com",
    company: "",
    message: `Hello,

I live in Germany (Freiburg) and recently received an appointment notice from a chimney sweep that was sent through your platform. I'd like to know under Article 15 GDPR what personal data you hold about me and where it came from. I'd also like to opt out of SMS notifications in future and only receive letters.

My details: James Whitfield, Wiesentalstraße 22, 79115 Freiburg, mobile +49 160 449 2210.

Thank you,
James Whitfield`,
    who: "English-speaking resident in Germany making an Art. 15 GDPR request and asking to opt out of SMS",
    kind: "privacy-request",
  },
  {
    name: "Hildegard Wendt",
    email: "hildegard.wendt@t-online.de",
    company: "",
    message: `Guten Tag, woher haben Sie meine Telefonnummer? Ich bekomme SMS vom Schornsteinfeger über Sie. Bitte nur noch per Brief. Ich bin 79 Jahre alt und mag das nicht. H. Wendt, Hamm`,
    who: "Elderly homeowner asking where her phone number came from and requesting letters only",
    kind: "privacy-request",
  },
  {
    name: "Tobias Winkler",
    email: "tobias.winkler@schornsteinfeger-winkler.example",
    company: "Schornsteinfeger Winkler",
    message: `Hallo,

ein Kunde von mir hat ein Auskunftsersuchen nach Art. 15 DSGVO an mich gestellt, weil er Terminbenachrichtigungen von Kehrtour bekommt. Ich bin ja der Verantwortliche und Sie der Auftragsverarbeiter, wenn ich das richtig verstehe. Wie komme ich an die Daten, die über den Kunden in Kehrtour liegen, inkl. Versandprotokoll der SMS? Die Frist läuft in zwei Wochen ab.

Gruß
Tobias Winkler`,
    who: "Chimney sweep (controller) who received an Art. 15 request and needs the customer's data and SMS log from the processor",
    kind: "privacy-request",
  },

  // ---------------------------------------------------------------- job applicants
  {
    name: "Leon Fischer",
    email: "leon.fischer2008@gmail.com",
    company: "",
    message: `Sehr geehrte Damen und Herren,

ich heiße Leon Fischer, bin 16 Jahre alt und mache im Sommer meinen Realschulabschluss. Ich interessiere mich sehr für Programmierung (ich habe schon kleine Spiele in Python gemacht) und möchte gerne eine Ausbildung zum Fachinformatiker für Anwendungsentwicklung machen.

Bieten Sie für nächstes Jahr einen Ausbildungsplatz an? Kann ich vorher vielleicht ein Praktikum bei Ihnen machen?

Mit freundlichen Grüßen
Leon Fischer`,
    who: "16-year-old school leaver asking about an apprenticeship as application developer and an internship",
    kind: "job-applicant",
  },
  {
    name: "Marie Schubert",
    email: "marie.schubert@stud.uni-example.de",
    company: "",
    message: `Hallo liebes Team,

ich studiere Informatik im 5. Semester und suche ab dem kommenden Semester eine Werkstudentenstelle (max. 20 h/Woche), gern im Bereich Backend oder Algorithmen. Eure Routenoptimierung finde ich super spannend, ich habe im Studium ein Projekt zum Vehicle Routing Problem mit Zeitfenstern gemacht.

Sucht ihr gerade Werkstudierende? Lebenslauf und Zeugnisse schicke ich gern per Mail. Mein GitHub: https://github.com/marie-schubert-example

Viele Grüße
Marie`,
    who: "Computer science student applying for a working-student position, mentions her VRP project and GitHub",
    kind: "job-applicant",
  },
  {
    name: "Jonas Becker",
    email: "jonas.becker.dev@posteo.de",
    company: "",
    message: `Guten Tag,

hiermit bewerbe ich mich initiativ als Senior Software Engineer (TypeScript/Node.js, PostgreSQL). Ich habe 8 Jahre Erfahrung, zuletzt bei einem SaaS-Anbieter für Logistik, wo ich unter anderem an der Tourenplanung gearbeitet habe (OR-Tools, OSRM).

Ich suche eine Remote-Stelle mit gelegentlicher Präsenz. Gehaltsvorstellung ca. 85.000 EUR brutto/Jahr.

Profil: https://www.linkedin.com/in/jonas-becker-example
Code: https://github.com/jbecker-example
Blog: https://jonasbecker.example

Meine vollständige Bewerbung sende ich Ihnen gern an die richtige Adresse, wenn Sie mir eine nennen.

Mit freundlichen Grüßen
Jonas Becker`,
    who: "Senior TypeScript developer sending an unsolicited application with salary expectation and several profile links",
    kind: "job-applicant",
  },
  {
    name: "Dominik Haas",
    email: "dominik.haas@web.de",
    company: "",
    message: `Bewerbung als Vertriebsmitarbeiter / Kundenberater

Sehr geehrte Damen und Herren,

ich bin gelernter Schornsteinfegergeselle (12 Jahre im Beruf) und möchte mich aus gesundheitlichen Gründen (Knie) beruflich verändern. Ich kenne die Abläufe in den Betrieben genau und weiß, wo es hakt. Ich könnte mir sehr gut vorstellen, Ihre Software Schornsteinfegern vorzustellen und sie bei der Einführung zu unterstützen.

Über eine Rückmeldung würde ich mich freuen.

Mit freundlichen Grüßen
Dominik Haas
Tel. 0176 2219 8834`,
    who: "Former chimney sweep journeyman applying for a sales/customer advisor role",
    kind: "job-applicant",
  },
  {
    name: "Олена Коваленко",
    email: "olena.kovalenko.dev@gmail.com",
    company: "",
    message: `Добрий день!

Мене звати Олена, я фронтенд-розробниця (React, TypeScript, 4 роки досвіду). З 2022 року живу в Німеччині (Лейпциг), маю дозвіл на роботу. Зараз вчу німецьку (рівень B1).

Чи є у вас відкриті вакансії для фронтенд-розробника? Можу надіслати резюме англійською або німецькою.

Hello, in short: I'm a frontend developer (React/TS) based in Leipzig with a work permit, looking for a position. CV available in English or German.

З повагою,
Олена Коваленко`,
    who: "Ukrainian frontend developer in Leipzig applying in Ukrainian with an English summary",
    kind: "job-applicant",
  },
  {
    name: "Yusuf Al-Khatib",
    email: "yusuf.alkhatib@outlook.com",
    company: "",
    message: `Sehr geehrte Damen und Herren,

ich studiere Wirtschaftsinformatik an der Hochschule und muss im 6. Semester ein Pflichtpraktikum (20 Wochen) machen. Ich spreche Deutsch, Englisch und Arabisch (Muttersprache). Ich habe gesehen, dass Sie Software für Handwerker machen. Mich interessiert besonders der Kundensupport und das Produktmanagement.

Haben Sie einen Praktikumsplatz ab März?

مع خالص التحية / Mit freundlichen Grüßen
Yusuf Al-Khatib`,
    who: "Business informatics student applying for a mandatory internship, mentions Arabic as native language",
    kind: "job-applicant",
  },
  {
    name: "Sandra Kühne",
    email: "sandra.kuehne@gmx.de",
    company: "",
    message: `Hallo,

ich habe 10 Jahre als Bürokraft in einem Schornsteinfegerbetrieb gearbeitet und suche jetzt eine neue Stelle im Kundensupport, gerne in Teilzeit (25 Std.) und mit Homeoffice. Ich kenne mich mit Kehrbüchern, Terminplanung und den Fragen der Kunden gut aus.

Suchen Sie jemanden für den Support? Ich würde mich freuen.

Liebe Grüße
Sandra Kühne`,
    who: "Experienced chimney-sweep office worker applying for a part-time remote support job",
    kind: "job-applicant",
  },
  {
    name: "Kevin Lorenz",
    email: "kevin.lorenz1999@gmail.com",
    company: "",
    message: `hallo ich wollte fragen ob ihr quereinsteiger nehmt. bin eigentlich kfz mechatroniker aber mach seit 2 jahren nebenbei webseiten und hab nen udemy kurs in javascript gemacht. würde gern als junior entwickler anfangen. gruß kevin`,
    who: "Career changer (car mechatronics) asking informally whether they hire junior developers without a degree",
    kind: "job-applicant",
  },
  {
    name: "Chen Yu",
    email: "chen.yu.ds@outlook.com",
    company: "",
    message: `Dear hiring team,

I hold an M.Sc. in Operations Research from TU München and have 3 years of experience building vehicle routing solvers (time windows, heterogeneous fleets) in Python and Rust. I noticed that your product includes route-optimised booking and a self-learning route planner.

I would be interested in any optimisation or data science roles you may have. I speak English fluently and German at B2 level.

Best regards,
Chen Yu`,
    who: "Operations research graduate applying for optimisation/data-science roles in English",
    kind: "job-applicant",
  },
  {
    name: "Paulina Richter",
    email: "paulina.richter@icloud.com",
    company: "",
    message: `Hallo, ich hab gesehen, dass ihr ein neues Produkt für alle Handwerker plant. Sucht ihr dafür vielleicht jemanden im Marketing / Social Media? Ich habe gerade meinen Bachelor in Medienmanagement abgeschlossen und würde mich gern bewerben. Portfolio: https://paulinarichter.example LG Paulina`,
    who: "Media management graduate asking about a marketing/social media role for the upcoming product",
    kind: "job-applicant",
  },

  // ---------------------------------------------------------------- students and research
  {
    name: "Lea Hartwig",
    email: "lea.hartwig@stud.hs-example.de",
    company: "Hochschule (Bachelorarbeit)",
    message: `Sehr geehrte Damen und Herren,

ich schreibe meine Bachelorarbeit im Studiengang Wirtschaftsinformatik zum Thema "Digitalisierung der Terminplanung im Schornsteinfegerhandwerk". Dürfte ich Ihnen ein paar Fragen stellen (ca. 30 Minuten, gern telefonisch)? Alternativ würde ich mich freuen, wenn Sie einen kurzen Online-Fragebogen an Ihre Kunden weiterleiten könnten.

Die Ergebnisse stelle ich Ihnen natürlich gern zur Verfügung.

Mit freundlichen Grüßen
Lea Hartwig`,
    who: "Bachelor student writing a thesis on digital scheduling in the chimney sweep trade, asking for an interview",
    kind: "student",
  },
  {
    name: "Maximilian Ortmann",
    email: "m.ortmann@tu-example.de",
    company: "Lehrstuhl für Operations Research",
    message: `Guten Tag,

ich bin Doktorand an einem Lehrstuhl für Operations Research und arbeite an Verfahren für das "Periodic Vehicle Routing Problem" mit Kundenwunschterminen. Ihre Anwendung bei Schornsteinfegern ist dafür ein sehr interessanter Praxisfall.

Wäre eine Kooperation denkbar, etwa mit anonymisierten Beispieldaten (nur Koordinaten, Zeitfenster, Bearbeitungsdauern)? Wir würden eine Vertraulichkeitsvereinbarung unterzeichnen.

Mit freundlichen Grüßen
Maximilian Ortmann, M.Sc.`,
    who: "PhD student in operations research asking about a research cooperation with anonymised routing data",
    kind: "student",
  },
  {
    name: "王磊",
    email: "wanglei.studium@163.com",
    company: "",
    message: `您好！

我是在德国亚琛读硕士的中国学生，专业是物流管理。我的硕士论文题目是关于手工业服务企业的路线优化（Tourenplanung im Handwerk）。我在你们网站上看到了 Kehrtour 的介绍，想请问是否可以做一个简短的访谈（德语或英语都可以）？

Entschuldigung, dass ich auf Chinesisch schreibe – ich kann das Interview gern auf Deutsch oder Englisch führen.

谢谢！
王磊 (Wang Lei)`,
    who: "Chinese master's student in Aachen writing in Chinese (with a German apology) asking for a thesis interview on route optimisation",
    kind: "student",
  },
  {
    name: "Finn Albrecht",
    email: "finn.albrecht@schule-example.de",
    company: "",
    message: `Hallo, ich mache in der 10. Klasse eine Präsentation über Berufe mit Zukunft und mein Onkel ist Schornsteinfeger und benutzt euer Programm. Könnt ihr mir sagen wie viele Schornsteinfeger das benutzen und ob man da auch Informatik für braucht? Danke Finn`,
    who: "10th-grade pupil preparing a school presentation, asking how many chimney sweeps use the software",
    kind: "student",
  },
  {
    name: "Johanna Weber",
    email: "johanna.weber@uni-example.de",
    company: "Masterarbeit Innovationsmanagement",
    message: `Liebes Kehrtour-Team,

für meine Masterarbeit untersuche ich, wie Softwareanbieter im Handwerk ihre Produkte vermarkten und welche Rolle Innungen und Verbände dabei spielen. Hätte jemand aus Geschäftsführung oder Vertrieb Lust auf ein 45-minütiges Experteninterview (anonymisiert)?

Vielen Dank und beste Grüße
Johanna Weber`,
    who: "Master's student asking for an anonymised expert interview on how software vendors market to trades",
    kind: "student",
  },

  // ---------------------------------------------------------------- press
  {
    name: "Christiane Möbius",
    email: "c.moebius@handwerksblatt-redaktion.example",
    company: "Regionales Handwerksblatt – Redaktion",
    message: `Sehr geehrte Damen und Herren,

ich bereite für unsere Januarausgabe einen Beitrag über Digitalisierung im Schornsteinfegerhandwerk vor. Könnten Sie mir einen Ansprechpartner für ein kurzes Interview nennen und ggf. einen Kundenbetrieb, der über seine Erfahrungen berichten würde? Redaktionsschluss ist der 5. Dezember.

Mit freundlichen Grüßen
Christiane Möbius
Redakteurin`,
    who: "Trade-paper journalist requesting an interview and a customer reference for a January article",
    kind: "journalist",
  },
  {
    name: "Paul Seifert",
    email: "paul.seifert@lokalzeitung-example.de",
    company: "Lokalzeitung – Wirtschaftsredaktion",
    message: `Hallo,

wir schreiben über junge Softwarefirmen aus der Region. Wann hätten Sie Zeit für ein Gespräch und ein Foto? Wie viele Mitarbeiter haben Sie und seit wann gibt es die Firma?

Grüße
Paul Seifert`,
    who: "Local newspaper business reporter asking for an interview and photo about the company",
    kind: "journalist",
  },
  {
    name: "Nora Engström",
    email: "nora@handwerk-digital-podcast.example",
    company: 'Podcast "Handwerk Digital"',
    message: `Hi ihr Lieben,

ich mache den Podcast "Handwerk Digital" (ca. 4.000 Hörer pro Folge, überwiegend Handwerksmeister). Ich würde gern eine Folge über Terminbuchung und Tourenplanung machen und euch als Gast einladen. Kostet euch nichts, ist keine bezahlte Werbung – ich find das Thema einfach spannend.

Link zu den bisherigen Folgen: https://handwerk-digital-podcast.example

Liebe Grüße
Nora`,
    who: "Podcast host inviting the company as a guest (explicitly unpaid, not advertising)",
    kind: "journalist",
  },
  {
    name: "Ben Carter",
    email: "ben.carter@techbeat-europe.example",
    company: "TechBeat Europe",
    message: `Hi,

I'm a reporter covering European vertical SaaS. I'm working on a piece about software for niche trades in Germany and would love a quick comment from your founders on why chimney sweeps were your starting point and how the upcoming all-trades platform fits in. Deadline is Friday.

Thanks,
Ben Carter`,
    who: "English-language tech reporter asking the founders for a comment for an article with a deadline",
    kind: "journalist",
  },

  // ---------------------------------------------------------------- associations and chambers
  {
    name: "Gerhard Lindner",
    email: "lindner@schornsteinfeger-innung-example.example",
    company: "Schornsteinfeger-Innung (Obermeister)",
    message: `Sehr geehrte Damen und Herren,

als Obermeister unserer Innung lade ich Sie ein, Kehrtour auf unserer Innungsversammlung im März (ca. 80 Teilnehmer) in 20 Minuten vorzustellen. Eine Gebühr erheben wir nicht, wir bitten lediglich darum, dass Sie unseren Mitgliedern ggf. einen Rahmenvertrag oder Sonderkonditionen anbieten.

Bitte teilen Sie mir mit, ob Sie grundsätzlich Interesse haben.

Mit freundlichen Grüßen
Gerhard Lindner
Obermeister`,
    who: "Chief master of a chimney sweep guild inviting the company to present at the guild meeting and asking for member terms",
    kind: "association",
  },
  {
    name: "Dr. Ulrike Sauer",
    email: "u.sauer@hwk-example.de",
    company: "Handwerkskammer – Beratungsstelle Digitalisierung",
    message: `Sehr geehrte Damen und Herren,

die Beratungsstelle Digitalisierung der Handwerkskammer organisiert im Frühjahr einen "Digitaltag Handwerk" mit Ausstellerständen und Kurzvorträgen. Wir würden Sie gern als Aussteller gewinnen, insbesondere im Hinblick auf Ihre geplante Plattform für alle Gewerke.

Die Teilnahme für Aussteller ist kostenfrei. Details sende ich Ihnen gern zu.

Mit freundlichen Grüßen
Dr. Ulrike Sauer`,
    who: "Chamber of crafts digitalisation office inviting the company to exhibit for free at a trades digital day",
    kind: "association",
  },
  {
    name: "Wolfram Heidrich",
    email: "w.heidrich@liv-schornsteinfeger-example.example",
    company: "Landesinnungsverband des Schornsteinfegerhandwerks",
    message: `Sehr geehrte Damen und Herren,

mehrere Mitglieder haben uns gefragt, ob Kehrtour mit den Vorgaben des Schornsteinfeger-Handwerksgesetzes und der Kehr- und Überprüfungsordnung vereinbar ist, insbesondere bei der Übermittlung von Terminen für hoheitliche Tätigkeiten (Feuerstättenschau). Gibt es hierzu eine rechtliche Einschätzung oder ein Gespräch mit einem Juristen Ihres Hauses?

Wir würden das Thema gerne in unserem nächsten Rundschreiben aufgreifen.

Mit freundlichen Grüßen
Wolfram Heidrich
Geschäftsführer`,
    who: "State chimney sweep association asking about legal compatibility with sweep regulations for a member circular",
    kind: "association",
  },
  {
    name: "Bärbel Krug",
    email: "b.krug@berufsschule-example.de",
    company: "Berufsbildende Schule – Fachbereich Schornsteinfeger",
    message: `Guten Tag,

ich unterrichte an einer Berufsschule die Schornsteinfeger-Auszubildenden (Landesfachklasse). Wäre es möglich, für den Unterricht einen Demozugang zu bekommen, damit die Azubis einmal sehen, wie digitale Tourenplanung funktioniert? Kommerzielle Nutzung ist natürlich ausgeschlossen.

Mit freundlichen Grüßen
Bärbel Krug, StRin`,
    who: "Vocational school teacher asking for a free demo account to teach chimney sweep apprentices",
    kind: "association",
  },
  {
    name: "Reinhard Mayr",
    email: "r.mayr@kreishandwerkerschaft-example.de",
    company: "Kreishandwerkerschaft",
    message: `Hallo,

wir stellen für unsere Mitgliedsbetriebe (ca. 600 aus 22 Innungen) eine Liste empfehlenswerter Digitalwerkzeuge zusammen. Dürfen wir Ihre Produkte aufnehmen? Bitte senden Sie uns eine Kurzbeschreibung (max. 500 Zeichen) und ein Logo. Kosten entstehen Ihnen keine.

Gruß
Reinhard Mayr`,
    who: "District crafts association asking for a short description and logo to list the products in a free tool guide",
    kind: "association",
  },

  // ---------------------------------------------------------------- misc / other
  {
    name: "Helga Neumeier",
    email: "helga.neumeier@gmx.de",
    company: "",
    message: `Guten Tag, ich brauche dringend einen Schornsteinfeger, mein Kaminofen zieht nicht richtig und es riecht nach Rauch im Wohnzimmer. Können Sie jemanden schicken? Ich wohne in Bad Tölz. Danke Helga Neumeier 08041 77 3021`,
    who: "Homeowner who mistakes the software company for a chimney sweep and asks for someone to fix her stove",
    kind: "end-customer-misdirected",
  },
  {
    name: "Frank Weidner",
    email: "frank.weidner@yahoo.de",
    company: "",
    message: `Hallo,

ich habe heute diese SMS bekommen: "Ihr Schornsteinfeger kommt am 14.11. zw. 8-12 Uhr. Termin bestätigen oder ändern: https://kt.example/t/8Fh2K". Ist das echt oder Betrug? Man hört ja so viel von gefälschten SMS. Mein Schornsteinfeger heißt Herr Ott, der steht aber nicht in der SMS.

Gruß Frank Weidner`,
    who: "Homeowner asking whether an appointment SMS with a link is genuine or a scam",
    kind: "end-customer-misdirected",
  },
  {
    name: "李娜",
    email: "lina.zhang88@qq.com",
    company: "",
    message: `你好，我住在杜塞尔多夫。我收到了一封扫烟囱的预约邮件，可是那天我要上班，不在家。我应该怎么改时间？我看不太懂德语。谢谢！

Hallo, ich habe Termin von Schornsteinfeger bekommen aber ich arbeite an diesem Tag. Wie kann ich ändern? Danke`,
    who: "Chinese resident in Düsseldorf asking in Chinese and broken German how to reschedule a chimney sweep appointment",
    kind: "end-customer-misdirected",
  },
  {
    name: "Gerlinde Haupt",
    email: "gerlinde.haupt@t-online.de",
    company: "",
    message: `Der Termin passt mir nicht!!! Ich habe schon dreimal auf den Link gedrückt und es kommt immer "kein Termin verfügbar". Ich bin Rentnerin und den ganzen Tag da, nur Donnerstag nicht wegen Arzt. Bitte leiten Sie das an meinen Schornsteinfeger weiter, Herrn Bauer in Wetzlar.`,
    who: "Frustrated pensioner who cannot find a free slot via the link and asks to forward her message to her chimney sweep",
    kind: "end-customer-misdirected",
  },
  {
    name: "Andreas Vollmer",
    email: "andreas.vollmer@vollmer-hausverwaltung.example",
    company: "Vollmer Hausverwaltung GmbH",
    message: `Guten Tag,

wir verwalten ca. 140 Wohnanlagen und bekommen von verschiedenen Schornsteinfegern Terminankündigungen, einige davon über Ihr System. Gibt es die Möglichkeit, dass wir als Hausverwaltung einen Zugang bekommen, um alle Termine unserer Objekte zentral zu sehen, unabhängig vom Schornsteinfeger? Das würde uns enorm helfen.

Mit freundlichen Grüßen
Andreas Vollmer`,
    who: "Property management company asking for a central view of all chimney sweep appointments for its buildings",
    kind: "other",
  },
  {
    name: "Dr. Konstantin Wehrle",
    email: "k.wehrle@wehrle-beteiligungen.example",
    company: "Wehrle Beteiligungen GmbH",
    message: `Sehr geehrte Damen und Herren,

wir sind ein kleines Family Office mit Fokus auf B2B-Software im Mittelstand. Ihre Positionierung im Schornsteinfegerhandwerk und die geplante Ausweitung auf alle Gewerke finden wir interessant.

Falls Sie in den nächsten 12 Monaten eine Finanzierungsrunde planen, würden wir uns über ein unverbindliches Kennenlerngespräch mit der Geschäftsführung freuen.

Mit freundlichen Grüßen
Dr. Konstantin Wehrle`,
    who: "Small family-office investor asking the management for an introductory talk about a future funding round",
    kind: "other",
  },
  {
    name: "Anja Pröll",
    email: "anja.proell@gmail.com",
    company: "",
    message: `Hallo, ich habe bis letztes Jahr bei Ihnen im Support gearbeitet (Elternzeitvertretung). Ich bräuchte für eine Bewerbung noch mein qualifiziertes Arbeitszeugnis, das ist leider nie gekommen. An wen kann ich mich wenden? Viele Grüße, Anja Pröll`,
    who: "Former support employee asking for her missing employment reference",
    kind: "other",
  },
  {
    name: "Bürgermeisteramt Oberwiesenbach",
    email: "rathaus@oberwiesenbach-example.de",
    company: "Gemeinde Oberwiesenbach",
    message: `Sehr geehrte Damen und Herren,

mehrere ältere Bürgerinnen und Bürger haben sich bei uns im Rathaus gemeldet, weil sie SMS mit einem Link vom Schornsteinfeger erhalten haben und unsicher sind, ob diese echt sind. Können Sie uns ein kurzes Informationsblatt zur Verfügung stellen, das wir im Gemeindeblatt abdrucken können, woran man echte Terminbenachrichtigungen erkennt?

Mit freundlichen Grüßen
i. A. Martina Zöller
Hauptamt`,
    who: "Municipal office asking for an information sheet for elderly residents on recognising genuine appointment SMS",
    kind: "other",
  },
  {
    name: "Ole Jensen",
    email: "ole.jensen@nordic-sweep.example",
    company: "Nordic Sweep ApS",
    message: `Hej,

we are a chimney sweeping company in Denmark (Sønderjylland) with 11 sweeps. In Denmark chimney sweeping is also regulated by municipalities with fixed districts, quite similar to Germany. Would you consider a Danish version of Kehrtour? We would be glad to be a pilot customer and help with translation.

Med venlig hilsen / Best regards
Ole Jensen`,
    who: "Danish chimney sweep company offering to be a pilot customer for a Danish version",
    kind: "chimney-sweep",
  },
  {
    name: "Sophie Lambert",
    email: "sophie.lambert@ramonage-lambert.example",
    company: "Ramonage Lambert",
    message: `Bonjour,

je suis ramoneuse en Alsace, près de la frontière allemande. Un collègue allemand m'a parlé de Kehrtour. Est-ce que l'outil existe en français, ou prévoyez-vous une version française ? Les rappels SMS et la réservation en ligne m'intéressent beaucoup.

Cordialement,
Sophie Lambert`,
    who: "French chimney sweep in Alsace asking in French whether a French version exists",
    kind: "chimney-sweep",
  },
  {
    name: "Volker Ebert",
    email: "volker.ebert@ebert-software.example",
    company: "Ebert Software (Kehrbuch-Programm)",
    message: `Sehr geehrte Kollegen,

wir sind Hersteller eines kleinen Kehrbuch-Programms, das von ca. 350 Schornsteinfegern genutzt wird. Einige unserer Kunden nutzen parallel Kehrtour und wünschen sich einen automatischen Datenabgleich.

Statt dass jeder Kunde mit CSV hantiert, würden wir gern eine offizielle Schnittstelle bauen. Sind Sie offen für eine Technologiepartnerschaft? Wir sehen uns nicht als Konkurrenz, da wir keine Terminplanung anbieten.

Mit freundlichen Grüßen
Volker Ebert
Geschäftsführer`,
    who: "Maker of a chimney-register program used by 350 sweeps proposing an official integration/technology partnership",
    kind: "software-vendor",
  },
  {
    name: "Helene Gärtner",
    email: "helene.gaertner@web.de",
    company: "",
    message: `Hallo ihr, ich hab mich für euren Newsletter zur neuen Plattform eingetragen, krieg aber jetzt jeden Tag eine Mail. Ist das so gewollt? Einmal im Monat würde mir reichen 🙂 Helene (Friseurin mit mobilem Service)`,
    who: "Mobile hairdresser on the waitlist complaining gently about receiving daily e-mails",
    kind: "trades-business",
  },
  {
    name: "Ahmet Kaya",
    email: "ahmet.kaya@kaya-elektro.example",
    company: "Kaya Elektrotechnik",
    message: `Merhaba / Hallo,

ich bin Elektromeister in Köln. Frage zur neuen Plattform: Kann der Kunde beim Buchen Fotos hochladen (z.B. vom Sicherungskasten)? Dann wissen wir vorher, was wir mitnehmen müssen. Müşterilerimizin yarısı Türkçe konuşuyor, Türkçe bildirim de olursa çok iyi olur (die Hälfte unserer Kunden spricht Türkisch, Benachrichtigungen auf Türkisch wären super).

Teşekkürler, danke
Ahmet Kaya`,
    who: "Electrical master in Cologne mixing German and Turkish, asking about photo upload in booking and Turkish notifications",
    kind: "trades-business",
  },
  {
    name: "Rüdiger Blank",
    email: "r.blank@schornsteinfeger-blank.example",
    company: "Schornsteinfeger Blank",
    message: `Hallo,

ich lese immer "selbstlernende Routenplanung" bei Ihrer neuen Plattform. Werden dafür die Daten meiner Kunden und meine Touren verwendet, um die KI zu trainieren? Wenn ja, kann ich das abschalten? Das muss ich als Bezirksschornsteinfeger auch meinen Kunden erklären können.

Grüße
R. Blank`,
    who: "Chimney sweep asking whether his customer and tour data are used to train the self-learning route planner and how to opt out",
    kind: "chimney-sweep",
  },
  {
    name: "Nico Schilling",
    email: "nico.schilling@gmail.com",
    company: "Schornsteinfeger Schilling",
    message: `Hey Leute,

hab euer System jetzt 3 Monate im Einsatz und bin echt happy, die Kunden buchen inzwischen zu 60 % online 👍 Nur ein Ding: Die Buchungsseite taucht bei Google nicht auf, wenn man "Schornsteinfeger Schilling Termin" sucht. Muss ich da was machen (Sitemap, Search Console?) oder habt ihr die Seite auf noindex?

Danke euch!
Nico`,
    who: "Happy existing customer asking casually why his booking page does not appear on Google (sitemap, Search Console, noindex)",
    kind: "existing-customer-support",
  },
  {
    name: "Maria Santos",
    email: "maria.santos@limpeza-santos.example",
    company: "Santos Reinigungsservice",
    message: `Olá / Hallo,

ich habe eine kleine Reinigungsfirma in Stuttgart und spreche besser Portugiesisch als Deutsch. Vi que vocês vão lançar uma plataforma para todos os ofícios. Funciona também para empresas de limpeza? Quanto custa por mês?

Obrigada / Danke
Maria Santos`,
    who: "Portuguese-speaking cleaning business owner in Stuttgart asking in Portuguese/German whether the platform suits cleaning firms and its cost",
    kind: "trades-business",
  },
  {
    name: "Oliver Pahl",
    email: "oliver.pahl@pahl-consulting.example",
    company: "",
    message: `Guten Tag,

ich berate ehrenamtlich (Senior Experten Service) kleine Handwerksbetriebe. Ein 64-jähriger Schornsteinfegermeister, den ich betreue, möchte seine Termine digitalisieren, hat aber kein Budget für teure Lösungen. Gibt es eine günstige Einstiegsvariante oder eine Möglichkeit, das erst einmal mit wenigen Kunden auszuprobieren?

Mit freundlichen Grüßen
Oliver Pahl`,
    who: "Volunteer senior advisor asking for a cheap starter option on behalf of a 64-year-old chimney sweep",
    kind: "other",
  },
  {
    name: "Svetlana Petrova",
    email: "svetlana.petrova@mail.ru",
    company: "",
    message: `Здравствуйте! Мой муж работает трубочистом-подмастерьем (Geselle) в Баварии. Он хочет открыть свою фирму после экзамена на мастера. Сколько стоит ваша программа для одного человека? Можно ли её попробовать бесплатно? Спасибо. Светлана`,
    who: "Wife of a Russian-speaking journeyman in Bavaria asking in Russian about price and free trial for a one-person business",
    kind: "chimney-sweep",
  },
  {
    name: "Erik Sommer",
    email: "erik@sommer-it.example",
    company: "Sommer IT – IT-Betreuung für Handwerker",
    message: `Hallo,

ich betreue als Ein-Mann-IT-Dienstleister mehrere Handwerksbetriebe, darunter einen Kaminkehrer, der Kehrtour nutzt. Der Kunde will seine Firmen-Domain zu einem anderen Hoster umziehen. Worauf muss ich achten, damit die Buchungsseite (läuft per CNAME auf seiner Subdomain) und der Mailversand (SPF/DKIM) danach weiter funktionieren? Gibt es eine Doku-Seite dazu?

Danke und Gruß
Erik Sommer`,
    who: "One-man IT provider of a chimney sweep asking what to watch out for (CNAME, SPF/DKIM) when moving the customer's domain",
    kind: "it-service-provider",
  },
  {
    name: "Theresa Kolb",
    email: "theresa.kolb@schornsteinfeger-kolb.example",
    company: "Schornsteinfeger Kolb",
    message: `Hallo,

ich habe zwei Angebote vor mir liegen: von Ihnen und von einem anderen Anbieter, der 20 % günstiger ist. Ehrlich gesagt gefällt mir Ihre Online-Buchung besser. Können Sie beim Preis noch etwas machen, z. B. Einrichtung kostenlos oder die ersten drei Monate gratis?

Viele Grüße
Theresa Kolb`,
    who: "Chimney sweep comparing two quotes and negotiating a discount (free setup or free months)",
    kind: "chimney-sweep",
  },
  // ---------------------------------------------------------------- additional hard cases
  {
    name: "Carina Wendel",
    email: "carina.wendel@schornsteinfeger-wendel.example",
    company: "Schornsteinfeger Wendel",
    message: `Hallo,

kann man nach einem erledigten Termin automatisch eine Nachricht an den Kunden schicken mit der Bitte um eine Google-Bewertung? Wir haben erst 11 Bewertungen, der Kollege im Nachbarort über 200. Das wäre für uns ein echter Mehrwert.

Viele Grüße
Carina Wendel`,
    who: "Chimney sweep asking whether a Google review request can be sent automatically after each appointment",
    kind: "chimney-sweep",
  },
  {
    name: "Dirk Hanisch",
    email: "dirk.hanisch@schornsteinfeger-hanisch.example",
    company: "Schornsteinfeger Hanisch",
    message: `Hallo,

ich habe letzten Monat meinen Kollegen Frank Lübbers (Schornsteinfeger Lübbers) geworben, der ist jetzt auch Kunde bei Ihnen. Auf Ihrer Seite stand etwas von 100 Euro Prämie bzw. Gutschrift für jede Empfehlung. Bei mir ist noch nichts angekommen. Wird das mit der nächsten Rechnung verrechnet?

Gruß
Dirk Hanisch`,
    who: "Existing customer asking about a promised 100 euro referral credit for recommending a colleague",
    kind: "billing-question",
  },
  {
    name: "Simon Albrecht",
    email: "simon.albrecht@schornsteinfeger-albrecht.example",
    company: "Schornsteinfeger Albrecht",
    message: `Guten Tag,

bei uns klingelt ständig das Telefon, während wir auf dem Dach sind. Gibt es bei Ihnen (oder geplant) so etwas wie einen KI-Telefonassistenten, der Anrufe annimmt und direkt einen Termin in Kehrtour einträgt? Oder können Sie einen Anbieter empfehlen, der sich mit Kehrtour verbinden lässt?

Gruß
Simon Albrecht`,
    who: "Chimney sweep genuinely asking whether there is an AI phone assistant that books directly into Kehrtour",
    kind: "chimney-sweep",
  },
  {
    name: "Uwe Krämer",
    email: "uwe.kraemer@gmx.de",
    company: "",
    message: `Preise?`,
    who: "Prospect asking only for prices in one word",
    kind: "chimney-sweep",
  },
  {
    name: "Bohdan Tkachenko",
    email: "bohdan.tkachenko@ukr.net",
    company: "",
    message: `Добрий день. Я з України, живу в Дортмунді. Хочу стати сажотрусом (Schornsteinfeger) в Німеччині. Чи можу я у вас пройти навчання (Ausbildung)? Мені 24 роки, німецька B1.

Guten Tag, ich möchte Schornsteinfeger werden. Kann ich bei Ihnen Ausbildung machen?`,
    who: "Young Ukrainian in Dortmund who mistakes the software company for a chimney sweep business and asks about an apprenticeship",
    kind: "job-applicant",
  },
  {
    name: "Harald Kern",
    email: "harald.kern@schornsteinfeger-kern.example",
    company: "Schornsteinfeger Kern",
    message: `Hallo,

ich habe noch keine eigene Homepage. Kann ich bei Ihnen auch eine einfache Website bekommen, auf der die Online-Buchung gleich drin ist? Oder brauche ich dafür eine Agentur? Mir würde eine Seite mit Impressum, Leistungen, Kontakt und Buchung reichen.

Gruß
Harald Kern`,
    who: "Chimney sweep without a website asking whether the company can provide a simple site with booking built in",
    kind: "chimney-sweep",
  },
  {
    name: "Stefanie Brauer",
    email: "s.brauer@schornsteinfeger-brauer.example",
    company: "Schornsteinfeger Brauer",
    message: `Hallo Support,

anbei die Links zu den Screenshots vom Fehler (Kalender springt beim Verschieben eines Termins immer auf den 1. Januar zurück):

https://cloud.schornsteinfeger-brauer.example/s/aB3xK9 (Bild 1)
https://cloud.schornsteinfeger-brauer.example/s/Qw7mT2 (Bild 2)
https://cloud.schornsteinfeger-brauer.example/s/Zp4nR8 (Video)

Browser: Firefox 128 auf Windows 10. In Chrome tritt das nicht auf.

Danke!
Stefanie Brauer`,
    who: "Existing customer reporting a calendar bug with three links to screenshots/video on her own cloud",
    kind: "existing-customer-support",
  },
  {
    name: "Achim Rösler",
    email: "achim.roesler@t-online.de",
    company: "Schornsteinfeger Rösler",
    message: `ICH HABE ZWEI RECHNUNGEN FÜR DEN GLEICHEN MONAT BEKOMMEN RE-2024-09-0311 UND RE-2024-09-0388 BEIDE ÜBER 89 EURO. WELCHE SOLL ICH BEZAHLEN? ICH ZAHLE PER ÜBERWEISUNG. RÖSLER`,
    who: "Customer writing in caps about two invoices for the same month, paying by bank transfer",
    kind: "billing-question",
  },
  {
    name: "Kathrin Vogel",
    email: "kathrin.vogel@vogel-sanitaer.example",
    company: "Vogel Sanitär",
    message: `Hallo,

wir nutzen für die Kundenkommunikation WhatsApp Business. Kann Ihre neue Plattform über die offizielle WhatsApp-Business-API Terminbestätigungen verschicken? Wir haben die Einwilligungen der Kunden dokumentiert. Massenversand wollen wir ausdrücklich nicht, nur Termininfos.

Gruß
Kathrin Vogel`,
    who: "Plumbing business asking whether the new platform can send appointment confirmations via the official WhatsApp Business API (with consent)",
    kind: "trades-business",
  },
  {
    name: "Jakob Meissner",
    email: "jakob.meissner@meissner-schornstein.example",
    company: "Meissner Schornsteintechnik",
    message: `Guten Tag,

wir sind Schornsteinbauer (Edelstahlschornsteine, Schornsteinsanierung) und keine Schornsteinfeger. Wir arbeiten aber eng mit vielen Bezirksschornsteinfegern zusammen. Unsere Kunden fragen oft, wann der Schornsteinfeger zur Abnahme kommt.

Gäbe es eine Möglichkeit, uns als Partner einzubinden, sodass wir einen Abnahmetermin beim Schornsteinfeger über Kehrtour anfragen können? Wir würden die Schornsteinfeger in unserer Region auch gerne auf Kehrtour hinweisen.

Mit freundlichen Grüßen
Jakob Meissner
Geschäftsführer`,
    who: "Chimney construction company (not sweeps) proposing a partnership to request acceptance appointments via Kehrtour",
    kind: "agency-partner",
  },
];
