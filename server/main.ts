// The process of `npm start` (loaded by ./start.ts): reads the settings,
// makes the log, starts the site (./site.ts), and stops it on SIGTERM or
// SIGINT. The one place that reads the process's environment and writes
// to its output.
import {
  SettingError,
  buildDirOf,
  deliverySettings,
  startSettings,
} from "./config.ts";
import { startLog } from "./log.ts";
import { CannotStart } from "./site-build.ts";
import { type SiteSettings, startSite } from "./site.ts";

const env = process.env;

/** The settings and the log, each setting checked: a wrong one stops the start with a message naming it. */
function readSettings() {
  try {
    const { logLevel, ...start } = startSettings(env);
    const settings: SiteSettings = {
      ...start,
      buildDir: buildDirOf(env),
      delivery: deliverySettings(env),
    };
    const log = startLog(logLevel, {
      terminal: process.stdout.isTTY === true,
      production: env.NODE_ENV === "production",
    });
    return { settings, log };
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    // Before any log: the refusal as a person reads it, on standard error.
    process.stderr.write(`Der Server kann nicht starten: ${error.message}\n`);
    process.exit(1);
  }
}

const { settings, log } = readSettings();
const site = await startSite(settings, {
  log,
  out: process.stdout,
}).catch((error: unknown) => {
  if (!(error instanceof CannotStart)) throw error;
  if (error.message) process.stderr.write(`${error.message}\n`);
  process.exit(error.exitCode);
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  // The entry's early stop (./start.ts) gives way to the graceful one.
  process.removeAllListeners(signal);
  process.once(signal, async () => {
    log.info(
      `${signal} empfangen: Offene Anfragen werden beendet, dann stoppt der Server.`,
    );
    // A process manager waits about 10 s before it kills: stop before that.
    setTimeout(() => {
      log.error("Nach 9 s noch nicht gestoppt: Der Server endet jetzt.");
      process.exit(1);
    }, 9_000).unref();
    await site.stop();
    process.exit(0);
  });
}
