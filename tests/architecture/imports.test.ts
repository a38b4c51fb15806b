// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import { circles, importGraph } from "./import-graph.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("the project's imports", () => {
  it("form no circle, type imports and dynamic imports included", () => {
    const graph = importGraph(root, [
      "app",
      "server",
      "scripts",
      "tests",
      "lab",
    ]);
    expect(graph.size).toBeGreaterThan(300);
    expect(circles(graph)).toEqual([]);
  });

  it("a circle is found however long, and through a type import too", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts", "d.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", []],
      ["e.ts", ["e.ts"]],
    ]);
    expect(circles(graph)).toEqual([["a.ts", "b.ts", "c.ts"], ["e.ts"]]);
    const typeOnly = importGraph(path.join(import.meta.dirname, "fixtures"), [
      "circle",
    ]);
    expect(circles(typeOnly)).toEqual([
      ["circle/first.ts", "circle/second.ts"],
    ]);
  });
});
