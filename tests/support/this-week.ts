import type { Store } from "../../server/store/index.ts";
import { gatherWeek } from "../../server/week/figures.ts";

/**
 * The figures of the week we are in, as next week's Monday mail gathers
 * them (no visitor log, no backups: only the store's counts matter here).
 */
export const thisWeek = (store: Store) =>
  gatherWeek(
    {
      store,
      settings: {
        logDir: undefined,
        statsDir: "/nonexistent",
        backupDir: undefined,
        dataDir: "/nonexistent",
      },
      stalls: [],
    },
    new Date(Date.now() + 7 * 86_400_000),
  );
