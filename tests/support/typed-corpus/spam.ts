// Written for issue 55 by a helper, to write and tune the spam rules against:
// spam that a person or a patient script types, by kind, and the people a
// careless filter would take for it. Everything is invented.
// Development corpus: spam typed into the contact form of a German software company
// (products: "Kehrtour" for chimney sweeps, an appointment-booking REST API, an upcoming
// appointment platform for all trades). Every message, name and address is invented.
// Domains use *.example or plausible free-mail providers.

import type { WrittenEnquiry as Enquiry } from "../enquiry-corpus.ts";

export const spam: readonly Enquiry[] = [
  // ───────────────────────────── pharma ─────────────────────────────
  {
    name: "RobertPet",
    email: "robertpet1987@gmail.com",
    company: "",
    message: `Buy Viagra online without prescription - 100mg from $0.89 per pill. Discreet packaging, worldwide shipping, pay with card or crypto. https://rx-discount-store.example/viagra-100mg`,
    who: "bot posting a generic online pharmacy link",
    kind: "pharma",
  },
  {
    name: "Daniel Hughes",
    email: "d.hughes@medsupply-partners.example",
    company: "MedSupply Partners Ltd.",
    message: `Hello,

I am contacting you on behalf of a licensed online pharmacy operating from within the EU. We supply generic Cialis, Levitra, Kamagra Oral Jelly and Sildenafil at factory prices, with tracked overnight delivery to Germany, Austria and Switzerland. No prescription required for orders below 60 tablets.

Current offer for new customers: 10 tablets free with every order above 79 EUR.

Catalogue: https://medsupply-partners.example/de/katalog

Kind regards,
Daniel Hughes
Customer Relations`,
    who: "online pharmacy posing as a supplier",
    kind: "pharma",
  },
  {
    name: "Apotheke Direkt",
    email: "service@potenz-direkt24.example",
    company: "",
    message: `Potenzmittel rezeptfrei bestellen! Sildenafil 100mg, Tadalafil 20mg, Vardenafil – Originalqualität aus indischer Produktion, diskreter Versand in 2-3 Werktagen, neutrale Verpackung ohne Absender. Bezahlung per Vorkasse, Paysafecard oder Bitcoin. Jetzt 15% Rabatt mit Code HERBST15: https://potenz-direkt24.example`,
    who: "German-language erectile dysfunction pill shop",
    kind: "pharma",
  },
  {
    name: "Аптека 24",
    email: "apteka.bez.recepta@mail.ru",
    company: "",
    message: `Здравствуйте! Интернет-аптека без рецепта: виагра, сиалис, левитра, дапоксетин, а также препараты для похудения. Оригинальное качество, доставка по всей России, СНГ и Европе, анонимная упаковка. Скидка 20% на первый заказ по промокоду START20. Заказ: https://apteka-bez-recepta.example — отвечаем в Telegram круглосуточно.`,
    who: "Russian-language no-prescription pharmacy",
    kind: "pharma",
  },
  {
    name: "王经理",
    email: "yaopin_zhixiao@163.com",
    company: "",
    message: `您好！本店专业销售美国进口伟哥、希爱力、必利劲，无需处方，正品保证，隐私包装，全国包邮，海外也可寄送。买三盒送一盒，量大从优。详情请加微信：yp8866a 或访问 https://weige-zhengpin.example`,
    who: "Chinese-language erectile dysfunction pill seller",
    kind: "pharma",
  },
  {
    name: "Sarah Collins",
    email: "sarah.collins.health@outlook.com",
    company: "SlimPen Europe",
    message: `Hi there, are you or your staff struggling with weight loss? We ship Ozempic / Semaglutide and Mounjaro pens directly from our partner clinic – no doctor visit, no prescription, no waiting list. Starter kit 0.25mg from 149 EUR, delivered to your office in 48h. Many businesses order for their whole team. Reply to this message for the price list or order here: https://slimpen-europe.example/order`,
    who: "weight-loss injection seller pitching to businesses",
    kind: "pharma",
  },
  {
    name: "Kevin",
    email: "kevinpharm77@hotmail.com",
    company: "",
    message: `Order Tramadol 100mg, Xanax 2mg, Oxycodone 30mg, Adderall 30mg, Valium 10mg online without script. Overnight shipping USA/EU. Bitcoin accepted, 10% off. Contact WhatsApp +1 302 555 0187 or visit https://painrelief-meds.example`,
    who: "controlled-drug seller",
    kind: "pharma",
  },
  {
    name: "cheap cialis",
    email: "info@ed-pills-cheap.example",
    company: "cheap cialis",
    message: `cheap cialis online https://ed-pills-cheap.example/cialis-20mg generic cialis 20mg best price cialis no prescription`,
    who: "one-line pharmacy link drop",
    kind: "pharma",
  },
  {
    name: "Marleen de Vries",
    email: "m.devries@focus-pharma.example",
    company: "Focus Pharma B.V.",
    message: `Sehr geehrte Damen und Herren,

als Versandapotheke mit Sitz in den Niederlanden bieten wir Unternehmen in Deutschland eine neue Möglichkeit, die Leistungsfähigkeit ihrer Teams zu steigern: Modafinil und Armodafinil (200 mg) in geprüfter Qualität – ohne Rezept, diskret an die Firmenadresse geliefert.

Gerade in Softwareunternehmen mit Deadlines und langen Arbeitstagen berichten unsere Firmenkunden von deutlich mehr Konzentration und weniger Müdigkeit. Ab 100 Tabletten gewähren wir 25 % Firmenrabatt, Rechnung mit ausgewiesener MwSt. möglich.

Gerne sende ich Ihnen unser Angebot für Ihr Unternehmen.

Mit freundlichen Grüßen
Marleen de Vries
Business Sales`,
    who: "'smart drug' seller disguised as a B2B offer",
    kind: "pharma",
  },
  {
    name: "Ирина",
    email: "irina.hudeem@yandex.ru",
    company: "",
    message: `Добрый день! Хотите похудеть на 10-15 кг за месяц без диет и спорта? Капсулы с сибутрамином и жиросжигатели нового поколения — результат уже через неделю. Бесплатная консультация и доставка. Пишите в WhatsApp +7 915 555-43-21 или переходите по ссылке https://hudeem-bystro.example`,
    who: "Russian-language diet pill seller",
    kind: "pharma",
  },

  // ───────────────────────────── casino-gambling ─────────────────────────────
  {
    name: "Casino Bonus",
    email: "promo@spin-royale-casino.example",
    company: "",
    message: `Get a 200% welcome bonus up to 1000 EUR + 50 free spins on Book of Dead at Spin Royale Casino! Instant withdrawals, no KYC, crypto welcome. Sign up in 30 seconds: https://spin-royale-casino.example/?ref=cf2291`,
    who: "online casino bonus spam",
    kind: "casino-gambling",
  },
  {
    name: "Lukas Brenner",
    email: "lukas.brenner92@gmx.net",
    company: "",
    message: `Hey, kennst du schon die besten Online Casinos ohne OASIS-Sperrdatei? Kein 1-Euro-Limit, keine 5-Sekunden-Regel, Einsätze bis 100 € pro Spin, Auszahlung in unter 10 Minuten. Alle Anbieter mit EU-Lizenz und deutschem Support. Übersicht und exklusive Bonuscodes hier: https://casino-ohne-limit.example/vergleich`,
    who: "German affiliate for unlicensed casinos",
    kind: "casino-gambling",
  },
  {
    name: "Максим",
    email: "maxim.kazino@mail.ru",
    company: "",
    message: `Лучшее онлайн-казино 2025 года! Бонус 500% на первый депозит + 200 фриспинов без отыгрыша. Вывод выигрышей за 5 минут на карту или USDT. Рабочее зеркало: https://vavada-zerkalo.example — промокод MAX500`,
    who: "Russian-language casino mirror link",
    kind: "casino-gambling",
  },
  {
    name: "澳门娱乐",
    email: "vip8888@qq.com",
    company: "",
    message: `澳门新葡京线上娱乐城，百家乐、龙虎、真人视讯、体育投注、电子游艺应有尽有。新会员首存即送100%，每日返水1.5%，提款秒到账。官方网址：https://xpj-yule.example 客服QQ：88886666`,
    who: "Chinese-language online casino spam",
    kind: "casino-gambling",
  },
  {
    name: "Fixed Matches",
    email: "sure.tips.odds@gmail.com",
    company: "",
    message: `100% SURE FIXED MATCHES. Half time / full time fixed, odds 30+. Inside information from club sources. Payment after the win for VIP members. Contact WhatsApp +44 7700 900412 or https://fixed-ht-ft.example`,
    who: "sports-betting 'fixed match' tipster scam",
    kind: "casino-gambling",
  },
  {
    name: "Emma Richardson",
    email: "emma.richardson@affiliate-outreach.example",
    company: "Northbridge Media",
    message: `Hi team,

I'm reaching out on behalf of one of our clients, a licensed iGaming operator (Curaçao licence) that is expanding into the German market. We are looking for websites to host a sponsored article with one do-follow link. The article would be written by our team and fit your audience (e.g. "How technology changes traditional crafts").

We can offer 350 EUR per placement, paid upfront via PayPal or Wise. The link would point to a casino review page.

Would you be open to this? Please let me know your price if different.

Best regards,
Emma Richardson
Outreach Manager`,
    who: "casino link placement disguised as sponsored content",
    kind: "casino-gambling",
  },
  {
    name: "Олег",
    email: "oleg.stavki@yandex.ru",
    company: "",
    message: `Ставки на спорт с гарантированным доходом! Наша команда аналитиков даёт прогнозы с проходимостью 87%. Первые три прогноза бесплатно. Подписывайтесь на Telegram-канал: https://t.example/stavki_pro_vip`,
    who: "Russian-language betting tips channel",
    kind: "casino-gambling",
  },
  {
    name: "Kasyno Bonus",
    email: "bonus.kasyno.pl@wp.pl",
    company: "",
    message: `Kasyno online z bonusem bez depozytu – 50 darmowych spinów na start! Szybkie wypłaty BLIK, polska obsługa 24/7. Sprawdź: https://kasyno-bonus-pl.example`,
    who: "Polish-language casino bonus spam",
    kind: "casino-gambling",
  },
  {
    name: "Jamesjah",
    email: "jamesjah@outlook.com",
    company: "",
    message: `1win promo code 2025: WIN500 - get 500% on first deposit. Works in all countries. https://1win-bonus-code.example`,
    who: "betting promo code drop",
    kind: "casino-gambling",
  },
  {
    name: "体育投注",
    email: "tiyu_touzhu@163.com",
    company: "",
    message: `世界杯预选赛、英超、NBA全场次投注，赔率全网最高，注册即送88元体验金，USDT充值提现秒到。下载APP：https://tyapp-bet.example 推广合作请联系Telegram @tybet_vip`,
    who: "Chinese-language sports betting app",
    kind: "casino-gambling",
  },

  // ───────────────────────────── dating ─────────────────────────────
  {
    name: "Lonely Ladies",
    email: "meet@lonely-ladies-nearby.example",
    company: "",
    message: `Lonely ladies in your area want to meet you tonight! No registration, 100% free. See who is online now: https://lonely-ladies-nearby.example/?id=8812`,
    who: "classic 'lonely ladies nearby' link",
    kind: "dating",
  },
  {
    name: "Anna",
    email: "anna.sweet1998@gmail.com",
    company: "",
    message: `Hi! I'm Anna, 27 years old. I saw your profile some time ago and I can't stop thinking about you 😊 I'm not often online here, so please write me on my private email annasweet98@date-mail.example and I will send you my photos. Kisses, Anna`,
    who: "romance bait asking to move to private e-mail",
    kind: "dating",
  },
  {
    name: "Natalia",
    email: "natalia.kiev.love@mail.ru",
    company: "",
    message: `Hallo, ich bin Natalia, 29 Jahre alt, ich komme aus der Ukraine und lebe jetzt in Warschau. Ich suche einen ernsthaften Mann aus Deutschland für eine Beziehung und vielleicht Familie. Ich bin ehrlich, romantisch und liebe die Natur. Wenn du mehr über mich erfahren willst, schreib mir bitte an meine E-Mail: nataliya.warm@mail-love.example. Ich warte auf deine Antwort! Natalia`,
    who: "romance scam in German",
    kind: "dating",
  },
  {
    name: "Катя",
    email: "katya.znakomstva@bk.ru",
    company: "",
    message: `Привет! Меня зовут Катя, мне 24. Скучно одной по вечерам... Ищу мужчину для приятного общения и не только 😉 Мои фото и анкета тут: https://znakomstva-ryadom.example/katya24`,
    who: "Russian-language dating bait",
    kind: "dating",
  },
  {
    name: "Jessica",
    email: "jessy.hot@hotmail.com",
    company: "",
    message: `Sexy girls waiting for you - no credit card, no registration. Real amateur webcam chat and local meetings. Click: https://hot-local-girls.example`,
    who: "adult webcam/dating link",
    kind: "dating",
  },
  {
    name: "Lucía",
    email: "lucia.madrid94@gmail.com",
    company: "",
    message: `Hola, soy Lucía, tengo 31 años y vivo en Madrid. No sé si esto es el lugar correcto para escribirte, pero vi tu foto y me pareciste muy interesante. Me gustaría conocerte mejor. Escríbeme aquí: https://citas-privadas.example/lucia – un beso!`,
    who: "Spanish-language romance bait",
    kind: "dating",
  },
  {
    name: "Sabine",
    email: "sabine.diskret@web.de",
    company: "",
    message: `Reife Frauen aus deiner Umgebung suchen diskrete Treffen – auch tagsüber. Viele sind verheiratet und wollen einfach nur Spaß ohne Verpflichtungen. Kostenlos anmelden und sofort Kontakte sehen: https://reife-treffen.example`,
    who: "German adult dating link",
    kind: "dating",
  },
  {
    name: "Melanie Schuster",
    email: "melanie.schuster.1991@gmx.de",
    company: "",
    message: `Hallo, entschuldigen Sie, dass ich über das Kontaktformular schreibe. Ich glaube, wir haben uns letzte Woche auf der Messe kurz unterhalten, Sie hatten mir Ihre Karte gegeben, aber ich habe sie verloren 🙈 Ich fand das Gespräch wirklich nett und würde mich freuen, wenn wir in Kontakt bleiben. Ich bin meistens hier erreichbar: https://mein-profil-melli.example – liebe Grüße, Melli`,
    who: "dating bait disguised as a trade-fair follow-up",
    kind: "dating",
  },
  {
    name: "Chloé",
    email: "chloe.rencontre@yahoo.fr",
    company: "",
    message: `Salut, je m'appelle Chloé, 26 ans. Je me sens un peu seule ces derniers temps... Je cherche un homme gentil pour discuter et plus si affinités. Mes photos sont ici : https://rencontres-coquines.example/chloe`,
    who: "French-language dating bait",
    kind: "dating",
  },

  // ───────────────────────────── mail-merge-template ─────────────────────────────
  {
    name: "Jonas Weber",
    email: "jonas.weber@wachstum-digital.example",
    company: "Wachstum Digital GmbH",
    message: `{Hallo|Hi|Guten Tag} {{first_name}},

{ich|wir} {habe|haben} {gesehen|festgestellt|bemerkt}, dass [Company Name] {aktuell|derzeit|momentan} {keine|kaum} {Neukunden|Anfragen} über {Google|die Website} {gewinnt|generiert}.

{Hätten Sie|Hättest du} {nächste Woche|diese Woche} {15|10} Minuten für ein {kurzes|unverbindliches} Gespräch?

{Beste Grüße|Viele Grüße|VG}
Jonas`,
    who: "cold e-mail with raw spintax and placeholders",
    kind: "mail-merge-template",
  },
  {
    name: "%SENDERNAME%",
    email: "outreach@leadflow-agency.example",
    company: "%SENDERCOMPANY%",
    message: `Hi %FIRSTNAME%,

I came across %COMPANY% while researching companies in the %INDUSTRY% space and was impressed by what you're building.

We help companies like %COMPANY% book 15-20 qualified sales meetings per month without hiring extra SDRs.

Worth a quick chat?

Cheers,
%SENDERNAME%`,
    who: "outreach template with unfilled %VARIABLES%",
    kind: "mail-merge-template",
  },
  {
    name: "Michael Turner",
    email: "michael@growthpartners.example",
    company: "Growth Partners",
    message: `Dear [Name],

I noticed [Company Name]'s website and wanted to reach out personally. We've helped businesses in [Industry] increase their revenue by [X]% in just [timeframe].

I'd love to show you how we could do the same for [Company Name]. Are you free for a 15-minute call on [Day]?

Best regards,
Michael Turner
[Title] | Growth Partners`,
    who: "sales pitch with square-bracket placeholders left in",
    kind: "mail-merge-template",
  },
  {
    name: "Laura",
    email: "laura.m@outreachly.example",
    company: "",
    message: `{Hi|Hello|Hey} {there|team|friend}, {I hope|hope} {this message finds you well|you are doing great|your week is going well}! {I wanted to|I'd like to|Just wanted to} {reach out|get in touch|connect} {about|regarding} {a|an exciting|a unique} {opportunity|collaboration|partnership} {for your business|for your company|that could help you grow}. {Let me know|Please let me know|Reply} {if you are interested|if this sounds interesting|and I'll send details}. {Thanks|Thank you|Cheers}, Laura`,
    who: "pure spintax blob, nothing resolved",
    kind: "mail-merge-template",
  },
  {
    name: "{{sender.name}}",
    email: "hello@pipeline-boost.example",
    company: "",
    message: `Hello {{contact.firstname}},

Quick question about {{company_name}} – are you currently the right person to talk to about {{pain_point}}?

We recently helped {{case_study_company}} cut their {{metric}} by 37% in under 60 days.

If not you, who would be the best person at {{company_name}}?

{{sender.signature}}`,
    who: "template with Handlebars-style tokens",
    kind: "mail-merge-template",
  },
  {
    name: "Sandra Ebert",
    email: "s.ebert@b2b-vertriebspartner.example",
    company: "B2B Vertriebspartner",
    message: `Sehr geehrte/r {{Anrede}} {{Nachname}},

mein Name ist Sandra Ebert von B2B Vertriebspartner. Wir unterstützen Unternehmen wie {{Firma}} aus {{Ort}} dabei, planbar neue Kunden im Bereich {{Branche}} zu gewinnen.

Darf ich Ihnen am {{Datum}} um {{Uhrzeit}} kurz unser Konzept vorstellen?

Mit freundlichen Grüßen
Sandra Ebert`,
    who: "German sales e-mail with unfilled merge fields",
    kind: "mail-merge-template",
  },
  {
    name: "Tom",
    email: "tom@saasgrowthlab.example",
    company: "SaaS Growth Lab",
    message: `Hi {first_name|there}, saw that {company|your company} is hiring for sales – usually that means growth targets are up. We built a system that delivers 30+ demos/month for B2B SaaS. Open to a 10 min chat next {weekday}? – {{sender_name}}`,
    who: "short pitch with mixed placeholder syntaxes",
    kind: "mail-merge-template",
  },
  {
    name: "{{name}}",
    email: "{{email}}",
    company: "{{company}}",
    message: `Hi [FIRST NAME], I'm [YOUR NAME] from [AGENCY]. We specialise in [SERVICE] for [NICHE] businesses. [PERSONALISED LINE ABOUT THEIR WEBSITE]. Would you be interested in a free [OFFER]? Reply YES and I'll send it over.`,
    who: "completely unfilled template, even in name and e-mail fields",
    kind: "mail-merge-template",
  },
  {
    name: "Patrick Lang",
    email: "patrick.lang@vertriebsturbo.example",
    company: "VertriebsTurbo",
    message: `Hallo Kehrtour Team,

ich bin auf Ihre Website gestoßen und mir ist aufgefallen, dass [INSERT PAIN POINT HERE]. Das ist bei vielen Unternehmen in Ihrer Branche so.

Wir haben für [REFERENZKUNDE] in nur 90 Tagen [ERGEBNIS] erreicht und ich bin sicher, dass wir das auch für Sie schaffen.

Haben Sie am Dienstag oder Mittwoch 15 Minuten Zeit?

Beste Grüße
Patrick Lang`,
    who: "half-personalised template with a leftover placeholder",
    kind: "mail-merge-template",
  },
  {
    name: "Julien Moreau",
    email: "julien.moreau@prospection-b2b.example",
    company: "Prospection B2B",
    message: `Bonjour {Prénom},

Je me permets de vous contacter car {Entreprise} correspond exactement au profil des sociétés que nous accompagnons dans leur développement commercial en {Pays}.

{Seriez-vous|Êtes-vous} disponible {cette semaine|la semaine prochaine} pour un échange de 15 minutes ?

Cordialement,
Julien`,
    who: "French template with unfilled fields and spintax",
    kind: "mail-merge-template",
  },

  // ───────────────────────────── advance-fee-inheritance ─────────────────────────────
  {
    name: "Barrister James Okafor",
    email: "barr.jamesokafor@gmail.com",
    company: "Okafor & Associates Chambers",
    message: `Dear Friend,

I am Barrister James Okafor, personal attorney to the late Engr. Thomas Kehr, a foreign contractor who lost his life with his wife and only daughter in a car accident along Lagos-Benin expressway. He left behind the sum of USD 8,500,000.00 (Eight Million Five Hundred Thousand United States Dollars) in a deposit account with a bank here.

Since his death, I have made several inquiries to locate any of his extended relatives but all efforts proved abortive. The bank has issued me a notice to provide the next of kin or the account will be confiscated. I am contacting you because you share the same surname/company name with my late client.

I seek your consent to present you as the next of kin so that the proceeds of this account can be paid to you. We shall share 50% for me and 40% for you, and 10% for expenses. This transaction is 100% risk free.

Please reply with your full name, phone number and address.

Barrister James Okafor (Esq.)`,
    who: "classic next-of-kin inheritance fraud",
    kind: "advance-fee-inheritance",
  },
  {
    name: "Dr. Helmut Sauer",
    email: "rechtsanwalt.dr.sauer@gmx.com",
    company: "Kanzlei Dr. Sauer",
    message: `Sehr geehrte Damen und Herren,

ich bin Rechtsanwalt Dr. Helmut Sauer und wende mich in einer vertraulichen Nachlassangelegenheit an Sie. Ein Mandant meiner Kanzlei, der 2021 kinderlos verstorben ist, hat ein Vermögen in Höhe von 4.750.000,00 EUR auf einem Konto in Spanien hinterlassen. Da er denselben Nachnamen trägt wie ein Mitarbeiter Ihres Unternehmens, möchte ich Ihnen vorschlagen, als Begünstigter aufzutreten.

Die Abwicklung ist vollkommen legal und wird von mir als Anwalt begleitet. Für die Eröffnung des Erbverfahrens fallen lediglich geringe Gebühren an.

Bitte antworten Sie ausschließlich an meine private E-Mail: dr.sauer.nachlass@outlook.com

Hochachtungsvoll
Dr. Helmut Sauer`,
    who: "German-language inheritance fraud",
    kind: "advance-fee-inheritance",
  },
  {
    name: "Mrs. Margaret Wilson",
    email: "mrs.margaret.wilson1952@yahoo.com",
    company: "",
    message: `Greetings in the name of the Lord,

I am Mrs Margaret Wilson, a widow suffering from oesophageal cancer. My doctor told me I have only a few months to live. My late husband left a fund of EUR 2,500,000 which I want to donate to a charity or a trustworthy person who will use it for the less privileged and orphans.

I found your company while searching online and I pray you will be honest to handle this. Please contact me urgently so I can give you the details of my lawyer and the bank.

God bless you.
Mrs. Margaret Wilson`,
    who: "dying-widow charity donation fraud",
    kind: "advance-fee-inheritance",
  },
  {
    name: "United Nations Compensation Unit",
    email: "un.compensation.unit@consultant.com",
    company: "UN Compensation Programme",
    message: `ATTENTION BENEFICIARY,

This is to notify you that your e-mail address was selected among the beneficiaries of the 2025 Scam Victims Compensation Programme. You have been awarded the sum of USD 1,500,000.00 which will be paid to you through an ATM VISA CARD.

To receive your card please send the following: Full name, Address, Phone number, Occupation, a copy of your ID. A delivery fee of USD 250 applies.

Contact Dr. Mark Ellis, Payment Director: mark.ellis.payment@consultant.com

Yours faithfully,
Mrs. Rose Adeyemi
Secretary`,
    who: "UN compensation / ATM card fraud",
    kind: "advance-fee-inheritance",
  },
  {
    name: "Mr. Chen Wei",
    email: "chenwei.hsbc.hk@gmail.com",
    company: "",
    message: `Hello, I am Mr. Chen Wei, an account manager with a bank in Hong Kong. I have a confidential business proposal regarding unclaimed funds of USD 12.8 million belonging to a deceased client who shares your surname. I need a foreign partner to stand as beneficiary. Reply for details.`,
    who: "short unclaimed-funds proposal",
    kind: "advance-fee-inheritance",
  },
  {
    name: "Loteria Internacional",
    email: "premios.loteria.es@outlook.es",
    company: "Lotería Europea S.A.",
    message: `Estimado ganador:

Nos complace informarle que su correo electrónico ha ganado el premio de 850.000,00 EUR en el sorteo internacional "EuroPrimitiva 2025" celebrado en Madrid. Su número de referencia es ESP/2025/7731-44.

Para reclamar su premio, contacte con nuestro agente fiduciario Sr. Alberto Ruiz antes de 14 días, indicando su nombre completo, dirección y número de teléfono. Los gastos de transferencia y seguro (950 EUR) deben abonarse previamente.

Atentamente,
Dña. Carmen López
Departamento de Premios`,
    who: "Spanish lottery win fraud",
    kind: "advance-fee-inheritance",
  },
  {
    name: "Sgt. Daniel Morrison",
    email: "sgt.daniel.morrison@protonmail.com",
    company: "",
    message: `Hello friend,

I am Sgt. Daniel Morrison, a US Army officer currently serving on a peacekeeping mission. During an operation my team recovered a consignment containing USD 6.2 million. I cannot keep the money here and I need a trustworthy partner in Europe to receive the box through a diplomatic courier. You will get 30% for your assistance. This is very confidential. Please reply with your WhatsApp number.`,
    who: "soldier 'recovered consignment' fraud",
    kind: "advance-fee-inheritance",
  },
  {
    name: "Ahmed Salim",
    email: "ahmedsalim.fund@gmail.com",
    company: "",
    message: `Please I need your urgent assistance to transfer USD 4.5M into your company account, it is legal and risk free, you take 40%. Reply for more details. God bless.`,
    who: "one-paragraph fund transfer request",
    kind: "advance-fee-inheritance",
  },
  {
    name: "Maître Pierre Dubois",
    email: "me.pierre.dubois.notaire@gmail.com",
    company: "Cabinet Notarial Dubois",
    message: `Bonjour,

Je suis Maître Pierre Dubois, notaire à Lomé (Togo). Je vous contacte au sujet de la succession de feu M. Jean-Marc Kehr, décédé sans héritier connu, qui a laissé la somme de 3 200 000 EUR dans une banque locale. Après de longues recherches, votre nom est apparu comme celui d'un parent possible.

Je vous propose de vous présenter comme héritier légal. Merci de me répondre rapidement avec vos coordonnées complètes afin que nous puissions entamer la procédure.

Cordialement,
Me Pierre Dubois`,
    who: "French-language inheritance fraud",
    kind: "advance-fee-inheritance",
  },

  // ───────────────────────────── fake-invoice ─────────────────────────────
  {
    name: "Accounts Receivable",
    email: "billing@invoice-center-online.example",
    company: "Invoice Center",
    message: `Hello,

Please find your invoice INV-2025-0934 (EUR 2,480.00) which is now 14 days overdue. To avoid late fees and service interruption, please review and pay the invoice today.

View invoice: https://invoice-center-online.example/view?doc=INV-2025-0934

If you have already paid, please disregard this message.

Accounts Receivable Team`,
    who: "overdue invoice with link to a fake viewer",
    kind: "fake-invoice",
  },
  {
    name: "Buchhaltung",
    email: "buchhaltung@mediendienst-sued.example",
    company: "Mediendienst Süd GmbH",
    message: `Sehr geehrte Damen und Herren,

laut unserer Buchhaltung ist die Rechnung Nr. 2025-11873 vom 02.09.2025 über 1.249,00 € (inkl. MwSt.) noch nicht beglichen. Wir bitten Sie, den Betrag innerhalb von 7 Tagen auf folgendes Konto zu überweisen:

Empfänger: Mediendienst Süd GmbH
IBAN: DE48 5001 0517 0000 4471 22
Verwendungszweck: 2025-11873

Sollte der Betrag nicht fristgerecht eingehen, sehen wir uns gezwungen, die Forderung an unser Inkassobüro zu übergeben.

Mit freundlichen Grüßen
Buchhaltung Mediendienst Süd`,
    who: "German payment reminder for an invoice never ordered",
    kind: "fake-invoice",
  },
  {
    name: "Inkasso Zentrale",
    email: "forderung@inkasso-zentrale-de.example",
    company: "Inkasso Zentrale Deutschland",
    message: `LETZTE MAHNUNG VOR GERICHTLICHEM MAHNVERFAHREN

Aktenzeichen: IZ-4471-2025
Gläubiger: Online-Marketing Verlag
Hauptforderung: 389,00 €
Mahngebühren: 45,00 €
Inkassokosten: 97,50 €
Gesamt: 531,50 €

Trotz mehrfacher Aufforderung haben Sie die offene Forderung nicht beglichen. Zahlen Sie den Gesamtbetrag bis spätestens 3 Tage nach Erhalt dieser Nachricht, andernfalls leiten wir ohne weitere Ankündigung das gerichtliche Mahnverfahren ein und melden den Vorgang an die SCHUFA.

Forderungsaufstellung und Zahlungsinformationen: https://inkasso-zentrale-de.example/akte/IZ-4471-2025`,
    who: "threatening fake debt-collection notice",
    kind: "fake-invoice",
  },
  {
    name: "SSL Renewal Department",
    email: "renewal@ssl-trust-services.example",
    company: "SSL Trust Services",
    message: `Your SSL certificate renewal invoice #SSL-88213 is ready. Amount due: USD 189.00 (1-year Premium EV SSL for your domain). Your certificate expires in 5 days - after that visitors will see a "Not secure" warning. Pay now to avoid interruption: https://ssl-trust-services.example/pay/88213`,
    who: "fake SSL renewal invoice",
    kind: "fake-invoice",
  },
  {
    name: "Order Confirmation",
    email: "noreply@order-status-mail.example",
    company: "",
    message: `Thank you for your order #DE-774120. Your payment of EUR 899.99 for "Norton 360 Business – 10 devices, 3 years" has been processed successfully. If you did not authorise this purchase, call our refund department immediately at +49 30 555 019 44 within 24 hours.`,
    who: "fake purchase receipt / refund callback scam",
    kind: "fake-invoice",
  },
  {
    name: "Katrin Hoffmann",
    email: "k.hoffmann.finance@gmail.com",
    company: "Schröder Software Vertrieb",
    message: `Guten Tag,

wir möchten Sie darüber informieren, dass sich unsere Bankverbindung aufgrund einer Umstellung im Konzern geändert hat. Bitte verwenden Sie für alle offenen und zukünftigen Rechnungen ab sofort ausschließlich das neue Konto:

Kontoinhaber: Schröder Software Vertrieb
IBAN: LT21 3250 0247 1100 5563
BIC: REVOLT21

Die Rechnung RE-2025-0412 über 4.860,00 € ist bereits fällig. Bitte bestätigen Sie uns kurz die Änderung in Ihrem System.

Mit freundlichen Grüßen
Katrin Hoffmann
Finanzbuchhaltung`,
    who: "supplier-impersonation bank detail change",
    kind: "fake-invoice",
  },
  {
    name: "Hosting Service",
    email: "rechnung@webhosting-verlaengerung.example",
    company: "WebHost Deutschland",
    message: `Rechnung für Webhosting Verlängerung 2026

Ihr Hosting-Paket "Business Pro" wird zum 01.01.2026 automatisch verlängert. Rechnungsbetrag: 358,80 € (12 Monate à 29,90 €). Die Abbuchung erfolgt in den nächsten Tagen. Falls Sie der Verlängerung widersprechen möchten oder Ihre Zahlungsdaten aktualisieren müssen, melden Sie sich bitte hier an: https://webhosting-verlaengerung.example/kundenlogin`,
    who: "fake hosting renewal invoice with credential link",
    kind: "fake-invoice",
  },
  {
    name: "Procurement Office",
    email: "purchase.dept@globaltrade-import.example",
    company: "Global Trade Import LLC",
    message: `Dear Supplier,

Kindly review the attached purchase order and proforma invoice for our upcoming order and confirm availability and delivery date. Documents are shared securely via our portal:

https://secure-docs-share.example/po/GT-2025-3391

Please sign in with your business e-mail to open the files.

Best regards,
Procurement Office`,
    who: "fake purchase order leading to credential phishing",
    kind: "fake-invoice",
  },
  {
    name: "Service Comptabilité",
    email: "compta@factures-en-ligne.example",
    company: "",
    message: `Bonjour, la facture n° FA-2025-0771 d'un montant de 1 540,00 EUR reste impayée malgré nos relances. Merci de procéder au règlement sous 48 heures. Consulter la facture : https://factures-en-ligne.example/FA-2025-0771`,
    who: "French-language unpaid invoice notice",
    kind: "fake-invoice",
  },

  // ───────────────────────────── directory-entry-scam ─────────────────────────────
  {
    name: "Gewerbeverzeichnis Deutschland",
    email: "aktualisierung@gewerbeverzeichnis-de.example",
    company: "GVD Gewerbeverzeichnis Deutschland",
    message: `Aktualisierung Ihres Firmeneintrags – Bitte bis 15.11. zurücksenden

Sehr geehrte Damen und Herren,

zur Aktualisierung unserer Datenbank bitten wir Sie, die bei uns hinterlegten Firmendaten (Firmenname, Anschrift, Telefon, Branche, Ansprechpartner) zu prüfen und gegebenenfalls zu korrigieren. Das Formular finden Sie unter https://gewerbeverzeichnis-de.example/eintrag/88421

Nach Rücksendung des unterzeichneten Formulars wird Ihr Eintrag für das Gewerbeverzeichnis Deutschland 2026 freigeschaltet.

Hinweis: Der Eintrag im Premiumverzeichnis kostet 1.137,00 € netto pro Jahr, Mindestlaufzeit 3 Jahre. Gerichtsstand ist Alicante.`,
    who: "classic business-directory 'update your entry' trap",
    kind: "directory-entry-scam",
  },
  {
    name: "Branchenbuch Online",
    email: "service@branchenbuch-online24.example",
    company: "Branchenbuch Online 24",
    message: `Guten Tag, Ihr Firmeneintrag im Branchenbuch Online ist unvollständig (fehlende Öffnungszeiten, keine Leistungsbeschreibung). Unvollständige Einträge werden in den Suchergebnissen benachteiligt. Bitte prüfen und bestätigen Sie Ihre Daten hier: https://branchenbuch-online24.example/bestaetigen?id=DE-203344 – die Bestätigung dauert nur eine Minute.`,
    who: "directory asking to 'confirm' data (fee hidden in T&Cs)",
    kind: "directory-entry-scam",
  },
  {
    name: "Zentrales Gewerberegister",
    email: "erfassung@zentrales-gewerberegister.example",
    company: "ZGR – Zentrales Gewerberegister",
    message: `Erfassung der Gewerbetreibenden 2026 – Aktenzeichen ZGR/2026/DE/55791

Sehr geehrte Gewerbetreibende,

gemäß den aktuellen Vorgaben ist eine einheitliche Erfassung aller Gewerbebetriebe im Zentralen Gewerberegister vorgesehen. Bitte vervollständigen Sie die beigefügten Angaben und senden Sie das Formular per Fax an 0211 555 88 19 zurück.

Die Veröffentlichung im Register ist kostenpflichtig (Jahresbeitrag 897,00 € zzgl. MwSt.). Nicht fristgerecht eingegangene Erfassungsbögen können nicht berücksichtigt werden.`,
    who: "official-sounding trade register fee trap",
    kind: "directory-entry-scam",
  },
  {
    name: "European Business Directory",
    email: "update@eu-business-directory.example",
    company: "EBD European Business Directory",
    message: `Dear Sir/Madam,

To keep your company information up to date in the European Business Directory, please check the details we hold and complete or correct them if necessary. Updating your free entry only takes a minute: https://eu-business-directory.example/update/DE5589021

Please return the signed form within 8 days.

European Business Directory – Data Department

(By signing, you order an advertisement for 3 years at EUR 995 per year.)`,
    who: "English-language EU business directory trap",
    kind: "directory-entry-scam",
  },
  {
    name: "Handwerker-Verzeichnis",
    email: "redaktion@handwerker-verzeichnis-2026.example",
    company: "Handwerker-Verzeichnis 2026",
    message: `Sehr geehrte Damen und Herren,

wir haben Ihren Eintrag für die Ausgabe "Handwerker-Verzeichnis 2026 – Software & Dienstleistungen für das Handwerk" vorbereitet. Damit Ihre Angaben korrekt veröffentlicht werden, bitten wir um Prüfung und Freigabe bis zum 30.11.

Vorbereiteter Eintrag: Kehrtour – Software für Schornsteinfeger, Terminplanung, Online-Buchung.

Freigabe: https://handwerker-verzeichnis-2026.example/freigabe/41887

Mit freundlichen Grüßen
Redaktion`,
    who: "pre-filled directory entry awaiting 'release'",
    kind: "directory-entry-scam",
  },
  {
    name: "Katalog Firm Polskich",
    email: "biuro@katalog-firm-eu.example",
    company: "Katalog Firm EU",
    message: `Dzień dobry, prosimy o weryfikację danych Państwa firmy w naszym katalogu przedsiębiorstw. Aktualizacja jest bezpłatna i zajmuje tylko chwilę: https://katalog-firm-eu.example/weryfikacja/77120. Brak aktualizacji może spowodować usunięcie wpisu.`,
    who: "Polish-language directory verification trap",
    kind: "directory-entry-scam",
  },
  {
    name: "Branchenportal",
    email: "info@branchenportal-regional.example",
    company: "",
    message: `Ihr kostenloser Eintrag im Branchenportal läuft am 30.11. ab. Jetzt mit einem Klick verlängern und weiterhin gefunden werden: https://branchenportal-regional.example/verlaengern`,
    who: "short directory 'renewal' notice",
    kind: "directory-entry-scam",
  },
  {
    name: "Firmenverzeichnis Handwerk & Technik",
    email: "vertrieb@fv-handwerk-technik.example",
    company: "FV Handwerk & Technik Verlag",
    message: `Guten Tag,

wie jedes Jahr erscheint im Januar das Firmenverzeichnis Handwerk & Technik in Print und Online. Für Ihren Basiseintrag benötigen wir nur noch Ihre Bestätigung der Firmendaten.

Firma: Kehrtour
Straße: ____________
PLZ/Ort: ____________
Telefon: ____________

Bitte füllen Sie die Felder aus und senden Sie uns das Formular unterschrieben zurück. Mit Ihrer Unterschrift beauftragen Sie einen Premium-Eintrag (Laufzeit 24 Monate, monatlich 79,00 € zzgl. MwSt.).

Mit freundlichen Grüßen
Vertriebsinnendienst`,
    who: "form letter for a paid directory entry",
    kind: "directory-entry-scam",
  },
  {
    name: "Deutsches Firmenregister",
    email: "datenpflege@deutsches-firmenregister.example",
    company: "DFR Deutsches Firmenregister",
    message: `Datenabgleich Handelsregister – Ihre Firmendaten weichen ab. Bitte korrigieren Sie Ihre Angaben innerhalb von 10 Tagen, um eine fehlerhafte Veröffentlichung zu vermeiden. Formular: https://deutsches-firmenregister.example/abgleich – Bearbeitungsentgelt laut AGB.`,
    who: "register data 'mismatch' notice with fee in small print",
    kind: "directory-entry-scam",
  },

  // ───────────────────────────── proof-copy-scam ─────────────────────────────
  {
    name: "Anzeigenverwaltung",
    email: "anzeigen@branchen-kompass-verlag.example",
    company: "Branchen-Kompass Verlag",
    message: `Korrekturabzug Ihrer Anzeige – Branchen-Kompass 2026

Sehr geehrte Damen und Herren,

anbei erhalten Sie den Korrekturabzug Ihrer Anzeige für die kommende Ausgabe des Branchen-Kompass 2026. Bitte prüfen Sie Text und Gestaltung und senden Sie uns den Abzug unterschrieben per Fax (0621 555 30 99) oder per E-Mail zurück.

Format: 1/4 Seite, 4-farbig
Rubrik: Software / EDV
Preis: 1.490,00 € zzgl. MwSt.

Ohne Rückmeldung bis zum 20.11. gilt der Korrekturabzug als freigegeben.

Mit freundlichen Grüßen
Ihre Anzeigenverwaltung`,
    who: "proof copy of an ad that was never ordered",
    kind: "proof-copy-scam",
  },
  {
    name: "Redaktion Feuerwehr & Rettung Jahrbuch",
    email: "anzeigenauftrag@feuerwehr-jahrbuch.example",
    company: "Verlag für Sicherheit & Prävention",
    message: `Anzeigenauftrag Nr. 25-4471 – Bestätigung

Sehr geehrte Damen und Herren,

vielen Dank für Ihre Unterstützung! Wie mit Ihrem Büro telefonisch vereinbart, erscheint Ihre Anzeige im "Jahrbuch Feuerwehr & Rettung 2026" (Auflage 25.000 Exemplare, Verteilung an Feuerwachen und Behörden). Gerade Schornsteinfeger-Dienstleister sind bei unseren Lesern sehr gefragt.

Anzeigenpreis: 2.180,00 € netto. Die Rechnung folgt nach Erscheinen.

Bitte senden Sie uns die beigefügte Auftragsbestätigung unterschrieben zurück.`,
    who: "'as agreed by phone' ad order in a safety yearbook",
    kind: "proof-copy-scam",
  },
  {
    name: "Herr Kowalczyk",
    email: "h.kowalczyk@verlag-wirtschaftsspiegel.example",
    company: "Wirtschaftsspiegel Regional",
    message: `Guten Tag,

wie heute Vormittag mit Ihrer Kollegin besprochen, übersende ich Ihnen den Korrekturabzug für den Firmenbeitrag in unserer Sonderausgabe "Digitalisierung im Handwerk". Bitte kurz gegenlesen und die Freigabe unterschrieben zurückschicken, damit wir rechtzeitig in Druck gehen können.

Korrekturabzug: https://verlag-wirtschaftsspiegel.example/ka/KT-2211.pdf

Vielen Dank und beste Grüße
M. Kowalczyk
Anzeigenabteilung`,
    who: "proof copy claimed to follow a phone call with a colleague",
    kind: "proof-copy-scam",
  },
  {
    name: "Senioren-Sicherheitsratgeber",
    email: "info@senioren-ratgeber-verlag.example",
    company: "Senioren-Ratgeber Verlag",
    message: `Ihre Anzeige im Sicherheitsratgeber für Senioren 2026

Vielen Dank, dass Sie auch in diesem Jahr die Aufklärungsarbeit zum Schutz älterer Menschen vor Trickbetrug unterstützen. Der Korrekturabzug Ihrer Anzeige (1/8 Seite, 690,00 € zzgl. MwSt.) liegt zur Freigabe bereit. Bitte bestätigen Sie bis Freitag, da sonst der Abzug aus dem Vorjahr übernommen wird.`,
    who: "'social cause' ad booklet proof",
    kind: "proof-copy-scam",
  },
  {
    name: "International Trade Guide",
    email: "proofs@international-trade-guide.example",
    company: "ITG International Trade Guide",
    message: `PROOF OF ADVERTISEMENT – ACTION REQUIRED

Please check the enclosed proof of your advertisement for the International Trade Guide 2026 edition and return it signed within 5 working days. If we do not receive corrections, the advertisement will be published as shown.

Price for the standard listing: EUR 1,271 per edition.

Proof: https://international-trade-guide.example/proof/DE-KT-77120`,
    who: "English proof-of-ad trap",
    kind: "proof-copy-scam",
  },
  {
    name: "Verlagsservice Nord",
    email: "freigabe@verlagsservice-nord.example",
    company: "Verlagsservice Nord",
    message: `Letzte Freigabe erforderlich – Korrekturabzug Anzeigenauftrag 2026/118. Ohne Ihre Rückmeldung innerhalb von 48 Stunden wird die Anzeige wie vorliegend gedruckt und berechnet (1.090 € netto).`,
    who: "short last-chance proof release",
    kind: "proof-copy-scam",
  },
  {
    name: "Anzeigenleitung",
    email: "verlaengerung@handwerksjournal-verlag.example",
    company: "Handwerksjournal Verlag",
    message: `Sehr geehrte Kundin, sehr geehrter Kunde,

Ihr Anzeigenauftrag aus 2025 im "Handwerksjournal – Bezugsquellen" läuft zum Jahresende aus. Wie in den Vorjahren haben wir die Verlängerung für 2026 zu unveränderten Konditionen vorbereitet (Anzeigengröße 90 x 60 mm, 1.340,00 € netto).

Bitte senden Sie den Korrekturabzug innerhalb von 7 Tagen unterschrieben zurück. Änderungen am Anzeigentext nehmen wir gerne kostenfrei vor.

Mit freundlichen Grüßen
Anzeigenleitung`,
    who: "fake 'renewal' of a previous ad order",
    kind: "proof-copy-scam",
  },
  {
    name: "Schulplaner-Redaktion",
    email: "anzeigen@schulplaner-jugend.example",
    company: "Jugendförderung Schulplaner",
    message: `Guten Tag,

mit Ihrer Anzeige im Schülerkalender 2026/27 unterstützen Sie die Jugendarbeit in Ihrer Region – die Kalender werden kostenlos an über 40 Schulen verteilt. Anbei der Korrekturabzug Ihrer Anzeige zur Freigabe. Sollten Sie Änderungen wünschen, teilen Sie uns diese bitte bis zum 25.11. mit.

Anzeigenpreis: 840,00 € zzgl. MwSt.

Freundliche Grüße
Redaktion Schulplaner`,
    who: "school-calendar ad proof trap",
    kind: "proof-copy-scam",
  },

  // ───────────────────────────── domain-expiry-or-purchase ─────────────────────────────
  {
    name: "Jason Liu",
    email: "jason.liu@cn-domain-center.example",
    company: "Shanghai Domain Registration Center",
    message: `(Please forward this to your CEO, because this is urgent. If this email affects you, we are very sorry, please ignore this email. Thanks)

Dear CEO,

We are a Network Service Company which is the domain name registration center in Shanghai, China. On November 12, 2025, we received an application from Hongda Holdings Ltd requesting "kehrtour" as their internet keyword and China (CN) domain names (kehrtour.cn, kehrtour.com.cn, kehrtour.net.cn, kehrtour.org.cn). But after checking it, we find this name conflicts with your company name or trademark. In order to deal with this matter better, it's necessary to send email to you and confirm whether this company is your distributor or business partner in China?

Best Regards,
Jason Liu | Service & Operations Manager
Shanghai Domain Registration Center`,
    who: "classic Chinese registrar 'someone wants your name' scam",
    kind: "domain-expiry-or-purchase",
  },
  {
    name: "Domain Services",
    email: "notice@domain-renewal-services.example",
    company: "Domain Renewal Services",
    message: `DOMAIN EXPIRATION NOTICE

Your domain registration is about to expire on 28 November 2025. Failure to renew will result in the loss of your website, e-mail and online presence. Your domain may become available to competitors.

Renew now (1 year, USD 86.00): https://domain-renewal-services.example/renew

This is your final notice.`,
    who: "domain expiry notice from a non-registrar",
    kind: "domain-expiry-or-purchase",
  },
  {
    name: "Mark",
    email: "mark.domains88@gmail.com",
    company: "",
    message: `Hi, I'm interested in buying your domain. What's your price?`,
    who: "one-line domain purchase enquiry",
    kind: "domain-expiry-or-purchase",
  },
  {
    name: "Eric Vandenberg",
    email: "eric@premium-domain-brokers.example",
    company: "Premium Domain Brokers",
    message: `Hello,

I represent a client who is interested in acquiring your domain name. They are a well-funded startup and have authorised a budget in the range of USD 5,000 – 15,000, depending on the terms.

To proceed, the domain first needs a current valuation certificate, which you can obtain from an independent appraisal service such as https://domain-appraisal-cert.example (approx. USD 99). Once we receive the certificate, my client will send a formal offer within 48 hours.

Looking forward to your reply.

Eric Vandenberg
Senior Broker`,
    who: "fake domain buyer demanding a paid appraisal",
    kind: "domain-expiry-or-purchase",
  },
  {
    name: "Domain-Verwaltung",
    email: "service@domain-verwaltung-de.example",
    company: "DVD Domain-Verwaltung Deutschland",
    message: `Wichtige Mitteilung: Ihre Domain läuft ab

Sehr geehrter Domaininhaber,

die Registrierung Ihrer .de-Domain endet am 30.11.2025. Um den Verlust der Domain und aller damit verbundenen E-Mail-Adressen zu verhindern, ist eine Verlängerung erforderlich. Die Gebühr für 12 Monate beträgt 49,90 €.

Jetzt verlängern: https://domain-verwaltung-de.example/verlaengern?ref=6633

Mit freundlichen Grüßen
Ihre Domain-Verwaltung`,
    who: "German domain expiry scare",
    kind: "domain-expiry-or-purchase",
  },
  {
    name: "SEO Domain Service",
    email: "final.notice@domain-seo-service.example",
    company: "Domain SEO Service",
    message: `FINAL NOTICE – DOMAIN SEO SERVICE

Attn: Domain Owner

Your domain search engine submission expires soon. Failure to complete your submission by the expiration date may result in the cancellation of this offer, making it difficult for your customers to locate you on the web.

Submission term: 1 year
Price: USD 89.00

Secure payment: https://domain-seo-service.example/pay

This notice is not an invoice and you are under no obligation to pay.`,
    who: "classic 'domain SEO service' final notice",
    kind: "domain-expiry-or-purchase",
  },
  {
    name: "Victor Hale",
    email: "victor@brandable-domains.example",
    company: "Brandable Domains Inc.",
    message: `Hi there,

The premium domain Kehrtour.com is available for acquisition. It's a perfect match for your brand, easy to remember and a strong trust signal for international customers. Buy-it-now price: USD 4,900 (payment plans available).

Details: https://brandable-domains.example/kehrtour-com

Don't let a competitor get it first.

Victor`,
    who: "domainer selling a matching .com",
    kind: "domain-expiry-or-purchase",
  },
  {
    name: "刘经理",
    email: "liu.jingli@zhuce-zhongxin.example",
    company: "上海网络注册中心",
    message: `尊敬的公司负责人：您好！

我们是上海的一家网络域名注册服务机构。近日我们收到一家名为"华信投资有限公司"的企业申请注册"kehrtour"作为他们的网络品牌及中文域名、.cn/.com.cn/.net.cn 等国际域名。经审核，我们发现该名称与贵公司的品牌相同，因此特来函确认：该公司是否为贵公司在中国的代理商或合作伙伴？如果不是，请尽快与我们联系，以免贵公司的品牌受到影响。

此致
刘经理 审核部`,
    who: "Chinese-language registrar brand-conflict scam",
    kind: "domain-expiry-or-purchase",
  },
  {
    name: "Domain Watch Alert",
    email: "alerts@domain-watch-alert.example",
    company: "",
    message: `Alert: a similar domain "kehr-tour.de" has just been registered in China. This may be used for phishing or brand abuse. Protect your brand now – register all variants (.eu, .at, .ch, .com, .net, .cn) in one bundle for EUR 299: https://domain-watch-alert.example/protect`,
    who: "brand-protection bundle upsell via fear",
    kind: "domain-expiry-or-purchase",
  },
  {
    name: "Florian Keßler",
    email: "florian.kessler@domain-ankauf.example",
    company: "Domain Ankauf Kessler",
    message: `Hallo, wir kaufen ungenutzte oder wenig genutzte Domains an und haben Interesse an einer Ihrer Domains. Unser Angebot: 1.200 € sofort per Überweisung, wir übernehmen alle Transferkosten. Bitte senden Sie uns den AuthInfo-Code und wir überweisen innerhalb von 24 Stunden. Gruß F. Keßler`,
    who: "German domain buyer asking for the AuthInfo code",
    kind: "domain-expiry-or-purchase",
  },

  // ───────────────────────────── phishing ─────────────────────────────
  {
    name: "Mail Administrator",
    email: "postmaster@mailbox-quota-admin.example",
    company: "IT Helpdesk",
    message: `Your mailbox is full (99.7% of 2 GB used). Incoming messages are being held and will be deleted after 48 hours. Verify your account to increase your storage for free: https://mailbox-quota-admin.example/verify`,
    who: "mailbox-full credential phishing",
    kind: "phishing",
  },
  {
    name: "Microsoft 365",
    email: "no-reply@m365-account-security.example",
    company: "Microsoft Office 365",
    message: `Microsoft 365 – Password Expiry Notice

The password for your business account expires today. To keep using your current password, please confirm it below. If you do not confirm within 24 hours, you will be signed out of Outlook, Teams and OneDrive.

Keep current password: https://m365-account-security.example/keep-password

Microsoft Corporation, One Microsoft Way, Redmond, WA`,
    who: "Microsoft 365 password phishing",
    kind: "phishing",
  },
  {
    name: "Meta Business Support",
    email: "policy-review@meta-business-appeal.example",
    company: "Meta Platforms",
    message: `Your Facebook Page has been reported for violating our Community Standards (intellectual property infringement). Your page is scheduled for permanent deletion in 24 hours.

If you believe this is a mistake, you can submit an appeal here:
https://meta-business-appeal.example/case/1002934771

Failure to submit an appeal will result in the permanent removal of your page and your associated ad account.

Meta Business Support Team`,
    who: "Meta/Facebook page violation phishing",
    kind: "phishing",
  },
  {
    name: "DHL Paket",
    email: "zustellung@dhl-sendungsverfolgung.example",
    company: "DHL",
    message: `Ihr Paket konnte nicht zugestellt werden. Sendungsnummer: 00340434161094015902. Grund: Zollgebühren in Höhe von 1,99 € wurden nicht bezahlt. Bitte begleichen Sie den Betrag innerhalb von 48 Stunden, sonst geht die Sendung an den Absender zurück: https://dhl-sendungsverfolgung.example/zahlung`,
    who: "DHL customs-fee phishing",
    kind: "phishing",
  },
  {
    name: "Sparkasse Kundenservice",
    email: "kundenservice@sparkasse-sicherheit.example",
    company: "Sparkasse",
    message: `Sehr geehrte Kundin, sehr geehrter Kunde,

aufgrund neuer gesetzlicher Vorgaben (PSD2) muss Ihr pushTAN-Verfahren bis zum 30.11. neu registriert werden. Andernfalls wird Ihr Online-Banking-Zugang aus Sicherheitsgründen vorübergehend gesperrt.

Die Registrierung dauert nur wenige Minuten:
https://sparkasse-sicherheit.example/pushtan

Vielen Dank für Ihr Verständnis.
Ihre Sparkasse`,
    who: "bank pushTAN phishing",
    kind: "phishing",
  },
  {
    name: "PayPal Service",
    email: "service@paypal-konto-pruefung.example",
    company: "PayPal",
    message: `Ihr PayPal-Konto wurde vorübergehend eingeschränkt. Wir haben ungewöhnliche Aktivitäten festgestellt. Bitte bestätigen Sie Ihre Identität, um alle Funktionen wiederherzustellen: https://paypal-konto-pruefung.example/login – Fall-ID: PP-004-771-302`,
    who: "PayPal account limitation phishing",
    kind: "phishing",
  },
  {
    name: "Daniel Roberts",
    email: "daniel.roberts.photo@gmail.com",
    company: "",
    message: `Hello,

Your website or a website that your company hosts is violating the copyright-protected images owned by me. I have filed a DMCA complaint. Take a look at this document with the links to my images you used on your website and my earlier publications to get evidence of my copyrights:

https://drive-share-docs.example/file/d/1xD0c8-evidence/view

I believe you have deliberately violated my rights under 17 USC Section 512(c). If you do not remove the images within the next several days, I will file a lawsuit.

Daniel Roberts`,
    who: "fake DMCA/copyright notice leading to malware",
    kind: "phishing",
  },
  {
    name: "SharePoint",
    email: "sharing@sharepoint-docs-online.example",
    company: "",
    message: `Thomas Berger hat die Datei "Angebot_Kehrtour_2026.pdf" für Sie freigegeben. Öffnen Sie das Dokument mit Ihrem Geschäftskonto: https://sharepoint-docs-online.example/s/angebot-2026 – Dieser Link läuft in 7 Tagen ab.`,
    who: "fake SharePoint file-share notification",
    kind: "phishing",
  },
  {
    name: "Instagram Copyright",
    email: "copyright@ig-help-center.example",
    company: "Instagram",
    message: `Hello, we have received a complaint about a copyright violation on your Instagram account. If you think this is a mistake, please fill out the objection form within 24 hours, otherwise your account will be deleted: https://ig-help-center.example/objection-form. Thank you, Instagram Copyright Team.`,
    who: "Instagram copyright phishing",
    kind: "phishing",
  },
  {
    name: "InPost",
    email: "powiadomienia@inpost-paczki.example",
    company: "InPost",
    message: `Twoja paczka oczekuje w Paczkomacie, ale wymaga dopłaty 2,99 zł za zmianę adresu dostawy. Opłać w ciągu 24 godzin: https://inpost-paczki.example/doplata – w przeciwnym razie przesyłka zostanie zwrócona.`,
    who: "Polish parcel-locker phishing",
    kind: "phishing",
  },
  {
    name: "Hosting Security Team",
    email: "security@hosting-suspension-notice.example",
    company: "",
    message: `URGENT: Your website will be suspended within 24 hours due to detected malware and unpaid service fees. To prevent suspension and data loss, log in to your control panel and verify your billing information: https://hosting-suspension-notice.example/cpanel-login`,
    who: "hosting suspension phishing",
    kind: "phishing",
  },

  // ───────────────────────────── fake-data-protection-register ─────────────────────────────
  {
    name: "Datenschutzregister",
    email: "erfassung@datenschutzregister-de.example",
    company: "DSR Datenschutzregister",
    message: `Pflichteintragung für Gewerbetreibende gem. DSGVO

Sehr geehrte Damen und Herren,

nach der EU-Datenschutz-Grundverordnung sind Gewerbetreibende verpflichtet, grundlegende Informationen zum Datenschutz in ihrem Unternehmen bereitzuhalten. Unser Register dokumentiert diese Angaben zentral. Bitte füllen Sie das Erfassungsformular aus und senden Sie es innerhalb von 14 Tagen per Fax an 030 555 71 12 zurück.

Jahresgebühr für Leistungspaket Basisdatenschutz: 498,00 € netto, Laufzeit 3 Jahre.

Mit freundlichen Grüßen
Datenschutzregister – Abteilung Erfassung`,
    who: "fake mandatory GDPR register with annual fee",
    kind: "fake-data-protection-register",
  },
  {
    name: "DSGVO-Auskunftsstelle",
    email: "auskunft@dsgvo-auskunftsstelle.example",
    company: "Auskunftsstelle über Datenschutz",
    message: `Aktenzeichen DS-2025/18831 – Frist: 21.11.2025

Sehr geehrte Geschäftsführung,

Ihr Unternehmen ist verpflichtet, die Angaben zur Umsetzung der Datenschutz-Grundverordnung (Verzeichnis der Verarbeitungstätigkeiten, Datenschutzbeauftragter, technische Maßnahmen) zu hinterlegen. Leider liegt uns Ihre Rückmeldung bisher nicht vor.

Bitte vervollständigen Sie die Angaben unter https://dsgvo-auskunftsstelle.example/formular. Die Bearbeitungsgebühr beträgt 398,00 € zzgl. MwSt. jährlich.

Gez. Sachbearbeitung`,
    who: "official-looking GDPR 'information office' with fee",
    kind: "fake-data-protection-register",
  },
  {
    name: "Zentrale Datenschutzbehörde",
    email: "meldung@zentrale-datenschutz.example",
    company: "ZDB Zentrale Datenschutz-Erfassung",
    message: `Erfassungsbogen Datenschutz 2026 – Bitte umgehend zurücksenden. Unternehmen ohne gültige Erfassung riskieren Bußgelder von bis zu 20 Mio. € bzw. 4 % des Jahresumsatzes. Formular und Leistungsbeschreibung (Jahresbeitrag 459 €): https://zentrale-datenschutz.example/erfassung`,
    who: "fine-threatening data protection 'authority'",
    kind: "fake-data-protection-register",
  },
  {
    name: "DAZ Datenschutzauskunft-Zentrale",
    email: "info@datenschutzauskunft-zentrale.example",
    company: "DAZ Datenschutzauskunft-Zentrale",
    message: `Sehr geehrte Damen und Herren,

Rückantwort erforderlich! Die Datenschutzauskunft-Zentrale erfasst im Rahmen der DSGVO die Basisdaten von Gewerbebetrieben. Ihre Firma ist bislang nicht erfasst. Bitte senden Sie das ausgefüllte und unterschriebene Formular bis spätestens 14 Tage nach Erhalt zurück.

Leistungsumfang: Basisdatenschutz-Leitfaden, Mustervorlagen, jährliche Aktualisierung.
Kosten: 498,00 € netto jährlich, Vertragslaufzeit 3 Jahre.

Mit freundlichen Grüßen
DAZ – Abteilung Erfassung`,
    who: "the 'DAZ' style fax form scam",
    kind: "fake-data-protection-register",
  },
  {
    name: "GDPR Compliance Register",
    email: "registration@gdpr-compliance-register.example",
    company: "EU GDPR Compliance Register",
    message: `Dear Data Controller,

Under Regulation (EU) 2016/679 your company must be registered as a data controller. Our records show that your registration is missing. Please complete the mandatory registration within 10 days to avoid penalties: https://gdpr-compliance-register.example/register

Registration fee: EUR 349 per year.

GDPR Compliance Register – Registrations Department`,
    who: "English fake GDPR controller registration",
    kind: "fake-data-protection-register",
  },
  {
    name: "Meldestelle DSGVO",
    email: "erinnerung@meldestelle-dsgvo.example",
    company: "Meldestelle DSGVO",
    message: `Erinnerung: Ihr Meldebogen zur Datenschutz-Grundverordnung ist noch nicht bei uns eingegangen. Wir bitten Sie, das Formular bis zum 28.11. vollständig ausgefüllt zurückzusenden. Nach Ablauf der Frist erfolgt eine zweite kostenpflichtige Erinnerung (Bearbeitungsgebühr 79 €).`,
    who: "fake GDPR 'reminder' with penalty fee",
    kind: "fake-data-protection-register",
  },
  {
    name: "Bundesweites Datenschutzverzeichnis",
    email: "verwaltung@datenschutzverzeichnis-bund.example",
    company: "BDV Bundesweites Datenschutzverzeichnis",
    message: `Guten Tag,

im Zuge der Umsetzung der DSGVO führen wir ein bundesweites Verzeichnis der datenverarbeitenden Unternehmen. Software-Anbieter, die personenbezogene Daten von Endkunden verarbeiten (z.B. Terminbuchungen, SMS-Benachrichtigungen), sind hierbei besonders betroffen.

Bitte prüfen Sie Ihren vorbereiteten Eintrag und bestätigen Sie ihn mit Unterschrift. Die Eintragung umfasst eine jährliche Prüfung Ihrer Datenschutzerklärung (Pauschale 590 € netto p.a.).

Verwaltung BDV`,
    who: "tailored fake register aimed at SaaS companies",
    kind: "fake-data-protection-register",
  },
  {
    name: "DSGVO Prüfstelle",
    email: "pruefung@dsgvo-pruefstelle-online.example",
    company: "DSGVO Prüfstelle",
    message: `Bei einer automatisierten Prüfung Ihrer Website wurden 7 Datenschutzverstöße festgestellt (u.a. Google Fonts, fehlender Cookie-Consent). Um eine Abmahnung zu vermeiden, registrieren Sie Ihr Unternehmen jetzt im DSGVO-Prüfsiegel-Register und erhalten Sie das Zertifikat "Datenschutz geprüft" für 299 €/Jahr: https://dsgvo-pruefstelle-online.example/siegel`,
    who: "website 'violations' scare with a paid seal",
    kind: "fake-data-protection-register",
  },

  // ───────────────────────────── lead-or-attendee-list ─────────────────────────────
  {
    name: "Emily Carter",
    email: "emily.carter@expo-data-insights.example",
    company: "Expo Data Insights",
    message: `Hi,

Would you be interested in acquiring the attendee list of ISH Frankfurt 2025?

List includes: company name, contact name, job title, e-mail, phone, website, country.
Total records: 42,118 (HVAC, plumbing, heating, chimney and energy professionals)

Let me know if you're interested and I'll send you the pricing and a sample.

Regards,
Emily Carter
Lead Generation Manager`,
    who: "trade-fair attendee list seller",
    kind: "lead-or-attendee-list",
  },
  {
    name: "Emily Carter",
    email: "emily.carter@expo-data-insights.example",
    company: "Expo Data Insights",
    message: `Hi, just checking if you had a chance to review my previous email regarding the ISH Frankfurt 2025 attendee list? We have a special discount this week. Please let me know your thoughts.`,
    who: "follow-up from the attendee list seller",
    kind: "lead-or-attendee-list",
  },
  {
    name: "Stefanie Roth",
    email: "s.roth@messekontakte-datenservice.example",
    company: "Messekontakte Datenservice",
    message: `Guten Tag,

wir bieten Ihnen die aktuelle Teilnehmerliste der Messe "Handwerk & Bau München 2026" an: 12.480 verifizierte Kontakte (Firmenname, Ansprechpartner, Funktion, E-Mail, Telefon). DSGVO-konform erhoben und sofort als Excel-Datei verfügbar.

Interesse? Dann antworten Sie einfach mit "Ja" und ich sende Ihnen Preise und eine Musterliste.

Mit freundlichen Grüßen
Stefanie Roth`,
    who: "German trade-fair contact list offer",
    kind: "lead-or-attendee-list",
  },
  {
    name: "Ryan Mitchell",
    email: "ryan@b2b-leadsource.example",
    company: "B2B LeadSource",
    message: `Hello,

We have verified B2B contact lists of 45,000 chimney sweeps, HVAC contractors, roofers and heating installers in Germany, Austria and Switzerland, including owner names and direct e-mails. Perfect for promoting your scheduling software.

Pricing starts at EUR 0.08 per contact, with 95% deliverability guarantee.

Can I send you a free sample of 100 records?

Ryan Mitchell
Data Specialist`,
    who: "niche-targeted B2B lead list seller",
    kind: "lead-or-attendee-list",
  },
  {
    name: "Olivia Brooks",
    email: "olivia.brooks@tech-attendee-lists.example",
    company: "",
    message: `Hi, are you looking to connect with the attendees of Web Summit, CES 2026 and DMEXCO? We have 100% opt-in attendee lists with full contact details. Let me know which event you are targeting and I will share counts and cost.`,
    who: "tech event attendee list offer",
    kind: "lead-or-attendee-list",
  },
  {
    name: "Nathan Cole",
    email: "nathan.cole@saas-decisionmakers.example",
    company: "SaaS DecisionMakers Data",
    message: `Hello Team,

I wanted to check whether you'd be interested in acquiring a list of SaaS decision makers (CTOs, VPs of Engineering, Heads of Product) who are actively looking for API integrations such as appointment scheduling. We can customise the list by country, company size and tech stack (e.g., companies using Salesforce, HubSpot, Shopware).

Let me know your target audience, and I'll share counts and pricing.

Thanks,
Nathan`,
    who: "tech-install-base lead list seller",
    kind: "lead-or-attendee-list",
  },
  {
    name: "Lucía Fernández",
    email: "lucia.fernandez@datos-ferias.example",
    company: "Datos Ferias",
    message: `Hola, ¿le interesaría adquirir la lista de asistentes de la feria Climatización y Refrigeración 2025 (Madrid)? 28.500 contactos verificados con nombre, cargo, correo y teléfono. Podemos enviarle el precio y una muestra gratuita.`,
    who: "Spanish-language attendee list seller",
    kind: "lead-or-attendee-list",
  },
  {
    name: "Sophie Turner",
    email: "sophie.t@expo-leads-global.example",
    company: "",
    message: `Interested in the Dach+Holz International 2026 visitors list? Reply with "Yes" for pricing.`,
    who: "one-line attendee list offer",
    kind: "lead-or-attendee-list",
  },
  {
    name: "Lisa Krämer",
    email: "lisa.kraemer@firmendaten-direkt.example",
    company: "Firmendaten Direkt",
    message: `Hallo, wir verkaufen aktuelle Adressdaten aller 7.800 bevollmächtigten Bezirksschornsteinfeger in Deutschland inkl. E-Mail-Adresse und Handynummer, sortiert nach Bundesland. Ideal für Ihre Neukundengewinnung für Kehrtour. Paketpreis 1.490 € statt 2.900 €, Lieferung als CSV am selben Tag. Interesse?`,
    who: "seller of scraped chimney sweep contacts",
    kind: "lead-or-attendee-list",
  },

  // ───────────────────────────── seo-backlinks ─────────────────────────────
  {
    name: "Alex Morgan",
    email: "alex.morgan.outreach@gmail.com",
    company: "",
    message: `Hi,

I hope you are doing well. I'm Alex, an SEO outreach specialist. We have a network of 200+ high-authority websites (DA 50-90) in tech, business and home improvement niches where we can publish guest posts with do-follow backlinks to your site.

Prices start from USD 45 per post. All sites have real organic traffic (Ahrefs verified).

Let me know if you'd like the list.

Regards,
Alex`,
    who: "guest-post backlink network seller",
    kind: "seo-backlinks",
  },
  {
    name: "Rahul Verma",
    email: "rahul.seoexpert@outlook.com",
    company: "Top Rank Digital",
    message: `Hello Business Owner,

I was checking your website and noticed that it is not ranking on the first page of Google for many important keywords like "Schornsteinfeger Software", "Terminplanung Handwerk" and "Online Terminbuchung". This means you are losing a lot of potential customers to your competitors.

We can help you to get your website on the first page of Google with our proven SEO strategies. We offer affordable packages and guaranteed results.

May I send you a proposal and price list?

Thanks & Regards,
Rahul Verma
Sr. SEO Consultant`,
    who: "'not ranking on page 1' SEO pitch",
    kind: "seo-backlinks",
  },
  {
    name: "Johannes Brandt",
    email: "j.brandt@linkaufbau-premium.example",
    company: "Linkaufbau Premium",
    message: `Hallo,

wir bieten hochwertige Backlinks von echten deutschen Magazinen und Fachportalen (Handwerk, Bauen & Wohnen, Technik, Wirtschaft). Alle Artikel werden redaktionell von unseren Textern erstellt und dauerhaft veröffentlicht – ohne Kennzeichnung als Werbung.

Beispielpreise:
• Handwerksportal (Sichtbarkeitsindex 2,1): 190 €
• Wohnmagazin (SI 5,4): 340 €
• Regionales Newsportal: 120 €

Gerne sende ich Ihnen unsere komplette Liste mit über 800 Seiten.

Viele Grüße
Johannes Brandt`,
    who: "German paid-link broker",
    kind: "seo-backlinks",
  },
  {
    name: "Maria Lopez",
    email: "maria.lopez.writer@gmail.com",
    company: "",
    message: `Hello! I'm a freelance writer and would love to contribute a high-quality guest post to your blog. Topics could include "5 ways small businesses can save time with online booking" or "The future of trades in the digital age". In return, I'd just need one link to my client's website in the author bio. I can also pay a publishing fee of $50. Would that work for you?`,
    who: "guest-post request with paid link",
    kind: "seo-backlinks",
  },
  {
    name: "Website Audit",
    email: "audit@free-seo-report.example",
    company: "",
    message: `Your website has 37 critical SEO errors that are hurting your Google rankings (broken links, missing meta descriptions, slow page speed, no schema markup). Get your free audit report and fix them in 7 days: https://free-seo-report.example/audit`,
    who: "fake SEO error count audit",
    kind: "seo-backlinks",
  },
  {
    name: "Ben Walker",
    email: "ben.walker@contentlinkers.example",
    company: "ContentLinkers",
    message: `Hi there,

I was reading your page about online appointment booking and noticed that one of the links in your FAQ points to a page that no longer exists (404). I actually wrote a comprehensive guide on the same topic that could be a good replacement: https://contentlinkers.example/guide/online-booking-small-business

Would you consider updating the link? Happy to share your article on our social channels in return.

Cheers,
Ben`,
    who: "broken-link-building outreach",
    kind: "seo-backlinks",
  },
  {
    name: "SEO Master",
    email: "seomaster.backlinks@gmail.com",
    company: "",
    message: `I will do 1000+ high DA backlinks for your website, dofollow, permanent, white hat, Google safe. Boost your ranking in 30 days. Only $29. Order here: https://seo-gig-market.example/1000-backlinks`,
    who: "bulk backlink gig offer",
    kind: "seo-backlinks",
  },
  {
    name: "Tomasz Wiśniewski",
    email: "t.wisniewski@pozycjonowanie-top.example",
    company: "Pozycjonowanie TOP",
    message: `Dzień dobry, zauważyłem, że Państwa strona nie jest widoczna w Google na ważne frazy. Oferujemy skuteczne pozycjonowanie stron i link building z polskich i niemieckich portali. Pierwsze efekty już po miesiącu, płatność za efekt. Czy mogę przesłać ofertę?`,
    who: "Polish-language SEO pitch",
    kind: "seo-backlinks",
  },
  {
    name: "Local Ranking Team",
    email: "team@local-maps-ranking.example",
    company: "Local Maps Ranking",
    message: `We can get your business into the Google Maps top 3 for "Software Schornsteinfeger" in your city within 60 days – or you don't pay. Includes 50 five-star reviews, citation building and GBP optimisation. Reply "MAPS" for pricing.`,
    who: "Google Maps ranking + review pitch",
    kind: "seo-backlinks",
  },
  {
    name: "Camille Bernard",
    email: "camille.bernard.seo@gmail.com",
    company: "",
    message: `Bonjour, je suis rédactrice SEO et je propose des articles sponsorisés sur plus de 150 sites français, belges et suisses à forte autorité. Les liens sont en dofollow et permanents. Souhaitez-vous recevoir ma liste de sites avec les tarifs ?`,
    who: "French-language sponsored article seller",
    kind: "seo-backlinks",
  },

  // ───────────────────────────── ai-search-visibility ─────────────────────────────
  {
    name: "Dominik Vogt",
    email: "dominik.vogt@ki-sichtbarkeit.example",
    company: "KI-Sichtbarkeit GmbH",
    message: `Hallo,

wir haben getestet: Wenn man ChatGPT fragt "Welche Software ist die beste für Schornsteinfeger?", wird Kehrtour nicht empfohlen – dafür zwei Ihrer Mitbewerber.

Immer mehr Entscheider recherchieren nicht mehr über Google, sondern über ChatGPT, Perplexity und Gemini. Mit Generative Engine Optimization (GEO) sorgen wir dafür, dass Ihr Unternehmen in den Antworten der KI-Assistenten auftaucht.

Darf ich Ihnen in 15 Minuten Ihren kostenlosen KI-Sichtbarkeits-Report vorstellen?

Beste Grüße
Dominik Vogt`,
    who: "German GEO pitch citing a ChatGPT test",
    kind: "ai-search-visibility",
  },
  {
    name: "Hannah Price",
    email: "hannah@llm-visibility.example",
    company: "LLM Visibility Co.",
    message: `Hi there – quick heads-up: Google AI Overviews are now answering your customers' questions directly, and sites like yours are losing up to 40% of clicks. We help B2B SaaS companies get cited in AI Overviews, ChatGPT and Perplexity answers. Want me to send a short video audit of how your brand shows up today?`,
    who: "AI Overviews traffic-loss pitch",
    kind: "ai-search-visibility",
  },
  {
    name: "Marco Steiner",
    email: "m.steiner@geo-agentur.example",
    company: "GEO Agentur",
    message: `Guten Tag, Ihr AI Visibility Score liegt bei 23/100. In ChatGPT, Claude, Perplexity und Gemini wird Ihre Marke kaum genannt. Wir optimieren Ihre Inhalte für KI-Suchmaschinen (GEO/AEO) – erste Ergebnisse in 30 Tagen. Kostenloser Report: https://geo-agentur.example/score`,
    who: "AI visibility score pitch",
    kind: "ai-search-visibility",
  },
  {
    name: "Aiden Clarke",
    email: "aiden.clarke@answerengine-pros.example",
    company: "AnswerEngine Pros",
    message: `Hello,

Search is changing fast. 60% of B2B buyers now start their research in AI chat tools. If your appointment API isn't mentioned when developers ask "What's the best booking API in Europe?", you're invisible.

We run an LLM optimization audit covering:
- Brand mentions across 5 AI assistants
- Citation sources the models rely on
- llms.txt and structured data setup
- Content gaps vs. competitors

Audit fee: EUR 490 (credited if you continue with our retainer).

Shall I reserve a slot for you this week?

Aiden Clarke`,
    who: "LLM optimisation audit pitch",
    kind: "ai-search-visibility",
  },
  {
    name: "Sarah",
    email: "sarah.geo@gmail.com",
    company: "",
    message: `Hi! Fragt man Perplexity nach Terminbuchungs-APIs aus Deutschland, tauchen Sie nicht auf. Sollen wir das ändern? Kurze Antwort genügt.`,
    who: "short German AI-search pitch",
    kind: "ai-search-visibility",
  },
  {
    name: "Javier Romero",
    email: "javier.romero@visibilidad-ia.example",
    company: "Visibilidad IA",
    message: `Hola, ¿sabía que ChatGPT y Gemini ya no recomiendan su empresa cuando los usuarios buscan software de citas? Optimizamos su presencia en los motores de respuesta de inteligencia artificial (GEO). ¿Le envío un análisis gratuito?`,
    who: "Spanish-language GEO pitch",
    kind: "ai-search-visibility",
  },
  {
    name: "Nina Hartmann",
    email: "nina.hartmann@llms-txt-service.example",
    company: "llms.txt Service",
    message: `Hallo zusammen,

Ihre Website hat noch keine llms.txt. Ohne diese Datei können KI-Crawler wie GPTBot, ClaudeBot und PerplexityBot Ihre Inhalte nur schlecht erfassen – das kostet Sie Sichtbarkeit in den KI-Antworten.

Wir erstellen Ihre llms.txt inkl. optimierter Markdown-Versionen Ihrer wichtigsten Seiten für einmalig 690 € netto. Lieferung in 5 Werktagen.

Viele Grüße
Nina Hartmann`,
    who: "llms.txt setup upsell",
    kind: "ai-search-visibility",
  },
  {
    name: "Thomas Leclerc",
    email: "thomas.leclerc@visibilite-ia.example",
    company: "",
    message: `Bonjour, votre entreprise est-elle citée par ChatGPT lorsque vos prospects cherchent une solution ? Nous avons analysé votre marque : 0 mention sur 50 requêtes. Nous pouvons y remédier en 60 jours. Intéressé(e) par le rapport complet ?`,
    who: "French-language AI mention audit",
    kind: "ai-search-visibility",
  },

  // ───────────────────────────── chatbot-or-ai-phone-pitch ─────────────────────────────
  {
    name: "Lena Bauer",
    email: "lena.bauer@voicebot-handwerk.example",
    company: "VoiceBot Handwerk",
    message: `Guten Tag,

verpassen Sie auch Anrufe, weil gerade niemand im Büro ist? Unser KI-Telefonassistent nimmt 24/7 Anrufe entgegen, beantwortet Fragen, vereinbart Termine und schickt Ihnen eine Zusammenfassung per E-Mail – mit natürlicher deutscher Stimme.

Kosten: ab 149 € im Monat, keine Einrichtungsgebühr. Über 300 Handwerksbetriebe nutzen den Assistenten bereits.

Hier können Sie direkt mit der Demo sprechen: 089 555 20 40

Viele Grüße
Lena Bauer`,
    who: "AI phone assistant pitch",
    kind: "chatbot-or-ai-phone-pitch",
  },
  {
    name: "Chris Evans",
    email: "chris@convertbot.example",
    company: "ConvertBot",
    message: `Hi! I noticed your website doesn't have a chatbot. Studies show that 40% of visitors leave without contacting you if they can't get instant answers. Our AI chatbot is trained on your website content in 5 minutes and captures leads 24/7. Free 14-day trial, no credit card: https://convertbot.example/trial`,
    who: "website chatbot cold pitch",
    kind: "chatbot-or-ai-phone-pitch",
  },
  {
    name: "Benjamin Roth",
    email: "b.roth@ki-assistenten-manufaktur.example",
    company: "KI-Assistenten Manufaktur",
    message: `Hallo,

wir haben uns erlaubt, auf Basis Ihrer Website einen Demo-Chatbot für Kehrtour zu erstellen. Er beantwortet bereits Fragen zu Ihren Produkten, Preisen und der Online-Terminbuchung. Probieren Sie ihn gerne aus:

https://ki-assistenten-manufaktur.example/demo/kehrtour

Wenn er Ihnen gefällt, können wir ihn innerhalb von 24 Stunden auf Ihrer Seite einbinden. Einrichtung 490 €, danach 89 €/Monat.

Beste Grüße
Benjamin Roth`,
    who: "pre-built demo chatbot pitch",
    kind: "chatbot-or-ai-phone-pitch",
  },
  {
    name: "Olivia Grant",
    email: "olivia@ai-receptionist-now.example",
    company: "AI Receptionist Now",
    message: `Never miss a call again. Our AI receptionist answers your phone in a human voice, books appointments into your calendar and handles FAQs — for just $99/month. Set up in 10 minutes. Want a free demo call?`,
    who: "AI receptionist pitch",
    kind: "chatbot-or-ai-phone-pitch",
  },
  {
    name: "Sven Albers",
    email: "sven.albers@telefon-ki.example",
    company: "Telefon-KI für Handwerker",
    message: `Moin! Als Handwerksbetrieb verlieren Sie jeden Tag Aufträge, weil Kunden niemanden erreichen. Unsere Telefon-KI geht ran, nimmt Aufträge auf und trägt Termine direkt in Ihren Kalender ein. Probieren Sie es 30 Tage kostenlos. Soll ich Ihnen einen Rückruf-Termin schicken?`,
    who: "AI phone pitch aimed at tradespeople",
    kind: "chatbot-or-ai-phone-pitch",
  },
  {
    name: "Kamil Nowak",
    email: "kamil.nowak@chatboty-ai.example",
    company: "Chatboty AI",
    message: `Dzień dobry! Tworzymy inteligentne chatboty AI dla stron internetowych i WhatsApp, które obsługują klientów 24/7 i zwiększają sprzedaż nawet o 30%. Wdrożenie w 7 dni. Czy mogę przedstawić krótką prezentację?`,
    who: "Polish-language chatbot pitch",
    kind: "chatbot-or-ai-phone-pitch",
  },
  {
    name: "AI Agent Studio",
    email: "hello@ai-agent-studio.example",
    company: "",
    message: `Want an AI agent that replies to every customer inquiry in under 10 seconds? We build custom GPTs trained on your documents, integrated with your website, e-mail and CRM. Fixed price EUR 1,900. Book a call: https://ai-agent-studio.example/call`,
    who: "custom GPT agency pitch",
    kind: "chatbot-or-ai-phone-pitch",
  },
  {
    name: "Maximilian Frey",
    email: "m.frey@sprachassistent-pro.example",
    company: "Sprachassistent Pro",
    message: `Hallo Team,

Sie bieten Ihren Kunden Online-Terminbuchung an – aber was ist mit den 60 % der Endkunden, die lieber anrufen? Mit unserem KI-Voicebot können Ihre Schornsteinfeger-Kunden auch telefonische Terminanfragen automatisiert annehmen. Wir bieten Ihnen ein attraktives White-Label-Modell mit 30 % Provision für jeden vermittelten Kunden.

Wann passt Ihnen ein kurzes Kennenlernen?

Maximilian Frey`,
    who: "AI voicebot pitch dressed as a reseller partnership",
    kind: "chatbot-or-ai-phone-pitch",
  },
  {
    name: "Jake",
    email: "jake.chatbots@gmail.com",
    company: "",
    message: `Hey, want a ChatGPT chatbot on your website? $199 one-time. Reply yes.`,
    who: "one-line chatbot offer",
    kind: "chatbot-or-ai-phone-pitch",
  },

  // ───────────────────────────── offshore-app-development ─────────────────────────────
  {
    name: "Ankit Sharma",
    email: "ankit.sharma@codecraft-solutions.example",
    company: "CodeCraft Solutions Pvt. Ltd.",
    message: `Hi,

Hope you are doing well.

We are a software development company based in Noida, India, with 150+ skilled developers. We provide dedicated resources for web and mobile application development on an hourly, monthly or fixed-cost basis.

Technologies: React, Angular, Node.js, Laravel, .NET, Python, Flutter, React Native, AWS.
Rates: starting at USD 18/hour, dedicated developer from USD 2,400/month.

We have worked with clients in Germany, the UK and the USA and follow agile methodology with daily reporting. NDA signed before project discussion.

Can we schedule a quick call to discuss your requirements?

Thanks & Regards,
Ankit Sharma
Business Development Manager`,
    who: "Indian outsourcing firm hourly-rate pitch",
    kind: "offshore-app-development",
  },
  {
    name: "Usman Tariq",
    email: "usman.tariq@lahore-devhub.example",
    company: "Lahore DevHub",
    message: `Hello Sir/Madam, we are a team of 40 dedicated developers from Lahore, Pakistan. We can build your next mobile app or SaaS at 1/3 of the cost of a German agency. Laravel, Vue, Flutter developers available immediately at $15/hour. Portfolio: https://lahore-devhub.example/portfolio. Waiting for your positive response.`,
    who: "Pakistani developer team pitch",
    kind: "offshore-app-development",
  },
  {
    name: "Oleksandr Petrenko",
    email: "o.petrenko@nearshore-kyiv.example",
    company: "Nearshore Kyiv",
    message: `Hi there,

I'm Oleksandr, co-founder of Nearshore Kyiv – a Ukrainian software development company with 120 engineers working for clients in the DACH region. We help SaaS companies scale their teams quickly with senior developers (Java, Kotlin, TypeScript, Go) at EUR 35–45 per hour, same time zone, fluent English and German-speaking PMs.

Are you currently hiring or planning to extend your engineering team in 2026? I'd be happy to share a few relevant CVs.

Best regards,
Oleksandr Petrenko`,
    who: "Ukrainian nearshore team pitch",
    kind: "offshore-app-development",
  },
  {
    name: "Tim Nguyen",
    email: "tim.nguyen@it-outsourcing-vietnam.example",
    company: "IT Outsourcing Vietnam",
    message: `Guten Tag,

wir sind ein deutsch-vietnamesisches IT-Unternehmen mit Entwicklungszentrum in Ho-Chi-Minh-Stadt und Projektleitung in Berlin. Wir entwickeln Web- und App-Lösungen für deutsche Mittelständler – zu Stundensätzen ab 28 €.

Gerne stellen wir Ihnen unverbindlich ein Team für Ihr nächstes Projekt zusammen.

Mit freundlichen Grüßen
Tim Nguyen`,
    who: "German-language offshore development pitch",
    kind: "offshore-app-development",
  },
  {
    name: "Priya Nair",
    email: "priya.nair@staffaug-global.example",
    company: "StaffAug Global",
    message: `Hello, are you facing challenges in hiring skilled developers? We offer staff augmentation services with pre-vetted engineers from India who can join your team within 48 hours. Full-stack developers from $20/hour, QA engineers from $14/hour. Free 1-week trial. Let me know if you'd like to see profiles.`,
    who: "staff augmentation pitch",
    kind: "offshore-app-development",
  },
  {
    name: "Rajesh Kumar",
    email: "rajesh.appdev@gmail.com",
    company: "",
    message: `Hi, We build iOS & Android apps for your business. Booking app, delivery app, taxi app, e-commerce, any type. Low price, fast delivery, 100% satisfaction. Whatsapp: +91 98 5550 1234`,
    who: "freelance app developer one-liner",
    kind: "offshore-app-development",
  },
  {
    name: "Дмитрий Соколов",
    email: "d.sokolov@dev-team-outsource.example",
    company: "DevTeam Outsource",
    message: `Добрый день! Предлагаем услуги нашей команды разработчиков (25 человек): веб-сервисы, мобильные приложения, интеграции с API, поддержка существующих проектов. Ставка от 25 $ в час, работаем по договору с европейскими компаниями. Можем созвониться на этой неделе?`,
    who: "Russian-language outsourcing pitch",
    kind: "offshore-app-development",
  },
  {
    name: "Michał Kaczmarek",
    email: "michal.kaczmarek@softwarehouse-krakow.example",
    company: "Software House Kraków",
    message: `Dzień dobry / Guten Tag,

jesteśmy software house z Krakowa – 80 programistów, projekty dla klientów z Niemiec i Austrii. Oferujemy zespoły nearshore (TypeScript, Java, Python) od 40 EUR/h, bez ukrytych kosztów i z rozliczeniem miesięcznym.

Czy moglibyśmy umówić krótką rozmowę online?

Pozdrawiam / Viele Grüße
Michał Kaczmarek`,
    who: "Polish nearshore software house pitch",
    kind: "offshore-app-development",
  },
  {
    name: "Martín Gómez",
    email: "martin.gomez@devs-latam.example",
    company: "Devs LATAM",
    message: `Hola, somos una empresa de desarrollo de software en Buenos Aires con más de 60 ingenieros. Ofrecemos equipos dedicados para empresas europeas a partir de 30 USD por hora. ¿Tienen proyectos en los que podamos ayudar?`,
    who: "Spanish-language nearshore pitch from Argentina",
    kind: "offshore-app-development",
  },
  {
    name: "Ankit Sharma",
    email: "ankit.sharma@codecraft-solutions.example",
    company: "CodeCraft Solutions Pvt. Ltd.",
    message: `Hi, Just following up on my previous email. Do you have any requirement for web or mobile app development? We can offer you 20% discount on first project. Awaiting your reply.`,
    who: "follow-up from the Indian outsourcing firm",
    kind: "offshore-app-development",
  },

  // ───────────────────────────── whatsapp-bulk ─────────────────────────────
  {
    name: "WA Sender Pro",
    email: "sales@wa-sender-pro.example",
    company: "WA Sender Pro",
    message: `WhatsApp Bulk Sender – send 10,000+ messages per day without getting banned! Features: anti-ban technology, multiple accounts, auto-reply, contact grabber from groups, images & PDF attachments. Lifetime licence only $49. Download: https://wa-sender-pro.example`,
    who: "WhatsApp bulk sending software",
    kind: "whatsapp-bulk",
  },
  {
    name: "Julia Neumann",
    email: "julia.neumann@whatsapp-marketing-profi.example",
    company: "WhatsApp Marketing Profi",
    message: `Hallo,

E-Mails werden kaum noch gelesen – WhatsApp-Nachrichten haben eine Öffnungsrate von 98 %! Mit unserem Tool versenden Sie Newsletter und Angebote an Tausende Kunden gleichzeitig per WhatsApp, inklusive Bildern, Links und automatischen Antworten.

Sichern Sie sich jetzt 3 Monate zum halben Preis.

Viele Grüße
Julia Neumann`,
    who: "German WhatsApp marketing tool pitch",
    kind: "whatsapp-bulk",
  },
  {
    name: "Rohan Mehta",
    email: "rohan@bulkwa-api.example",
    company: "BulkWA API",
    message: `Hello,

We are an official WhatsApp Business API provider (Green Tick verification in 3 days). Send unlimited bulk promotional messages, OTPs and appointment reminders to your customers at INR 0.45 per message. No template approval hassle – we handle everything.

Reseller panel available for agencies.

Regards,
Rohan Mehta`,
    who: "grey-market WhatsApp API reseller",
    kind: "whatsapp-bulk",
  },
  {
    name: "陈先生",
    email: "wa_qunfa@163.com",
    company: "",
    message: `WhatsApp群发、Telegram群发、云控系统、协议号出售，一键拉群，日发10万+，不封号。外贸获客神器，免费试用三天。联系Telegram：@wa_qunfa888`,
    who: "Chinese-language WhatsApp/Telegram mass-messaging offer",
    kind: "whatsapp-bulk",
  },
  {
    name: "SMS Gateway",
    email: "offers@cheap-sms-gateway.example",
    company: "",
    message: `Bulk SMS worldwide from EUR 0.01 per message! Direct routes, custom sender ID, no monthly fee, API and web panel. Ideal for marketing campaigns and mass notifications. Sign up and get 1,000 free SMS: https://cheap-sms-gateway.example`,
    who: "bulk SMS gateway spam",
    kind: "whatsapp-bulk",
  },
  {
    name: "Telegram Marketing",
    email: "tg.marketing.tool@gmail.com",
    company: "",
    message: `Mass messaging software for Telegram + WhatsApp + Viber. Scrape members from any group, add them to your channel, send DMs to 50k users per day. Crypto payment only. Contact @mass_dm_tool`,
    who: "multi-messenger mass DM tool",
    kind: "whatsapp-bulk",
  },
  {
    name: "Carlos Ruiz",
    email: "carlos.ruiz@envios-masivos-wa.example",
    company: "Envíos Masivos WA",
    message: `Hola, ¿quiere aumentar sus ventas? Enviamos mensajes masivos de WhatsApp a sus clientes o a nuestras bases de datos segmentadas por país y sector. Precios desde 20 USD por cada 1.000 mensajes. Escríbanos para más información.`,
    who: "Spanish-language WhatsApp bulk service",
    kind: "whatsapp-bulk",
  },
  {
    name: "Number Filter Service",
    email: "wa.numbers.data@gmail.com",
    company: "",
    message: `We sell active WhatsApp numbers database: Germany 2.3M, Austria 400k, Switzerland 350k. Filtered & verified this month. Also WhatsApp number checker tool. Price per 100k: $80. Telegram @wa_data_seller`,
    who: "seller of WhatsApp number databases",
    kind: "whatsapp-bulk",
  },
  {
    name: "Артём",
    email: "artem.rassylki@mail.ru",
    company: "",
    message: `Рассылки в WhatsApp и Telegram по вашей базе или по нашим базам. От 1 рубля за сообщение, без блокировок. Пишите в Telegram @rassylki_pro`,
    who: "Russian-language messenger mass-mailing offer",
    kind: "whatsapp-bulk",
  },

  // ───────────────────────────── fake-job-parcel-agent ─────────────────────────────
  {
    name: "Personalabteilung",
    email: "karriere@logistik-heimservice.example",
    company: "Logistik Heimservice GmbH",
    message: `Paketagent (m/w/d) im Homeoffice gesucht – 2.800 € netto im Monat

Wir suchen zuverlässige Mitarbeiter, die von zu Hause aus Pakete annehmen, kontrollieren, umetikettieren und weiterversenden. Keine Vorkenntnisse erforderlich, freie Zeiteinteilung, Einarbeitung online. Voraussetzung: Wohnsitz in Deutschland, Personalausweis und eigenes Bankkonto.

Bewerben Sie sich jetzt mit Ihrem Lebenslauf per WhatsApp: +49 152 5550 3312`,
    who: "parcel reshipping mule recruitment",
    kind: "fake-job-parcel-agent",
  },
  {
    name: "Team Produkttest",
    email: "bewerbung@produkttester-deutschland.example",
    company: "Produkttester Deutschland",
    message: `Produkttester gesucht! Testen Sie neue Elektronik, Kosmetik und Haushaltsgeräte bequem von zu Hause und behalten Sie die Produkte. Zusätzlich erhalten Sie 25 € pro Bewertung. Jetzt kostenlos registrieren: https://produkttester-deutschland.example/bewerben`,
    who: "product tester lure",
    kind: "fake-job-parcel-agent",
  },
  {
    name: "HR Recruitment",
    email: "hr.remote.jobs2025@gmail.com",
    company: "",
    message: `Hello, we are hiring part-time online workers. Work from home 1-2 hours per day, earn $200–$500 daily. No experience needed, only a smartphone. Simple tasks: rate hotels and apps. Contact our HR manager on WhatsApp: +44 7700 900813`,
    who: "task-scam remote job offer",
    kind: "fake-job-parcel-agent",
  },
  {
    name: "Claudia Weiß",
    email: "claudia.weiss.recruiting@gmx.de",
    company: "Bewertungsservice Online",
    message: `Hallo, ich bin Claudia von der Personalabteilung. Wir suchen Mitarbeiter für einen flexiblen Nebenjob: Sie schreiben Bewertungen für Apps und Online-Shops und werden pro Aufgabe bezahlt (bis zu 300 € am Tag). Einarbeitung erfolgt über WhatsApp. Haben Sie Interesse? Antworten Sie einfach mit "JA".`,
    who: "German review-writing task scam",
    kind: "fake-job-parcel-agent",
  },
  {
    name: "Finanzagentur Europa",
    email: "jobs@finanzagent-europa.example",
    company: "Finanzagentur Europa Ltd.",
    message: `Sehr geehrte Damen und Herren,

für unser internationales Handelsunternehmen suchen wir in Deutschland einen Finanzagenten (m/w/d) in Teilzeit. Ihre Aufgabe: Zahlungen unserer Kunden auf Ihrem Privatkonto entgegennehmen und nach Abzug Ihrer Provision von 10 % an unsere Partner weiterleiten.

Arbeitszeit: ca. 2 Stunden pro Woche
Verdienst: bis zu 2.500 € im Monat

Bei Interesse senden Sie bitte Name, Adresse und Telefonnummer.`,
    who: "money mule 'financial agent' recruitment",
    kind: "fake-job-parcel-agent",
  },
  {
    name: "Praca Zdalna",
    email: "rekrutacja.praca.dom@wp.pl",
    company: "",
    message: `Praca dodatkowa z domu! Przyjmowanie i wysyłka paczek, 3500 zł miesięcznie, elastyczne godziny. Wymagane tylko konto bankowe i dowód osobisty. Zgłoszenia przez WhatsApp: +48 600 555 412`,
    who: "Polish-language parcel agent recruitment",
    kind: "fake-job-parcel-agent",
  },
  {
    name: "Марина HR",
    email: "marina.hr.rabota@mail.ru",
    company: "",
    message: `Работа на дому для всех! Приём и отправка посылок, обработка заказов, от 3000 евро в месяц. Опыт не нужен, обучение бесплатно. Пишите в Telegram @rabota_doma_eu`,
    who: "Russian-language home-work parcel scam",
    kind: "fake-job-parcel-agent",
  },
  {
    name: "Jessica from TalentBridge",
    email: "jessica.talentbridge@outlook.com",
    company: "TalentBridge Recruitment",
    message: `Hi, I'm Jessica from TalentBridge Recruitment. Your profile was recommended to us for a flexible remote position. You can work 60–90 minutes a day by helping merchants increase app ratings, and earn EUR 150–400 per day plus bonuses. Payment is made daily. If you're interested, please reply with your WhatsApp number and I'll arrange the onboarding.`,
    who: "'your profile was recommended' task-scam recruiter",
    kind: "fake-job-parcel-agent",
  },
  {
    name: "Warenprüfung Deutschland",
    email: "personal@warenpruefung-versand.example",
    company: "Warenprüfung & Versand GmbH",
    message: `Wir suchen Warenprüfer und Versandmitarbeiter (m/w/d) auf Minijob- oder Teilzeitbasis im Homeoffice. Sie empfangen Warensendungen an Ihre Privatadresse, prüfen die Ware auf Vollständigkeit und versenden sie mit bereitgestellten Versandetiketten weiter. Vergütung 18 € pro Stunde + Paketprämie. Jetzt bewerben: https://warenpruefung-versand.example/jobs`,
    who: "reshipping job disguised as quality inspection",
    kind: "fake-job-parcel-agent",
  },

  // ───────────────────────────── keyword-stuffing ─────────────────────────────
  {
    name: "Schlüsseldienst Berlin",
    email: "info@schluesseldienst-berlin-24h.example",
    company: "Schlüsseldienst Berlin",
    message: `Schlüsseldienst Berlin Schlüsseldienst Notdienst Berlin Schlüsseldienst günstig Berlin Türöffnung Berlin Schlüsseldienst 24h Berlin Schlüsselnotdienst Berlin Schlüsseldienst Mitte Schlüsseldienst Kreuzberg Schlüsseldienst Neukölln Schlüsseldienst Charlottenburg Schlüsseldienst Spandau Türöffnung günstig Schlüsseldienst Festpreis https://schluesseldienst-berlin-24h.example`,
    who: "locksmith keyword-stuffed link drop",
    kind: "keyword-stuffing",
  },
  {
    name: "best seo services",
    email: "bestseo.services.agency@gmail.com",
    company: "best seo company",
    message: `best seo services, best seo company, seo agency near me, affordable seo services, seo expert, seo consultant, local seo services, seo packages, cheap seo, top seo company, seo marketing, search engine optimization services, best seo agency, seo service provider https://best-seo-services.example`,
    who: "SEO keyword list",
    kind: "keyword-stuffing",
  },
  {
    name: "Umzugsfirma Hamburg",
    email: "kontakt@umzug-hamburg-guenstig.example",
    company: "",
    message: `Umzugsfirma Hamburg | Umzug Hamburg | Umzugsunternehmen Hamburg günstig | Umzugshelfer Hamburg | Entrümpelung Hamburg | Möbeltransport Hamburg | Umzug Hamburg Festpreis | Umzugsfirma Hamburg Altona | Umzugsfirma Hamburg Wandsbek | Seniorenumzug Hamburg | Firmenumzug Hamburg`,
    who: "removal company keyword stuffing",
    kind: "keyword-stuffing",
  },
  {
    name: "купить диплом",
    email: "diplom.kupit@mail.ru",
    company: "",
    message: `купить диплом, купить диплом о высшем образовании, купить диплом недорого, купить диплом с занесением в реестр, купить аттестат, купить диплом колледжа, купить диплом врача, купить диплом в Москве, купить диплом техникума https://diplom-kupit.example`,
    who: "Russian 'buy a diploma' keyword spam",
    kind: "keyword-stuffing",
  },
  {
    name: "上海代办",
    email: "daiban_sh@163.com",
    company: "",
    message: `上海办证 上海代办发票 上海办理各类证件 上海代开发票 上海发票代开 上海办证电话 上海专业办证 上海刻章 上海办证公司 上海代办执照 https://sh-daiban.example`,
    who: "Chinese fake-document keyword spam",
    kind: "keyword-stuffing",
  },
  {
    name: "replica watches",
    email: "replica.watches.shop@hotmail.com",
    company: "",
    message: `replica watches rolex replica swiss replica watches best replica watches omega replica rolex submariner replica cheap replica watches AAA replica watches replica patek philippe replica audemars piguet fake rolex https://replica-watches-store.example`,
    who: "replica watch keyword spam",
    kind: "keyword-stuffing",
  },
  {
    name: "Handwerker Notdienst",
    email: "notdienst@handwerker-sofort-24.example",
    company: "",
    message: `Rohrreinigung Notdienst Rohrreinigung günstig Abflussreinigung Kanalreinigung Rohrverstopfung WC verstopft Abfluss verstopft Rohrreinigung Köln Rohrreinigung Düsseldorf Rohrreinigung Bonn Rohrreinigung Essen Rohrreinigung 24h Rohrreinigung Festpreis Sanitär Notdienst Heizung Notdienst`,
    who: "drain-cleaning emergency keyword spam",
    kind: "keyword-stuffing",
  },
  {
    name: "Kredit Vergleich",
    email: "info@kredit-sofort-vergleich.example",
    company: "",
    message: `<a href="https://kredit-sofort-vergleich.example">kredit ohne schufa</a> <a href="https://kredit-sofort-vergleich.example/sofortkredit">sofortkredit</a> <a href="https://kredit-sofort-vergleich.example/eilkredit">eilkredit</a> <a href="https://kredit-sofort-vergleich.example/minikredit">minikredit</a> kredit trotz schufa, kredit für selbstständige, kredit sofort auszahlung`,
    who: "HTML anchor keyword spam",
    kind: "keyword-stuffing",
  },

  // ───────────────────────────── ceo-fraud ─────────────────────────────
  {
    name: "Markus Feldmann",
    email: "markus.feldmann.gf@gmail.com",
    company: "",
    message: `Hallo Frau Schneider,

sind Sie gerade im Büro? Ich bin den ganzen Tag in Besprechungen und nur per E-Mail erreichbar. Ich brauche Ihre Hilfe bei einer dringenden und vertraulichen Angelegenheit. Bitte sprechen Sie mit niemandem darüber, bis ich mich wieder melde.

Antworten Sie mir bitte direkt an diese Adresse.

Markus Feldmann
Geschäftsführer

Von meinem iPhone gesendet`,
    who: "CEO impersonation opening move",
    kind: "ceo-fraud",
  },
  {
    name: "Markus Feldmann",
    email: "m.feldmann.ceo@outlook.de",
    company: "",
    message: `Guten Tag,

wie Sie vielleicht schon gehört haben, befinden wir uns in der Endphase einer vertraulichen Unternehmensübernahme. Die BaFin und unsere Anwälte bestehen auf strikter Geheimhaltung bis zur offiziellen Bekanntgabe.

Ich benötige heute noch eine Überweisung über 87.450,00 € als Anzahlung. Rechtsanwalt Dr. Lenz von der Kanzlei Lenz & Partner wird Sie in Kürze mit den Kontodaten kontaktieren. Bitte führen Sie die Zahlung unverzüglich aus und bestätigen Sie mir kurz.

Ich verlasse mich auf Ihre Diskretion.

M. Feldmann
Geschäftsführung`,
    who: "fake confidential acquisition wire transfer",
    kind: "ceo-fraud",
  },
  {
    name: "David Hoffmann",
    email: "david.hoffmann.office@protonmail.com",
    company: "",
    message: `Are you available? I need you to process a wire transfer today for a new supplier. It's urgent and confidential. I'm in a meeting and can't talk on the phone. Reply with your availability and I'll send the details. Thanks, David (CEO)`,
    who: "English CEO wire transfer request",
    kind: "ceo-fraud",
  },
  {
    name: "Christian",
    email: "christian.gf.privat@gmail.com",
    company: "",
    message: `Hi, ich brauche kurz deine Hilfe. Ich möchte einigen Kunden eine kleine Aufmerksamkeit schicken und brauche dafür 6 Apple-Gutscheinkarten à 100 €. Kannst du die in der Mittagspause besorgen? Ich erstatte dir das Geld heute Abend. Schick mir bitte ein Foto der Codes, sobald du sie hast. Bin in einem Termin, kann nicht telefonieren. Christian`,
    who: "gift card CEO fraud",
    kind: "ceo-fraud",
  },
  {
    name: "RA Dr. Thomas Lenz",
    email: "dr.lenz.kanzlei@consultant.com",
    company: "Lenz & Partner Rechtsanwälte",
    message: `Sehr geehrte Damen und Herren,

im Auftrag Ihrer Geschäftsführung begleiten wir eine strategische Transaktion, die der Verschwiegenheitspflicht unterliegt. Ihr Geschäftsführer hat Sie bereits als Ansprechpartnerin für die Zahlungsabwicklung benannt.

Für die heute fällige Treuhandzahlung benötigen wir eine SEPA-Überweisung in Höhe von 124.900,00 € auf das Anderkonto unserer Kanzlei. Die Bankverbindung übermitteln wir nach Ihrer Bestätigung.

Bitte wahren Sie absolute Vertraulichkeit – auch gegenüber Kollegen.

Dr. Thomas Lenz
Rechtsanwalt`,
    who: "fake lawyer supporting CEO fraud",
    kind: "ceo-fraud",
  },
  {
    name: "Julia Krüger",
    email: "julia.krueger.privat@web.de",
    company: "",
    message: `Hallo, ich habe mein Bankkonto gewechselt und möchte, dass mein Gehalt ab diesem Monat auf das neue Konto überwiesen wird. Können Sie das bitte vor der nächsten Gehaltsabrechnung ändern? Welche Angaben brauchen Sie von mir? Danke, Julia Krüger`,
    who: "payroll diversion posing as an employee",
    kind: "ceo-fraud",
  },
  {
    name: "Geschäftsführung",
    email: "geschaeftsfuehrung.intern@gmx.net",
    company: "",
    message: `Bist du da? Kurz was Dringendes. Bitte nur per Mail antworten, bin im Termin.`,
    who: "one-line 'are you there' CEO fraud",
    kind: "ceo-fraud",
  },
  {
    name: "Laurent Mercier",
    email: "laurent.mercier.pdg@gmail.com",
    company: "",
    message: `Bonjour, je suis actuellement en déplacement et j'ai besoin de votre aide pour une opération confidentielle d'acquisition. Un virement international doit être effectué aujourd'hui. Notre avocat vous contactera. Merci de ne pas en parler à l'équipe pour le moment. Laurent Mercier, Président`,
    who: "French CEO fraud",
    kind: "ceo-fraud",
  },

  // ───────────────────────────── crypto-investment ─────────────────────────────
  {
    name: "Trading Bot",
    email: "info@quantum-ai-trade.example",
    company: "",
    message: `Turn EUR 250 into EUR 5,000 per week with our AI trading bot! Fully automated, 94% win rate, no experience needed. Thousands of Germans already earn passive income. Register today and get a personal account manager: https://quantum-ai-trade.example/de`,
    who: "AI crypto trading bot scam",
    kind: "crypto-investment",
  },
  {
    name: "Michael Kessler",
    email: "m.kessler.invest@gmx.de",
    company: "",
    message: `Hallo! Haben Sie schon gehört? Ein bekannter Fernsehmoderator hat in einer Talkshow verraten, wie er mit einer neuen Bitcoin-Plattform monatlich über 30.000 € verdient. Die Banken wollen das verbieten! Mit nur 250 € Startkapital können auch Sie sofort loslegen. Alle Infos: https://bitcoin-geheimnis-news.example`,
    who: "fake celebrity Bitcoin endorsement",
    kind: "crypto-investment",
  },
  {
    name: "Алексей Инвест",
    email: "alexey.invest.crypto@yandex.ru",
    company: "",
    message: `Инвестиции в криптовалюту с доходностью от 3% в день! Наш фонд работает с 2019 года, выплаты ежедневно на USDT. Минимальный вклад 100$. Реферальная программа 10%. Подробности: https://crypto-fond-dohod.example`,
    who: "Russian-language crypto HYIP",
    kind: "crypto-investment",
  },
  {
    name: "投资顾问",
    email: "usdt_licai@qq.com",
    company: "",
    message: `USDT稳定理财，日收益1.5%-3%，随存随取，平台已运营5年，安全可靠。新用户注册即送10 USDT体验金。添加导师微信 licai_vip666 免费学习合约交易技巧。`,
    who: "Chinese-language USDT 'wealth management' scam",
    kind: "crypto-investment",
  },
  {
    name: "Wallet Notification",
    email: "no-reply@btc-wallet-alert.example",
    company: "",
    message: `You have 0.87 BTC (≈ EUR 52,340) waiting in your account from an unclaimed mining reward. Withdraw now before it expires in 24 hours: https://btc-wallet-alert.example/claim?u=88213`,
    who: "unclaimed Bitcoin balance lure",
    kind: "crypto-investment",
  },
  {
    name: "Daniel Ross",
    email: "daniel.ross@novachain-presale.example",
    company: "NovaChain Foundation",
    message: `Hi,

We'd like to invite your company to participate in the private presale of NovaChain (NOVA), the first blockchain for decentralised appointment scheduling. Early partners receive tokens at USD 0.012 (listing price USD 0.10) plus a 25% bonus. Minimum allocation USD 5,000.

Whitepaper and allocation form: https://novachain-presale.example

Best,
Daniel Ross
Partnerships`,
    who: "token presale tailored to the booking niche",
    kind: "crypto-investment",
  },
  {
    name: "Recovery Experts",
    email: "help@funds-recovery-team.example",
    company: "Funds Recovery Team",
    message: `Have you lost money to a fake crypto investment or forex broker? Our certified recovery specialists and blockchain forensic experts have helped thousands of victims get their funds back. Free case review, no upfront fees*. Contact us today: https://funds-recovery-team.example`,
    who: "crypto 'recovery' follow-up scam",
    kind: "crypto-investment",
  },
  {
    name: "Laura Martínez",
    email: "laura.martinez.inversiones@gmail.com",
    company: "",
    message: `Hola, soy Laura, asesora financiera. Estoy ayudando a personas a generar ingresos extra con trading de criptomonedas desde casa. Yo gané 12.000 € el mes pasado. Si quieres aprender, escríbeme por WhatsApp +34 612 555 038.`,
    who: "Spanish-language crypto mentor scam",
    kind: "crypto-investment",
  },
  {
    name: "Kevin",
    email: "kevin.crypto.profits@outlook.com",
    company: "",
    message: `Made $8,400 last week with this new crypto app, payouts daily. Check it: https://crypto-daily-profits.example`,
    who: "short crypto profit link",
    kind: "crypto-investment",
  },

  // ───────────────────────────── loan-or-funding-offer ─────────────────────────────
  {
    name: "Capital Advance",
    email: "funding@capital-advance-now.example",
    company: "Capital Advance Now",
    message: `Business funding up to USD 500,000 – approval in 24 hours, no credit check, no collateral. Working capital, equipment, expansion. Apply in 2 minutes: https://capital-advance-now.example/apply`,
    who: "business loan spam",
    kind: "loan-or-funding-offer",
  },
  {
    name: "Kreditvermittlung Schneider",
    email: "kredit.schneider@gmx.de",
    company: "",
    message: `Kredit ohne Schufa bis 50.000 € – auch für Selbstständige, Freiberufler und bei negativer Bonität! Schnelle Auszahlung innerhalb von 48 Stunden, keine Vorkosten. Einfach Antrag stellen und heute noch Zusage erhalten. Kontakt per WhatsApp: +49 157 5550 2291`,
    who: "German 'loan without credit check'",
    kind: "loan-or-funding-offer",
  },
  {
    name: "Mr. Robert Hayes",
    email: "roberthayes.loanfirm@gmail.com",
    company: "Hayes Private Lending",
    message: `Good day, do you need a loan to pay off your bills, expand your business or start a new project? We offer personal and business loans at 3% interest rate, from EUR 5,000 to EUR 5,000,000. Fast and reliable. Contact us with: Full name, Amount needed, Duration, Country, Phone number.`,
    who: "private lender advance-fee loan",
    kind: "loan-or-funding-offer",
  },
  {
    name: "Sebastian Winter",
    email: "s.winter@foerdermittel-check.example",
    company: "Fördermittel-Check Deutschland",
    message: `Sehr geehrte Damen und Herren,

wussten Sie, dass Ihr Unternehmen Anspruch auf bis zu 80 % staatliche Zuschüsse für Digitalisierung, Beratung und Personal haben könnte? Viele Softwareunternehmen lassen jedes Jahr fünfstellige Beträge liegen.

In einem kostenlosen 20-minütigen Fördermittel-Check prüfen wir, welche Programme für Sie in Frage kommen. Unser Honorar ist erfolgsabhängig (15 % der bewilligten Summe).

Hier Termin buchen: https://foerdermittel-check.example/termin

Mit freundlichen Grüßen
Sebastian Winter`,
    who: "grant consultancy cold pitch",
    kind: "loan-or-funding-offer",
  },
  {
    name: "Merchant Funding",
    email: "offers@merchant-cash-fast.example",
    company: "",
    message: `Hi, your business has been pre-approved for a merchant cash advance of up to EUR 150,000. Repay with a small percentage of your daily card sales. Funds in 48h. Reply "INTERESTED" to receive your offer.`,
    who: "merchant cash advance 'pre-approval'",
    kind: "loan-or-funding-offer",
  },
  {
    name: "Pożyczki Szybko",
    email: "pozyczki.szybko24@wp.pl",
    company: "",
    message: `Potrzebujesz gotówki? Pożyczka do 20 000 zł bez BIK i bez zaświadczeń, decyzja w 15 minut, przelew tego samego dnia. Wniosek: https://pozyczki-szybko.example`,
    who: "Polish-language payday loan",
    kind: "loan-or-funding-offer",
  },
  {
    name: "Mme Claire Fontaine",
    email: "claire.fontaine.pret@gmail.com",
    company: "",
    message: `Bonjour, je suis une particulière et je propose des prêts entre particuliers sérieux et honnêtes à un taux de 2 %, de 3 000 à 500 000 euros, pour tous vos projets. Remboursement flexible. Contactez-moi par e-mail pour plus d'informations.`,
    who: "French peer-to-peer loan scam",
    kind: "loan-or-funding-offer",
  },
  {
    name: "Harrison Blake",
    email: "harrison.blake@meridian-capital-partners.example",
    company: "Meridian Capital Partners",
    message: `Dear Founder,

I am writing on behalf of Meridian Capital Partners, a private investment group managing funds on behalf of Middle-East family offices. We are looking to invest in promising European software companies via long-term debt financing at 2.5% p.a. with no equity dilution, ticket sizes from EUR 1M to EUR 50M.

If you are currently raising or planning to expand, please send us your executive summary. Kindly note that our due diligence requires a refundable processing deposit.

Warm regards,
Harrison Blake
Investment Director`,
    who: "fake investor / advance-fee financing",
    kind: "loan-or-funding-offer",
  },
  {
    name: "Préstamos Rápidos",
    email: "prestamos.rapidos.es@outlook.es",
    company: "",
    message: `¿Necesita financiación para su empresa? Ofrecemos préstamos de 10.000 a 2.000.000 EUR sin aval y con aprobación en 24 horas. Interés del 2% anual. Contáctenos por WhatsApp: +34 631 555 217.`,
    who: "Spanish-language business loan scam",
    kind: "loan-or-funding-offer",
  },

  // ───────────────────────────── web-design-cold-pitch ─────────────────────────────
  {
    name: "Ethan Parker",
    email: "ethan.parker.webdesign@gmail.com",
    company: "",
    message: `Hi,

I was looking at your website and noticed a few things that might be holding it back: the layout isn't fully optimized for mobile, the loading speed could be better, and the call-to-action buttons aren't very visible.

I'm a web designer and I've helped many businesses increase their conversions with a modern redesign. Would you be open to a free mockup of your homepage?

Best,
Ethan`,
    who: "'I looked at your website' redesign pitch",
    kind: "web-design-cold-pitch",
  },
  {
    name: "Anja Lorenz",
    email: "anja.lorenz@webdesign-lorenz.example",
    company: "Webdesign Lorenz",
    message: `Guten Tag,

bei einem Blick auf Ihre Website ist mir aufgefallen, dass sie auf Smartphones nicht optimal dargestellt wird und einige Texte abgeschnitten sind. Da inzwischen über 60 % der Besucher mobil surfen, verschenken Sie hier wertvolle Anfragen.

Gerne erstelle ich Ihnen unverbindlich einen Entwurf für eine moderne, responsive Website – Festpreis ab 1.990 €.

Mit freundlichen Grüßen
Anja Lorenz`,
    who: "German mobile-friendliness pitch",
    kind: "web-design-cold-pitch",
  },
  {
    name: "WebPro Designs",
    email: "webprodesigns.team@gmail.com",
    company: "",
    message: `Hello, we can redesign your website for just $499 with a modern look, SEO-friendly structure and fast loading. 5 pages, unlimited revisions, delivery in 7 days. Interested? Reply and we will send samples.`,
    who: "cheap website redesign offer",
    kind: "web-design-cold-pitch",
  },
  {
    name: "Leon Schubert",
    email: "leon.schubert@barrierefrei-webcheck.example",
    company: "Barrierefrei Webcheck",
    message: `Sehr geehrte Damen und Herren,

seit dem 28. Juni 2025 gilt das Barrierefreiheitsstärkungsgesetz (BFSG). Wir haben Ihre Website geprüft und 23 Barrieren gefunden (u.a. fehlende Alternativtexte, unzureichende Kontraste, nicht bedienbare Formulare). Bei Verstößen drohen Abmahnungen und Bußgelder bis zu 100.000 €.

Wir setzen die Barrierefreiheit Ihrer Website rechtssicher um – Pauschalpreis ab 2.490 € netto. Den vollständigen Prüfbericht senden wir Ihnen gerne kostenlos zu.

Mit freundlichen Grüßen
Leon Schubert`,
    who: "accessibility-law (BFSG) fear pitch",
    kind: "web-design-cold-pitch",
  },
  {
    name: "Ryan",
    email: "ryan.speedfix@outlook.com",
    company: "",
    message: `Your site loads in 8.4 seconds on mobile (Google PageSpeed score 31). Visitors leave after 3 seconds. I can fix this in 48 hours for a flat fee. Want the full report?`,
    who: "page speed fix pitch",
    kind: "web-design-cold-pitch",
  },
  {
    name: "Need Website",
    email: "websitedesign.offer@gmail.com",
    company: "",
    message: `Need new website? Wordpress, Shopify, landing page. Cheap price. Reply.`,
    who: "one-line website offer",
    kind: "web-design-cold-pitch",
  },
  {
    name: "Sophia Williams",
    email: "sophia.williams@pixelcraft-studio.example",
    company: "PixelCraft Studio",
    message: `Hi there!

I came across your website today and I have to be honest — your product looks great, but the website doesn't do it justice. The design feels a bit outdated compared to competitors and the booking flow isn't obvious.

We're a small design studio specialising in SaaS landing pages. Here's some of our recent work: https://pixelcraft-studio.example/work

Would you be interested in a quick call to discuss a refresh?

Kind regards,
Sophia`,
    who: "'your website looks outdated' studio pitch",
    kind: "web-design-cold-pitch",
  },
  {
    name: "Paweł Zieliński",
    email: "pawel.zielinski@strony-www-pro.example",
    company: "Strony WWW Pro",
    message: `Dzień dobry, projektujemy nowoczesne strony internetowe i sklepy dla firm z Niemiec i Polski. Państwa strona mogłaby wyglądać znacznie lepiej na telefonach. Przygotujemy darmowy projekt graficzny – wystarczy odpowiedzieć na tę wiadomość.`,
    who: "Polish-language web design pitch",
    kind: "web-design-cold-pitch",
  },
  {
    name: "Diego Herrera",
    email: "diego.herrera@disenoweb-pro.example",
    company: "",
    message: `Hola, vi su sitio web y creo que podría convertir muchos más visitantes en clientes con un diseño más moderno. Hacemos páginas web profesionales desde 390 EUR. ¿Le envío algunos ejemplos?`,
    who: "Spanish-language web design pitch",
    kind: "web-design-cold-pitch",
  },

  // ───────────────────────────── video-or-social-media-marketing ─────────────────────────────
  {
    name: "Liam Foster",
    email: "liam@explainer-motion.example",
    company: "Explainer Motion",
    message: `Hi,

I checked out Kehrtour and love the product! But I noticed you don't have an explainer video on your homepage. Research shows that a 60-second animated video can increase conversions by up to 80%.

We've created videos for 500+ SaaS companies. A 60-second 2D explainer starts at USD 1,490, including script, voice-over and unlimited revisions.

Here's our showreel: https://explainer-motion.example/reel

Shall I send you a concept idea for free?

Liam`,
    who: "explainer video studio pitch",
    kind: "video-or-social-media-marketing",
  },
  {
    name: "Carina Wolf",
    email: "carina.wolf@social-media-betreuung.example",
    company: "Social Media Betreuung Wolf",
    message: `Hallo liebes Team,

Ihr Instagram- und LinkedIn-Auftritt hat großes Potenzial, wird aber kaum bespielt (letzter Beitrag vor 4 Monaten). Wir übernehmen die komplette Betreuung Ihrer Kanäle: Redaktionsplan, Grafiken, Reels, Community Management – ab 690 € monatlich.

Hätten Sie Lust auf ein kostenloses Strategiegespräch?

Liebe Grüße
Carina`,
    who: "German social-media management pitch",
    kind: "video-or-social-media-marketing",
  },
  {
    name: "InstaGrowth",
    email: "growth@insta-boost-followers.example",
    company: "",
    message: `Grow your Instagram to 10k real followers in 30 days! Organic growth, no bots, targeted to your niche. Packages from $29. Also available: likes, views, TikTok followers. https://insta-boost-followers.example`,
    who: "follower-selling service",
    kind: "video-or-social-media-marketing",
  },
  {
    name: "Jan Hinrichs",
    email: "jan.hinrichs@azubi-reels.example",
    company: "Azubi Reels",
    message: `Moin! Sie finden keine Auszubildenden oder Fachkräfte? Mit TikTok- und Instagram-Recruiting erreichen wir junge Leute genau dort, wo sie sind. Wir drehen an einem Tag 10 authentische Videos in Ihrem Betrieb und schalten die Kampagne – im Schnitt 25 Bewerbungen in 4 Wochen. Festpreis 3.900 €. Kurzes Telefonat diese Woche?`,
    who: "social recruiting video pitch",
    kind: "video-or-social-media-marketing",
  },
  {
    name: "Philipp Sander",
    email: "p.sander@imagefilm-sander.example",
    company: "Imagefilm Sander",
    message: `Guten Tag,

ein professioneller Imagefilm mit Drohnenaufnahmen ist die beste Visitenkarte für Ihr Unternehmen. Wir produzieren Ihren Film inkl. Konzept, Dreh, Schnitt, Musik und Sprecher ab 2.490 € – und stellen Ihnen zusätzlich drei Kurzversionen für Social Media bereit.

Aktuell sind wir in Ihrer Region unterwegs und hätten im Dezember noch zwei Drehtage frei.

Viele Grüße
Philipp Sander`,
    who: "image film / drone video pitch",
    kind: "video-or-social-media-marketing",
  },
  {
    name: "Grace Mitchell",
    email: "grace@linkedin-ghostwriters.example",
    company: "LinkedIn Ghostwriters",
    message: `Hi! Founders who post on LinkedIn 3x per week get 5x more inbound leads. We write, design and schedule your posts in your voice — you just approve them. 12 posts per month for EUR 990. Want to see examples from other SaaS founders?`,
    who: "LinkedIn ghostwriting pitch",
    kind: "video-or-social-media-marketing",
  },
  {
    name: "YouTube Promotion",
    email: "yt.promotion.service@gmail.com",
    company: "",
    message: `Hello, I saw your YouTube channel and your videos are really good but they have very few views. I can promote your channel to a real and active audience and get you 1000+ subscribers and 4000 watch hours for monetization. Let me know if you are interested.`,
    who: "YouTube promotion pitch",
    kind: "video-or-social-media-marketing",
  },
  {
    name: "Camille Laurent",
    email: "camille.laurent@agence-reseaux.example",
    company: "Agence Réseaux Sociaux",
    message: `Bonjour, nous sommes une agence spécialisée dans la gestion des réseaux sociaux et la création de vidéos courtes (Reels, TikTok, YouTube Shorts) pour les entreprises B2B. Nous aimerions vous proposer un audit gratuit de votre présence en ligne. Seriez-vous disponible pour un appel de 15 minutes ?`,
    who: "French-language social media agency pitch",
    kind: "video-or-social-media-marketing",
  },
  {
    name: "Valentina Ríos",
    email: "valentina.rios@videos-ugc.example",
    company: "Videos UGC",
    message: `Hola, creamos vídeos UGC con creadores reales para anuncios en TikTok, Instagram y Facebook. Desde 150 EUR por vídeo, entrega en 5 días. ¿Quiere ver ejemplos para empresas de software?`,
    who: "Spanish-language UGC video pitch",
    kind: "video-or-social-media-marketing",
  },
];
