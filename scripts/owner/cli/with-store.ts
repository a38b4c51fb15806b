// How an owner command opens the store and says what it did.
import {
  type DeliverySettings,
  deliverySettings,
} from "../../../server/config.ts";
import { type Store, openStore } from "../../../server/store/index.ts";
import { type CommandIo, lineTo } from "./io.ts";

/**
 * How a command opens the store: the readers (list, export, backup) take it
 * as it is, the others only when its schema is up to date.
 */
export const READS = { migrate: false, anySchema: true };
export const WRITES = { migrate: false, anySchema: false };

/** A line on the command's standard output. */
export type Say = (line: string) => void;

/**
 * Runs `work` on the store the settings of `io` name, then closes it; it
 * says what it did through `say`. Only npm start and npm run migrate change
 * the schema; a restore fills a new or empty store, made with this
 * release's schema.
 */
export async function withStore<T>(
  open: { migrate: boolean; anySchema: boolean },
  io: CommandIo,
  work: (store: Store, settings: DeliverySettings, say: Say) => Promise<T>,
): Promise<T> {
  const settings = deliverySettings(io.env);
  const store = await openStore(settings.dataDir, settings.databaseUrl, open);
  try {
    return await work(store, settings, lineTo(io.out));
  } finally {
    await store.close();
  }
}
