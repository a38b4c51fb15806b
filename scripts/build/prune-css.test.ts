// @vitest-environment node
import { describe, expect, it } from "vitest";
import { htmlClasses, pruneStylesheet, scriptWords } from "./prune-css.ts";

const prune = (css: string, ...classes: string[]) =>
  pruneStylesheet(css, new Set(classes));

describe("a page's stylesheet", () => {
  it("loses the rules of classes the page does not carry and keeps the rest", () => {
    expect(prune(".a{color:red}.b{color:#00f}p{margin:0}", "a")).toBe(
      ".a{color:red}p{margin:0}",
    );
  });

  it("keeps a rule when one of its selectors can match, and keeps it whole", () => {
    expect(prune(".a,.b{color:red}", "b")).toBe(".a,.b{color:red}");
  });

  it("drops a rule needing two classes when the page has only one", () => {
    expect(prune(".a .b{color:red}.a.b{color:#00f}", "a")).toBe("");
  });

  it("keeps states and variants of a class the page carries", () => {
    const css =
      ".hover\\:x:hover{color:red}@media (width>=48rem){.md\\:x{color:#00f}}";
    expect(prune(css, "hover:x", "md:x")).toBe(css);
    expect(prune(css)).toBe("");
  });

  it("keeps a rule whose class is only inside :not(), :is() or :has()", () => {
    const css =
      "p:not(.a){color:red}:is(.b,.c) p{color:#00f}div:has(.d){margin:0}";
    expect(prune(css)).toBe(css);
  });

  it("keeps rules without a class: elements, attributes, the universal selector", () => {
    const css = "*{margin:0}[hidden]{display:none}a[href]{color:red}";
    expect(prune(css)).toBe(css);
  });

  it("drops a Tailwind variable and its @property once no var() reads it", () => {
    const css =
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-ring{syntax:"*";inherits:false}' +
      "*{--tw-shadow:0 0 #0000;--tw-ring:0}" +
      ".shadow{--tw-shadow:0 1px var(--tw-shadow-color);box-shadow:var(--tw-shadow)}" +
      ".ring{--tw-ring:1px;box-shadow:var(--tw-ring)}";
    expect(prune(css, "ring")).toBe(
      '@property --tw-ring{syntax:"*";inherits:false}*{--tw-ring:0}.ring{--tw-ring:1px;box-shadow:var(--tw-ring)}',
    );
  });

  it("keeps custom properties that are not Tailwind's own", () => {
    expect(prune(":root{--brand:red}")).toBe(":root{--brand:red}");
  });
});

describe("the classes a page can carry", () => {
  it("are read from class attributes with their entities decoded", () => {
    expect(
      htmlClasses(
        '<div class="flex [&amp;&gt;svg]:size-4"><p class=" a  b ">x</p><i data-class="c"></i></div>',
      ),
    ).toEqual(new Set(["flex", "[&>svg]:size-4", "a", "b"]));
  });

  it("include every word of the build's scripts on a page that runs them", () => {
    expect(
      scriptWords("const c = cx(\"toast shown\", `a ${b}`, 'hover:x');"),
    ).toEqual(
      new Set([
        "const",
        "c",
        "=",
        "cx(",
        "toast",
        "shown",
        ",",
        "a",
        "${b}",
        "hover:x",
        ");",
      ]),
    );
  });
});
