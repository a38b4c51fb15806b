import path from "node:path";
import { tmpdir } from "node:os";

/**
 * Node's on-disk cache of compiled modules, shared by every process the
 * tests start (servers, npm run inbox, …): each starts about a third faster
 * once the first has filled it. Nothing in it is the site's; it is a cache.
 */
export const COMPILE_CACHE = path.join(
  tmpdir(),
  "zunftwerk-test-compile-cache",
);

/** What every process a test starts needs from its environment, and no more. */
export const baseEnv = {
  PATH: process.env.PATH,
  NODE_COMPILE_CACHE: COMPILE_CACHE,
};
