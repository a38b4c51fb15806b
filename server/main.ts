// The process of `npm start` (loaded by ./start.ts): reads the settings,
// starts the site (./site.ts), and stops it on SIGTERM or SIGINT.
import {
  SettingError,
  buildDirOf,
  deliverySettings,
  startSettings,
} from "./config.ts";
import { CannotStart } from "./site-build.ts";
import { type SiteSettings, startSite } from "./site.ts";

/** The settings, each checked: a wrong one stops the start with a message naming it. */
function readSettings(): SiteSettings {
  try {
    return {
      ...startSettings(process.env),
      buildDir: buildDirOf(process.env),
      delivery: deliverySettings(process.env),
    };
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    console.error(`Der Server kann nicht starten: ${error.message}`);
    process.exit(1);
  }
}

const site = await startSite(readSettings()).catch((error: unknown) => {
  if (!(error instanceof CannotStart)) throw error;
  if (error.message) console.error(error.message);
  process.exit(error.exitCode);
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  // The entry's early stop (./start.ts) gives way to the graceful one.
  process.removeAllListeners(signal);
  process.once(signal, async () => {
    console.log(
      `${signal} empfangen: Offene Anfragen werden beendet, dann stoppt der Server.`,
    );
    // A process manager waits about 10 s before it kills: stop before that.
    setTimeout(() => {
      console.error("Nach 9 s noch nicht gestoppt: Der Server endet jetzt.");
      process.exit(1);
    }, 9_000).unref();
    await site.stop();
    process.exit(0);
  });
}
