// Written blind for issue 46 by a helper who never saw the spam rules or the
// corpus they were tuned on: the bench's measure of them (npm run bench, spam
// section), kept apart from the rules' own tests. Everything is invented.
import type { WrittenEnquiry as Enquiry } from "../enquiry-corpus.ts";

export const spam: readonly Enquiry[] = [
  // --- SEO / backlinks / guest posts ---
  {
    name: "Mike Johnson",
    email: "mike.seoexpert@gmail.com",
    company: "Top Rank SEO",
    message:
      "Hi,\nI was checking your website zunftwerk and noticed it is not ranking on the first page of Google for many important keywords. I can help you get TOP 3 rankings within 90 days with our white-hat SEO strategy.\nCan I send you a FREE audit report?\nRegards,\nMike",
    who: "English SEO outreach template",
  },
  {
    name: "Sandra Müller",
    email: "sandra@seo-agentur-erfolg.example",
    company: "SEO Agentur Erfolg",
    message:
      "Hallo,\nich habe mir Ihre Website angesehen und festgestellt, dass Sie bei Google für Begriffe wie 'Handwerkersoftware' nicht auf Seite 1 stehen. Das kostet Sie jeden Monat Kunden!\nWir bringen Sie garantiert in die Top 10 – oder Sie zahlen nichts.\nDarf ich Ihnen eine kostenlose Analyse schicken?\nBeste Grüße\nSandra Müller",
    who: "German SEO agency cold pitch",
  },
  {
    name: "Emma Wilson",
    email: "emma.outreach@guestpostpro.example",
    company: "GuestPostPro",
    message:
      "Hello Team,\nI hope you are doing well. I am a content writer and I would like to contribute a high-quality guest post to your blog. The article will be 100% unique and relevant to your niche. In return I just need one do-follow backlink.\nLet me know if you are interested. I can also offer paid placements on my sites DA 50+.\nThanks,\nEmma",
    who: "guest post backlink request",
  },
  {
    name: "Backlink Service",
    email: "sales@dofollow-links.example",
    company: "",
    message:
      "Verkaufe hochwertige Backlinks von deutschen Blogs und Magazinen. DA 30-70. Preise ab 49 €. Liste anfordern: dofollow-links.example/liste\nSchnell, sicher, Google-konform.",
    who: "backlink seller",
  },
  {
    name: "Ravi Kumar",
    email: "ravi.kumar.seo@outlook.com",
    company: "Digital Growth Solutions",
    message:
      "Dear Business Owner,\nWe are a leading digital marketing company from India with 10+ years of experience. We provide SEO, SMO, PPC, Web Design and Development services at very affordable prices.\nWould you like to get more traffic and sales? Please reply with your phone number and best time to call.\nThanks & Regards\nRavi Kumar",
    who: "Indian digital marketing template",
  },
  {
    name: "Lisa Schmitt",
    email: "lisa.schmitt@linkpartner-netzwerk.example",
    company: "Linkpartner Netzwerk",
    message:
      "Guten Tag,\nwir betreiben ein Netzwerk von über 300 themenrelevanten Blogs (Handwerk, Bauen, Wohnen) und bieten Ihnen eine Kooperation an: Sie erhalten einen redaktionellen Artikel mit Link zu zunftwerk, wir erhalten im Gegenzug eine kleine Vergütung von 89 € pro Artikel.\nIm Paket (10 Artikel) nur 690 €.\nInteresse?\nLisa Schmitt",
    who: "German paid link network",
  },
  {
    name: "Ahmed Raza",
    email: "ahmed.raza.seo@gmail.com",
    company: "",
    message:
      "hello sir/mam\ni am seo expert. your website have 47 errors and very slow loading. i can fix all in 24 hours and make your site rank 1 page. price very cheap. reply me for report. thanks",
    who: "crude SEO freelancer",
  },
  {
    name: "Jennifer Adams",
    email: "jennifer@contentcollab.example",
    company: "ContentCollab",
    message:
      "Hey there!\nLoved your article on digital scheduling for trades. I've written a piece titled '10 Ways Chimney Sweeps Can Use Technology to Grow' that would be a perfect fit for your readers. Mind if I send it over? All I ask is a link back to a site I work with.\nCheers,\nJen",
    who: "guest post pitch pretending relevance",
  },
  {
    name: "Thomas Becker",
    email: "t.becker@ranking-boost24.example",
    company: "RankingBoost24",
    message:
      "Sehr geehrte Damen und Herren,\nIhre Website verliert täglich Besucher an die Konkurrenz. Mit unserem Local-SEO-Paket werden Sie in Google Maps für 'Software Schornsteinfeger' und 100 weitere Begriffe gefunden.\nJetzt nur 199 € monatlich statt 399 €. Angebot gültig bis Freitag.\nJetzt Termin buchen: ranking-boost24.example/termin\nMit freundlichen Grüßen\nThomas Becker",
    who: "German local SEO with urgency",
  },
  {
    name: "Sophia Martinez",
    email: "sophia@authoritylinks.example",
    company: "",
    message:
      "Hi,\nWe noticed you linked to a resource on digital tools for craftsmen. Unfortunately that page is now broken (404). We have a similar, updated resource here: https://authoritylinks.example/tools-for-trades\nWould you consider replacing the broken link? It would help your readers!\nBest,\nSophia",
    who: "broken link building outreach",
  },
  {
    name: "Kevin Braun",
    email: "kevin.braun@webaudit-kostenlos.example",
    company: "",
    message:
      "Hallo! Kostenloser Website-Check: Wir haben 23 kritische Fehler auf zunftwerk gefunden, die Ihr Google-Ranking ruinieren. Bericht hier ansehen: http://webaudit-kostenlos.example/report?id=88231",
    who: "fake website audit with link",
  },
  {
    name: "Daniel Clark",
    email: "daniel@rankmaster.example",
    company: "RankMaster",
    message:
      "Hi, Daniel here. Quick question, who handles SEO for your company? I have some ideas to increase organic traffic by 300%. 5 min call this week?",
    who: "short SEO question template",
  },

  // --- web design / redesign ---
  {
    name: "Julia Hartmann",
    email: "julia@webdesign-hartmann.example",
    company: "Webdesign Hartmann",
    message:
      "Hallo liebes Zunftwerk-Team,\nIhre Website wirkt leider etwas veraltet und ist auf dem Smartphone nicht optimal. Wir gestalten moderne, responsive Websites für Handwerksbetriebe und Software-Firmen – schon ab 990 €.\nGerne erstelle ich Ihnen unverbindlich einen Entwurf Ihrer neuen Startseite.\nHerzliche Grüße\nJulia Hartmann",
    who: "German web redesign pitch",
  },
  {
    name: "Tom Harris",
    email: "tom@webredesignstudio.example",
    company: "Web Redesign Studio",
    message:
      "Hello,\nI came across your website and I must say the design looks a bit outdated. We design modern WordPress and Shopify websites starting at $499. Can I send you some samples of our work?\nThanks,\nTom",
    who: "English web redesign template",
  },
  {
    name: "Priya Sharma",
    email: "priya.webdev@gmail.com",
    company: "",
    message:
      "Hi,\nAre you interested in redesigning your website or developing a mobile application? We are a team of 50+ developers. We offer very competitive prices $15/hour.\nPlease let me know your requirements.\nRegards,\nPriya",
    who: "offshore web/app outsourcing",
  },
  {
    name: "Marcel Wagner",
    email: "m.wagner@homepage-profis.example",
    company: "Homepage Profis",
    message:
      "Guten Tag,\nwussten Sie, dass 75 % der Besucher eine Website nach 3 Sekunden verlassen, wenn sie langsam lädt? Ihre Seite lädt 6,2 Sekunden.\nWir optimieren Ihre Website für nur 299 € einmalig.\nRückruf unter 030 555 1234 oder einfach auf diese Mail antworten.\nMarcel Wagner",
    who: "page speed optimization pitch",
  },
  {
    name: "Web Solutions",
    email: "info@websolutions-team.example",
    company: "",
    message:
      "Website-Relaunch? Jetzt 50 % Rabatt für Handwerksbetriebe! Nur diesen Monat. Infos: websolutions-team.example",
    who: "short web design ad",
  },
  {
    name: "Olena Kravchenko",
    email: "olena@kyivdev-studio.example",
    company: "KyivDev Studio",
    message:
      "Hello!\nWe are a software development company from Ukraine with 120 engineers. We help German companies scale their development teams: React, Node.js, Flutter, Python. Rates from 25 EUR/hour, German-speaking project managers.\nWould you be open to a short call to discuss how we can help Zunftwerk accelerate your booking platform?\nBest regards,\nOlena Kravchenko",
    who: "Ukrainian outsourcing pitch mentioning company",
  },

  // --- app development outsourcing ---
  {
    name: "Muhammad Bilal",
    email: "bilal@techsolutionspk.example",
    company: "Tech Solutions PK",
    message:
      "Hi there,\nHope you are doing great. We are a software house based in Lahore, Pakistan. We develop custom mobile apps (iOS and Android), web apps and SaaS products. We have developed 200+ apps for clients in USA, UK and Germany.\nIf you have any project please share with us. We offer free consultation and estimate.\nBest Regards\nMuhammad Bilal\nBusiness Development Manager",
    who: "Pakistani app dev outsourcing",
  },
  {
    name: "Nguyen Hoang Nam",
    email: "nam.nguyen@vietsoft-outsourcing.example",
    company: "VietSoft Outsourcing",
    message:
      "Dear Zunftwerk Team,\nI am Nam from VietSoft, an IT outsourcing company in Ho Chi Minh City. We provide dedicated developer teams for European startups with high quality and cost saving up to 60%.\nWe noticed you are building a booking platform for craftsmen. We have built similar systems for clients in Japan and Australia.\nCould we schedule a 15-minute call next week?\nBest regards,\nNam",
    who: "Vietnamese outsourcing pitch mentioning platform",
  },
  {
    name: "Rajesh Patel",
    email: "rajesh@appcraftindia.example",
    company: "AppCraft India",
    message:
      "Hello,\nDo you need an app like Uber for handymen? We have a ready-made clone script for on-demand home services booking. White label, your brand, launch in 7 days! Price only 2999 USD.\nDemo: appcraftindia.example/handyman-clone\nWhatsApp: +91 98XXX 44120\nRegards\nRajesh",
    who: "clone script seller",
  },
  {
    name: "Andrii Bondarenko",
    email: "andrii@softbridge-ua.example",
    company: "SoftBridge",
    message:
      "Hi,\njust following up on my previous message. Did you have a chance to review our proposal about extending your dev team? We currently have 3 senior TypeScript developers available from next month.\nBest,\nAndrii",
    who: "follow-up outsourcing nudge",
  },
  {
    name: "Sunil Verma",
    email: "sunil.verma@itstaffing.example",
    company: "",
    message:
      "Dear Sir,\nWe provide IT staff augmentation: dedicated developers, QA, DevOps at $18/hr. No long-term contract. Trial 1 week free. Kindly revert.\nThanks\nSunil",
    who: "IT staffing short template",
  },

  // --- lead lists / databases ---
  {
    name: "Data Sales Team",
    email: "sales@b2b-leads-germany.example",
    company: "B2B Leads Germany",
    message:
      "Hello,\nWould you be interested in acquiring a list of 45,000 German craft businesses (Handwerksbetriebe) with verified email addresses, phone numbers and decision maker names? Including 7,800 chimney sweeps!\nPerfect for promoting your software. GDPR compliant.\nReply 'YES' for a free sample and pricing.",
    who: "lead list seller targeting chimney sweeps",
  },
  {
    name: "Markus Leitner",
    email: "m.leitner@adressdaten-direkt.example",
    company: "Adressdaten Direkt",
    message:
      "Sehr geehrte Damen und Herren,\nwir bieten aktuelle Firmenadressen aller Handwerksbetriebe in Deutschland inkl. E-Mail, Telefon, Ansprechpartner. Schornsteinfeger: 7.612 Datensätze für 349 €.\nDie Daten sind DSGVO-konform und zur Kaltakquise geeignet.\nMit freundlichen Grüßen\nMarkus Leitner",
    who: "German address data seller",
  },
  {
    name: "Jessica Taylor",
    email: "jessica@techusers-list.example",
    company: "",
    message:
      "Hi,\nWould you be interested in reaching out to Users of ServiceTitan, Jobber, Housecall Pro and other field service software? We can provide contact lists of companies using these platforms. Let me know your target geography and I can share counts and pricing.\nRegards,\nJessica Taylor\nMarketing Executive\nIf you don't want to hear from me again, please reply 'leave out'",
    who: "tech install base list seller",
  },
  {
    name: "Aaron Miller",
    email: "aaron@attendeelists.example",
    company: "",
    message:
      "Hi,\nAre you interested in acquiring the Attendees list of 'IHM Internationale Handwerksmesse 2025'?\nTotal counts: 42,118 contacts.\nLet me know if you are interested and I will share cost and additional details.\nRegards\nAaron",
    who: "trade fair attendee list scam",
  },
  {
    name: "Lead Generation",
    email: "info@kundenliste24.example",
    company: "",
    message:
      "E-Mail-Verteiler mit 2 Mio. deutschen Firmen – jetzt zum Sonderpreis von 99 €! Sofort-Download nach Zahlung. kundenliste24.example",
    who: "crude email list seller",
  },

  // --- fake reviews ---
  {
    name: "Nadine König",
    email: "nadine@bewertungen-kaufen.example",
    company: "5 Sterne Service",
    message:
      "Hallo,\nschlechte Google-Bewertungen schaden Ihrem Geschäft? Wir liefern echte 5-Sterne-Bewertungen von deutschen Accounts. 10 Bewertungen ab 79 €, nicht nachvollziehbar, dauerhaft.\nWir entfernen auch negative Bewertungen!\nJetzt bestellen: bewertungen-kaufen.example\nLiebe Grüße\nNadine",
    who: "fake Google reviews seller",
  },
  {
    name: "Chris Evans",
    email: "chris@reviewboostpro.example",
    company: "ReviewBoostPro",
    message:
      "Hi, I see you have only a few reviews on Google and Trustpilot. We can help you get 50+ positive reviews in 2 weeks. Real accounts, local IPs, no drops. Starting at $5/review. Interested?",
    who: "English fake reviews seller",
  },
  {
    name: "Reputation Team",
    email: "support@rufmanagement-sofort.example",
    company: "Rufmanagement Sofort",
    message:
      "Guten Tag,\nwir haben festgestellt, dass über Ihr Unternehmen eine negative 1-Sterne-Bewertung auf Google veröffentlicht wurde. Diese kann Ihnen erheblich schaden. Wir können solche Bewertungen innerhalb von 48 Stunden löschen lassen – Erfolgsgarantie!\nKosten: 149 € pro gelöschter Bewertung.\nRufen Sie uns an: 0800 123 99 88",
    who: "negative review removal scam",
  },
  {
    name: "Lena Vogt",
    email: "lena.vogt@bewertungsprofi.example",
    company: "",
    message:
      "Hallo! Mehr Sterne = mehr Kunden ⭐⭐⭐⭐⭐ Wir helfen Handwerkern und Softwarefirmen an echte Bewertungen zu kommen. 20 Stück für 149 €. Schreib mir einfach auf WhatsApp +49 151 00998877",
    who: "review seller via WhatsApp",
  },

  // --- crypto / trading ---
  {
    name: "Robert Fischer",
    email: "robert.fischer.invest@gmail.com",
    company: "",
    message:
      "Guten Tag,\nich möchte Ihnen eine einmalige Gelegenheit vorstellen. Mit unserer KI-gestützten Bitcoin-Trading-Plattform erzielen unsere Kunden durchschnittlich 3.000 € pro Tag – ohne Vorkenntnisse. Startkapital nur 250 €.\nJetzt registrieren und investieren: btc-profit-ki.example\nHerzliche Grüße\nRobert Fischer",
    who: "crypto trading scam German",
  },
  {
    name: "Elon Investment Team",
    email: "giveaway@elon-btc-event.example",
    company: "",
    message:
      "Congratulations! Your company has been selected for our exclusive crypto giveaway. Send 0.1 BTC and receive 0.2 BTC back instantly. Limited time only! Visit elon-btc-event.example",
    who: "crypto giveaway scam",
  },
  {
    name: "Anna Petrova",
    email: "anna.petrova.trader@mail.example",
    company: "",
    message:
      "Hello dear, my name is Anna, I am a successful crypto trader from Singapore. I saw your company and I want to share with you my strategy that helped me earn $50k last month. It is very easy. Please add me on Telegram @annacryptotrade so I can explain you. Have a nice day 😊",
    who: "pig butchering crypto approach",
  },
  {
    name: "Max Wagner",
    email: "max@kryptofonds-deutschland.example",
    company: "KryptoFonds Deutschland",
    message:
      "Sehr geehrte Unternehmer,\nsichern Sie Ihr Firmenvermögen gegen Inflation! Unser Krypto-Fonds bietet 18 % garantierte Rendite p.a. Schon über 4.000 Mittelständler vertrauen uns.\nKostenloses Erstgespräch vereinbaren: kryptofonds-deutschland.example/termin\nMax Wagner\nVermögensberater",
    who: "crypto fund with guaranteed returns",
  },
  {
    name: "CoinTrader",
    email: "no-reply@cointradebot.example",
    company: "",
    message:
      "Earn passive income 💰 with our AI trading bot. 94% win rate. Withdraw anytime. Sign up: cointradebot.example/ref=zunftwerk",
    who: "crypto bot short ad",
  },
  {
    name: "Michael Schneider",
    email: "m.schneider@blockchain-handwerk.example",
    company: "Blockchain Handwerk GmbH",
    message:
      "Hallo,\nwir haben einen eigenen Token für das Handwerk entwickelt (HWK-Coin). Unternehmen wie Ihres können jetzt zum Vorzugspreis in den Presale einsteigen, bevor der Token an den Börsen gelistet wird. Erwarteter Kursanstieg: 20x.\nWhitepaper: blockchain-handwerk.example/whitepaper\nInteresse? Ich rufe Sie gern an.\nMichael Schneider",
    who: "crypto token presale pretending to be trades-related",
  },

  // --- loans / credits / factoring ---
  {
    name: "Kredit Service",
    email: "kredit@sofortkredit-ohne-schufa.example",
    company: "",
    message:
      "Kredit ohne Schufa bis 50.000 € für Selbstständige und Firmen! Sofortauszahlung in 24h. Auch bei negativer Bonität. Jetzt anfragen: sofortkredit-ohne-schufa.example",
    who: "no-credit-check loan spam",
  },
  {
    name: "Mr. Robert Williams",
    email: "robert.williams.loans@gmail.com",
    company: "Williams Loan Firm",
    message:
      "Do you need a loan for business or personal use? We offer loans at 2% interest rate to individuals and companies. Loan amount from 5,000 to 5,000,000 EUR. Contact us via email: robertwilliamsloans@gmail.com or WhatsApp +44 7700 900123",
    who: "advance fee loan scam",
  },
  {
    name: "Stefanie Klein",
    email: "s.klein@factoring-mittelstand.example",
    company: "Factoring Mittelstand AG",
    message:
      "Guten Tag,\nwarten Sie auch oft 60 Tage auf Ihr Geld? Mit unserem Factoring erhalten Sie 95 % Ihrer Rechnungssumme innerhalb von 24 Stunden. Ideal für Softwarehäuser und Dienstleister.\nGerne stelle ich Ihnen unser Angebot in einem kurzen Telefonat vor.\nMit freundlichen Grüßen\nStefanie Klein\nKey Account Managerin",
    who: "factoring cold pitch",
  },
  {
    name: "Business Funding",
    email: "apply@fastcapital-eu.example",
    company: "FastCapital EU",
    message:
      "Hi,\nYour business is pre-approved for up to €250,000 in working capital. No collateral needed, funds in 48 hours. Click to check your offer: fastcapital-eu.example/offer/zunftwerk\nThis offer expires in 72 hours.",
    who: "pre-approved business funding",
  },
  {
    name: "Sabine Hofmann",
    email: "sabine.hofmann@foerdermittel-check.example",
    company: "Fördermittel-Check",
    message:
      "Sehr geehrte Geschäftsführung,\nIhr Unternehmen hat möglicherweise Anspruch auf bis zu 50.000 € staatliche Fördermittel für Digitalisierung, die Sie noch nicht abgerufen haben! Wir prüfen das kostenlos und übernehmen den kompletten Antrag (Erfolgshonorar 15 %).\nJetzt Fördercheck starten: foerdermittel-check.example\nMit freundlichen Grüßen\nSabine Hofmann",
    who: "subsidy consultant cold pitch",
  },
  {
    name: "Ivan Petrov",
    email: "ivan.petrov@eurocredit-partners.example",
    company: "",
    message:
      "Guten Tag, wir bieten Privatkredite und Geschäftskredite von privaten Investoren zu 3% Zinsen. Schnelle Bearbeitung, keine Gebühren im Voraus. Kontakt: eurocredit.partners@mail.example\nMfG Ivan",
    who: "private loan scam in German",
  },

  // --- fake invoices / registry scams ---
  {
    name: "Gewerbeauskunft-Zentrale",
    email: "service@gewerbe-register-de.example",
    company: "Gewerbeauskunft-Zentrale.de",
    message:
      "Sehr geehrte Damen und Herren,\ndie Eintragung Ihres Unternehmens im Gewerberegister Online muss aktualisiert werden. Bitte prüfen Sie Ihre Daten und senden Sie das ausgefüllte Formular innerhalb von 7 Tagen zurück, um eine Löschung zu vermeiden.\nFormular: gewerbe-register-de.example/aktualisierung\nJahresgebühr gemäß AGB: 569,06 € netto\nIhre Registerverwaltung",
    who: "Gewerberegister registry scam",
  },
  {
    name: "Deutsches Branchenbuch",
    email: "verwaltung@dt-branchenverzeichnis.example",
    company: "DBV Deutsches Branchenverzeichnis",
    message:
      "Offertschreiben: Ihr Eintrag im Deutschen Branchenverzeichnis (Kategorie: Software) läuft ab. Um die Sichtbarkeit Ihres Unternehmens zu erhalten, bestätigen Sie bitte die Verlängerung bis zum 31.05. Kosten: 89 € monatlich, Laufzeit 24 Monate.\nBestätigung: dt-branchenverzeichnis.example/verlaengerung",
    who: "business directory renewal scam",
  },
  {
    name: "Domain Services",
    email: "renewals@domain-registry-service.example",
    company: "Domain Registry Service",
    message:
      "DOMAIN EXPIRATION NOTICE\nDomain: zunftwerk.de\nYour domain search engine registration expires soon. Failure to renew may result in loss of online visibility.\nRenew now: domain-registry-service.example/renew?d=zunftwerk\nAmount due: 89.00 EUR\nThis is not an invoice. This is a solicitation.",
    who: "domain renewal SEO scam",
  },
  {
    name: "Markenregister Europa",
    email: "info@euro-markenregister.example",
    company: "Register für Marken und Patente",
    message:
      "Sehr geehrte Damen und Herren,\nIhre Marke 'Kehrtour' wurde beim DPMA angemeldet. Zur Veröffentlichung im Europäischen Markenregister überweisen Sie bitte die Gebühr von 1.290 € innerhalb von 10 Tagen.\nZahlungsreferenz: EMR-2025-44129\nIBAN: LT12 3456 7890 1234 5678\nMit freundlichen Grüßen\nRegister-Verwaltung",
    who: "trademark publication fee scam mentioning product",
  },
  {
    name: "Rechnungsabteilung",
    email: "buchhaltung@dhl-rechnung-service.example",
    company: "",
    message:
      "Sehr geehrter Kunde,\nanbei erhalten Sie Ihre offene Rechnung Nr. 2025-88123 über 1.487,20 €. Bitte begleichen Sie den Betrag bis zum 15. des Monats, um Mahngebühren zu vermeiden.\nRechnung herunterladen: https://rechnung-download.example/doc/88123.zip\nMit freundlichen Grüßen\nBuchhaltung",
    who: "fake invoice malware link",
  },
  {
    name: "Handelsregister-Service",
    email: "service@handelsregister-eintrag.example",
    company: "HR-Veröffentlichungsdienst",
    message:
      "Veröffentlichungsbescheid\nFür die Eintragung Ihrer Firma Zunftwerk im Handelsregister ist eine gebührenpflichtige Veröffentlichung erforderlich. Bitte überweisen Sie 749,80 € unter Angabe des Aktenzeichens HRB-2025-X931.\nDetails: handelsregister-eintrag.example",
    who: "Handelsregister publication scam",
  },
  {
    name: "Impressum Check",
    email: "abmahnung@impressum-pruefung.example",
    company: "",
    message:
      "Achtung: Ihr Impressum ist fehlerhaft und abmahngefährdet! Eine Abmahnung kann Sie bis zu 5.000 € kosten. Lassen Sie Ihre Website jetzt für nur 49 € von unseren Anwälten prüfen: impressum-pruefung.example",
    who: "legal fear-mongering compliance scam",
  },
  {
    name: "Datenschutz Auskunftszentrale",
    email: "info@dsgvo-registrierung.example",
    company: "DAZ Datenschutzauskunft-Zentrale",
    message:
      "Sehr geehrte Damen und Herren,\nlaut DSGVO sind Unternehmen verpflichtet, einen Datenschutz-Grundschutz nachzuweisen. Bitte füllen Sie das beiliegende Formular aus und senden Sie es per Fax an 0800 000 1234. Leistungspaket: 498 € netto jährlich.\nFrist: 14 Tage.",
    who: "DSGVO compliance registration scam",
  },

  // --- bug bounty begging ---
  {
    name: "Security Researcher",
    email: "whitehat.researcher2024@gmail.com",
    company: "",
    message:
      "Hello Team,\nI am an independent security researcher. I have found a critical vulnerability on your website zunftwerk that could allow attackers to take over user accounts. I am willing to share the details responsibly.\nDo you have a bug bounty program? I expect a reward for my work.\nRegards,\nAli",
    who: "beg bounty vulnerability claim",
  },
  {
    name: "Rahul Singh",
    email: "rahul.bughunter@protonmail.example",
    company: "",
    message:
      "Hi Security Team,\nI found a vulnerability: Missing SPF/DMARC record on your domain. This allows email spoofing. Severity: HIGH.\nPOC: attached screenshot.\nPlease let me know about bounty.\nThanks,\nRahul",
    who: "beg bounty SPF/DMARC report",
  },
  {
    name: "Hassan Raza",
    email: "hassan.sec@gmail.com",
    company: "",
    message:
      "Dear team, I discovered clickjacking vulnerability in your contact page (X-Frame-Options header missing). I have reported this to many companies and they paid me. Kindly tell me the reward amount and I will share the full report. Thank you.",
    who: "clickjacking beg bounty",
  },
  {
    name: "Cyber Sicherheit",
    email: "security.report.de@gmail.com",
    company: "",
    message:
      "Hallo,\nich habe eine Sicherheitslücke auf Ihrer Website gefunden (Kundendaten Ihrer Kehrtour-Nutzer sind evtl. einsehbar!). Bevor ich Details nenne, möchte ich wissen, ob Sie eine Belohnung zahlen. Andernfalls muss ich das leider öffentlich machen.\nGruß",
    who: "German beg bounty with implicit threat",
  },
  {
    name: "Abdul Rehman",
    email: "abdul.rehman.sec@outlook.com",
    company: "",
    message:
      "Hello,\nI hope you're well. I was browsing your site and found some security issues:\n1. No rate limit on contact form\n2. Server version disclosure\n3. Cookie without secure flag\nThese are serious. I can share full POC. What is your bounty policy?\nBest",
    who: "beg bounty with trivial findings list",
  },

  // --- AI agencies / chatbots ---
  {
    name: "Lukas Schreiber",
    email: "lukas@ki-automation-agentur.example",
    company: "KI Automation Agentur",
    message:
      "Hallo Zunftwerk-Team,\n80 % Ihrer Kundenanfragen könnten automatisch beantwortet werden – von einem KI-Chatbot, der 24/7 auf Ihrer Website arbeitet. Wir haben das bereits für über 200 Handwerksbetriebe umgesetzt.\nInteresse an einer kostenlosen Demo? Antworten Sie einfach mit 'Ja'.\nBeste Grüße\nLukas Schreiber",
    who: "German AI chatbot agency pitch",
  },
  {
    name: "Ethan Brooks",
    email: "ethan@aivoiceagents.example",
    company: "AI Voice Agents",
    message:
      "Hey!\nWhat if you never missed a phone call again? Our AI receptionist answers calls, books appointments, and integrates with your calendar. Perfect for businesses like yours.\nWatch a 2-min demo: aivoiceagents.example/demo\nEthan",
    who: "AI receptionist pitch",
  },
  {
    name: "Jana Köhler",
    email: "jana.koehler@gpt-marketing.example",
    company: "GPT Marketing Solutions",
    message:
      "Guten Tag,\nwir erstellen mit KI 100 SEO-optimierte Blogartikel pro Monat für Ihre Website – vollautomatisch, einzigartig, Google-konform. Nur 299 € / Monat.\nTesten Sie 5 Artikel kostenlos!\nJana Köhler",
    who: "AI content mill pitch",
  },
  {
    name: "Noah Williams",
    email: "noah@automateflow.example",
    company: "AutomateFlow",
    message:
      "Hi there,\nI help SaaS founders automate their sales pipeline with AI agents. We booked 47 qualified demos for a similar company last month. Worth a quick chat?\nNoah",
    who: "AI sales automation pitch",
  },
  {
    name: "KI-Beratung Süd",
    email: "kontakt@ki-beratung-sued.example",
    company: "",
    message:
      "Jetzt KI einführen und 30 % Kosten sparen! Förderfähig bis 80 %. Kostenloser Workshop für Geschäftsführer am 15.: ki-beratung-sued.example/workshop",
    who: "short AI consulting ad",
  },

  // --- virtual assistants ---
  {
    name: "Maria Santos",
    email: "maria.santos.va@gmail.com",
    company: "",
    message:
      "Hi! I'm Maria, a virtual assistant from the Philippines. I can help you with email management, data entry, customer support, social media and appointment setting for only $6/hour. I'm reliable and I speak fluent English. Looking forward to working with you!",
    who: "Filipino virtual assistant offer",
  },
  {
    name: "Sarah Lehmann",
    email: "sarah@buero-service-remote.example",
    company: "Büro-Service Remote",
    message:
      "Guten Tag,\nentlasten Sie Ihr Team! Unsere virtuellen Assistentinnen übernehmen Telefon, Terminvereinbarung und Buchhaltung – ab 12 € pro Stunde, ohne Vertragsbindung.\nJetzt 5 Stunden gratis testen.\nViele Grüße\nSarah Lehmann",
    who: "German virtual office service pitch",
  },

  // --- phishing / fake RFQ ---
  {
    name: "David Chen",
    email: "purchasing@globaltrade-ltd.example",
    company: "Global Trade Ltd",
    message:
      "Dear Sir/Madam,\nWe are interested in your products and would like to place an order. Please find attached our Request for Quotation (RFQ) with the required specifications and quantities.\nView RFQ: https://docs-share-secure.example/rfq/2025-0419\nKindly send us your best price and delivery time.\nBest Regards,\nDavid Chen\nPurchasing Manager",
    who: "phishing fake RFQ",
  },
  {
    name: "Einkauf",
    email: "einkauf@metallbau-nord-gmbh.example",
    company: "Metallbau Nord GmbH",
    message:
      "Guten Tag,\nwir benötigen ein Angebot für 25 Lizenzen Ihrer Software. Die Spezifikation finden Sie im beigefügten Dokument.\nDokument ansehen: https://onedrive-dokument-freigabe.example/s/angebot-anfrage\n(Login mit Ihren Microsoft-Zugangsdaten erforderlich)\nMit freundlichen Grüßen\nEinkaufsabteilung",
    who: "German phishing disguised as quote request",
  },
  {
    name: "Sarah Thompson",
    email: "s.thompson@procurement-intl.example",
    company: "",
    message:
      "Hello,\nPlease review the attached purchase order and confirm availability.\nPO Document: hxxps://purchase-order-view.example/PO-77812.html\nThanks,\nSarah",
    who: "short phishing purchase order",
  },
  {
    name: "Klaus Fischer",
    email: "k.fischer.bau@gmail.com",
    company: "Fischer Bau GmbH",
    message:
      "Hallo,\nwir sind ein Bauunternehmen und möchten Kehrtour für unsere Partner-Schornsteinfeger bestellen (12 Lizenzen). Bitte füllen Sie das Lieferantenformular in unserem Portal aus, damit wir Sie als Lieferanten anlegen können: https://lieferantenportal-fischerbau.example/login\nDanach senden wir die Bestellung.\nMit freundlichen Grüßen\nKlaus Fischer",
    who: "phishing posing as large order for Kehrtour",
  },
  {
    name: "Microsoft 365",
    email: "no-reply@m365-security-alert.example",
    company: "",
    message:
      "Ihr Postfach info@zunftwerk hat das Speicherlimit erreicht. Eingehende E-Mails werden blockiert. Jetzt Speicher kostenlos erweitern: https://m365-security-alert.example/verify",
    who: "mailbox quota phishing",
  },
  {
    name: "Anwaltskanzlei Dr. Weber",
    email: "kanzlei.weber.recht@gmail.com",
    company: "",
    message:
      "Sehr geehrte Damen und Herren,\nwir vertreten die Rechte an Bildern, die unerlaubt auf Ihrer Website verwendet werden. Bitte sehen Sie sich die Beweise hier an: https://beweismaterial-download.example/zunftwerk.zip\nReagieren Sie innerhalb von 48 Stunden, um rechtliche Schritte zu vermeiden.\nDr. Weber",
    who: "fake copyright claim with malware link",
  },
  {
    name: "Jason Lee",
    email: "jason.lee@shipping-docs.example",
    company: "",
    message:
      "Hi,\nYour shipment is on hold due to incomplete address. Please confirm delivery details and pay customs fee €2.99: shipping-docs.example/track",
    who: "parcel phishing",
  },
  {
    name: "Sophie Meier",
    email: "sophie.meier.privat@gmail.com",
    company: "",
    message:
      "Hallo, ich habe ein Problem mit meiner Rechnung von Ihnen, bitte schauen Sie hier: https://bit.ly/3xRchng\nDas ist so nicht richtig!!\nSophie",
    who: "phishing disguised as invoice complaint",
  },
  {
    name: "Bewerbung Anna Schulz",
    email: "anna.schulz.bewerbung@gmail.com",
    company: "",
    message:
      "Sehr geehrte Damen und Herren,\nanbei erhalten Sie meine Bewerbung als Bürokauffrau. Da die Datei zu groß für das Formular ist, habe ich sie hier hochgeladen: https://bewerbung-dateien.example/Anna_Schulz_Bewerbung.exe\nIch freue mich auf Ihre Rückmeldung.\nAnna Schulz",
    who: "malware disguised as job application",
  },

  // --- fake jobs / money mules ---
  {
    name: "HR Department",
    email: "jobs@remote-paymentagent.example",
    company: "International Logistics Corp",
    message:
      "We are hiring! Work from home as Payment Processing Agent. Earn 3,500 EUR/month, only 2 hours per day. No experience required. Send your CV and bank details to hr@remote-paymentagent.example",
    who: "money mule fake job",
  },
  {
    name: "Karriere Team",
    email: "karriere@nebenjob-sofort.example",
    company: "",
    message:
      "Nebenjob gesucht? Verdienen Sie bis zu 1.200 € pro Woche mit einfachen Online-Tätigkeiten. Bewerben Sie sich jetzt per WhatsApp: +49 157 00001111",
    who: "German fake side job",
  },
  {
    name: "Amazon Recruitment",
    email: "recruitment@amazon-jobs-de.example",
    company: "",
    message:
      "Hello! You have been selected for a part-time online job. Just like products and earn 50-500 EUR daily. Please contact our HR on WhatsApp +1 (555) 019-2231. 😊",
    who: "task scam recruitment",
  },

  // --- adult / dating ---
  {
    name: "Jessica",
    email: "jessica.hot99@dating-single.example",
    company: "",
    message:
      "Hi darling 😘 I saw your profile and I think you are very handsome. I am lonely tonight. Write me here: dating-single.example/jessica",
    who: "dating spam",
  },
  {
    name: "Natascha",
    email: "natascha.treffen@mail.example",
    company: "",
    message:
      "hallo süßer, ich bin neu in deiner stadt und suche diskrete treffen. schau dir meine fotos an: bit.ly/nat-pics 💋",
    who: "German adult spam",
  },
  {
    name: "Olga",
    email: "olga.lovely@ru-brides.example",
    company: "",
    message:
      "Hello, my name is Olga, I am 27 years old from Ukraine. I am looking for serious man for relationship. Please write me to my personal email olga.lovely@ru-brides.example",
    who: "romance scam",
  },

  // --- pharma ---
  {
    name: "Pharmacy Online",
    email: "sales@cheap-meds-rx.example",
    company: "",
    message:
      "Buy Viagra, Cialis, Tramadol without prescription. Lowest prices, discreet shipping worldwide. cheap-meds-rx.example",
    who: "pharma spam",
  },
  {
    name: "Gesundheit Direkt",
    email: "info@abnehmen-wunder.example",
    company: "",
    message:
      "Abnehmen ohne Diät! 12 kg in 4 Wochen mit unseren Keto-Kapseln. Jetzt 60 % Rabatt: abnehmen-wunder.example",
    who: "German diet pills spam",
  },
  {
    name: "CBD Store",
    email: "hello@cbd-premium-shop.example",
    company: "",
    message:
      "Hey, stressiger Arbeitsalltag im Handwerk? Unser CBD-Öl hilft bei Rückenschmerzen und Schlafproblemen. 20 % Rabatt mit Code HANDWERK20: cbd-premium-shop.example",
    who: "CBD spam targeting trades",
  },

  // --- influencer / social media ---
  {
    name: "Lisa Sommer",
    email: "lisa@influencer-connect.example",
    company: "Influencer Connect",
    message:
      "Hey Zunftwerk-Team! 👋\nWir vermitteln Handwerks-Influencer mit bis zu 500.000 Followern auf Instagram und TikTok. Eine Kooperation mit einem bekannten Schornsteinfeger-Influencer würde Kehrtour bekannt machen! Pakete ab 1.500 €.\nLust auf einen Call?\nLisa",
    who: "influencer marketing pitch mentioning product",
  },
  {
    name: "Jake Morgan",
    email: "jake@socialgrowthhq.example",
    company: "SocialGrowthHQ",
    message:
      "Hey, I can get you 10k real Instagram followers and 50k TikTok views for just $99. Boost your brand credibility instantly! DM me on Instagram @socialgrowthhq",
    who: "buy followers spam",
  },
  {
    name: "Mia Fuchs",
    email: "mia.fuchs.creator@gmail.com",
    company: "",
    message:
      "Hallo! Ich bin UGC-Creatorin und produziere authentische Videos für Marken. Ich würde gern ein Video über eure App machen – Paket 3 Videos für 450 €. Portfolio: linktr.ee/miafuchs_ugc",
    who: "UGC creator cold pitch",
  },
  {
    name: "Social Media Agentur",
    email: "info@social-boost-agentur.example",
    company: "Social Boost Agentur",
    message:
      "Guten Tag,\nIhr Instagram-Profil hat nur wenige Follower und kaum Interaktion. Wir übernehmen Ihr komplettes Social-Media-Management: 12 Posts, 8 Reels und Community-Management pro Monat für 490 €.\nIn 3 Monaten mindestens 2.000 neue Follower – garantiert.\nJetzt kostenloses Erstgespräch sichern!",
    who: "social media management pitch",
  },

  // --- partnership / lead gen / appointment setting ---
  {
    name: "Alexander Wolf",
    email: "a.wolf@b2b-terminierung.example",
    company: "B2B Terminierung Pro",
    message:
      "Hallo,\nwie viele neue Kundentermine mit Schornsteinfegern hatten Sie letzten Monat? Wir liefern Ihnen 15-20 qualifizierte Termine mit Entscheidern pro Monat – Sie zahlen nur pro stattgefundenem Termin.\nHätten Sie Mittwoch oder Donnerstag 15 Minuten Zeit?\nAlexander Wolf",
    who: "appointment setting agency mentioning sweeps",
  },
  {
    name: "Ryan Cooper",
    email: "ryan@pipelineboost.example",
    company: "PipelineBoost",
    message:
      "Hi,\nI'll keep this short. We help B2B SaaS companies book 20+ qualified sales meetings per month using cold email and LinkedIn. No retainer, pay per meeting.\nOpen to a quick chat?\nRyan\nP.S. If you're not the right person, who should I contact?",
    who: "English lead generation template",
  },
  {
    name: "Patrick Neumann",
    email: "patrick@partnerschaft-vertrieb.example",
    company: "Vertriebspartner Netzwerk",
    message:
      "Sehr geehrte Damen und Herren,\nwir möchten Ihnen eine strategische Partnerschaft vorschlagen. Unser Netzwerk aus 150 freien Handelsvertretern vertreibt Software im Handwerk bundesweit. Für die Aufnahme in unser Portfolio erheben wir eine einmalige Listungsgebühr von 2.900 €. Danach erhalten Sie Zugang zu tausenden Betrieben.\nMit freundlichen Grüßen\nPatrick Neumann",
    who: "partnership pitch with listing fee",
  },
  {
    name: "Olivia Green",
    email: "olivia@linkedinpro-growth.example",
    company: "LinkedIn Pro Growth",
    message:
      "Hi there,\nDo you want 500+ new LinkedIn connections with decision makers every month on autopilot? Our LinkedIn automation tool runs personalized campaigns 24/7 while you sleep.\nStart your free trial: linkedinpro-growth.example\nOlivia",
    who: "LinkedIn automation tool pitch",
  },
  {
    name: "Benedikt Kraus",
    email: "benedikt@linkedin-ghostwriting.example",
    company: "",
    message:
      "Hallo,\nIhr LinkedIn-Profil als Geschäftsführer hat enormes Potenzial! Ich schreibe für Sie 3 Posts pro Woche im Ghostwriting und baue Ihre Personal Brand auf. Ergebnis: Inbound-Leads aus dem Handwerk.\nPaket: 890 €/Monat.\nGruß Benedikt",
    who: "LinkedIn ghostwriting pitch",
  },
  {
    name: "Daniel Roth",
    email: "daniel.roth@handwerker-leads.example",
    company: "Handwerker-Leads.de",
    message:
      "Guten Tag,\nsind Sie an exklusiven Kundenanfragen interessiert? Wir liefern täglich neue Aufträge aus Ihrer Region – Dach, Heizung, Elektro, Schornstein. Pro Lead nur 19 €.\nJetzt registrieren: handwerker-leads.example/registrieren\nMit freundlichen Grüßen\nDaniel Roth",
    who: "lead portal pitch aimed at trades",
  },
  {
    name: "Emily Carter",
    email: "emily@saas-partnerships.example",
    company: "SaaS Partnerships Group",
    message:
      "Hi Zunftwerk team,\nWe love what you're building with Kehrtour! We'd like to explore a partnership: we'd feature Kehrtour in our 'Top 10 Scheduling Tools 2025' roundup, which gets 80k monthly visitors. A featured listing is $750, a standard listing is $350.\nLet me know which option works for you!\nEmily",
    who: "paid listing disguised as partnership",
  },
  {
    name: "Sven Kramer",
    email: "sven.kramer@cold-outreach-experts.example",
    company: "",
    message:
      "Hallo, kurze Frage: Wer ist bei Ihnen für Neukundengewinnung zuständig? Ich hätte eine Idee, wie Sie 30 neue Software-Kunden pro Quartal gewinnen. Haben Sie nächste Woche 10 Minuten?",
    who: "short German lead gen template",
  },

  // --- energy brokers ---
  {
    name: "Energieberatung Müller",
    email: "angebot@strompreis-gewerbe.example",
    company: "Strom & Gas Gewerbe Service",
    message:
      "Sehr geehrte Damen und Herren,\nIhr aktueller Gewerbestromtarif ist vermutlich zu teuer! Wir vergleichen über 800 Anbieter und sparen Ihnen durchschnittlich 32 % Ihrer Energiekosten. Schicken Sie uns einfach Ihre letzte Jahresabrechnung.\nKostenlos und unverbindlich.\nIhr Team von Strom & Gas Gewerbe Service",
    who: "energy broker pitch",
  },
  {
    name: "Thomas Lange",
    email: "t.lange@solar-gewerbe-partner.example",
    company: "Solar Gewerbe Partner",
    message:
      "Guten Tag,\nals Unternehmen mit Büroflächen können Sie mit einer PV-Anlage auf dem Dach Ihre Stromkosten halbieren. Jetzt 0 € Anzahlung, Finanzierung über 20 Jahre. Ich komme gerne für eine kostenlose Vor-Ort-Analyse vorbei.\nBeste Grüße\nThomas Lange",
    who: "solar cold pitch",
  },
  {
    name: "Energie Direkt",
    email: "service@energie-direkt-24.example",
    company: "",
    message:
      "WICHTIG: Ihr Gewerbestromvertrag läuft aus. Jetzt Tarif sichern, bevor die Preise steigen. Rückruf: 0800 500 600 700",
    who: "fake energy contract expiry",
  },

  // --- printing / merch / translation ---
  {
    name: "Nina Berger",
    email: "nina@druckprofi24.example",
    company: "DruckProfi24",
    message:
      "Hallo!\nFlyer, Visitenkarten, Roll-ups und Werbeartikel zum Bestpreis – jetzt 25 % Neukundenrabatt. Perfekt für Ihren nächsten Messeauftritt!\nGutscheincode: NEU25 auf druckprofi24.example\nViele Grüße, Nina",
    who: "printing service ad",
  },
  {
    name: "Werbeartikel Schmidt",
    email: "info@werbeartikel-schmidt.example",
    company: "Werbeartikel Schmidt",
    message:
      "Guten Tag,\nbedruckte Kugelschreiber, Tassen und Arbeitskleidung mit Ihrem Logo – ideal als Kundengeschenk für Ihre Handwerkskunden! Ab 100 Stück. Fordern Sie jetzt kostenlos unseren Katalog an.\nMit freundlichen Grüßen\nWerbeartikel Schmidt",
    who: "promotional merch pitch",
  },
  {
    name: "Li Wang",
    email: "li.wang@shenzhen-promo.example",
    company: "Shenzhen Promo Gifts Co., Ltd",
    message:
      "Dear Purchasing Manager,\nGood day! This is Li from Shenzhen Promo Gifts. We are professional manufacturer of custom USB sticks, power banks and lanyards with your logo. MOQ 100pcs, free sample.\nHope to cooperate with you!\nBest regards\nLi Wang",
    who: "Chinese promo gift manufacturer",
  },
  {
    name: "Translation Services",
    email: "info@translate-pro-agency.example",
    company: "TranslatePro Agency",
    message:
      "Hello,\nAre you planning to expand internationally? We offer professional translation of websites, software and documentation into 120 languages. Native speakers, fast turnaround, from 0.06 EUR per word.\nRequest a free quote today!",
    who: "translation service pitch",
  },
  {
    name: "Übersetzungsbüro Klein",
    email: "info@uebersetzung-klein.example",
    company: "",
    message:
      "Guten Tag, wir übersetzen Ihre Software Kehrtour in alle EU-Sprachen – beglaubigt und SEO-optimiert. Sonderangebot für Softwarehersteller: 20 % Rabatt auf die erste Übersetzung. Antworten Sie für ein Angebot.",
    who: "German translation pitch mentioning product",
  },

  // --- other pitches ---
  {
    name: "Video Marketing",
    email: "hello@erklaervideo-agentur.example",
    company: "Erklärvideo Agentur",
    message:
      "Hallo,\nein Erklärvideo für Kehrtour würde Ihre Conversion um 80 % steigern! Wir produzieren animierte Videos ab 990 €. Beispiele: erklaervideo-agentur.example/beispiele\nLG",
    who: "explainer video pitch",
  },
  {
    name: "Google Business",
    email: "verification@google-maps-eintrag.example",
    company: "Google Partner Service",
    message:
      "Ihr Google-Unternehmensprofil ist nicht verifiziert und wird in Kürze gesperrt! Rufen Sie uns an, um Ihr Profil zu sichern: 0800 123 4567. Bearbeitungsgebühr 99 €.",
    who: "fake Google profile verification",
  },
  {
    name: "Florian Hess",
    email: "f.hess@it-sicherheit-check.example",
    company: "IT-Sicherheit Check GmbH",
    message:
      "Sehr geehrte Damen und Herren,\nwussten Sie, dass 60 % der Unternehmen nach einem Hackerangriff innerhalb von 6 Monaten insolvent sind? Wir bieten einen kostenlosen Penetrationstest Ihrer Website an. Bitte senden Sie uns dazu Ihre Admin-Zugangsdaten.\nMit freundlichen Grüßen\nFlorian Hess",
    who: "fake security check requesting credentials",
  },
  {
    name: "Podcast Booking",
    email: "booking@unternehmer-podcast.example",
    company: "Unternehmer Podcast",
    message:
      "Hallo!\nWir haben Sie für unseren Podcast 'Mittelstand Macher' (Top 10 bei Spotify) ausgewählt. Als Gast können Sie Zunftwerk 45 Minuten lang vorstellen. Für die Produktion erheben wir einen Kostenbeitrag von 1.490 €.\nInteresse? Termine sind begrenzt!",
    who: "pay-to-play podcast invitation",
  },
  {
    name: "Award Committee",
    email: "nominations@german-business-awards.example",
    company: "German Business Excellence Awards",
    message:
      "Congratulations!\nZunftwerk has been shortlisted for the 'Best Software for Craftsmen 2025' award. To confirm your nomination and receive your winner's trophy and marketing package, please complete the registration (fee: 1,295 EUR).\nDeadline: Friday.",
    who: "vanity award scam",
  },
  {
    name: "Magazin Redaktion",
    email: "redaktion@top-unternehmen-magazin.example",
    company: "Top Unternehmen Magazin",
    message:
      "Sehr geehrte Damen und Herren,\nwir möchten Ihr Unternehmen in der nächsten Ausgabe unseres Wirtschaftsmagazins als 'Innovativstes Softwareunternehmen im Handwerk' porträtieren. Die redaktionelle Aufbereitung inkl. Fotoshooting kostet lediglich 2.400 € zzgl. MwSt.\nMit freundlichen Grüßen\nDie Redaktion",
    who: "paid advertorial disguised as press",
  },
  {
    name: "Messe Service",
    email: "aussteller@messe-verzeichnis-international.example",
    company: "Expo Guide International",
    message:
      "Dear Exhibitor,\nplease update your company details for the official exhibitor directory of IHM Munich. Fill in the attached form and return it. Note: the entry is subject to a fee of EUR 1,271 per year for three years (see terms).",
    who: "fake exhibitor directory scam",
  },
  {
    name: "Steuer Rückerstattung",
    email: "erstattung@bzst-online-service.example",
    company: "",
    message:
      "Bundeszentralamt für Steuern: Sie haben Anspruch auf eine Steuerrückerstattung von 1.284,50 €. Bitte bestätigen Sie Ihre Bankverbindung innerhalb von 48 Stunden: bzst-online-service.example/erstattung",
    who: "tax refund phishing",
  },
  {
    name: "Casino Royal",
    email: "bonus@casino-royal-vip.example",
    company: "",
    message:
      "🎰 500 € Willkommensbonus + 200 Freispiele! Jetzt registrieren und sofort gewinnen: casino-royal-vip.example",
    who: "casino spam",
  },
  {
    name: "Mr. James Okoro",
    email: "james.okoro.esq@mail.example",
    company: "Okoro & Associates Chambers",
    message:
      "Dear Friend,\nI am Barrister James Okoro, the personal attorney to late Engr. Hans Zunft, a German national who died in a car accident leaving a deposit of 8.5 million USD. As he shares the same surname as your company, I propose that you stand as the next of kin so the fund can be released to you. 50/50 sharing.\nReply urgently with your full name and phone number.",
    who: "advance fee inheritance scam",
  },
  {
    name: "Webhosting Service",
    email: "support@server-notice.example",
    company: "",
    message:
      "Your hosting account will be suspended in 24 hours due to unpaid invoice. Update payment information to avoid data loss: server-notice.example/billing",
    who: "hosting suspension phishing",
  },
  {
    name: "Elektronik Großhandel",
    email: "verkauf@elektronik-restposten.example",
    company: "",
    message:
      "Restposten! Tablets und Laptops für Ihre Mitarbeiter 70 % unter Neupreis. Nur solange Vorrat reicht. Liste: elektronik-restposten.example/liste.pdf",
    who: "electronics clearance spam",
  },

  // --- cleverly disguised as genuine ---
  {
    name: "Martin Schulze",
    email: "martin.schulze@web.de",
    company: "Schulze Schornsteinfeger",
    message:
      "Hallo,\nich bin Schornsteinfeger und interessiere mich für Kehrtour. Übrigens: Ich habe bemerkt, dass Ihre Website bei Google für 'Schornsteinfeger Software' nur auf Seite 3 steht. Ein Freund von mir macht SEO und hat mir sehr geholfen – schauen Sie mal auf seo-freund-hilft.example, er gibt 20 % Rabatt, wenn Sie meinen Namen nennen.\nGruß Martin",
    who: "SEO referral spam disguised as sweep enquiry",
  },
  {
    name: "Anna Becker",
    email: "anna.becker.kontakt@gmail.com",
    company: "",
    message:
      "Guten Tag,\nich möchte gern mehr über Ihre Terminplattform erfahren. Könnten Sie mich kontaktieren?\nPS: Ich habe auf Ihrer Seite einen Tippfehler gefunden. Wir bieten professionelles Lektorat für Websites an, ab 0,02 € pro Wort. Mehr unter lektorat-sofort.example",
    who: "interest enquiry turning into proofreading pitch",
  },
  {
    name: "Frank Hoffmann",
    email: "frank.hoffmann@handwerk-digital-partner.example",
    company: "Handwerk Digital Partner",
    message:
      "Hallo Zunftwerk-Team,\nich betreue über 300 Schornsteinfeger im Vertrieb und würde Kehrtour gern aufnehmen. Für die Aufnahme in unseren Katalog und die Schulung unserer Vertriebsmitarbeiter berechnen wir eine Einmalpauschale von 1.950 € zzgl. MwSt. Danach arbeiten wir auf Provisionsbasis.\nFreue mich auf Rückmeldung!\nFrank Hoffmann",
    who: "reseller pitch with upfront fee disguised as partnership",
  },
  {
    name: "Claudia Neumann",
    email: "claudia.neumann.1985@gmail.com",
    company: "Dachdeckerei Neumann",
    message:
      "Hi! Wir sind Dachdecker und brauchen eine Terminlösung. Ich habe eure Seite in diesem Vergleich gefunden: https://top-software-vergleich.example/handwerk?ref=cn85 – dort kann man auch günstig Software-Lizenzen kaufen. Kennt ihr das? LG Claudia",
    who: "affiliate link spam disguised as roofer",
  },
  {
    name: "Thomas Werner",
    email: "thomas.werner@gmx.de",
    company: "",
    message:
      "Sehr geehrte Damen und Herren,\nich interessiere mich für Ihre Buchungs-API und würde gern die Dokumentation erhalten.\nGleichzeitig möchte ich Ihnen unsere Dienstleistung vorstellen: Wir entwickeln API-Integrationen für SaaS-Anbieter und könnten Ihre API an 50+ Plattformen anbinden. Preis auf Anfrage.\nMit freundlichen Grüßen\nThomas Werner",
    who: "fake API interest leading to service pitch",
  },
  {
    name: "Sabine Richter",
    email: "sabine.richter@schornsteinfeger-portal.example",
    company: "Schornsteinfeger-Portal.de",
    message:
      "Guten Tag,\nwir betreiben das größte Verzeichnis für Schornsteinfeger-Dienstleister in Deutschland. Da Sie Software für Schornsteinfeger anbieten, haben wir für Sie bereits ein Premium-Profil angelegt. Bitte bestätigen Sie die Daten unter schornsteinfeger-portal.example/bestaetigen. Die Premium-Listung kostet 59 €/Monat, die ersten 14 Tage sind gratis.\nMit freundlichen Grüßen\nSabine Richter",
    who: "directory listing scam mentioning chimney sweeps",
  },
  {
    name: "Jürgen Klein",
    email: "juergen.klein@t-online.de",
    company: "Klein Haustechnik",
    message:
      "Hallo, ich bin Heizungsbauer und suche eine Terminsoftware. Bitte rufen Sie mich an.\nÜbrigens: Unsere Firma bietet Handwerkerkredite ohne Schufa – falls Sie oder Ihre Kunden das brauchen: kreditfuerhandwerker.example",
    who: "tradesman enquiry hiding loan ad",
  },
  {
    name: "Stefan Huber",
    email: "stefan.huber@kehrtour-bewertungen.example",
    company: "",
    message:
      "Hallo, ich habe gesehen, dass Kehrtour auf Capterra und Google noch kaum Bewertungen hat. Ich kann Ihnen 30 authentische Bewertungen von echten Schornsteinfegern besorgen, die die Software 'getestet' haben. Pro Bewertung 15 €. Diskret natürlich.",
    who: "fake software reviews mentioning product",
  },
  {
    name: "Katrin Walter",
    email: "k.walter@gruender-coaching.example",
    company: "",
    message:
      "Hallo!\nIch habe gesehen, dass Sie eine Plattform für Handwerker planen – tolles Projekt! Viele Startups scheitern leider am Vertrieb. In meinem Coaching-Programm 'Von 0 auf 100 Kunden' zeige ich Ihnen in 8 Wochen, wie es geht. Investition: 3.997 €. Jetzt Gratis-Strategiegespräch buchen: calendly.example/katrin-walter",
    who: "coaching pitch mentioning platform",
  },
  {
    name: "Peter Schmid",
    email: "peter.schmid@kaminkehrer-schmid.example",
    company: "Kaminkehrer Schmid",
    message:
      "Hallo,\nich bin Kaminkehrer und nutze Kehrtour. Mir ist aufgefallen, dass eure Tourenplanung deutlich besser wäre, wenn ihr unsere Routing-Software nutzen würdet. Zufällig bin ich Partner bei RouteGenius – wir bieten Lizenzen ab 5.000 € pro Jahr an. Wann können wir reden?",
    who: "vendor pitch disguised as customer",
  },
  {
    name: "Maria Gonzalez",
    email: "maria.gonzalez@webmaster-help.example",
    company: "",
    message:
      "Hello,\nI'm a big fan of your website! I noticed a few images aren't loading properly on your contact page. Also, your site doesn't appear in Google for some keywords. I'd love to help fix this for a small fee. Should I send you a proposal?\nMaria",
    who: "fan compliment leading to web services pitch",
  },
  {
    name: "Bernd Schulte",
    email: "bernd.schulte@bsf-schulte.example",
    company: "BSF Schulte",
    message:
      "Hallo, ich bin Bezirksschornsteinfeger und habe eine Frage zur Software. Bitte sehen Sie sich meine Fragen in diesem Dokument an, da es mehrere Seiten sind: https://docs-viewer-online.example/file/d/Fragen_Kehrtour.html\nDanke",
    who: "phishing disguised as chimney sweep questions",
  },
  {
    name: "Lea Krüger",
    email: "lea.krueger@studentin-umfrage.example",
    company: "",
    message:
      "Hallo, ich bin Studentin und schreibe meine Bachelorarbeit über Handwerkersoftware. Bitte nehmen Sie an meiner Umfrage teil – als Dankeschön verlosen wir ein iPhone 16! Zur Umfrage: https://umfrage-gewinnspiel.example/start?id=zunftwerk (Anmeldung mit E-Mail und Passwort erforderlich)",
    who: "phishing disguised as student survey",
  },
  {
    name: "Dennis Frank",
    email: "dennis.frank@appointment-ninja.example",
    company: "Appointment Ninja",
    message:
      "Hi Zunftwerk,\nsaw your booking API, nice work! We're building something similar and would love to partner. Actually, we could white-label our booking engine for you at 50% less than building in-house — 3,900 EUR/year. Want a demo?\nDennis",
    who: "competitor white-label pitch disguised as partnership",
  },
  {
    name: "Ursula Meyer",
    email: "ursula.meyer1952@web.de",
    company: "",
    message:
      "Guten Tag, ich bin Rentnerin und habe durch Bitcoin viel Geld verdient, 40.000 € in 3 Monaten! Mein Berater Herr Dr. Lehmann hat mir sehr geholfen. Ich möchte das weiterempfehlen an kleine Firmen: krypto-rente-sicher.example. Herzliche Grüße Ursula",
    who: "crypto testimonial spam disguised as personal message",
  },
  {
    name: "Matthias Vogel",
    email: "matthias.vogel@investor-netzwerk.example",
    company: "Investor Netzwerk Europa",
    message:
      "Sehr geehrte Geschäftsführung,\nwir haben Zunftwerk als vielversprechendes Startup identifiziert und möchten Sie unserem Netzwerk von über 500 Investoren vorstellen. Für die Aufbereitung Ihres Pitch-Decks und die Listung erheben wir eine Bearbeitungsgebühr von 1.800 €. Investments von 250.000 bis 2 Mio. € möglich.\nMit freundlichen Grüßen\nMatthias Vogel",
    who: "pay-to-pitch investor network",
  },
  {
    name: "Elena Wagner",
    email: "elena.wagner@website-kaufen.example",
    company: "",
    message:
      "Hallo, ich bin interessiert, Ihre Domain zunftwerk zu kaufen. Was wäre Ihr Preis? Alternativ habe ich die ähnliche Domain zunftwerk-software zu verkaufen, 2.500 €. Dann schützen Sie Ihre Marke. Beste Grüße Elena",
    who: "domain squatting sales pitch",
  },

  // --- more English templates ---
  {
    name: "John Smith",
    email: "john.smith.biz@gmail.com",
    company: "",
    message:
      "Hi,\nI hope this message finds you well. I wanted to reach out because I believe we can help your business grow. Our services include lead generation, SEO, PPC and social media marketing. Please let me know a good time to talk.\nBest,\nJohn",
    who: "generic English marketing template",
  },
  {
    name: "Amanda Lee",
    email: "amanda@explainer-vids.example",
    company: "",
    message:
      "Hey, I just watched your product demo video. I think it could be 10x better. I make animated explainer videos that convert. Can I send you a sample made specifically for your business? It's free.",
    who: "explainer video English pitch",
  },
  {
    name: "Mark Davis",
    email: "mark.davis@b2bfinancepartners.example",
    company: "B2B Finance Partners",
    message:
      "Hello,\nWe represent a group of investors looking to fund promising projects in Europe. Loans from 1M to 100M EUR at 3% interest, 10-year term. If your company needs funding for expansion, please contact us with a brief summary of your project.\nMark Davis\nSenior Consultant",
    who: "fake investor financing",
  },
  {
    name: "Kate Williams",
    email: "kate@podcast-guest-pitch.example",
    company: "",
    message:
      "Hi! Would you like to be a guest on top business podcasts? We have placed 300+ founders on shows with 100k+ listeners. Pricing starts at $1,500 per placement. Let's chat!",
    who: "podcast placement pitch",
  },
  {
    name: "Steve Brown",
    email: "steve@cheapwebhosting-deals.example",
    company: "",
    message:
      "Is your website slow? Switch to our hosting – 99.99% uptime, free SSL, free migration. Only $1.99/month! Sign up: cheapwebhosting-deals.example",
    who: "hosting ad",
  },
  {
    name: "Linda Parker",
    email: "linda.parker@grantwriters-global.example",
    company: "",
    message:
      "Dear Business Owner,\nDid you know your business may be eligible for EU grants up to €500,000? Our expert grant writers have a 95% success rate. Schedule a free eligibility call today.\nLinda Parker",
    who: "EU grant writing pitch",
  },
  {
    name: "Carlos Rodriguez",
    email: "carlos@nearshore-devs.example",
    company: "Nearshore Devs",
    message:
      "Hola! I'm Carlos from Nearshore Devs (Argentina). We help European startups hire senior developers at 40% less cost, same time zone overlap. Would love to introduce you to some candidates for your booking platform. Interested?",
    who: "nearshore dev staffing pitch",
  },
  {
    name: "Rebecca White",
    email: "rebecca@unclaimed-domains.example",
    company: "",
    message:
      "Hello,\nThe domain kehrtour.com is available for purchase. As the owner of the Kehrtour brand, you may want to secure it before a competitor does. Asking price: 4,900 USD. Reply to make an offer.\nRebecca",
    who: "domain sale using product name",
  },
  {
    name: "Alex",
    email: "alex.outreach99@gmail.com",
    company: "",
    message:
      "Hey! Quick q, are you the owner? I have a proposal that can double your revenue in 60 days. Reply YES and I'll send details.",
    who: "vague revenue-doubling pitch",
  },
  {
    name: "Tom Parker",
    email: "tom@accounting-outsource.example",
    company: "Outsource Accounting Co",
    message:
      "Hi,\nAre you spending too much time on bookkeeping? Our team of certified accountants in India can handle your bookkeeping, payroll and tax prep for a fraction of the cost. Plans from $199/month.\nTom",
    who: "accounting outsourcing pitch",
  },
  {
    name: "Nina Kowalski",
    email: "nina.k@chat-widget-pro.example",
    company: "ChatWidget Pro",
    message:
      "Hi there! I noticed you don't have a live chat on your website. Businesses with live chat convert 3x better. Try our widget free for 30 days: chat-widget-pro.example",
    who: "live chat widget pitch",
  },
  {
    name: "Anthony Brown",
    email: "anthony@mobileapp-experts.example",
    company: "",
    message:
      "Dear Sir/Madam,\nGreetings of the day!\nWe are a leading mobile app development company. We noticed that your business doesn't have a mobile app. We can develop a beautiful app for your business on both Android and iOS platforms.\nPlease share your contact number so we can discuss further.\nThanks & Regards\nAnthony",
    who: "'greetings of the day' app dev template",
  },

  // --- crude / short ---
  {
    name: "asdf",
    email: "qwerty123@mail.example",
    company: "",
    message: "cheap seo services !!! best price guaranteed !!! contact now",
    who: "crude SEO spam",
  },
  {
    name: "Bitcoin",
    email: "btc@crypto-mail.example",
    company: "",
    message:
      "💰💰💰 Verdiene 5000€ pro Tag mit Bitcoin 💰💰💰 www.bitcoin-millionaer.example",
    who: "crude crypto spam",
  },
  {
    name: "Peter",
    email: "peter8821@mail.example",
    company: "",
    message: "Hi, ich verkaufe Backlinks. Interesse?",
    who: "one-line backlink offer",
  },
  {
    name: "Marketing",
    email: "marketing@best-offers-now.example",
    company: "",
    message:
      "BEST OFFER!!! 1000 website visitors for only 9.99 EUR. Real traffic from Germany. Order now best-offers-now.example/traffic",
    who: "traffic selling spam",
  },
  {
    name: "Andrea Schmitz",
    email: "andrea.schmitz@seo-texte-shop.example",
    company: "",
    message:
      "Guten Tag, brauchen Sie Texte für Ihre Website? Ich schreibe SEO-Texte ab 3 Cent pro Wort. Schnell und zuverlässig. LG Andrea",
    who: "cheap SEO texts offer",
  },
  {
    name: "Eric Jones",
    email: "eric.jones@talkwithwebvisitor.example",
    company: "",
    message:
      "Hi, my name is Eric and I'm reaching out because I just found your site. It looks great, but I noticed a problem: people visit, look around, then leave without contacting you. Web Visitors Into Leads is a software widget that captures their name, email and phone number. CLICK HERE to try a live demo now: talkwithwebvisitor.example",
    who: "classic 'Eric Jones' visitor widget spam",
  },
  {
    name: "WhatsApp Marketing",
    email: "wa@massenversand-whatsapp.example",
    company: "",
    message:
      "WhatsApp Massenversand an 100.000 Kontakte! Ihre Werbung direkt aufs Handy Ihrer Zielkunden. Jetzt testen: +49 160 00002222",
    who: "WhatsApp bulk messaging spam",
  },
  {
    name: "Holiday Deals",
    email: "deals@luxus-reisen-gewinn.example",
    company: "",
    message:
      "Herzlichen Glückwunsch! Sie haben eine Luxusreise für 2 Personen nach Mallorca gewonnen. Bestätigen Sie Ihren Gewinn: luxus-reisen-gewinn.example/gewinn",
    who: "prize scam",
  },
  {
    name: "Heinz Rieger",
    email: "heinz.rieger@gold-investment-sicher.example",
    company: "Goldanlage Sicher",
    message:
      "Sehr geehrter Unternehmer,\nschützen Sie Ihr Betriebsvermögen mit physischem Gold! Jetzt Goldsparplan ab 50 € monatlich. Kostenlose Beratung: 0800 444 5555.",
    who: "gold investment pitch",
  },
  // --- long templates ---
  {
    name: "Jonathan Reed",
    email: "jonathan.reed@growthpartners-agency.example",
    company: "Growth Partners Agency",
    message:
      "Hi Zunftwerk Team,\nI hope this email finds you well.\n\nMy name is Jonathan and I'm the Senior Partnership Manager at Growth Partners Agency. We've been following your journey and are really impressed with what you've built with Kehrtour for chimney sweeps.\n\nWe specialize in helping B2B SaaS companies like yours scale their customer acquisition through a combination of:\n- Performance marketing (Google Ads, Meta, LinkedIn)\n- Content marketing and SEO\n- Outbound lead generation\n- Conversion rate optimization\n\nOur clients typically see a 3-5x increase in qualified leads within the first 90 days. Would you be open to a 15-minute discovery call next week? Here's my calendar: calendly.example/jonathan-reed\n\nBest regards,\nJonathan Reed",
    who: "long English agency outreach mentioning product",
  },
  {
    name: "Dr. Wolfgang Bauer",
    email: "w.bauer@mittelstandsfinanz-beratung.example",
    company: "Mittelstandsfinanz Beratung",
    message:
      "Sehr geehrte Damen und Herren,\nals unabhängige Finanzberatung für den Mittelstand unterstützen wir junge Softwareunternehmen bei der Kapitalbeschaffung.\n\nAktuell können wir Ihnen Folgendes anbieten:\n1. Investitionskredite bis 2 Mio. € ohne Sicherheiten\n2. Mezzanine-Kapital von privaten Investoren\n3. Zugang zu exklusiven Fördertöpfen, die nicht öffentlich ausgeschrieben sind\n\nFür die Erstellung Ihres individuellen Finanzierungskonzepts berechnen wir eine Bearbeitungspauschale von 690 € zzgl. MwSt., die bei Erfolg vollständig angerechnet wird.\n\nGerne rufe ich Sie für ein unverbindliches Gespräch an.\n\nMit freundlichen Grüßen\nDr. Wolfgang Bauer\nSenior Finanzberater",
    who: "long German financing pitch with upfront fee",
  },
  {
    name: "Priyanka Desai",
    email: "priyanka@bluewave-it.example",
    company: "BlueWave IT Solutions",
    message:
      "Dear Hiring Manager / Business Owner,\nGreetings from BlueWave IT Solutions, Bangalore!\nWe are a CMMI Level 3 certified company with 350+ professionals delivering:\n* Custom Software Development\n* Mobile App Development (iOS / Android / Flutter)\n* UI/UX Design\n* Cloud & DevOps (AWS, Azure, GCP)\n* AI/ML Solutions and Chatbots\n* Dedicated Resource Hiring\nEngagement models: Fixed price, Time & Material, Dedicated team starting at $2,200/month per developer.\nKindly let us know if you have any requirement. We would be happy to share our portfolio and case studies.\n\nWarm regards,\nPriyanka Desai\nBusiness Development Executive",
    who: "long Indian outsourcing bullet-list template",
  },
  {
    name: "Heike Lorenz",
    email: "h.lorenz@kundengewinnung-handwerk.example",
    company: "Kundengewinnung Handwerk GmbH",
    message:
      "Hallo Zunftwerk-Team,\nkennen Sie das? Sie haben ein tolles Produkt wie Kehrtour, aber die Schornsteinfeger kennen es noch nicht.\nGenau hier setzen wir an:\n✅ Wir rufen in Ihrem Namen bei Schornsteinfegerbetrieben an\n✅ Wir qualifizieren Interessenten vor\n✅ Sie bekommen fertige Demo-Termine in Ihren Kalender\n\nUnser Startpaket (20 Termine) kostet 2.400 € – danach nur 99 € pro Termin.\n\nIn unserer Referenzliste finden Sie namhafte Softwareanbieter aus dem Handwerk.\n\nSollen wir uns kurz austauschen? Antworten Sie einfach mit Ihrer Wunschzeit.\n\nSonnige Grüße\nHeike Lorenz",
    who: "long appointment-setting pitch targeting sweeps",
  },
];
