import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/*
 * The project's own imports as a graph, type imports and dynamic imports
 * included (ESLint's import-x/no-cycle skips types): TypeScript's own
 * reading of each file's imports, not a pattern over its text.
 */

/** Each source file under `tops` (fixtures aside), with the project's files it imports. */
export function importGraph(
  root: string,
  tops: readonly string[],
): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const top of tops) {
    for (const entry of readdirSync(path.join(root, top), {
      recursive: true,
      withFileTypes: true,
    })) {
      const file = path.join(entry.parentPath, entry.name);
      if (!entry.isFile() || !/\.tsx?$/.test(file)) continue;
      // Examples kept for tests are not the project's code.
      if (path.relative(root, file).split(path.sep).includes("fixtures"))
        continue;
      const { importedFiles } = ts.preProcessFile(
        readFileSync(file, "utf8"),
        true,
        true,
      );
      graph.set(
        path.relative(root, file),
        importedFiles
          .filter(({ fileName }) => fileName.startsWith("."))
          .map(({ fileName }) => path.resolve(path.dirname(file), fileName))
          .filter((target) => existsSync(target))
          .map((target) => path.relative(root, target)),
      );
    }
  }
  return graph;
}

/** The import circles of a graph: each a set of files that all reach one another (Tarjan). */
export function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target))
        low.set(file, Math.min(low.get(file)!, order.get(target)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const circle: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      circle.push(member);
    } while (member !== file);
    const selfImport = graph.get(file)?.includes(file) ?? false;
    if (circle.length > 1 || selfImport) found.push(circle.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}
