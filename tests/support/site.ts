import { vi } from "vitest";
import {
  buildDirOf,
  deliverySettings,
  startSettings,
} from "../../server/config.ts";
import { type Site, startSite } from "../../server/site.ts";
import { textLog } from "../../server/log.ts";

export interface SiteHere extends Site {
  /** Everything the server logged since it started (access log included). */
  output: () => string;
}

/** Who reads what the servers in this process log: each its own copy. */
const listeners = new Set<(line: string) => void>();

/**
 * Takes console's output to the listeners instead of printing it (until the
 * test ends: restoreMocks gives console back).
 */
function listen(to: (line: string) => void) {
  for (const method of ["log", "warn", "error"] as const)
    if (!vi.isMockFunction(console[method]))
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        const line = `${args.map(String).join(" ")}\n`;
        for (const listener of listeners) listener(line);
      });
  listeners.add(to);
  return () => listeners.delete(to);
}

/**
 * The production server (server/site.ts, what `npm start` starts) in this
 * process, on a free loopback port, with the settings `env` gives, read as
 * `npm start` reads its environment; resolves once it listens and (`ready`,
 * the default) its /readyz says it takes submissions. A second quicker than
 * a process of its own (tests/support/spawn-server.ts), which the tests of the
 * process itself still use: signals, exit codes, file modes, a kill.
 * What it logs is kept for `output`, not printed.
 */
export async function startSiteHere(
  env: NodeJS.ProcessEnv,
  { ready = true }: { ready?: boolean } = {},
): Promise<SiteHere> {
  let output = "";
  const unlisten = listen((line) => (output += line));
  const ended = () => {
    unlisten();
  };
  const site = await startSite(
    {
      ...startSettings({ ...env, PORT: "0", HOST: "127.0.0.1" }),
      buildDir: buildDirOf(env),
      delivery: deliverySettings(env),
    },
    {
      log: textLog({
        write: (text: string) => {
          for (const listener of listeners) listener(text);
        },
      }),
      out: {
        write: (text: string) => {
          for (const listener of listeners) listener(text);
        },
      },
    },
  ).catch((error: unknown) => {
    ended();
    throw error;
  });
  for (const until = Date.now() + 15_000; ready;) {
    const response = await fetch(`${site.url}/readyz`);
    if (response.ok) break;
    if (Date.now() > until)
      throw new Error(`The server's store did not open:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  let stopping: Promise<void> | undefined;
  return {
    url: site.url,
    output: () => output,
    // Once, however often a test and its cleanup ask.
    stop: () => (stopping ??= site.stop().then(ended)),
  };
}
