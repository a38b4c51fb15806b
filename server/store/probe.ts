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

/** Notes that the server saw something the owner's checks report (npm run check:launch). */
export async function observe(db: Db, name: string): Promise<void> {
  await db
    .insertInto("observations")
    .values({ name, seen_at: now() })
    .onConflict((conflict) =>
      conflict.column("name").doUpdateSet({ seen_at: now() }),
    )
    .execute();
}

/** When the server last saw it; undefined when never. */
export async function lastSeen(
  db: Db,
  name: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("observations")
    .select("seen_at")
    .where("name", "=", name)
    .executeTakeFirst();
  return row?.seen_at;
}

export const reads = { lastSeen };
export const writes = { write, observe };
