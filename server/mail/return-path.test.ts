// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type Tagged, readReturnPath, returnPath } from "./return-path.ts";

const setting = {
  bounceAddress: "bounces@zunftwerk.example",
  secret: "ein-geheimnis-des-servers",
};

describe("a mail's own return path", () => {
  it.each<Tagged>([
    { kind: "contact-notice", contactId: 7 },
    { kind: "signup-confirmation", signupId: 12 },
    { kind: "signup-welcome", signupId: 12 },
    { kind: "update", updateId: 3, signupId: 12 },
  ])("names the mail it is about: %o", (mail) => {
    const address = returnPath(mail, setting);
    expect(address).toMatch(
      /^bounces\+[a-z0-9]+\.[0-9a-f]{10}@zunftwerk\.example$/,
    );
    expect(readReturnPath(address, setting)).toEqual({ known: true, mail });
    // Mail servers may change the case of an address; it still reads.
    expect(readReturnPath(address.toUpperCase(), setting)).toEqual({
      known: true,
      mail,
    });
  });

  it("tells a forged or mangled one from a genuine one, and a foreign one from both", () => {
    const genuine = returnPath(
      { kind: "update", updateId: 3, signupId: 12 },
      setting,
    );
    const otherSubscriber = genuine.replace("s12.", "s13.");
    expect(readReturnPath(otherSubscriber, setting)).toEqual({
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
