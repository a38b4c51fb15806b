// @vitest-environment node
// The rules of both forms as the server applies them: what a visitor may
// send, and the answer to what they may not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../../server/http/server.ts";
import type { Store } from "../../server/store/index.ts";
import {
  assertBuilt,
  deliveryClientDir as clientDir,
} from "../../tests/build/build-output";
import { openTestStore } from "../../tests/support/test-store.ts";
import { validateContact } from "./submission.ts";

const valid = {
  name: "Erika Musterfrau",
  email: "erika@example.org",
  company: "",
  message: "Hallo",
};
const control = "Dieses Feld enthält unzulässige Steuerzeichen.";

describe("control characters in the form fields", () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  let store: Store;
  let close: () => Promise<void>;

  beforeAll(async () => {
    assertBuilt();
    ({ store, close } = await openTestStore("sqlite"));
    app = await createServer({
      root: clientDir,
      api: { store, rateLimit: { max: 10_000, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  const post = (url: string, body: Record<string, string>) =>
    app.inject({
      method: "POST",
      url,
      payload: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    });

  it.each([
    // C1 controls: U+009B is a terminal's CSI, U+0085 a line break (NEL).
    ["a C1 control in the name", { name: "Erika\u009b31m" }, ["name"]],
    ["a C1 control in the company", { company: "Firma\u0085X" }, ["company"]],
    ["a C1 control in the message", { message: "Hallo\u0090" }, ["message"]],
    ["DEL in the message", { message: "Hallo\u007f" }, ["message"]],
    [
      "C1 controls in three fields",
      { name: "A\u0080", company: "B\u009f", message: "C\u0085D" },
      ["company", "message", "name"],
    ],
    // Bidirectional overrides and isolates reorder what follows them; line
    // and paragraph separators break a line as CR and LF do.
    [
      "a right-to-left override in the name",
      { name: "Erika\u202Eexe" },
      ["name"],
    ],
    [
      "an isolate in the company",
      { company: "Firma\u2066X\u2069" },
      ["company"],
    ],
    ["a line separator in the name", { name: "Erika\u2028Chef" }, ["name"]],
    [
      "a paragraph separator in the company",
      { company: "A\u2029B" },
      ["company"],
    ],
  ])(
    "%s → 400 naming the fields, nothing stored",
    async (_case, change, named) => {
      const response = await post("/api/contact", { ...valid, ...change });
      expect(response.statusCode).toBe(400);
      const answer = response.json() as {
        error: string;
        fields: Record<string, string>;
      };
      expect(answer.error).toBe("Bitte prüfen Sie Ihre Angaben.");
      expect(Object.keys(answer.fields).sort()).toEqual(named);
      for (const field of named) expect(answer.fields[field]).toBe(control);
      expect(await store.submissions.contacts()).toHaveLength(0);
    },
  );

  it("refuses a C1 control in a sign-up's address the same way", async () => {
    const response = await post("/api/signup", { email: "a\u0085@b.de" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: "Bitte prüfen Sie Ihre Angaben.",
      fields: { email: expect.any(String) },
    });
    expect(await store.submissions.signups()).toHaveLength(0);
  });

  it("still takes line breaks and tabs in a message, and text in any script", async () => {
    const message =
      "Guten Tag,\r\n\tZeile 2\nעברית, العربية, 中文 😀\u2028Ende";
    const result = validateContact({
      ...valid,
      name: "Jürgen Groß – شركة",
      company: "Schornsteinfegerei Groß & Söhne",
      message,
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        name: "Jürgen Groß – شركة",
        message: message.replace("\r\n", "\n"),
      },
    });
    const response = await post("/api/contact", { ...valid, message });
    expect(response.statusCode).toBe(201);
  });
});
