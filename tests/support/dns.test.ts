// @vitest-environment node
// The test DNS server (tests/support/dns.ts) proven: a real dnsmasq answers
// a domain's SPF, DKIM and DMARC records to Node's resolver, a long DKIM key
// comes back whole, and mailauth verifies a signed mail against it.
import { generateKeyPairSync } from "node:crypto";
import { authenticate } from "mailauth";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DnsServer, startDns } from "./dns.ts";

const { privateKey, publicKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
});
const keyData = publicKey.export({ type: "spki", format: "der" });
const dkim = `v=DKIM1; k=rsa; p=${keyData.toString("base64")}`;
const spf = "v=spf1 ip4:127.0.0.1 -all";
const dmarc =
  'v=DMARC1; p=none; rua=mailto:dmarc@zunftwerk.test,mailto:x@y.test; note="quoted\\text"';
// More than fits one UDP answer (1232 bytes): the resolver asks again over TCP.
const huge = ["a", "b", "c"].map((letter) => letter.repeat(900));

let dns: DnsServer;
let startMs: number;

beforeAll(async () => {
  const started = performance.now();
  dns = await startDns({
    txt: {
      "zunftwerk.test": [spf, "google-site-verification=abc123"],
      "mail._domainkey.zunftwerk.test": dkim,
      "_dmarc.zunftwerk.test": dmarc,
      "huge.zunftwerk.test": huge,
    },
    mx: { "zunftwerk.test": [{ exchange: "mx.zunftwerk.test", priority: 10 }] },
    a: { "mx.zunftwerk.test": "127.0.0.1" },
  });
  startMs = performance.now() - started;
});

afterAll(async () => {
  await dns?.stop();
});

/** A name's TXT records, each record's strings joined, as a reader of SPF/DKIM/DMARC does. */
async function txt(name: string) {
  const records = await dns.resolver().resolveTxt(name);
  return records.map((chunks) => chunks.join(""));
}

describe("startDns", () => {
  it("starts within a second and answers on the address it names", () => {
    expect(startMs).toBeLessThan(1_000);
    expect(dns.server).toBe(`127.0.0.1:${dns.port}`);
  });

  it("answers SPF, DKIM and DMARC records to Node's resolver", async () => {
    expect((await txt("zunftwerk.test")).sort()).toEqual(
      [spf, "google-site-verification=abc123"].sort(),
    );
    expect(await txt("mail._domainkey.zunftwerk.test")).toEqual([dkim]);
    // Commas, quotes and backslashes arrive as given.
    expect(await txt("_dmarc.zunftwerk.test")).toEqual([dmarc]);
  });

  it("splits a long value into strings of 255 bytes at most, joined whole", async () => {
    const [chunks] = await dns
      .resolver()
      .resolveTxt("mail._domainkey.zunftwerk.test");
    expect(dkim.length).toBeGreaterThan(255);
    expect(chunks!.length).toBeGreaterThan(1);
    expect(chunks!.every((chunk) => chunk.length <= 255)).toBe(true);
    expect((await txt("huge.zunftwerk.test")).sort()).toEqual(huge);
  });

  it("answers MX and A records, and a missing record as the Internet does", async () => {
    const resolver = dns.resolver();
    expect(await resolver.resolveMx("zunftwerk.test")).toMatchObject([
      { exchange: "mx.zunftwerk.test", priority: 10 },
    ]);
    expect(await resolver.resolve4("mx.zunftwerk.test")).toEqual(["127.0.0.1"]);
    // A name that does not exist, and one that exists without TXT records.
    await expect(
      resolver.resolveTxt("_dmarc.anderswo.test"),
    ).rejects.toMatchObject({ code: "ENOTFOUND" });
    await expect(
      resolver.resolveTxt("mx.zunftwerk.test"),
    ).rejects.toMatchObject({ code: "ENODATA" });
  });

  it("is enough for mailauth: DKIM, SPF and DMARC pass for a signed mail", async () => {
    const transport = nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
    });
    const sent = await transport.sendMail({
      from: "Zunftwerk <news@zunftwerk.test>",
      to: "kunde@empfaenger.test",
      subject: "Signiert",
      text: "Hallo",
      dkim: {
        domainName: "zunftwerk.test",
        keySelector: "mail",
        privateKey: privateKey.export({ type: "pkcs8", format: "pem" }),
      },
    });
    const resolver = dns.resolver();
    const result = await authenticate(sent.message as Buffer, {
      ip: "127.0.0.1",
      helo: "relay.zunftwerk.test",
      sender: "bounces+t1@zunftwerk.test",
      mta: "mx.empfaenger.test",
      resolver: (name, type) => resolver.resolve(name, type) as never,
      disableBimi: true,
    });
    expect(result.dkim.results[0]?.status.result).toBe("pass");
    expect(result.spf && result.spf.status.result).toBe("pass");
    expect(result.dmarc && result.dmarc.status.result).toBe("pass");
  });

  it("stops: the port answers no more", async () => {
    const other = await startDns({ txt: { "a.test": "b" } });
    expect(await other.resolver().resolveTxt("a.test")).toEqual([["b"]]);
    await other.stop();
    await expect(other.resolver().resolveTxt("a.test")).rejects.toMatchObject({
      code: expect.stringMatching(/ECONNREFUSED|ETIMEOUT/),
    });
  });
});
