import { type Db, now } from "./schema.ts";

/** Writes the readiness check's row: fails when the store takes no writes. */
export async function write(db: Db): Promise<void> {
  await db
    .insertInto("store_probe")
    .values({ id: 1, checked_at: now() })
    .onConflict((conflict) =>
      conflict.column("id").doUpdateSet({ checked_at: now() }),
    )
    .execute();
}

export const reads = {};
export const writes = { write };
