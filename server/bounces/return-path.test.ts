// @vitest-environment node
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readReturnPath, returnPath } from "./return-path.ts";
import { type Tagged, rowMark } from "./return-tag.ts";

const setting = {
  bounceAddress: "bounces@zunftwerk.example",
  secret: "ein-geheimnis-des-servers",
};
const token = "der-abmeldelink-der-anmeldung";

/** What reading gives back: the mail, a sign-up's row by its mark instead of its token. */
function named(mail: Tagged) {
  const { token: own, ...rest } = mail;
  if (own === undefined) return mail;
  return { ...rest, row: rowMark(own, setting.secret) };
}

describe("a mail's own return path", () => {
  it.each<Tagged>([
    { kind: "contact-notice", contactId: 7 },
    { kind: "signup-confirmation", signupId: 12, token },
    { kind: "signup-welcome", signupId: 12, token },
    { kind: "update", updateId: 3, signupId: 12, token },
  ])("names the mail it is about: %o", (mail) => {
    const address = returnPath(mail, setting);
    expect(address).toMatch(
      /^bounces\+[a-z0-9]+\.[0-9a-f]{10}@zunftwerk\.example$/,
    );
    expect(address).not.toContain(token);
    expect(readReturnPath(address, setting)).toEqual({
      known: true,
      mail: named(mail),
    });
    // Mail servers may change the case of an address; it still reads.
    expect(readReturnPath(address.toUpperCase(), setting)).toEqual({
      known: true,
      mail: named(mail),
    });
  });

  it("names a sign-up's row by its token: another row with the same id has another mark", () => {
    const first = readReturnPath(
      returnPath({ kind: "signup-confirmation", signupId: 5, token }, setting),
      setting,
    );
    const next = readReturnPath(
      returnPath(
        { kind: "signup-confirmation", signupId: 5, token: "ein-anderer" },
        setting,
      ),
      setting,
    );
    if (!first.known || !next.known) throw new Error("not read");
    expect(first.mail).toMatchObject({ signupId: 5 });
    expect(next.mail).toMatchObject({ signupId: 5 });
    expect(first.mail).not.toEqual(next.mail);
  });

  it("still reads a return path of the older form (the id alone), without a row's mark", () => {
    const check = (tag: string) =>
      createHmac("sha256", setting.secret)
        .update(tag)
        .digest("hex")
        .slice(0, 10);
    expect(
      readReturnPath(
        `bounces+u3s12.${check("u3s12")}@zunftwerk.example`,
        setting,
      ),
    ).toEqual({
      known: true,
      mail: { kind: "update", updateId: 3, signupId: 12 },
    });
    expect(
      readReturnPath(`bounces+c31.${check("c31")}@zunftwerk.example`, setting),
    ).toEqual({
      known: true,
      mail: { kind: "signup-confirmation", signupId: 31 },
    });
  });

  it("tells a forged or mangled one from a genuine one, and a foreign one from both", () => {
    const genuine = returnPath(
      { kind: "update", updateId: 3, signupId: 12, token },
      setting,
    );
    const otherSubscriber = genuine.replace("s12r", "s13r");
    expect(readReturnPath(otherSubscriber, setting)).toEqual({
      known: false,
      reason: "forged",
    });
    // Another row's mark with this check value.
    const otherRow = genuine.replace(
      /r[0-9a-f]{8}\./,
      `r${rowMark("ein-anderer", setting.secret)}.`,
    );
    expect(readReturnPath(otherRow, setting)).toEqual({
      known: false,
      reason: "forged",
    });
    expect(
      readReturnPath(genuine, { ...setting, secret: "ein-anderes" }),
    ).toEqual({ known: false, reason: "forged" });
    expect(readReturnPath("bounces@zunftwerk.example", setting)).toEqual({
      known: false,
      reason: "foreign",
    });
    expect(
      readReturnPath(
        genuine.replace("zunftwerk.example", "example.org"),
        setting,
      ),
    ).toEqual({ known: false, reason: "foreign" });
  });
});
