import { vi } from "vitest";
import {
  buildDirOf,
  deliverySettings,
  startSettings,
} from "../../server/config.ts";
import { type Site, startSite } from "../../server/site.ts";

export interface SiteHere extends Site {
  /** Everything the server logged since it started (access log included). */
  output: () => string;
}

/**
 * The production server (server/site.ts, what `npm start` starts) in this
 * process, on a free loopback port, with the settings `env` gives, read as
 * `npm start` reads its environment; resolves once it listens and (`ready`,
 * the default) its /readyz says it takes submissions. A second quicker than
 * a process of its own (scripts/spawn-server.ts), which the tests of the
 * process itself still use: signals, exit codes, file modes, a kill.
 * What it logs is kept for `output`, not printed.
 */
export async function startSiteHere(
  env: NodeJS.ProcessEnv,
  { ready = true }: { ready?: boolean } = {},
): Promise<SiteHere> {
  let output = "";
  for (const method of ["log", "warn", "error"] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      output += `${args.map(String).join(" ")}\n`;
    });
  // The server keeps its files private (umask 077); the tests' process
  // gets its own back once the server stopped.
  const umask = process.umask();
  const site = await startSite(
    {
      ...startSettings({ ...env, PORT: "0", HOST: "127.0.0.1" }),
      buildDir: buildDirOf(env),
      delivery: deliverySettings(env),
    },
    { env },
  );
  for (const until = Date.now() + 15_000; ready;) {
    const response = await fetch(`${site.url}/readyz`);
    if (response.ok) break;
    if (Date.now() > until)
      throw new Error(`The server's store did not open:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: site.url,
    output: () => output,
    async stop() {
      await site.stop();
      process.umask(umask);
    },
  };
}
