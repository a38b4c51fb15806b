import { describe, expect, it } from "vitest";
import { api } from "~/content/api-product";
import { highlightHttp } from "./highlight";

const text = (lines: ReturnType<typeof highlightHttp>) =>
  lines.map((line) => line.map((token) => token.text).join("")).join("\n");
const kinds = (lines: ReturnType<typeof highlightHttp>, kind: string) =>
  lines
    .flat()
    .filter((token) => token.kind === kind)
    .map((token) => token.text);

describe("highlightHttp", () => {
  it("keeps every character of the example, in order", () => {
    for (const { code } of [api.example.request, api.example.response])
      expect(text(highlightHttp(code))).toBe(code);
  });

  it("marks the method, headers, keys and values of a request", () => {
    const lines = highlightHttp(
      'POST /v1/bookings HTTP/1.1\nAuthorization: Bearer <token>\n\n{\n  "optimize": "route",\n  "stops": 3,\n  "draft": false\n}',
    );
    expect(kinds(lines, "keyword")).toEqual(["POST"]);
    expect(kinds(lines, "name")).toEqual([
      "Authorization",
      '"optimize"',
      '"stops"',
      '"draft"',
    ]);
    expect(kinds(lines, "string")).toEqual(['"route"']);
    expect(kinds(lines, "number")).toEqual(["3"]);
    expect(kinds(lines, "literal")).toEqual(["false"]);
  });

  it("marks the status code of a response", () => {
    const lines = highlightHttp("HTTP/1.1 201 Created\n\n{}");
    expect(kinds(lines, "keyword")).toEqual(["201"]);
    expect(text(lines)).toBe("HTTP/1.1 201 Created\n\n{}");
  });

  it("does not take a colon inside a string for a key", () => {
    const lines = highlightHttp('HTTP/1.1 200 OK\n\n{ "start": "09:30" }');
    expect(kinds(lines, "name")).toEqual(['"start"']);
    expect(kinds(lines, "string")).toEqual(['"09:30"']);
  });
});
