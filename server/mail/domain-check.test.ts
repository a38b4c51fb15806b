// @vitest-environment node
// The sending domain's DNS records, looked up from a real DNS server
// (dnsmasq, tests/support/dns.ts): a good zone gives no finding, and each
// bad one is named with the record to publish.
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverySettings } from "../config.ts";
import { type DnsServer, startDns } from "../../tests/support/dns.ts";
import {
  checkMailDomain,
  dkimPublicKey,
  recordsToPublish,
} from "./domain-check.ts";

const dir = mkdtempSync(path.join(tmpdir(), "domain-check-"));
const rsa = () => generateKeyPairSync("rsa", { modulusLength: 2048 });
const key = rsa();
const otherKey = rsa();
const keyFile = path.join(dir, "dkim.pem");
writeFileSync(keyFile, key.privateKey.export({ type: "pkcs8", format: "pem" }));
const published = (pair: ReturnType<typeof rsa>) =>
  pair.publicKey.export({ type: "spki", format: "der" }).toString("base64");
const dkim = (pair: ReturnType<typeof rsa>) =>
  `v=DKIM1; k=rsa; p=${published(pair)}`;
const spf = "v=spf1 ip4:192.0.2.10 ~all";
const dmarc = (domain: string, extra = "") =>
  `v=DMARC1; p=none; rua=mailto:dmarc@${domain}${extra}`;

let dns: DnsServer;

beforeAll(async () => {
  dns = await startDns({
    txt: {
      // Good: SPF, the key of DKIM_KEY_FILE, DMARC; a bounce subdomain with SPF.
      "gut.test": [spf, "google-site-verification=abc"],
      "mail._domainkey.gut.test": dkim(key),
      "_dmarc.gut.test": dmarc("gut.test"),
      "rp.gut.test": spf,
      // Bad: no DMARC.
      "ohne-dmarc.test": spf,
      "mail._domainkey.ohne-dmarc.test": dkim(key),
      // Bad: a DKIM key that is not DKIM_KEY_FILE's.
      "falscher-schluessel.test": spf,
      "mail._domainkey.falscher-schluessel.test": dkim(otherKey),
      "_dmarc.falscher-schluessel.test": dmarc("falscher-schluessel.test"),
      // Bad: no SPF (another TXT record only).
      "ohne-spf.test": "google-site-verification=xyz",
      "mail._domainkey.ohne-spf.test": dkim(key),
      "_dmarc.ohne-spf.test": dmarc("ohne-spf.test"),
      // Strict SPF alignment asked for; and a foreign bounce domain.
      "streng.test": spf,
      "mail._domainkey.streng.test": dkim(key),
      "_dmarc.streng.test": dmarc("streng.test", "; aspf=s"),
      "rp.streng.test": spf,
      "fremd.test": spf,
    },
  });
});

afterAll(async () => {
  await dns?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The settings of a site sending from `domain`, asking the test DNS server. */
const settings = (domain: string, env: Record<string, string> = {}) =>
  deliverySettings({
    SMTP_URL: "smtps://relay.gut.test",
    MAIL_FROM: `Zunftwerk <neuigkeiten@${domain}>`,
    BOUNCE_ADDRESS: `bounces@${domain}`,
    DKIM_SELECTOR: "mail",
    DKIM_KEY_FILE: keyFile,
    DNS_SERVER: dns.server,
    ...env,
  });

const check = async (domain: string, env: Record<string, string> = {}) =>
  checkMailDomain(settings(domain, env));

describe("the sending domain's DNS records", () => {
  it("a good zone (SPF, DKIM with the key of DKIM_KEY_FILE, DMARC) gives no finding", async () => {
    expect(await check("gut.test")).toEqual([]);
    // A bounce address under a subdomain is aligned (same registered domain).
    expect(
      await check("gut.test", { BOUNCE_ADDRESS: "bounces@rp.gut.test" }),
    ).toEqual([]);
  });

  it("names a missing DMARC record, with the record to publish", async () => {
    const findings = await check("ohne-dmarc.test");
    expect(findings).toEqual([
      {
        problem:
          "Die Domain ohne-dmarc.test hat keinen DMARC-Eintrag (_dmarc.ohne-dmarc.test): Gmail und Yahoo verlangen ihn seit 2024 von Massenversendern, und ohne ihn erfahren Sie nicht, wer unter Ihrer Domain E-Mails versendet.",
        fix: expect.stringContaining(
          'den TXT-Eintrag _dmarc.ohne-dmarc.test mit dem Wert "v=DMARC1; p=none; rua=mailto:dmarc@ohne-dmarc.test"',
        ),
        blocksUpdates: true,
      },
    ]);
  });

  it("names a published DKIM key that does not match DKIM_KEY_FILE, with the right record", async () => {
    const findings = await check("falscher-schluessel.test");
    expect(findings).toHaveLength(1);
    expect(findings[0]!.problem).toBe(
      `Der unter mail._domainkey.falscher-schluessel.test veröffentlichte DKIM-Schlüssel passt nicht zum privaten Schlüssel in DKIM_KEY_FILE (${keyFile}): Jede Signatur scheitert, als fehlte sie.`,
    );
    expect(findings[0]!.fix).toContain(`"${dkim(key)}"`);
    expect(findings[0]!.blocksUpdates).toBe(true);
  });

  it("names a missing SPF record of the envelope sender's domain", async () => {
    const findings = await check("ohne-spf.test");
    expect(findings.map((finding) => finding.problem)).toEqual([
      "Die Domain ohne-spf.test hat keinen SPF-Eintrag: Empfänger können nicht prüfen, ob Ihr Mailserver E-Mails mit diesem Absender im Umschlag (Return-Path, aus BOUNCE_ADDRESS) senden darf.",
    ]);
    expect(findings[0]!.fix).toContain('"v=spf1 mx ~all"');
    // SPF is looked up where the return path is: BOUNCE_ADDRESS's domain.
    expect(
      await check("gut.test", { BOUNCE_ADDRESS: "bounces@ohne-spf.test" }),
    ).toEqual([
      expect.objectContaining({
        problem: expect.stringMatching(
          /^Die Domain ohne-spf\.test hat keinen SPF-Eintrag/,
        ),
      }),
      // ... and it is another organisation's domain: misaligned.
      expect.objectContaining({
        problem: expect.stringMatching(
          /Return-Path\) aus BOUNCE_ADDRESS liegt unter ohne-spf\.test/,
        ),
        blocksUpdates: false,
      }),
    ]);
  });

  it("names DKIM missing: unset settings, and a key nobody published", async () => {
    const unset = await check("gut.test", {
      DKIM_SELECTOR: "",
      DKIM_KEY_FILE: "",
    });
    expect(unset.map((finding) => finding.problem)).toEqual([
      expect.stringMatching(
        /^DKIM fehlt: DKIM_SELECTOR und DKIM_KEY_FILE sind nicht gesetzt/,
      ),
    ]);
    expect(unset[0]!.fix).toContain(
      "openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out dkim.pem",
    );
    const unpublished = await check("gut.test", { DKIM_SELECTOR: "neu2026" });
    expect(unpublished.map((finding) => finding.problem)).toEqual([
      "Für DKIM ist kein öffentlicher Schlüssel veröffentlicht: neu2026._domainkey.gut.test hat keinen DKIM-Eintrag (TXT mit p=), an dem Empfänger die Signaturen prüfen könnten.",
    ]);
    expect(unpublished[0]!.fix).toContain(
      `den TXT-Eintrag neu2026._domainkey.gut.test mit dem Wert "${dkim(key)}"`,
    );
    const missingFile = await check("gut.test", {
      DKIM_KEY_FILE: path.join(dir, "fehlt.pem"),
    });
    expect(missingFile[0]!.problem).toMatch(
      /DKIM_KEY_FILE \(.*fehlt\.pem\) taugt nicht zum Signieren: Die Datei gibt es nicht\./,
    );
  });

  it("names a return path that strict alignment (aspf=s) does not accept, as a risk", async () => {
    expect(
      await check("streng.test", { BOUNCE_ADDRESS: "bounces@rp.streng.test" }),
    ).toEqual([
      {
        problem:
          "Der Absender im Umschlag (Return-Path) aus BOUNCE_ADDRESS liegt unter rp.streng.test, nicht unter der Domain von MAIL_FROM (streng.test), und DMARC verlangt mit aspf=s genau dieselbe: Für DMARC zählt SPF dann nicht, allein die DKIM-Signatur trägt die Prüfung.",
        fix: "Setzen Sie BOUNCE_ADDRESS auf eine Adresse unter streng.test (etwa bounces@streng.test) und veröffentlichen Sie für deren Domain den SPF-Eintrag.",
        blocksUpdates: false,
      },
    ]);
  });

  it("for notices alone (no MAIL_FROM) a finding is no blocker of updates", async () => {
    const findings = await check("gut.test", {
      MAIL_FROM: "",
      NOTIFY_FROM: "website@ohne-dmarc.test",
      BOUNCE_ADDRESS: "",
    });
    expect(findings).toEqual([
      expect.objectContaining({
        problem: expect.stringMatching(
          /ohne-dmarc\.test hat keinen DMARC-Eintrag/,
        ),
        blocksUpdates: false,
      }),
    ]);
    // Notices from another domain than the signing one: the signature does not count for them.
    const other = await check("gut.test", {
      NOTIFY_FROM: "website@falscher-schluessel.test",
      BOUNCE_ADDRESS: "",
    });
    expect(other).toEqual([
      expect.objectContaining({
        problem:
          "NOTIFY_FROM liegt unter falscher-schluessel.test, signiert wird aber mit der Domain von MAIL_FROM (d=gut.test): Für DMARC von falscher-schluessel.test zählt diese Signatur nicht.",
        blocksUpdates: false,
      }),
    ]);
  });

  it("says the check could not be made when DNS does not answer, and never throws", async () => {
    // dnsmasq refuses a name outside its zone, as a failing server would.
    const refused = await check("firma.anderswo");
    expect(refused).toEqual([
      expect.objectContaining({
        problem: expect.stringMatching(
          /^Ob SPF, DKIM und DMARC Ihrer Domain stimmen, ließ sich nicht ganz prüfen: Das DNS antwortete nicht \(_dmarc\.firma\.anderswo: EREFUSED; firma\.anderswo: EREFUSED; mail\._domainkey\.firma\.anderswo: EREFUSED\)\.$/,
        ),
        blocksUpdates: true,
      }),
    ]);
    const badServer = await check("gut.test", { DNS_SERVER: "kein-server" });
    expect(badServer[0]!.problem).toMatch(
      /ließ sich nicht ganz prüfen: .*DNS_SERVER="kein-server"/,
    );
    // Without a mail server no mail leaves: nothing to look up.
    expect(await check("gut.test", { SMTP_URL: "" })).toEqual([]);
  });
});

describe("the records to publish", () => {
  it("gives SPF, the DKIM record of DKIM_KEY_FILE's public key, and DMARC at p=none", () => {
    const { text, complete } = recordsToPublish(
      settings("zunftwerk.de", { BOUNCE_ADDRESS: "bounces@rp.zunftwerk.de" }),
    );
    expect(complete).toBe(true);
    expect(text).toContain(
      "   Name: rp.zunftwerk.de\n   Typ:  TXT\n   Wert: v=spf1 mx ~all",
    );
    expect(text).toContain("include:-Eintrag Ihres");
    expect(text).toContain(
      `   Name: mail._domainkey.zunftwerk.de\n   Typ:  TXT\n   Wert: ${dkim(key)}`,
    );
    expect(text).toContain(
      "   Name: _dmarc.zunftwerk.de\n   Typ:  TXT\n   Wert: v=DMARC1; p=none; rua=mailto:dmarc@zunftwerk.de",
    );
    // The zone file form: strings of 255 characters at most, joined the key.
    const zone = /mail\._domainkey\.zunftwerk\.de\. IN TXT \( (.*) \)/.exec(
      text,
    )![1]!;
    const strings = [...zone.matchAll(/"([^"]*)"/g)].map((match) => match[1]!);
    expect(strings.length).toBeGreaterThan(1);
    expect(strings.every((part) => part.length <= 255)).toBe(true);
    expect(strings.join("")).toBe(dkim(key));
  });

  it("without a key, tells how to make one", () => {
    const { text, complete } = recordsToPublish(
      settings("zunftwerk.de", { DKIM_KEY_FILE: "" }),
    );
    expect(complete).toBe(false);
    expect(text).toContain(
      "2. DKIM: noch kein Schlüssel (DKIM_KEY_FILE ist nicht gesetzt).\n   Erzeugen Sie einen privaten Schlüssel: openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out dkim.pem",
    );
  });

  it("derives the DNS form of the public key from the private key file", () => {
    expect(dkimPublicKey(keyFile)).toMatchObject({ base64: published(key) });
    const ed = path.join(dir, "ed25519.pem");
    writeFileSync(
      ed,
      generateKeyPairSync("ed25519").privateKey.export({
        type: "pkcs8",
        format: "pem",
      }),
    );
    expect(dkimPublicKey(ed)).toEqual({
      error: "Sie enthält einen ed25519-Schlüssel; signiert wird mit RSA.",
    });
  });
});
