// Written blind for issue 55 by a helper who never saw the spam rules nor
// the corpora they were written against: the bench measures the rules on it
// (npm run bench, spam section); no rule is tuned against it. Everything is
// invented.
// Spam typed into the contact form (by people or patient scripts), written blind.
// All senders, companies, links and numbers are invented; links use *.example domains.

import type { WrittenEnquiry as Enquiry } from "../enquiry-corpus.ts";

export const spam: readonly Enquiry[] = [
  // ---------------------------------------------------------------- pharma
  {
    name: "Michael Anderson",
    email: "michael.anderson.rx@outlook.com",
    company: "Health Direct Pharmacy",
    message: `Hello,

Are you tired of paying high prices for ED medication? We offer generic Viagra 100mg, Cialis 20mg and Levitra at up to 80% off pharmacy prices. No prescription required, discreet packaging, worldwide shipping in 5-7 days.

Order now: https://healthdirect-pharma.example/order

Best regards,
Michael`,
    who: "English generic Viagra/Cialis offer without prescription",
    kind: "pharma",
  },
  {
    name: "Дмитрий",
    email: "dmitriy.apteka@mail.ru",
    company: "Аптека24",
    message: `Добрый день! Предлагаем препараты для потенции по низким ценам: Сиалис, Виагра, Дапоксетин. Без рецепта, доставка по всей Европе, анонимно. Скидка 15% на первый заказ по промокоду START15. Заходите: https://apteka24-shop.example`,
    who: "Russian-language erectile-dysfunction pills without prescription with a promo code",
    kind: "pharma",
  },
  {
    name: "Sandra Meier",
    email: "sandra.meier.gesund@gmx.de",
    company: "Vital Versand",
    message: `Guten Tag,

Sie möchten Gewicht verlieren ohne Diät? Abnehmspritzen (Semaglutid) jetzt ohne Rezept und ohne Wartezeit bestellbar. Lieferung in 48 Stunden in ganz Deutschland, Bezahlung auch auf Rechnung.

Nur noch wenige Packungen zum Aktionspreis verfügbar: https://vital-versand.example/abnehmen

Beste Grüße
Sandra Meier`,
    who: "German offer for weight-loss injections without prescription",
    kind: "pharma",
  },
  {
    name: "王先生",
    email: "yaofang888@163.com",
    company: "",
    message: `男性保健品，美国原装进口，效果显著，30分钟见效。支持货到付款，全国包邮。加微信了解详情：yf888999。外国客户也可以邮寄到德国。`,
    who: "Chinese male-enhancement product ad with a WeChat contact",
    kind: "pharma",
  },
  {
    name: "Dr. Robert Klein",
    email: "robert.klein.medics@gmail.com",
    company: "EuroMed Online",
    message: `Sehr geehrte Damen und Herren,

wir sind eine zugelassene Online-Apotheke und bieten Geschäftskunden Sonderkonditionen für Schlafmittel, Schmerzmittel (Tramadol, Tilidin) und Potenzmittel. Ideal auch für Ihre Mitarbeiter. Keine Rezeptpflicht bei Bestellung über unseren Partnerarzt, Rezept wird online ausgestellt.

Katalog anfordern: https://euromed-online.example/b2b

Mit freundlichen Grüßen
Dr. Robert Klein`,
    who: "Fake online pharmacy offering opioids and potency drugs to businesses with an online prescription",
    kind: "pharma",
  },

  // ---------------------------------------------------------------- casino / gambling
  {
    name: "Lucky Spin Team",
    email: "bonus@luckyspin-casino.example",
    company: "LuckySpin",
    message: `Hallo! 🎰 Nur heute: 200% Willkommensbonus bis 500 € + 100 Freispiele bei deiner ersten Einzahlung. Keine deutsche Lizenz = keine Limits, keine 1-€-Einsatzgrenze! Auszahlung in Krypto in 10 Minuten. Jetzt registrieren: https://luckyspin-casino.example/de`,
    who: "German online casino bonus advertising no German licence limits",
    kind: "casino-gambling",
  },
  {
    name: "Алексей",
    email: "alex.vulkan@yandex.ru",
    company: "",
    message: `Привет! Лучшее онлайн-казино 2024 года. Бонус 150% на первый депозит, фриспины каждый день, быстрые выплаты на карту. Играй с телефона: https://vulkan-club.example Промокод VIP777`,
    who: "Russian online casino advertisement with promo code",
    kind: "casino-gambling",
  },
  {
    name: "David Lee",
    email: "partners@betwave-affiliates.example",
    company: "BetWave Affiliates",
    message: `Hi there,

I'm reaching out from BetWave, a fast-growing sportsbook and casino brand. We're looking for websites in Germany to partner with us through our affiliate program. You would earn up to 45% revenue share for every player you refer, paid monthly.

It only takes a small banner or a link on your site. Would you be open to a quick chat?

Best,
David Lee
Affiliate Manager`,
    who: "Polite English sportsbook/casino affiliate partnership pitch",
    kind: "casino-gambling",
  },
  {
    name: "张伟",
    email: "zhangwei_bet@qq.com",
    company: "",
    message: `澳门顶级线上娱乐城，真人百家乐、体育投注、电子游艺，首存送100%，日返水1.5%。24小时出款，安全稳定。官网：https://amen-88.example 客服Telegram：@vip88kf`,
    who: "Chinese online baccarat/sports betting ad with Telegram contact",
    kind: "casino-gambling",
  },
  {
    name: "Julia",
    email: "julia.gewinnt@web.de",
    company: "",
    message: `Hallo, ich habe letzte Woche mit dieser App 3.400 € gewonnen und wollte es einfach teilen 🙂 Man bekommt zum Start 50 Freispiele ohne Einzahlung. Probier es aus: https://crashgame-app.example/ref/julia24`,
    who: "Testimonial-style crash-game casino referral in German",
    kind: "casino-gambling",
  },

  // ---------------------------------------------------------------- dating
  {
    name: "Anna",
    email: "anna.sweet1996@gmail.com",
    company: "",
    message: `Hi! My name is Anna, I am 28 years old. I saw your profile and I think you are very interesting man. I want to find serious relationship with man from Germany. If you want to know me better, write to my email anna.sweet1996@gmail.com, I will send you my photos. Kisses, Anna`,
    who: "Classic romance-scam opener from 'Anna, 28'",
    kind: "dating",
  },
  {
    name: "Lena",
    email: "lena.treffen@gmx.net",
    company: "",
    message: `Hey du 😘 Hier sind über 300 Frauen aus deiner Umgebung, die diskret Kontakte suchen. Heute noch kostenlos anmelden und sofort Nachrichten lesen: https://diskrete-treffen.example`,
    who: "German adult dating site ad ('women in your area')",
    kind: "dating",
  },
  {
    name: "Екатерина",
    email: "katya.love.88@mail.ru",
    company: "",
    message: `Привет, я Катя, мне 31 год, живу в Новосибирске. Ищу мужчину для серьёзных отношений, может быть из Германии. Напиши мне, если хочешь познакомиться, я пришлю фото 💋`,
    who: "Russian romance-scam opener",
    kind: "dating",
  },
  {
    name: "Sugar Connect",
    email: "invite@sugar-connect.example",
    company: "Sugar Connect",
    message: `Erfolgreiche Männer wie Sie verdienen eine attraktive Begleitung. Bei Sugar Connect treffen Sie junge, ehrgeizige Frauen, die einen großzügigen Mentor suchen. Premium-Mitgliedschaft für Geschäftsleute 7 Tage gratis: https://sugar-connect.example/business`,
    who: "Sugar-dating platform ad aimed at 'successful men'",
    kind: "dating",
  },

  // ---------------------------------------------------------------- mail-merge templates
  {
    name: "Jonas Weber",
    email: "jonas.weber@leadgen-pro.example",
    company: "LeadGen Pro",
    message: `{Hallo|Hi|Guten Tag} {Vorname},

ich bin auf {Firmenname} gestoßen und war {beeindruckt|begeistert} von Ihrem Angebot. Wir helfen Unternehmen wie Ihrem, jeden Monat {10|15|20} neue Kunden zu gewinnen – ohne Kaltakquise.

Hätten Sie {diese Woche|nächste Woche} 15 Minuten für ein kurzes Gespräch?

{Beste Grüße|Viele Grüße}
Jonas`,
    who: "Lead-gen cold pitch with unresolved spintax and placeholders",
    kind: "mail-merge-template",
  },
  {
    name: "Emily Carter",
    email: "emily@growthrocket.example",
    company: "GrowthRocket",
    message: `Hi {{first_name}},

I came across {{company_name}} while researching companies in the {{industry}} space and loved what you're doing with {{personalization_line}}.

We help B2B teams like yours book 20+ qualified meetings per month on autopilot. Worth a quick chat?

Cheers,
Emily`,
    who: "English outreach template with unfilled {{first_name}}-style placeholders",
    kind: "mail-merge-template",
  },
  {
    name: "Marketing Team",
    email: "team@bizboost24.example",
    company: "BizBoost24",
    message: `Sehr geehrte/r %FIRSTNAME% %LASTNAME%,

wir haben festgestellt, dass %COMPANY% bei Google für wichtige Suchbegriffe nicht auf Seite 1 erscheint. Unsere Experten können das innerhalb von 30 Tagen ändern.

Antworten Sie einfach auf diese Nachricht mit "JA" und wir senden Ihnen eine kostenlose Analyse.

Ihr BizBoost24-Team`,
    who: "German SEO pitch with unfilled %FIRSTNAME%-style placeholders",
    kind: "mail-merge-template",
  },
  {
    name: "[Your Name]",
    email: "sales@outsourcedev-global.example",
    company: "[Company]",
    message: `Dear [Name],

I hope this message finds you well. I am [Your Name] from [Company], and I wanted to reach out regarding [Product/Service]. We have helped companies like [Prospect Company] achieve [Result].

Would you be available for a short call on [Day] at [Time]?

Best regards,
[Your Name]
[Title]`,
    who: "Completely unfilled [Name]/[Company] sales template",
    kind: "mail-merge-template",
  },
  {
    name: "Sarah Müller",
    email: "sarah.mueller@webprofis-agentur.example",
    company: "WebProfis Agentur",
    message: `Hallo Team von {{ website_domain }},

ich habe mir Ihre Seite angesehen und dabei {{ anzahl_fehler }} technische Fehler gefunden, die Ihr Google-Ranking verschlechtern. Gerne sende ich Ihnen den vollständigen Bericht kostenlos zu.

Darf ich Ihnen den Bericht an {{ email }} schicken?

Liebe Grüße
Sarah`,
    who: "German website-audit pitch with unfilled {{ website_domain }} placeholders",
    kind: "mail-merge-template",
  },

  // ---------------------------------------------------------------- advance fee / inheritance
  {
    name: "Barrister James Okonkwo",
    email: "barr.jamesokonkwo@gmail.com",
    company: "Okonkwo & Associates Chambers",
    message: `Dear Friend,

I am Barrister James Okonkwo, personal attorney to the late Engr. Hans Weber, a German national who died in a car accident in 2019 with his entire family. He left behind a deposit of USD 8,500,000.00 (Eight Million Five Hundred Thousand United States Dollars) with a bank here.

Since you share the same nationality, I seek your consent to present you as the next of kin so that the proceeds can be paid to you. We will share the funds 50/50. This transaction is 100% risk free.

Kindly reply with your full name, phone number and address.

Regards,
Barrister James Okonkwo`,
    who: "Classic next-of-kin inheritance advance-fee scam",
    kind: "advance-fee-inheritance",
  },
  {
    name: "Mrs. Margaret Holloway",
    email: "margaret.holloway.charity@outlook.com",
    company: "",
    message: `Good day,

I am Mrs. Margaret Holloway, a widow suffering from cancer. I have only a few months to live according to my doctors. I have the sum of 4.2 million Euros which I inherited from my late husband and I want to donate it to a God-fearing company or person who will use it for charity.

I found your company on the internet and I believe you are trustworthy. Please contact me on my private email for more details.

God bless you,
Margaret`,
    who: "Dying-widow charity donation advance-fee scam",
    kind: "advance-fee-inheritance",
  },
  {
    name: "Notariat Dr. Friedrich Hahn",
    email: "notariat.hahn@gmx.at",
    company: "Notariat Dr. Hahn",
    message: `Sehr geehrte Damen und Herren,

im Rahmen einer Nachlassangelegenheit suchen wir Erben eines im Ausland verstorbenen Mandanten. Ihr Unternehmen wurde in den Unterlagen als begünstigt genannt. Es handelt sich um einen Betrag von 2.370.000,00 EUR.

Bitte kontaktieren Sie uns umgehend unter Angabe Ihrer vollständigen Anschrift und Telefonnummer, um die Formalitäten (Bearbeitungsgebühr gemäß Gebührenordnung) zu klären.

Hochachtungsvoll
Dr. F. Hahn`,
    who: "German-language fake notary inheritance scam with a 'processing fee'",
    kind: "advance-fee-inheritance",
  },
  {
    name: "UN Compensation Unit",
    email: "un.compensation.payment@yahoo.com",
    company: "United Nations Compensation Committee",
    message: `ATTENTION BENEFICIARY,

Your email/company has been selected for the 2024 COVID-19 Business Relief Compensation of USD 1,500,000.00. Your payment code is UN/CV19/4471/DE. To receive your funds via ATM card, contact our paying officer Mr. David Moore with your full details and pay the delivery fee of USD 250 only.

Congratulations!`,
    who: "Fake UN compensation payment with delivery fee",
    kind: "advance-fee-inheritance",
  },

  // ---------------------------------------------------------------- fake invoice
  {
    name: "Buchhaltung",
    email: "buchhaltung.rechnungen@outlook.de",
    company: "Digital Media Services GmbH",
    message: `Sehr geehrte Damen und Herren,

leider konnten wir zu unserer Rechnung Nr. 2024-11873 vom 02.10. über 847,30 EUR bisher keinen Zahlungseingang feststellen. Wir bitten Sie, den offenen Betrag innerhalb von 5 Werktagen zu überweisen, um weitere Mahngebühren zu vermeiden.

Die Rechnung können Sie hier erneut herunterladen: https://dms-rechnungsportal.example/re/2024-11873

Mit freundlichen Grüßen
Buchhaltung`,
    who: "Fake payment reminder for a non-existent invoice with a download link",
    kind: "fake-invoice",
  },
  {
    name: "Accounts Receivable",
    email: "ar.department@global-hostcloud.example",
    company: "Global HostCloud Ltd",
    message: `Dear Customer,

This is a final reminder that invoice INV-55012 for your annual server hosting (EUR 1,290.00) is overdue by 14 days. Your services will be suspended within 48 hours if payment is not received.

Please settle the outstanding amount by bank transfer to the account below:
IBAN: GB29 XXXX 6016 1331 9268 19
Reference: INV-55012

Regards,
Accounts Receivable Team`,
    who: "English fake overdue hosting invoice threatening suspension",
    kind: "fake-invoice",
  },
  {
    name: "Inkasso Büro Wagner",
    email: "inkasso.wagner.forderung@gmail.com",
    company: "Wagner Forderungsmanagement",
    message: `LETZTE MAHNUNG VOR GERICHTLICHEM MAHNVERFAHREN

Aktenzeichen: WF-24-88312
Offene Forderung: 412,80 EUR (inkl. Mahn- und Inkassogebühren)

Unser Mandant hat uns mit dem Einzug der Forderung aus Ihrem Gewerbeeintrag beauftragt. Zahlen Sie den Betrag bis spätestens Freitag, andernfalls leiten wir ohne weitere Ankündigung das gerichtliche Mahnverfahren ein und melden den Vorgang an die Auskunfteien.

Zahlungsdetails und Forderungsaufstellung: https://wagner-forderung.example/akte/WF-24-88312`,
    who: "Fake debt collection 'last warning' with an invented claim and link",
    kind: "fake-invoice",
  },
  {
    name: "Petra Lang",
    email: "p.lang.office@t-online.de",
    company: "Lang Büroservice",
    message: `Hallo,

anbei wie besprochen die Rechnung für die Lieferung vom letzten Monat. Bitte um kurze Bestätigung des Eingangs und Überweisung bis Monatsende.

Rechnung_0934_2024.pdf → https://files-share-docs.example/d/0934

Danke und viele Grüße
Petra Lang`,
    who: "Short 'as discussed, here is the invoice' message with a file-share link (malware/fake invoice)",
    kind: "fake-invoice",
  },

  // ---------------------------------------------------------------- directory entry scams
  {
    name: "Gewerbeverzeichnis Deutschland",
    email: "service@gewerbeverzeichnis-de.example",
    company: "GVD Gewerbeverzeichnis Deutschland",
    message: `Sehr geehrte Gewerbetreibende,

Ihr Unternehmenseintrag im Gewerbeverzeichnis Deutschland ist unvollständig bzw. nicht aktualisiert. Um die Richtigkeit Ihrer Daten zu gewährleisten, bitten wir Sie, den Eintrag innerhalb von 14 Tagen zu prüfen und zu bestätigen:

https://gewerbeverzeichnis-de.example/eintrag/pruefen

Bitte beachten Sie: Mit der Bestätigung wird ein Eintrag im Premium-Verzeichnis (Laufzeit 3 Jahre, 998 EUR netto jährlich) beauftragt.

Mit freundlichen Grüßen
Ihr GVD-Team`,
    who: "Official-looking trade register 'update your entry' scam that hides a 3-year paid contract",
    kind: "directory-entry-scam",
  },
  {
    name: "European Business Register",
    email: "update@euro-business-register.example",
    company: "EBR – European Business Register",
    message: `Dear Sir or Madam,

To keep the European Business Register up to date, we kindly ask you to verify and, if necessary, correct your company details. Updating is free of charge.

Please complete the form at https://euro-business-register.example/update and return it signed.

(The signed form constitutes an order for an annual listing at EUR 1,185 for a minimum term of three years.)

EBR Data Department`,
    who: "English 'European business register' update form hiding a paid listing",
    kind: "directory-entry-scam",
  },
  {
    name: "Handwerker-Online-Verzeichnis",
    email: "eintrag@handwerker-verzeichnis-online.example",
    company: "HOV Handwerker-Online-Verzeichnis",
    message: `Guten Tag,

Sie sind Handwerks- bzw. Dienstleistungsbetrieb? Dann sollten Sie im größten Handwerkerverzeichnis Deutschlands nicht fehlen. Wir haben für Sie bereits einen Basiseintrag angelegt. Bitte bestätigen Sie die Daten, damit Ihr Eintrag freigeschaltet wird.

Bestätigung: https://handwerker-verzeichnis-online.example/b/98231

Es gelten unsere AGB.`,
    who: "Trades directory pretending a basic entry was already created, asking to 'confirm'",
    kind: "directory-entry-scam",
  },
  {
    name: "Frau Kerstin Lorenz",
    email: "k.lorenz@firmenauskunft-zentral.example",
    company: "Firmenauskunft Zentral",
    message: `Sehr geehrte Damen und Herren,

bei der Überprüfung unserer Datenbank ist uns aufgefallen, dass für Ihr Unternehmen keine aktuelle Handelsregister- und Gewerbeauskunft hinterlegt ist. Behörden, Banken und Geschäftspartner greifen auf diese Daten zu.

Ich rufe Sie in den nächsten Tagen an, um die Daten telefonisch abzugleichen. Alternativ können Sie hier direkt bestätigen: https://firmenauskunft-zentral.example/abgleich

Mit freundlichen Grüßen
Kerstin Lorenz
Datenpflege`,
    who: "Pseudo-official company information register announcing a phone 'data reconciliation'",
    kind: "directory-entry-scam",
  },

  // ---------------------------------------------------------------- proof copy / ad order scams
  {
    name: "Anzeigenabteilung",
    email: "anzeigen@handwerk-ratgeber-verlag.example",
    company: "Handwerk-Ratgeber Verlag",
    message: `Sehr geehrte Damen und Herren,

wie telefonisch mit Ihrem Mitarbeiter besprochen, erhalten Sie anbei den Korrekturabzug Ihrer Anzeige (1/4 Seite, 4c) für unsere Ausgabe "Handwerk & Sicherheit 2025".

Bitte prüfen Sie den Abzug und senden Sie ihn bis zum 15. unterschrieben zurück. Sollten wir bis dahin keine Rückmeldung erhalten, gilt der Korrekturabzug als freigegeben und die Anzeige wird wie besprochen veröffentlicht (Preis: 1.480,00 EUR zzgl. MwSt.).

Korrekturabzug ansehen: https://handwerk-ratgeber-verlag.example/ka/77123

Mit freundlichen Grüßen
Anzeigenabteilung`,
    who: "Fake 'as discussed by phone' ad proof copy that becomes binding if not rejected",
    kind: "proof-copy-scam",
  },
  {
    name: "Michael Brandes",
    email: "m.brandes@sicherheitsfibel-verlag.example",
    company: "Verlag Sicherheitsfibel",
    message: `Guten Tag,

vielen Dank für Ihre Unterstützung unserer Präventionsbroschüre "Sicher durch den Winter" für Kindergärten und Schulen im Landkreis. Anbei Ihr Anzeigenauftrag zur Gegenzeichnung. Die Anzeige erscheint wie im letzten Jahr.

Auftragsbestätigung: Anzeige 90 x 60 mm, Preis 890 EUR netto.

Bitte senden Sie uns den Auftrag innerhalb von 3 Tagen zurück.

Mit freundlichen Grüßen
Michael Brandes`,
    who: "Fake ad order for a 'prevention brochure for kindergartens', claiming 'like last year'",
    kind: "proof-copy-scam",
  },
  {
    name: "Druckvorstufe",
    email: "druckfreigabe@regionalkalender-verlag.example",
    company: "Regionalkalender Verlag",
    message: `Druckfreigabe erforderlich – Ihre Anzeige im Feuerwehr- und Notrufkalender

Sehr geehrte Kundin, sehr geehrter Kunde,

Ihre Anzeige geht nächste Woche in den Druck. Bitte bestätigen Sie die Druckfreigabe über den untenstehenden Link. Änderungswünsche sind nur bis Mittwoch möglich.

https://regionalkalender-verlag.example/freigabe

Ihr Team der Druckvorstufe`,
    who: "'Print approval required' for an ad in an emergency-services calendar that was never ordered",
    kind: "proof-copy-scam",
  },
  {
    name: "Verlag für Wirtschaftsinformation",
    email: "korrektur@wirtschaftsinfo-verlag.example",
    company: "Verlag für Wirtschaftsinformation",
    message: `KORREKTURABZUG – bitte umgehend prüfen

Firma: siehe Anlage
Eintrag: Branchenbuch Handwerk & Dienstleistung, Ausgabe 2025/26
Format: Standardeintrag mit Logo

Wir bitten um Prüfung Ihrer Angaben. Ohne Rückmeldung innerhalb von 7 Tagen wird der Eintrag wie vorliegend veröffentlicht und berechnet (Jahresgebühr 649 EUR netto).

Rückfragen: 0800 100 4471`,
    who: "Terse proof-copy notice for an industry directory entry that is charged if not rejected",
    kind: "proof-copy-scam",
  },

  // ---------------------------------------------------------------- domain expiry / purchase
  {
    name: "Domain Services",
    email: "renewals@domain-services-notice.example",
    company: "Domain Registration Services",
    message: `DOMAIN EXPIRATION NOTICE

Your domain registration and search engine listing for your website expires soon. Failure to renew may result in the loss of your online presence and search visibility.

Renew now (1 year – EUR 86): https://domain-services-notice.example/renew

This notice is not an invoice. This is a search engine optimization service offer.`,
    who: "Domain-expiry look-alike notice that is really an SEO listing offer",
    kind: "domain-expiry-or-purchase",
  },
  {
    name: "Kevin Zhou",
    email: "kevin.zhou@asia-domainreg.example",
    company: "Asia Domain Registration Center",
    message: `Dear CEO,

(If you are not the person in charge, please forward this to your CEO, thanks.)

We are a domain registration service in Shanghai. On the 4th we received an application from "Hongtai Trading Ltd" who want to register "kehrtour" as their internet keyword and domains such as kehrtour.cn, kehrtour.com.cn, kehrtour.asia.

After our initial checking, these names may be related to your company's brand. Please confirm whether this company is your business partner or distributor. If not, we need your response within 7 workdays.

Best regards,
Kevin Zhou
Senior Consultant`,
    who: "Chinese domain registrar scam claiming a third party wants to register the brand in .cn",
    kind: "domain-expiry-or-purchase",
  },
  {
    name: "Thomas Berg",
    email: "thomas.berg.domains@gmail.com",
    company: "",
    message: `Guten Tag,

die Domain kehrtour.com steht aktuell zum Verkauf. Da Sie eine ähnliche Marke nutzen, wollte ich sie Ihnen zuerst anbieten, bevor sie öffentlich versteigert wird. Es gibt bereits zwei weitere Interessenten.

Preisvorstellung: 4.900 EUR, Abwicklung über einen Treuhandservice möglich.

Bei Interesse bitte kurze Rückmeldung.

Gruß
Thomas Berg`,
    who: "Domain reseller offering the .com of the brand with fake urgency",
    kind: "domain-expiry-or-purchase",
  },
  {
    name: "Registrar Support",
    email: "support@de-domain-verwaltung.example",
    company: "DE Domain Verwaltung",
    message: `Ihre Domain läuft in 3 Tagen ab!

Sehr geehrter Domaininhaber,

die Registrierung Ihrer Domain wurde nicht automatisch verlängert, da die hinterlegte Zahlungsmethode abgelehnt wurde. Bitte aktualisieren Sie Ihre Zahlungsdaten, um eine Abschaltung Ihrer Website und E-Mail-Postfächer zu verhindern:

https://de-domain-verwaltung.example/verlaengern

Ihr Support-Team`,
    who: "German domain-expiry notice asking to update payment details (phishing-like)",
    kind: "domain-expiry-or-purchase",
  },

  // ---------------------------------------------------------------- phishing
  {
    name: "Mail Administrator",
    email: "postmaster.admin.notice@outlook.com",
    company: "IT-Support",
    message: `Sehr geehrter Benutzer,

Ihr E-Mail-Postfach hat das Speicherlimit erreicht (99,8 % von 2 GB). Eingehende Nachrichten werden ab sofort zurückgehalten. 14 Nachrichten konnten nicht zugestellt werden.

Um Ihr Postfach zu erweitern und die zurückgehaltenen Nachrichten freizugeben, melden Sie sich bitte innerhalb von 24 Stunden hier an:

https://mail-quota-upgrade.example/login

IT-Administration`,
    who: "'Your mailbox is full' credential-phishing message",
    kind: "phishing",
  },
  {
    name: "Microsoft 365",
    email: "no-reply.m365.security@gmail.com",
    company: "Microsoft 365 Admin Center",
    message: `Microsoft 365: Kennwort läuft heute ab

Das Kennwort für Ihr Firmenkonto läuft heute ab. Um Ihr aktuelles Kennwort beizubehalten und einen Verlust des Zugriffs auf Outlook, Teams und OneDrive zu vermeiden, bestätigen Sie bitte Ihr Konto:

Aktuelles Kennwort beibehalten → https://m365-account-keep.example

Microsoft respektiert Ihre Privatsphäre.`,
    who: "Microsoft 365 password-expiry phishing",
    kind: "phishing",
  },
  {
    name: "Meta Business Support",
    email: "meta.business.appeal@outlook.com",
    company: "Meta Platforms",
    message: `Your Facebook Page has been scheduled for permanent deletion

We have received several reports that your page violates our Community Standards and trademark policy. If you believe this is a mistake, you can submit an appeal within 24 hours. Otherwise your page and associated ad account will be permanently disabled.

Submit appeal: https://meta-business-appeal.example/case/1002847731

Meta Business Support Team`,
    who: "Fake Meta/Facebook page deletion notice with an appeal link",
    kind: "phishing",
  },
  {
    name: "DHL Paket",
    email: "dhl.zustellung.info@gmx.de",
    company: "DHL",
    message: `Ihr Paket konnte nicht zugestellt werden.

Sendungsnummer: 00340434161094042557
Grund: Unvollständige Adressangabe

Bitte bestätigen Sie Ihre Adresse und bezahlen Sie die Zustellgebühr von 1,99 EUR, damit Ihr Paket erneut zugestellt werden kann: https://dhl-paket-zustellung.example/track

Ohne Bestätigung wird das Paket nach 5 Tagen an den Absender zurückgeschickt.`,
    who: "DHL parcel redelivery-fee phishing",
    kind: "phishing",
  },
  {
    name: "Sparkasse Kundenservice",
    email: "kundenservice.sparkasse-info@web.de",
    company: "Sparkasse",
    message: `Sehr geehrte Kundin, sehr geehrter Kunde,

aufgrund der neuen EU-Zahlungsdiensterichtlinie ist eine Aktualisierung Ihres pushTAN-Verfahrens erforderlich. Bitte führen Sie die Aktualisierung bis zum 30. durch, andernfalls wird Ihr Online-Banking vorübergehend gesperrt.

Zur Aktualisierung: https://sparkasse-pushtan-update.example

Ihre Sparkasse`,
    who: "Bank pushTAN update phishing",
    kind: "phishing",
  },
  {
    name: "Google Business Profile",
    email: "gbp.verification.team@gmail.com",
    company: "Google",
    message: `Hello,

Your Google Business Profile is at risk of suspension due to unverified information. Customers may no longer be able to find your business on Google Search and Maps.

Please verify your business ownership within 48 hours: https://gbp-verify-center.example/verify

Thank you,
Google Business Profile Team`,
    who: "Fake Google Business Profile suspension / verification phishing",
    kind: "phishing",
  },

  // ---------------------------------------------------------------- fake data-protection registers
  {
    name: "DAZ Datenschutzauskunft",
    email: "erfassung@datenschutz-erfassungsstelle.example",
    company: "Zentrale Erfassungsstelle Datenschutz",
    message: `EILT – Fristsetzung

Sehr geehrte Damen und Herren,

gemäß der Datenschutz-Grundverordnung (DSGVO) sind Gewerbetreibende verpflichtet, grundlegende Angaben zum Datenschutz zu dokumentieren. Für Ihr Unternehmen liegt uns bislang kein ausgefülltes Erfassungsformular vor.

Bitte füllen Sie das beigefügte Formular aus und senden Sie es innerhalb von 7 Tagen zurück: https://datenschutz-erfassungsstelle.example/formular

Die Leistung "Basisdatenschutz" wird mit jährlich 498,00 EUR netto bei einer Laufzeit von 3 Jahren berechnet.`,
    who: "Official-looking GDPR 'registration' form with a hidden 3-year paid contract",
    kind: "fake-data-protection-register",
  },
  {
    name: "Bundesregister Datenschutz",
    email: "info@bundesregister-datenschutz.example",
    company: "Bundesregister für Datenschutz und Unternehmen",
    message: `Sehr geehrte Unternehmensleitung,

seit Inkrafttreten der DSGVO ist die Registrierung im Datenschutzregister für alle Unternehmen mit Website verpflichtend. Bei Nichtregistrierung drohen Bußgelder von bis zu 20 Mio. EUR bzw. 4 % des Jahresumsatzes.

Ihre Registrierungsnummer: BRD-2024-558713
Jetzt registrieren: https://bundesregister-datenschutz.example/reg

Mit freundlichen Grüßen
Registrierungsstelle`,
    who: "Fake 'mandatory' federal data-protection register threatening GDPR fines",
    kind: "fake-data-protection-register",
  },
  {
    name: "Datenschutz Compliance Service",
    email: "service@dsgvo-compliance-check.example",
    company: "DSGVO Compliance Service",
    message: `Guten Tag,

bei einer automatisierten Prüfung Ihrer Website haben wir festgestellt, dass Ihr Unternehmen nicht im Verzeichnis der datenschutzkonformen Unternehmen geführt wird und Ihr Verzeichnis von Verarbeitungstätigkeiten nicht gemeldet wurde. Abmahnungen durch Wettbewerber sind in solchen Fällen häufig.

Sichern Sie sich jetzt ab – Eintragung und Zertifikat für nur 299 EUR/Jahr: https://dsgvo-compliance-check.example/eintrag`,
    who: "Fake data-protection compliance directory claiming the company is missing and warning of cease-and-desist letters",
    kind: "fake-data-protection-register",
  },
  {
    name: "DSGVO Meldestelle",
    email: "meldestelle.dsgvo@t-online.de",
    company: "Meldestelle DSGVO Gewerbe",
    message: `Letzte Erinnerung: Ihre DSGVO-Datenerfassung ist noch offen. Bitte vervollständigen Sie die Angaben zu Ihrem Datenschutzbeauftragten und Ihren Verarbeitungstätigkeiten bis Freitag. Formular: https://dsgvo-meldestelle-gewerbe.example Aktenzeichen DS-7734-24`,
    who: "Short 'last reminder' for a fake GDPR registration with a case number",
    kind: "fake-data-protection-register",
  },

  // ---------------------------------------------------------------- lead / attendee lists
  {
    name: "Rachel Simmons",
    email: "rachel.simmons@eventdata-lists.example",
    company: "EventData Lists",
    message: `Hi,

Would you be interested in acquiring the Attendees/Visitors list of ISH Frankfurt 2025?

We have 160,000+ verified contacts including names, job titles, company, phone and email. Can share pricing and counts upon request.

Looking forward to your response.

Regards,
Rachel Simmons
Marketing Coordinator

If you do not wish to receive further emails, reply "Leave Out".`,
    who: "Trade-fair attendee list offer",
    kind: "lead-or-attendee-list",
  },
  {
    name: "Mark Davis",
    email: "mark.davis@b2bcontactdata.example",
    company: "B2B Contact Data",
    message: `Hello,

I'm following up to see if you are interested in our Chimney Sweep & HVAC Contractors Email List for Germany, Austria and Switzerland (approx. 12,400 contacts with owner names, direct emails and phone numbers). 98% accuracy, GDPR compliant.

Please let me know your target criteria and I'll send you a sample.

Thanks,
Mark`,
    who: "Industry email list offer targeted at chimney sweeps and HVAC contractors",
    kind: "lead-or-attendee-list",
  },
  {
    name: "Sabine Hartmann",
    email: "s.hartmann@adressen-handwerk.example",
    company: "Adressen Handwerk GmbH",
    message: `Guten Tag,

Sie verkaufen Software an Handwerksbetriebe? Wir bieten aktuelle Adressdaten von über 380.000 Handwerksbetrieben in Deutschland, selektierbar nach Gewerk, PLZ, Mitarbeiterzahl – inkl. E-Mail und Telefon der Inhaber. Ideal für Ihre Neukundengewinnung.

Musterdaten und Preisliste sende ich Ihnen gerne zu.

Beste Grüße
Sabine Hartmann`,
    who: "German offer of email/phone data of 380,000 trades businesses for cold outreach",
    kind: "lead-or-attendee-list",
  },
  {
    name: "Emma Clarke",
    email: "emma.clarke@techusers-data.example",
    company: "TechUsers Data",
    message: `Hi there,

Hope you're doing well. We can provide you with a list of companies using competing scheduling and field service software (e.g. installed base of Salesforce Field Service, ServiceTitan, Jobber users in DACH), with decision-maker contacts. Shall I send you the counts and cost?

Emma`,
    who: "Technology install-base / competitor-user contact list offer",
    kind: "lead-or-attendee-list",
  },

  // ---------------------------------------------------------------- SEO / backlinks
  {
    name: "Ali Raza",
    email: "ali.raza.seo@gmail.com",
    company: "RankBoost Digital",
    message: `Hello,

I hope you are fine. I was checking your website and I see it is not ranking on Google first page for many important keywords. I am an SEO expert with 8 years of experience and I can bring your website on the 1st page of Google with white-hat on-page and off-page SEO, high DA backlinks and local SEO.

I can show you my past work and reports. Can I send you a proposal?

Thanks
Ali`,
    who: "Freelance SEO cold pitch claiming the site does not rank",
    kind: "seo-backlinks",
  },
  {
    name: "Laura Fischer",
    email: "laura.fischer.outreach@gmail.com",
    company: "",
    message: `Hallo,

ich bin Content-Managerin und möchte gern einen Gastartikel auf Ihrer Website veröffentlichen. Der Artikel ist einzigartig, hochwertig und passt thematisch zu Ihrem Blog. Als Gegenleistung wünsche ich mir lediglich einen Do-Follow-Link zu unserer Kundenseite. Für Ihren Aufwand zahle ich gerne 80 EUR per PayPal.

Wäre das für Sie interessant?

Liebe Grüße
Laura`,
    who: "Paid guest post offer in exchange for a do-follow link, paid via PayPal",
    kind: "seo-backlinks",
  },
  {
    name: "Backlink Store",
    email: "orders@backlinkstore-pro.example",
    company: "Backlink Store Pro",
    message: `Sale – 50 Backlinks DA 50+ for only 99 USD! Permanent, do-follow, from real sites with traffic. German sites available (.de). Boost your rankings in 2 weeks or money back. Order: https://backlinkstore-pro.example`,
    who: "Backlink package sale",
    kind: "seo-backlinks",
  },
  {
    name: "Markus Schreiber",
    email: "markus.schreiber@seo-agentur-nord.example",
    company: "SEO Agentur Nord",
    message: `Guten Tag,

ich habe mir Ihre Website angesehen und eine kurze SEO-Analyse durchgeführt. Dabei sind mir einige Punkte aufgefallen, die verhindern, dass Sie bei Suchanfragen wie "Terminplanung Schornsteinfeger" oder "Tourenplanung Software" weiter oben erscheinen:

- fehlende Meta-Beschreibungen auf 6 Unterseiten
- langsame Ladezeit auf Mobilgeräten (4,8 s)
- kaum externe Verlinkungen

Gern stelle ich Ihnen die vollständige Analyse in einem kostenlosen 20-minütigen Gespräch vor. Wann passt es Ihnen?

Mit freundlichen Grüßen
Markus Schreiber`,
    who: "Polite, plausible German SEO audit cold pitch mentioning the company's own keywords",
    kind: "seo-backlinks",
  },

  // ---------------------------------------------------------------- AI search visibility
  {
    name: "Julian Roth",
    email: "julian.roth@ki-sichtbarkeit.example",
    company: "KI-Sichtbarkeit GmbH",
    message: `Hallo,

haben Sie schon mal ChatGPT gefragt: "Welche Software eignet sich für Schornsteinfeger?" Wir haben es getestet – Ihr Unternehmen wird nicht genannt, zwei Wettbewerber schon.

Immer mehr Kunden suchen nicht mehr bei Google, sondern fragen KI-Assistenten. Mit unserer GEO-Strategie (Generative Engine Optimization) sorgen wir dafür, dass Sie in ChatGPT, Perplexity und Google AI Overviews empfohlen werden.

Darf ich Ihnen den Testbericht kostenlos zuschicken?

Beste Grüße
Julian Roth`,
    who: "Pitch for 'generative engine optimization' claiming ChatGPT does not mention the company",
    kind: "ai-search-visibility",
  },
  {
    name: "Priya Nair",
    email: "priya@aivisibility-labs.example",
    company: "AI Visibility Labs",
    message: `Hi,

Quick question: when people ask ChatGPT, Gemini or Perplexity for the best appointment scheduling API in Germany, does your brand show up?

We ran 50 prompts and your brand appeared in 0 of them. We help SaaS companies become the recommended answer in AI search. Want me to send over the prompt report?

Priya`,
    who: "English AI-search visibility pitch with a '0 of 50 prompts' hook",
    kind: "ai-search-visibility",
  },
  {
    name: "Stefan Krüger",
    email: "stefan.krueger.llmo@gmail.com",
    company: "LLMO Consulting",
    message: `Guten Tag, Google verliert Suchanfragen an KI. Ist Ihre Website für Large Language Models optimiert (llms.txt, strukturierte Daten, Erwähnungen in Quellen, die KI-Modelle nutzen)? Ich biete einen KI-Sichtbarkeits-Check für 149 EUR an, Ergebnis in 48 h. Interesse?`,
    who: "Short German pitch for an 'LLM optimisation' visibility check",
    kind: "ai-search-visibility",
  },
  {
    name: "Nadine Busch",
    email: "n.busch@answer-engine-marketing.example",
    company: "Answer Engine Marketing",
    message: `Sehr geehrte Damen und Herren,

Ihre Zielgruppe – Handwerksbetriebe – nutzt zunehmend Sprachassistenten und KI-Chats, um Software zu finden. Wer dort nicht genannt wird, existiert für diese Kunden nicht.

Wir bieten ein Monatspaket (ab 790 EUR) zur Steigerung Ihrer Sichtbarkeit in KI-Suchmaschinen, inkl. monatlichem Ranking-Report für ChatGPT, Copilot und Perplexity.

Ich freue mich auf Ihre Rückmeldung.

Nadine Busch`,
    who: "Monthly AI search visibility package pitch",
    kind: "ai-search-visibility",
  },

  // ---------------------------------------------------------------- chatbot / AI phone pitches
  {
    name: "Tim Hoffmann",
    email: "tim.hoffmann@voiceagent-ai.example",
    company: "VoiceAgent AI",
    message: `Hallo,

verpassen Sie Anrufe, weil Ihr Team beschäftigt ist? Unser KI-Telefonassistent nimmt 24/7 Anrufe entgegen, beantwortet Fragen, qualifiziert Leads und bucht Termine direkt in Ihren Kalender – mit natürlicher Stimme, die von einem Menschen kaum zu unterscheiden ist.

Hören Sie sich eine Demo an: https://voiceagent-ai.example/demo

Kostenlos testen für 14 Tage. Ich freue mich auf Ihre Antwort!

Tim`,
    who: "AI phone assistant cold pitch",
    kind: "chatbot-or-ai-phone-pitch",
  },
  {
    name: "Olivia Brooks",
    email: "olivia@chatwise-bots.example",
    company: "ChatWise",
    message: `Hi there,

I noticed your website doesn't have a live chat. Studies show that 79% of visitors prefer chat over contact forms. Our AI chatbot is trained on your website content in 5 minutes and answers visitors 24/7 in 95 languages, converting them into leads.

Would you like a free custom demo bot trained on your site?

Best,
Olivia`,
    who: "English AI website chatbot pitch",
    kind: "chatbot-or-ai-phone-pitch",
  },
  {
    name: "Daniel Krause",
    email: "daniel.krause@ki-rezeption.example",
    company: "KI-Rezeption",
    message: `Guten Tag,

ich habe gesehen, dass Sie eine Antwort innerhalb von 24 Stunden versprechen. Mit unserem KI-Assistenten könnten Sie jede Anfrage in unter 10 Sekunden beantworten – per E-Mail, Chat und Telefon. Viele Softwareunternehmen sparen damit eine halbe Supportstelle.

Ich würde Ihnen das gern in 15 Minuten zeigen. Passt Ihnen Donnerstag?

Viele Grüße
Daniel Krause`,
    who: "German AI receptionist pitch referencing the site's 24h promise",
    kind: "chatbot-or-ai-phone-pitch",
  },
  {
    name: "Ahmed Khan",
    email: "ahmed.khan.ai@gmail.com",
    company: "",
    message: `Hello sir, I build custom AI voice agents and chatbots using GPT for businesses. I can build a voice bot that calls your customers for appointment reminders and follow-ups. Price starting 499 USD. Please check my portfolio and reply if interested.`,
    who: "Freelancer pitching GPT voice bots and chatbots",
    kind: "chatbot-or-ai-phone-pitch",
  },

  // ---------------------------------------------------------------- offshore app development
  {
    name: "Rohit Sharma",
    email: "rohit.sharma@techvista-solutions.example",
    company: "TechVista Solutions Pvt. Ltd.",
    message: `Hi,

Hope you are doing well.

We are a leading software development company from India with 150+ developers, having 10+ years of experience in Web & Mobile App development (Android/iOS/Flutter/React Native), Custom Software, SaaS, AI/ML and Cloud.

We can provide dedicated developers at USD 18/hour for your projects. We have worked with clients across USA, UK, Germany and Australia.

Let me know if you have any requirements, we can schedule a call.

Regards,
Rohit Sharma
Business Development Manager`,
    who: "Indian outsourcing firm offering dedicated developers at $18/hour",
    kind: "offshore-app-development",
  },
  {
    name: "Hassan Ali",
    email: "hassan.ali.dev@gmail.com",
    company: "CodeCraft Studio",
    message: `Dear Team,

I came across your app idea for appointment booking and route planning. We have already developed a similar white-label solution (like Calendly + route optimization) which we can customize and deliver within 4 weeks with your branding. Web admin panel + Android + iOS app. Very reasonable cost.

Please share your WhatsApp number so that I can send you demo video.

Thanks
Hassan`,
    who: "Offshore developer offering a white-label clone app and asking for a WhatsApp number",
    kind: "offshore-app-development",
  },
  {
    name: "Nguyen Van Minh",
    email: "minh.nguyen@saigon-devhub.example",
    company: "Saigon DevHub",
    message: `Hello,

We are a software outsourcing company in Vietnam specialized in ReactJS, NodeJS, Java and mobile development. Our German-speaking project managers ensure smooth communication. We offer a free 2-week trial with one developer.

Would you be open to discussing how we can support your roadmap for the new trades platform?

Best regards,
Minh`,
    who: "Vietnamese outsourcing firm offering a free trial developer for the new platform",
    kind: "offshore-app-development",
  },
  {
    name: "Anita Verma",
    email: "anita.verma@appnest-technologies.example",
    company: "AppNest Technologies",
    message: `Hello,

Are you planning to build an on-demand service app like Urban Company or TaskRabbit? We have ready-made scripts with customer app, provider app and admin panel. 100% source code, lifetime license, one-time fee. Launch in 7 days!

Get free demo: https://appnest-technologies.example/clone-script

Regards,
Anita`,
    who: "Clone-script app development pitch ('launch in 7 days')",
    kind: "offshore-app-development",
  },

  // ---------------------------------------------------------------- WhatsApp bulk
  {
    name: "WA Sender Pro",
    email: "sales@wasender-pro.example",
    company: "WA Sender Pro",
    message: `Send unlimited WhatsApp messages to your customers with one click! ✅ No ban risk ✅ Bulk sender with images and buttons ✅ Contact extractor from Google Maps ✅ Auto-reply bot. Lifetime license only 49 USD. Download: https://wasender-pro.example`,
    who: "WhatsApp bulk sender software with 'no ban risk' and contact extractor",
    kind: "whatsapp-bulk",
  },
  {
    name: "Marco Lehmann",
    email: "marco.lehmann@whatsmarketing24.example",
    company: "WhatsMarketing24",
    message: `Hallo,

E-Mails werden kaum noch gelesen – WhatsApp-Nachrichten haben eine Öffnungsrate von 98 %! Mit unserer Lösung erreichen Sie Tausende Kunden und Interessenten gleichzeitig per WhatsApp. Wir liefern auf Wunsch auch Zielgruppen-Nummern aus Ihrer Branche.

Darf ich Ihnen ein Angebot schicken?

Beste Grüße
Marco Lehmann`,
    who: "German WhatsApp mass-marketing pitch that also offers target phone numbers",
    kind: "whatsapp-bulk",
  },
  {
    name: "Sophia",
    email: "sophia.greentick@gmail.com",
    company: "GreenTick Agency",
    message: `Hi, I can help your business get the official WhatsApp green tick verification and send bulk broadcast messages to 100k+ numbers daily without getting banned. Guaranteed results. Contact me on WhatsApp +44 7700 900123 for pricing.`,
    who: "Offer of WhatsApp 'green tick' verification and daily bulk broadcasts",
    kind: "whatsapp-bulk",
  },
  {
    name: "Igor",
    email: "igor.bulk@protonmail.com",
    company: "",
    message: `Рассылки WhatsApp и Telegram по любой базе. Свои аккаунты, прогрев, обход блокировок. От 1 цента за сообщение. Работаем с Европой. Пишите в Telegram @bulkmaster_eu`,
    who: "Russian WhatsApp/Telegram bulk messaging service with blocking evasion",
    kind: "whatsapp-bulk",
  },

  // ---------------------------------------------------------------- fake job / parcel agent
  {
    name: "Personalabteilung",
    email: "bewerbung.logistik24@gmail.com",
    company: "EuroLogistik Service",
    message: `Nebenjob im Homeoffice – 2.400 € monatlich!

Wir suchen zuverlässige Mitarbeiter (m/w/d) als Paketagent. Ihre Aufgabe: Pakete zu Hause annehmen, kurz kontrollieren und mit dem bereitgestellten Versandetikett weiterschicken. Zeitaufwand ca. 1-2 Stunden täglich. Keine Vorkenntnisse nötig.

Interesse? Antworten Sie mit Name, Adresse und Telefonnummer.`,
    who: "Parcel-reshipping mule recruitment posing as a home-office side job",
    kind: "fake-job-parcel-agent",
  },
  {
    name: "Laura Schmidt",
    email: "laura.schmidt.hr@outlook.com",
    company: "ProduktTest Deutschland",
    message: `Hallo,

wir suchen Produkttester für App-Tests im Homeoffice. Sie testen Registrierungsprozesse von Banking- und Shopping-Apps und erhalten 25 € pro Test. Dazu benötigen Sie lediglich Ihren Personalausweis für die Video-Identifikation.

Bewerben Sie sich einfach per WhatsApp: +49 155 1234 5678

Liebe Grüße
Laura`,
    who: "Fake 'app tester' job that is really identity/account-opening fraud via video-ident",
    kind: "fake-job-parcel-agent",
  },
  {
    name: "HR Department",
    email: "careers.finance.eu@yahoo.com",
    company: "Global Trade Finance Ltd",
    message: `Dear Applicant,

We are expanding our operations in Germany and are looking for a Financial Assistant (part-time, remote). Your task will be to receive payments from our clients into your account and forward them to our partners, keeping 10% as commission.

No experience required. Please reply with your CV and bank details.

HR Department`,
    who: "Money-mule 'financial assistant' recruitment",
    kind: "fake-job-parcel-agent",
  },
  {
    name: "Warenprüfung Zentrale",
    email: "team@warenpruefung-zentrale.example",
    company: "Warenprüfung Zentrale",
    message: `Warenprüfer (m/w/d) gesucht – flexibel von zu Hause!

Sie erhalten Elektronikartikel (Smartphones, Laptops) zur Qualitätsprüfung nach Hause und versenden sie danach an unsere Partner. Vergütung: 30 € pro Paket. Start sofort möglich.

Jetzt bewerben: https://warenpruefung-zentrale.example/job`,
    who: "Fake 'goods inspector' job receiving and reshipping electronics",
    kind: "fake-job-parcel-agent",
  },

  // ---------------------------------------------------------------- keyword stuffing
  {
    name: "buy cheap replica watches",
    email: "watches.replica.store@gmail.com",
    company: "replica watches",
    message: `replica watches cheap replica watches best replica watches swiss replica watches rolex replica watches omega replica watches buy replica watches online replica watches uk replica watches usa replica watches germany high quality replica watches https://replica-watches-shop.example`,
    who: "Keyword-stuffed replica watches spam",
    kind: "keyword-stuffing",
  },
  {
    name: "Umzugsfirma Berlin günstig",
    email: "umzug.berlin.guenstig@gmx.de",
    company: "Umzug Berlin",
    message: `Umzugsfirma Berlin, Umzug Berlin günstig, Umzugsunternehmen Berlin, Entrümpelung Berlin, Haushaltsauflösung Berlin, Umzug Berlin Festpreis, Umzugshelfer Berlin, Möbeltransport Berlin, Umzugsfirma Berlin Erfahrungen, beste Umzugsfirma Berlin, Umzug Berlin Brandenburg. Jetzt anrufen!`,
    who: "German keyword-stuffed moving-company spam",
    kind: "keyword-stuffing",
  },
  {
    name: "essay writing service",
    email: "essayhelp.writers@outlook.com",
    company: "",
    message: `essay writing service best essay writing service cheap essay writing service write my essay essay writer online essay help buy essay online college essay writing service uk essay writing service custom essay writing service essay writing service reviews`,
    who: "Keyword-stuffed essay-writing service spam",
    kind: "keyword-stuffing",
  },
  {
    name: "Schlüsseldienst 24h",
    email: "schluesseldienst24h.notdienst@web.de",
    company: "Schlüsseldienst Notdienst",
    message: `Schlüsseldienst München 24h Notdienst, Schlüsseldienst München günstig, Türöffnung München, Schlüsseldienst München Festpreis, Schlüsseldienst Schwabing, Schlüsseldienst Pasing, Schlüsseldienst Sendling, Schloss austauschen München, Schlüsselnotdienst München sofort vor Ort`,
    who: "German keyword-stuffed locksmith spam",
    kind: "keyword-stuffing",
  },

  // ---------------------------------------------------------------- CEO fraud
  {
    name: "Thomas Reinhardt",
    email: "thomas.reinhardt.gf@gmail.com",
    company: "Geschäftsführung",
    message: `Hallo,

bist du gerade im Büro? Ich bin im Meeting und kann nicht telefonieren. Ich brauche kurz deine Hilfe bei einer vertraulichen Überweisung, die heute noch raus muss. Bitte behandle das diskret und sprich mit niemandem darüber, bis ich dir Bescheid gebe.

Antworte mir bitte direkt auf diese Adresse.

Gesendet von meinem iPhone`,
    who: "CEO-fraud opener asking an employee for discreet help with a transfer",
    kind: "ceo-fraud",
  },
  {
    name: "Geschäftsführer",
    email: "gf.office.privat@outlook.de",
    company: "",
    message: `Guten Morgen, ich brauche bis 12 Uhr 5 Google-Play-Geschenkkarten à 100 € für einen Kunden, das ist eine Überraschung. Bitte kauf sie, kratz die Codes frei und schick mir Fotos davon. Das Geld bekommst du heute Nachmittag zurück. Danke!`,
    who: "CEO-impersonation gift-card scam",
    kind: "ceo-fraud",
  },
  {
    name: "Andrea Kühn",
    email: "andrea.kuehn.buchhaltung@gmail.com",
    company: "Lieferant – Buchhaltung",
    message: `Sehr geehrte Damen und Herren,

wir möchten Sie darüber informieren, dass sich unsere Bankverbindung aufgrund einer Umstellung geändert hat. Bitte nutzen Sie für alle offenen und zukünftigen Zahlungen ab sofort ausschließlich folgende Kontoverbindung:

Kontoinhaber: Service GmbH
IBAN: LT12 3456 7890 1234 5678
BIC: EXMPLT2X

Die alte Bankverbindung ist nicht mehr gültig. Bitte bestätigen Sie uns die Änderung kurz per E-Mail.

Mit freundlichen Grüßen
Andrea Kühn
Buchhaltung`,
    who: "Supplier bank-detail change fraud (payment diversion)",
    kind: "ceo-fraud",
  },
  {
    name: "Martin Vogel",
    email: "m.vogel.ceo@protonmail.com",
    company: "",
    message: `Hi, it's Martin. I'm travelling and only reachable by email. We are closing a confidential acquisition and our lawyer Mr. Lambert from Lambert & Co will contact you about a wire transfer of EUR 48,500. Please process it today with priority and keep this strictly confidential until the announcement. Reply to confirm you can handle this.`,
    who: "English CEO-fraud about a confidential acquisition and urgent wire transfer",
    kind: "ceo-fraud",
  },

  // ---------------------------------------------------------------- crypto investment
  {
    name: "Michael Berger",
    email: "michael.berger.invest@gmail.com",
    company: "Crypto Wealth Academy",
    message: `Hallo,

ich habe vor einem Jahr mit 250 € angefangen und verdiene heute durch automatisierten Bitcoin-Handel über 3.000 € im Monat – ohne Vorkenntnisse. Die KI-Trading-Software erledigt alles selbst. Prominente wie Günther Jauch nutzen sie auch.

Sichern Sie sich einen der letzten kostenlosen Plätze: https://crypto-wealth-academy.example

Michael`,
    who: "German automated Bitcoin trading scam with fake celebrity endorsement",
    kind: "crypto-investment",
  },
  {
    name: "Sophie Wang",
    email: "sophie.wang.fx@gmail.com",
    company: "",
    message: `Hello, sorry if I bother you. I am Sophie, I work as an analyst at a trading company in Hong Kong. My uncle shares insider signals for a crypto arbitrage platform and I make 15-20% per week. I can show you how, it is very simple. Do you use WhatsApp? 😊`,
    who: "Pig-butchering style crypto scam opener",
    kind: "crypto-investment",
  },
  {
    name: "Asset Recovery Experts",
    email: "recovery@chainback-recovery.example",
    company: "ChainBack Recovery",
    message: `Have you lost money to a crypto scam or fake trading platform? Our certified blockchain forensic experts have recovered over $42 million for victims worldwide. No upfront fees*. Contact us today for a free case evaluation: https://chainback-recovery.example

*Small registration fee applies.`,
    who: "Crypto recovery scam targeting previous victims",
    kind: "crypto-investment",
  },
  {
    name: "Investor Relations",
    email: "ir@greenvolt-token.example",
    company: "GreenVolt Token",
    message: `Sehr geehrte Damen und Herren,

GreenVolt ist das erste tokenisierte Solar-Investment Europas. In der Presale-Phase erhalten Sie Token mit 40 % Rabatt, garantierte Rendite 12 % p. a., Auszahlung monatlich in USDT. Mindestanlage 1.000 EUR. Nur noch 9 Tage!

Whitepaper und Anmeldung: https://greenvolt-token.example/presale`,
    who: "Token presale with 'guaranteed' returns",
    kind: "crypto-investment",
  },

  // ---------------------------------------------------------------- loans / funding
  {
    name: "Kevin Fischer",
    email: "kevin.fischer@schnellkredit-business.example",
    company: "Schnellkredit Business",
    message: `Guten Tag,

benötigen Sie kurzfristig Liquidität für Ihr Unternehmen? Wir vermitteln Firmenkredite von 10.000 bis 500.000 EUR – ohne Schufa, ohne Sicherheiten, Auszahlung in 24 Stunden. Auch für junge Unternehmen und bei negativer Bonität.

Jetzt unverbindlich anfragen: https://schnellkredit-business.example

Mit freundlichen Grüßen
Kevin Fischer`,
    who: "Business loan 'without Schufa, without collateral' offer",
    kind: "loan-or-funding-offer",
  },
  {
    name: "Mrs. Helen Patterson",
    email: "helenpatterson.loans@gmail.com",
    company: "Patterson Private Lending",
    message: `Do you need a loan to start a business, pay bills or expand your business? We offer loans at a low interest rate of 2%. Loans from 5,000 to 5,000,000 EUR for individuals and companies. Contact us via email for more information. Regards, Helen Patterson`,
    who: "Private lender advance-fee loan offer at 2%",
    kind: "loan-or-funding-offer",
  },
  {
    name: "Jan Becker",
    email: "jan.becker@foerdermittel-check.example",
    company: "Fördermittel-Check",
    message: `Hallo,

wussten Sie, dass Softwareunternehmen wie Ihres Anspruch auf bis zu 80 % Zuschuss für Digitalisierungs- und KI-Projekte haben? Über 90 % der Unternehmen lassen diese Fördermittel ungenutzt.

Wir prüfen kostenlos, welche Förderprogramme für Sie infrage kommen, und übernehmen die komplette Antragstellung. Erfolgshonorar nur bei Bewilligung.

Kostenloser Förder-Check: https://foerdermittel-check.example

Beste Grüße
Jan Becker`,
    who: "Funding/subsidy broker pitch promising up to 80% grants",
    kind: "loan-or-funding-offer",
  },
  {
    name: "Ryan Mitchell",
    email: "ryan@revenuefund-capital.example",
    company: "RevenueFund Capital",
    message: `Hi,

Congrats on the growth of your SaaS business! We provide non-dilutive revenue-based financing from $50k to $2M for companies with recurring revenue. Approval in 48 hours, no personal guarantee, no equity.

Worth a quick chat?

Ryan`,
    who: "Revenue-based financing cold pitch to a SaaS company",
    kind: "loan-or-funding-offer",
  },

  // ---------------------------------------------------------------- web design cold pitches
  {
    name: "Jessica Wilson",
    email: "jessica.wilson.webdesign@gmail.com",
    company: "",
    message: `Hi,

I was on your website and noticed some issues like it's not fully mobile friendly, slow loading speed and some broken links. I'm a web designer and I can redesign your website with a modern look and better user experience at a very affordable price.

Can I send you some samples of my work?

Thanks,
Jessica`,
    who: "Generic English web redesign pitch claiming mobile/speed issues",
    kind: "web-design-cold-pitch",
  },
  {
    name: "Tobias Wolf",
    email: "tobias.wolf@webagentur-wolf.example",
    company: "Webagentur Wolf",
    message: `Guten Tag,

Ihre Website macht einen guten Eindruck, wirkt aber im Vergleich zu Ihren Wettbewerbern etwas veraltet. Wir erstellen moderne, schnelle und suchmaschinenoptimierte Websites für Softwareunternehmen – zum Festpreis ab 1.490 EUR, inklusive Texten und Bildern.

Schauen Sie sich gern unsere Referenzen an: https://webagentur-wolf.example/referenzen

Hätten Sie Interesse an einem unverbindlichen Entwurf?

Mit freundlichen Grüßen
Tobias Wolf`,
    who: "German web agency relaunch pitch with a fixed price",
    kind: "web-design-cold-pitch",
  },
  {
    name: "Samuel",
    email: "samuel.webdev.pro@outlook.com",
    company: "",
    message: `Hello Business Owner, Do you want to redesign or build a new website? I am a WordPress / Shopify / Wix expert with 7+ years of experience. Price starts from $199 only. Reply "YES" to get free mockup.`,
    who: "Short freelancer web design pitch with 'reply YES'",
    kind: "web-design-cold-pitch",
  },
  {
    name: "Lisa Neumann",
    email: "lisa.neumann@wp-wartung-service.example",
    company: "WP Wartungsservice",
    message: `Hallo,

Ihre Website läuft mit einer veralteten PHP-Version und mehrere Plugins haben bekannte Sicherheitslücken. Das ist ein großes Risiko für Hackerangriffe und Datenschutzverstöße.

Wir übernehmen die komplette Wartung, Updates und Backups für nur 39 EUR im Monat. Soll ich Ihnen den Sicherheitsbericht schicken?

Viele Grüße
Lisa Neumann`,
    who: "Website maintenance pitch with scare claims about outdated PHP/plugins",
    kind: "web-design-cold-pitch",
  },
  {
    name: "Felix Braun",
    email: "felix.braun@landingpage-studio.example",
    company: "Landingpage Studio",
    message: `Hi,

kurzer Gedanke zu Ihrer Seite zur neuen Handwerker-Plattform: Die Warteliste-Anmeldung ist etwas versteckt. Mit einer optimierten Landingpage (klarer CTA, Social Proof, A/B-Tests) könnten Sie die Anmeldungen typischerweise verdoppeln.

Ich hätte ein paar konkrete Ideen. Lust auf ein kurzes Gespräch?

Felix`,
    who: "Plausible landing-page optimisation cold pitch referencing the waitlist",
    kind: "web-design-cold-pitch",
  },

  // ---------------------------------------------------------------- video / social media marketing
  {
    name: "Chris Turner",
    email: "chris@explainly-videos.example",
    company: "Explainly Videos",
    message: `Hi,

Your product is great, but it's a bit hard to understand from the website alone. A 60-90 second animated explainer video can increase conversions by up to 80%. We've created 2,000+ videos for SaaS companies.

Would you like to see a few samples relevant to your industry?

Chris`,
    who: "Animated explainer video cold pitch to a SaaS company",
    kind: "video-or-social-media-marketing",
  },
  {
    name: "Melanie Koch",
    email: "melanie.koch@socialmedia-profis.example",
    company: "Social Media Profis",
    message: `Hallo,

mir ist aufgefallen, dass Ihr Instagram- und LinkedIn-Auftritt kaum aktiv ist. Gerade Handwerker sind auf Instagram und TikTok unterwegs! Wir übernehmen die komplette Betreuung Ihrer Kanäle: Content-Erstellung, Reels, Community Management und Ads – ab 590 EUR im Monat.

Darf ich Ihnen unser Konzept vorstellen?

Liebe Grüße
Melanie Koch`,
    who: "German social-media management pitch",
    kind: "video-or-social-media-marketing",
  },
  {
    name: "Growth Team",
    email: "growth@instafollowers-boost.example",
    company: "InstaBoost",
    message: `Get 10,000 real Instagram followers + 5,000 likes for only 29 EUR! Instant delivery, no password needed, 100% safe. Boost your brand credibility today: https://instafollowers-boost.example`,
    who: "Instagram followers purchase spam",
    kind: "video-or-social-media-marketing",
  },
  {
    name: "Lukas Meyer",
    email: "lukas.meyer@drohnenfilm-meyer.example",
    company: "Drohnenfilm Meyer",
    message: `Guten Tag,

wir produzieren Imagefilme und Recruiting-Videos für Handwerk und Mittelstand, auch mit Drohnenaufnahmen. Für Softwarefirmen bieten wir kurze Kundenstimmen-Videos direkt beim Anwender vor Ort an – z. B. bei einem Schornsteinfeger auf dem Dach. Das wirkt viel authentischer als Screenshots.

Paketpreis ab 1.900 EUR. Haben Sie Interesse an einem unverbindlichen Gespräch?

Mit freundlichen Grüßen
Lukas Meyer`,
    who: "Plausible video production cold pitch tailored to the chimney sweep niche",
    kind: "video-or-social-media-marketing",
  },

  // ---------------------------------------------------------------- other
  {
    name: "Bewertungs-Service",
    email: "info@bewertungen-kaufen24.example",
    company: "Bewertungen24",
    message: `Mehr Google-Bewertungen = mehr Kunden! Wir liefern echte 5-Sterne-Bewertungen von lokalen Guides, dauerhaft und unauffällig. 10 Bewertungen für 99 EUR. Auch negative Bewertungen entfernen wir für Sie. https://bewertungen-kaufen24.example`,
    who: "Offer to buy fake Google reviews and remove negative ones",
    kind: "other",
  },
  {
    name: "Copyright Agent",
    email: "copyright.claims.photo@outlook.com",
    company: "",
    message: `Hello,

Your website is using images that I own the copyright to, without my permission. This is a violation of copyright law and I'm prepared to take legal action if the images aren't removed within 24 hours.

Please see the list of images and the original sources here: https://drive-files-share.example/copyright-proof

Regards,
Melissa`,
    who: "Fake copyright infringement claim with a malware link",
    kind: "other",
  },
  {
    name: "Gewinnspiel-Team",
    email: "gewinn.benachrichtigung@gmx.net",
    company: "",
    message: `Herzlichen Glückwunsch! Ihre E-Mail-Adresse wurde bei unserer Jahresverlosung als Gewinner eines iPhone 15 Pro ausgewählt. Um Ihren Gewinn zu erhalten, bestätigen Sie bitte Ihre Versandadresse und zahlen Sie die Versandgebühr von 2 EUR: https://gewinn-bestaetigen.example`,
    who: "Prize-draw 'you won an iPhone' scam with shipping fee",
    kind: "other",
  },
  {
    name: "Jenny Liu",
    email: "jenny.liu@shenzhen-ledtech.example",
    company: "Shenzhen LEDTech Co., Ltd.",
    message: `Dear Purchasing Manager,

Good day! This is Jenny from Shenzhen LEDTech, a professional manufacturer of LED panel lights, LED strips and solar street lights with 15 years experience. CE, RoHS certified. Factory price, OEM/ODM welcome.

May I send you our latest catalogue and price list?

Best regards,
Jenny Liu
WhatsApp/WeChat: +86 138 0000 1234`,
    who: "Chinese LED manufacturer cold pitch to a 'purchasing manager'",
    kind: "other",
  },
  {
    name: "Vertriebsteam",
    email: "kontakt@terminfinder-b2b.example",
    company: "Terminfinder B2B",
    message: `Hallo,

wir vereinbaren für Softwareanbieter qualifizierte Termine mit Entscheidern aus dem Handwerk – per Telefonakquise. Sie bezahlen nur für tatsächlich stattgefundene Termine (149 EUR pro Termin). Aktuell haben wir noch Kapazitäten für einen Kunden aus Ihrer Branche.

Soll ich Ihnen Details schicken?

Viele Grüße
Ihr Vertriebsteam`,
    who: "Outsourced telemarketing appointment-setting pitch",
    kind: "other",
  },
  {
    name: "Survey Team",
    email: "survey.rewards2024@gmail.com",
    company: "",
    message: `Dear valued business, you have been selected to participate in our 2-minute customer satisfaction survey. Complete it now and receive a 100 EUR Amazon gift card as a thank you: https://business-survey-rewards.example`,
    who: "Survey-for-gift-card lure",
    kind: "other",
  },
  {
    name: "Übersetzungsbüro Lingua",
    email: "angebote@lingua-uebersetzungen.example",
    company: "Lingua Übersetzungen",
    message: `Sehr geehrte Damen und Herren,

möchten Sie Ihre Software auch international anbieten? Wir übersetzen Websites, Apps und Dokumentationen in über 60 Sprachen – durch muttersprachliche Fachübersetzer, zertifiziert nach ISO 17100. Jetzt 20 % Neukundenrabatt.

Mit freundlichen Grüßen
Ihr Lingua-Team`,
    who: "Translation agency cold pitch with new-customer discount",
    kind: "other",
  },
];
