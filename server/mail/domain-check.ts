import { type KeyObject, createPrivateKey, createPublicKey } from "node:crypto";
import { promises as dns } from "node:dns";
import { readFileSync } from "node:fs";
import type { DeliverySettings } from "../config.ts";

/*
 * Whether the sending domain is ready for the big mail providers, read from
 * DNS: SPF for the envelope sender's domain (RFC 7208), the DKIM key under
 * the selector and whether it is the public half of DKIM_KEY_FILE (RFC
 * 6376), DMARC (RFC 7489), and whether the return path and the signature
 * belong to the From address's domain (alignment). The texts are German:
 * the owner reads them, each with what to do.
 *
 * Alignment is "relaxed" unless the DMARC record says `aspf=s` / `adkim=s`:
 * two domains are aligned when they end in the same registered domain, here
 * simply the last two labels (firma.de for news.firma.de). That is right for
 * .de, .com and the like; under a public suffix of two labels (co.uk) it
 * would take co.uk for the registered domain, for which DMARC consults the
 * Public Suffix List.
 */

/** What the domain check found: a problem and what to do about it. */
export interface DomainFinding {
  problem: string;
  fix: string;
  /**
   * It fails mails to subscribers (a record missing, a wrong key): a blocker
   * while updates can be sent. Otherwise a risk: it concerns notices only,
   * or a misalignment that a good DKIM signature makes up for.
   */
  blocksUpdates: boolean;
}

type Settings = Pick<
  DeliverySettings,
  | "smtpUrl"
  | "mailFrom"
  | "notifyFrom"
  | "bounceAddress"
  | "dkimSelector"
  | "dkimKeyFile"
  | "dnsServer"
>;

/** A From address of the site's mails, and the envelope sender it goes out with. */
interface Sender {
  /** The From address's domain. */
  domain: string;
  setting: "MAIL_FROM" | "NOTIFY_FROM";
  /** Mails to subscribers come from it (MAIL_FROM). */
  subscribers: boolean;
  /** The return path's domain, and the setting it comes from. */
  envelope: { domain: string; setting: string };
}

/** The domain of an address setting (`a@b.de` or `Name <a@b.de>`), lower case. */
const domainOf = (address: string) =>
  /@([^\s<>@]+?)\.?>?\s*$/.exec(address)?.[1]?.toLowerCase();

/** The registered domain, simply: the last two labels (see above). */
const registeredDomain = (domain: string) =>
  domain.split(".").slice(-2).join(".");

const aligned = (one: string, other: string, strict: boolean) =>
  strict ? one === other : registeredDomain(one) === registeredDomain(other);

/**
 * The From domains of the site's mails: MAIL_FROM's (sign-ups, updates), and
 * NOTIFY_FROM's when notices come from another domain. The first signs: the
 * DKIM domain (d=) is MAIL_FROM's, else NOTIFY_FROM's, as the mailer signs.
 * Every mail's return path is under BOUNCE_ADDRESS, else its From address.
 */
function sendersOf(settings: Settings): Sender[] {
  const bounce = settings.bounceAddress && domainOf(settings.bounceAddress);
  const senders: Sender[] = [];
  const add = (
    address: string | undefined,
    setting: Sender["setting"],
    subscribers: boolean,
  ) => {
    const domain = address && domainOf(address);
    if (!domain || senders.some((sender) => sender.domain === domain)) return;
    senders.push({
      domain,
      setting,
      subscribers,
      envelope: bounce
        ? { domain: bounce, setting: "BOUNCE_ADDRESS" }
        : { domain, setting },
    });
  };
  add(settings.mailFrom, "MAIL_FROM", true);
  add(settings.notifyFrom, "NOTIFY_FROM", false);
  return senders;
}

/** The records to publish, as check:launch names them and --records prints them. */
const SPF_SUGGESTION = "v=spf1 mx ~all";
const dmarcSuggestion = (domain: string) =>
  `v=DMARC1; p=none; rua=mailto:dmarc@${domain}`;
const dkimRecord = (publicKey: string) => `v=DKIM1; k=rsa; p=${publicKey}`;
const KEYGEN =
  "openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out dkim.pem";
const RECORDS_COMMAND = "npm run check:launch -- --records";

/**
 * The public key of DKIM_KEY_FILE as DKIM publishes it (p=: the base64 of
 * its DER SubjectPublicKeyInfo), or why there is none, in German.
 */
export function dkimPublicKey(
  keyFile: string,
): { base64: string; spki: Buffer } | { error: string } {
  let pem: string;
  try {
    pem = readFileSync(keyFile, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      error:
        code === "ENOENT"
          ? "Die Datei gibt es nicht."
          : `Die Datei lässt sich nicht lesen (${code}).`,
    };
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    return {
      error:
        "Sie enthält keinen privaten Schlüssel im PEM-Format (ohne Passwort).",
    };
  }
  if (key.asymmetricKeyType !== "rsa")
    return {
      error: `Sie enthält einen ${key.asymmetricKeyType}-Schlüssel; signiert wird mit RSA.`,
    };
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < 1024)
    return {
      error: `Der Schlüssel hat nur ${bits} Bit: Empfänger werten Signaturen mit weniger als 1024 Bit nicht (RFC 8301).`,
    };
  const spki = createPublicKey(key).export({ type: "spki", format: "der" });
  return { base64: spki.toString("base64"), spki };
}

/** A DKIM or DMARC tag list (`v=DKIM1; k=rsa; p=…`) by tag name. */
function tagsOf(record: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of record.split(";")) {
    const at = part.indexOf("=");
    if (at > 0)
      tags.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1));
  }
  return tags;
}

/** Whether a published p= (SubjectPublicKeyInfo, or a bare RSAPublicKey as some publish) is this key. */
function isKey(tags: Map<string, string>, spki: Buffer): boolean {
  if ((tags.get("k")?.trim() ?? "rsa") !== "rsa") return false;
  const data = Buffer.from((tags.get("p") ?? "").replace(/\s/g, ""), "base64");
  if (data.length === 0) return false;
  for (const type of ["spki", "pkcs1"] as const) {
    try {
      const key = createPublicKey({ key: data, format: "der", type });
      return key.export({ type: "spki", format: "der" }).equals(spki);
    } catch {
      // Not this form: try the other.
    }
  }
  return false;
}

/** Lookups not done for want of an answer (no network, a server failing), by name and code. */
type Lookups = ReturnType<typeof lookupsWith>;

/** A name without the record, as the Internet answers it: NXDOMAIN or no data. */
const NO_RECORD = new Set(["ENOTFOUND", "ENODATA"]);

/**
 * TXT lookups, each record's strings joined: none when there is no record,
 * undefined when DNS did not answer (noted in `failures`).
 */
function lookupsWith(resolver: dns.Resolver) {
  const failures: string[] = [];
  const cache = new Map<string, Promise<string[] | undefined>>();
  const txt = (name: string) => {
    let answer = cache.get(name);
    if (!answer) {
      answer = resolver.resolveTxt(name).then(
        (records) => records.map((strings) => strings.join("").trim()),
        (error: NodeJS.ErrnoException) => {
          if (error.code && NO_RECORD.has(error.code)) return [];
          failures.push(`${name}: ${error.code ?? error.message}`);
          return undefined;
        },
      );
      cache.set(name, answer);
    }
    return answer;
  };
  return { txt, failures };
}

/** A resolver of DNS_SERVER's servers (`IP[:PORT]`, comma-separated), else the system's. */
function resolverFor(dnsServer: string | undefined) {
  const resolver = new dns.Resolver({ timeout: 2_000, tries: 2 });
  if (dnsServer)
    resolver.setServers(dnsServer.split(",").map((server) => server.trim()));
  return resolver;
}

/** SPF of one envelope domain: exactly one v=spf1 record (RFC 7208, 4.5). */
async function spfFindings(
  domain: string,
  senders: Sender[],
  lookups: Lookups,
): Promise<DomainFinding[]> {
  const records = await lookups.txt(domain);
  if (!records) return [];
  const spf = records.filter((record) => /^v=spf1(\s|$)/i.test(record));
  if (spf.length === 1) return [];
  const users = senders.filter((sender) => sender.envelope.domain === domain);
  const blocksUpdates = users.some((sender) => sender.subscribers);
  if (spf.length > 1)
    return [
      {
        problem: `Die Domain ${domain} hat ${spf.length} SPF-Einträge: Empfänger werten dann keinen aus (RFC 7208, 4.5).`,
        fix: `Fassen Sie sie zu einem TXT-Eintrag zusammen: ein v=spf1 mit allen include:- und ip4:-Angaben, am Ende ~all oder -all.`,
        blocksUpdates,
      },
    ];
  return [
    {
      problem: `Die Domain ${domain} hat keinen SPF-Eintrag: Empfänger können nicht prüfen, ob Ihr Mailserver E-Mails mit diesem Absender im Umschlag (Return-Path, aus ${users[0]!.envelope.setting}) senden darf.`,
      fix: `Veröffentlichen Sie bei Ihrem DNS-Anbieter einen TXT-Eintrag für ${domain} mit dem Wert "${SPF_SUGGESTION}", mit dem include:-Eintrag Ihres Mail-Anbieters statt mx (er steht in dessen Anleitung) oder ip4:ADRESSE Ihres eigenen Mailservers. ${RECORDS_COMMAND} erklärt ihn.`,
      blocksUpdates,
    },
  ];
}

/** DKIM: the settings, the key file, and the published key being its public half. */
async function dkimFindings(
  settings: Settings,
  signer: Sender,
  lookups: Lookups,
): Promise<DomainFinding[]> {
  const blocksUpdates = signer.subscribers;
  const { dkimSelector: selector, dkimKeyFile: keyFile } = settings;
  if (!selector || !keyFile) {
    const unset = [
      ...(selector ? [] : ["DKIM_SELECTOR"]),
      ...(keyFile ? [] : ["DKIM_KEY_FILE"]),
    ].join(" und ");
    return [
      {
        problem: `DKIM fehlt: ${unset} ${unset.includes(" und ") ? "sind" : "ist"} nicht gesetzt, die E-Mails gehen unsigniert hinaus. Gmail und Yahoo verlangen von Massenversendern eine DKIM-Signatur, und das Abmelden mit einem Klick zählt nur unter ihr (RFC 8058).`,
        fix: `Erzeugen Sie einen Schlüssel (${KEYGEN}), setzen Sie DKIM_KEY_FILE auf die Datei und DKIM_SELECTOR auf einen Namen (etwa mail2026) und veröffentlichen Sie den DNS-Eintrag, den ${RECORDS_COMMAND} dann ausgibt.`,
        blocksUpdates,
      },
    ];
  }
  const key = dkimPublicKey(keyFile);
  if ("error" in key)
    return [
      {
        problem: `DKIM_KEY_FILE (${keyFile}) taugt nicht zum Signieren: ${key.error}`,
        fix: `Erzeugen Sie einen privaten RSA-Schlüssel (${KEYGEN}), setzen Sie DKIM_KEY_FILE darauf und veröffentlichen Sie den DNS-Eintrag, den ${RECORDS_COMMAND} ausgibt.`,
        blocksUpdates,
      },
    ];
  const name = `${selector}._domainkey.${signer.domain}`;
  const records = await lookups.txt(name);
  if (!records) return [];
  const published = records.map(tagsOf).filter((tags) => tags.has("p"));
  if (published.some((tags) => isKey(tags, key.spki))) return [];
  const record = dkimRecord(key.base64);
  if (published.length === 0)
    return [
      {
        problem: `Für DKIM ist kein öffentlicher Schlüssel veröffentlicht: ${name} hat keinen DKIM-Eintrag (TXT mit p=), an dem Empfänger die Signaturen prüfen könnten.`,
        fix: `Veröffentlichen Sie bei Ihrem DNS-Anbieter den TXT-Eintrag ${name} mit dem Wert "${record}" (${RECORDS_COMMAND} gibt ihn auch in Stücken zu 255 Zeichen aus).`,
        blocksUpdates,
      },
    ];
  return [
    {
      problem: `Der unter ${name} veröffentlichte DKIM-Schlüssel passt nicht zum privaten Schlüssel in DKIM_KEY_FILE (${keyFile}): Jede Signatur scheitert, als fehlte sie.`,
      fix: `Ersetzen Sie den Wert des TXT-Eintrags ${name} durch "${record}", oder setzen Sie DKIM_KEY_FILE auf den privaten Schlüssel, der zum veröffentlichten gehört.`,
      blocksUpdates,
    },
  ];
}

/** A domain's DMARC record: its own, else its registered domain's (RFC 7489, 6.6.3). */
type Dmarc =
  | { found: "none" }
  | { found: "several"; name: string }
  | { found: "one"; name: string; tags: Map<string, string> };

async function dmarcOf(
  domain: string,
  lookups: Lookups,
): Promise<Dmarc | undefined> {
  const names = new Set([
    `_dmarc.${domain}`,
    `_dmarc.${registeredDomain(domain)}`,
  ]);
  for (const name of names) {
    const records = await lookups.txt(name);
    if (!records) return undefined;
    const dmarc = records.filter((record) =>
      /^v\s*=\s*DMARC1\s*(;|$)/.test(record),
    );
    if (dmarc.length > 1) return { found: "several", name };
    if (dmarc.length === 1)
      return { found: "one", name, tags: tagsOf(dmarc[0]!) };
  }
  return { found: "none" };
}

/** DMARC of one From domain: one record, with a policy. */
function dmarcFindings(
  sender: Sender,
  dmarc: Dmarc | undefined,
): DomainFinding[] {
  const { domain, subscribers: blocksUpdates } = sender;
  const suggestion = `"${dmarcSuggestion(domain)}"`;
  if (!dmarc) return [];
  if (dmarc.found === "none")
    return [
      {
        problem: `Die Domain ${domain} hat keinen DMARC-Eintrag (_dmarc.${domain}): Gmail und Yahoo verlangen ihn seit 2024 von Massenversendern, und ohne ihn erfahren Sie nicht, wer unter Ihrer Domain E-Mails versendet.`,
        fix: `Veröffentlichen Sie bei Ihrem DNS-Anbieter den TXT-Eintrag _dmarc.${domain} mit dem Wert ${suggestion} (an rua gehen die Berichte). Sind die Berichte einige Wochen sauber, verschärfen Sie p=none zu p=quarantine, dann zu p=reject (docs/mail.md).`,
        blocksUpdates,
      },
    ];
  if (dmarc.found === "several")
    return [
      {
        problem: `${dmarc.name} hat mehrere DMARC-Einträge: Empfänger werten dann keinen aus (RFC 7489, 6.6.3).`,
        fix: `Fassen Sie sie zu einem TXT-Eintrag zusammen, etwa ${suggestion}.`,
        blocksUpdates,
      },
    ];
  const policy = dmarc.tags.get("p")?.trim().toLowerCase();
  if (policy && ["none", "quarantine", "reject"].includes(policy)) return [];
  return [
    {
      problem: `Der DMARC-Eintrag ${dmarc.name} hat kein gültiges p= (none, quarantine oder reject).`,
      fix: `Ersetzen Sie ihn durch ${suggestion} oder ergänzen Sie p=none.`,
      blocksUpdates,
    },
  ];
}

/**
 * Alignment (RFC 7489, 3.1): the return path's domain and the DKIM domain
 * (d=, MAIL_FROM's) each belong to the From domain. DMARC passes when either
 * does (4.2), so a misalignment is a risk: it leaves the other alone to carry
 * every mail.
 */
function alignmentFindings(
  settings: Settings,
  senders: Sender[],
  dmarc: Map<string, Dmarc | undefined>,
): DomainFinding[] {
  const findings: DomainFinding[] = [];
  const signer = senders[0]!;
  for (const sender of senders) {
    const policy = dmarc.get(sender.domain);
    const tags = policy?.found === "one" ? policy.tags : undefined;
    const strict = (tag: string) => tags?.get(tag)?.trim() === "s";
    const { envelope } = sender;
    if (!aligned(envelope.domain, sender.domain, strict("aspf")))
      findings.push({
        problem: `Der Absender im Umschlag (Return-Path) aus ${envelope.setting} liegt unter ${envelope.domain}, nicht unter der Domain von ${sender.setting} (${sender.domain})${strict("aspf") ? ", und DMARC verlangt mit aspf=s genau dieselbe" : ""}: Für DMARC zählt SPF dann nicht, allein die DKIM-Signatur trägt die Prüfung.`,
        fix: `Setzen Sie ${envelope.setting} auf eine Adresse unter ${strict("aspf") ? sender.domain : registeredDomain(sender.domain)} (etwa bounces@${sender.domain}) und veröffentlichen Sie für deren Domain den SPF-Eintrag.`,
        blocksUpdates: false,
      });
    if (
      settings.dkimSelector &&
      settings.dkimKeyFile &&
      !aligned(signer.domain, sender.domain, strict("adkim"))
    )
      findings.push({
        problem: `${sender.setting} liegt unter ${sender.domain}, signiert wird aber mit der Domain von ${signer.setting} (d=${signer.domain}): Für DMARC von ${sender.domain} zählt diese Signatur nicht.`,
        fix: `Nehmen Sie für ${sender.setting} eine Adresse unter ${registeredDomain(signer.domain)}, oder lassen Sie ${sender.setting} weg (dann gilt ${signer.setting}).`,
        blocksUpdates: false,
      });
  }
  return findings;
}

/** What could not be looked up: the check is incomplete, which is no all-clear. */
function uncheckedFinding(failures: string[], senders: Sender[]) {
  return {
    problem: `Ob SPF, DKIM und DMARC Ihrer Domain stimmen, ließ sich nicht ganz prüfen: Das DNS antwortete nicht (${failures.toSorted().join("; ")}).`,
    fix: `Prüfen Sie die Netzverbindung dieses Rechners (oder DNS_SERVER) und rufen Sie npm run check:launch erneut auf. Die Einträge, die veröffentlicht sein müssen, gibt ${RECORDS_COMMAND} aus.`,
    blocksUpdates: senders.some((sender) => sender.subscribers),
  };
}

/**
 * Looks up the sending domain's SPF, DKIM and DMARC records and names, in
 * German, what is missing, wrong or misaligned, each with the record to
 * publish. Nothing when no mail can leave (no SMTP_URL, no sender). A lookup
 * DNS does not answer is named too (never thrown): the check was not made.
 * `resolver` for tests; otherwise DNS_SERVER's, else the system's.
 */
export async function checkMailDomain(
  settings: Settings,
  resolver?: dns.Resolver,
): Promise<DomainFinding[]> {
  const senders = sendersOf(settings);
  if (!settings.smtpUrl || senders.length === 0) return [];
  let lookups: Lookups;
  try {
    lookups = lookupsWith(resolver ?? resolverFor(settings.dnsServer));
  } catch (error) {
    return [
      uncheckedFinding(
        [`DNS_SERVER="${settings.dnsServer}": ${(error as Error).message}`],
        senders,
      ),
    ];
  }
  const envelopes = [...new Set(senders.map((s) => s.envelope.domain))];
  const dmarc = new Map(
    await Promise.all(
      senders.map(
        async (sender) =>
          [sender.domain, await dmarcOf(sender.domain, lookups)] as const,
      ),
    ),
  );
  const findings = (
    await Promise.all([
      ...envelopes.map((domain) => spfFindings(domain, senders, lookups)),
      dkimFindings(settings, senders[0]!, lookups),
    ])
  ).flat();
  for (const sender of senders)
    findings.push(...dmarcFindings(sender, dmarc.get(sender.domain)));
  findings.push(...alignmentFindings(settings, senders, dmarc));
  if (lookups.failures.length > 0)
    findings.push(uncheckedFinding(lookups.failures, senders));
  return findings;
}

/** A TXT record as a zone file line: the value in strings of 255 characters at most (RFC 1035). */
function zoneLine(name: string, value: string): string {
  const strings = value.match(/.{1,255}/g) ?? [];
  return `${name}. IN TXT ( ${strings.map((part) => `"${part}"`).join(" ")} )`;
}

/** One record as the records command prints it. */
const recordText = (title: string, name: string, value: string) => [
  title,
  `   Name: ${name}`,
  `   Typ:  TXT`,
  `   Wert: ${value}`,
];

/** The DKIM part of the records: the key's record, or how to make the key. */
function dkimRecordLines(settings: Settings, domain: string) {
  const { dkimSelector, dkimKeyFile } = settings;
  const make = [
    `   Erzeugen Sie einen privaten Schlüssel: ${KEYGEN}`,
    "   (eine Datei, die nur der Server lesen darf: chmod 600 dkim.pem), setzen Sie",
    "   DKIM_KEY_FILE auf sie und DKIM_SELECTOR auf einen Namen (etwa mail2026) und",
    `   rufen Sie ${RECORDS_COMMAND} erneut auf: Dann steht hier der Eintrag.`,
  ];
  if (!dkimKeyFile)
    return {
      lines: [
        "2. DKIM: noch kein Schlüssel (DKIM_KEY_FILE ist nicht gesetzt).",
        ...make,
      ],
      complete: false,
    };
  const key = dkimPublicKey(dkimKeyFile);
  if ("error" in key)
    return {
      lines: [
        `2. DKIM: DKIM_KEY_FILE (${dkimKeyFile}) taugt nicht: ${key.error}`,
        ...make,
      ],
      complete: false,
    };
  const name = `${dkimSelector ?? "SELEKTOR"}._domainkey.${domain}`;
  const value = dkimRecord(key.base64);
  return {
    lines: [
      ...recordText(
        "2. DKIM: der öffentliche Schlüssel zu DKIM_KEY_FILE",
        name,
        value,
      ),
      ...(dkimSelector
        ? []
        : [
            "   SELEKTOR: setzen Sie DKIM_SELECTOR (etwa mail2026) und nehmen Sie ihn hier.",
          ]),
      ...(value.length > 255
        ? [
            "   Der Wert ist länger als die 255 Zeichen einer DNS-Zeichenkette: Viele",
            "   DNS-Oberflächen nehmen ihn, wie er ist; in einer Zonendatei in Stücken:",
            `   ${zoneLine(name, value)}`,
          ]
        : []),
    ],
    complete: Boolean(dkimSelector),
  };
}

/**
 * The DNS records the sending domain needs, as `--records` prints them
 * (German): SPF, DKIM (from DKIM_KEY_FILE's public key) and DMARC.
 * `complete` is false when one could not be given (no sender, no key).
 */
export function recordsToPublish(settings: Settings): {
  text: string;
  complete: boolean;
} {
  const [sender, ...others] = sendersOf(settings);
  if (!sender)
    return {
      text: "MAIL_FROM ist nicht gesetzt: Die DNS-Einträge gehören zur Domain Ihres Absenders. Setzen Sie MAIL_FROM (etwa neuigkeiten@ihre-domain.de) und rufen Sie den Befehl erneut auf.",
      complete: false,
    };
  const { domain, envelope } = sender;
  const dkim = dkimRecordLines(settings, domain);
  const lines = [
    `DNS-Einträge für ${domain}, bei Ihrem DNS-Anbieter anzulegen:`,
    "",
    ...recordText(
      `1. SPF: welche Server E-Mails mit Absendern unter ${envelope.domain} senden dürfen`,
      envelope.domain,
      SPF_SUGGESTION,
    ),
    "   mx erlaubt die Server, die die Post der Domain empfangen. Geht Ihre Post über",
    "   einen anderen Server (SMTP_URL), nehmen Sie statt mx den include:-Eintrag Ihres",
    "   Mail-Anbieters (er steht in dessen Anleitung, etwa include:_spf.anbieter.de)",
    "   oder ip4:ADRESSE Ihres eigenen Mailservers. Gibt es schon einen v=spf1-Eintrag,",
    "   ergänzen Sie ihn: Zwei machen beide ungültig. ~all, bis die DMARC-Berichte",
    "   zeigen, dass jeder Ihrer Server besteht; dann -all.",
    ...(envelope.domain === domain
      ? []
      : [
          `   Der Name ist die Domain von BOUNCE_ADDRESS: Sie ist der Absender im Umschlag,`,
          "   den SPF prüft.",
        ]),
    "",
    ...dkim.lines,
    "",
    ...recordText(
      "3. DMARC: was Empfänger mit E-Mails tun, die SPF und DKIM nicht bestehen",
      `_dmarc.${domain}`,
      dmarcSuggestion(domain),
    ),
    `   p=none beobachtet nur: An dmarc@${domain} (ein Postfach, das jemand liest, oder`,
    "   ein Dienst, der DMARC-Berichte auswertet) schicken Empfänger, die DMARC prüfen,",
    "   Sammelberichte (meist täglich), wer unter Ihrer Domain sendet und ob SPF und",
    "   DKIM bestehen. Sind sie einige Wochen sauber, p=quarantine, dann p=reject.",
    ...others.map(
      (other) =>
        `\n${other.setting} liegt unter einer anderen Domain (${other.domain}): Für sie gelten SPF und DMARC ebenso.`,
    ),
    "",
    "npm run check:launch prüft danach, ob alles veröffentlicht ist und passt (DNS braucht",
    "für neue Einträge oft einige Minuten bis Stunden).",
  ];
  return { text: lines.join("\n"), complete: dkim.complete };
}
