import type { Log } from "./log.ts";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import {
  type BuildInfo,
  type WantedBuild,
  buildChanges,
  projectRoot,
  readBuildInfo,
} from "./config.ts";

/** The site cannot start: `npm start` ends with this status (after the message, if any). */
export class CannotStart extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number) {
    super(message);
    this.name = "CannotStart";
    this.exitCode = exitCode;
  }
}

/**
 * The build to serve from `buildDir`. `npm start` on a fresh clone builds
 * first; so does a change of a build setting (FORM_DELIVERY, VITE_SITE_URL
 * as `wanted`) against what the build was made with. Where it cannot build (a
 * container image holds the build but not the tools), a build at hand is
 * served as it is, and none at all stops the start.
 */
export function siteBuild(
  buildDir: string,
  wanted: WantedBuild,
  log: Log,
): BuildInfo | undefined {
  const rebuildFor = buildChanges(readBuildInfo(buildDir), wanted);
  const hasBuild = existsSync(path.join(buildDir, "client", "404.html"));
  const canBuild = existsSync(
    path.join(projectRoot, "node_modules", "@react-router", "dev"),
  );
  if (!canBuild && (!hasBuild || rebuildFor.length > 0)) {
    if (!hasBuild)
      throw new CannotStart(
        "Es gibt keinen Build, und hier kann nicht gebaut werden (die Werkzeuge dafür fehlen): Führen Sie npm install und npm run build aus.",
        1,
      );
    log.warn(
      `${rebuildFor.join(", ")} weicht vom Build ab, und hier kann nicht gebaut werden (etwa in einem Container-Image): Die Website läuft mit dem vorhandenen Build weiter. Bauen Sie das Image mit dem neuen Wert neu (docker compose up -d --build).`,
    );
  } else if (!hasBuild || rebuildFor.length > 0) {
    log.info(
      `Zuerst wird die Website gebaut (Formularversand: ${wanted.formDelivery ?? "simulated"}${rebuildFor.length > 0 ? `; geändert: ${rebuildFor.join(", ")}` : ""}) …`,
    );
    const build = spawnSync("npm", ["run", "build"], {
      cwd: projectRoot,
      stdio: "inherit",
    });
    // npm has said why.
    if (build.status !== 0) throw new CannotStart("", build.status ?? 1);
  }
  return readBuildInfo(buildDir);
}
