// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "~/content/api-product";
import { pages } from "~/content/pages";
import { join } from "node:path";
import { assertBuilt, clientDir, htmlFileOf, parseHtml } from "./build-output";

beforeAll(assertBuilt);

const withPicture = [
  "/",
  "/produkte/kehrtour",
  "/produkte/api",
  "/produkte/coming-soon",
  "/ueber-uns",
];
const picture = (path: string) =>
  parseHtml(htmlFileOf(path)).querySelector("main [data-share-motif]");

describe("the pictures in the page headers", () => {
  it("every product page, the home page and Über uns have their own", () => {
    const drawn = withPicture.map((path) => picture(path)?.innerHTML ?? "");
    expect(drawn.every((html) => html.length > 200)).toBe(true);
    expect(new Set(drawn).size).toBe(withPicture.length);
  });

  it("Kontakt, the legal pages and the 404 page have none", () => {
    const rest = [...pages.map((page) => page.path), "/404"].filter(
      (path) => !withPicture.includes(path),
    );
    expect(rest).toEqual(["/kontakt", "/impressum", "/datenschutz", "/404"]);
    for (const path of rest) {
      const file =
        path === "/404" ? join(clientDir, "404.html") : htmlFileOf(path);
      const main = parseHtml(file).querySelector("main")!;
      expect(
        main.querySelector("[data-share-motif], svg[role=img]"),
        path,
      ).toBeNull();
    }
  });

  it("a picture that carries information has a text alternative, the others are hidden", () => {
    for (const path of withPicture) {
      for (const svg of picture(path)!.querySelectorAll("svg")) {
        const hidden = svg.closest("[aria-hidden=true]") !== null;
        const labelled =
          svg.getAttribute("role") === "img" &&
          (svg.getAttribute("aria-label") ?? "").length > 40;
        expect(
          hidden || labelled,
          `${path}: ${svg.outerHTML.slice(0, 80)}`,
        ).toBe(true);
      }
    }
  });

  it("the API page shows its example request and response as text, marked as an example", () => {
    const figure = picture("/produkte/api")!.querySelector("figure")!;
    expect(figure.querySelector("figcaption")!.textContent).toContain(
      api.example.badge,
    );
    const code = [...figure.querySelectorAll("pre")].map(
      (pre) => pre.textContent,
    );
    expect(code).toEqual([api.example.request.code, api.example.response.code]);
    expect(code[0]).toMatch(/^Authorization: Bearer /m);
    expect(code[0]).toContain('"optimize": "route"');
    // Highlighted in the HTML: the method and the keys carry their own colour.
    expect(figure.querySelector("pre span")?.textContent).toBe("POST");
  });
});
