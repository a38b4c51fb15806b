import { type Kysely, sql } from "kysely";

/*
 * The enquiry count per client was keyed with a lasting secret kept in the
 * same database: with a copy of it, 2^32 keyed hashes turned a row back into
 * an IPv4 address (review 2026-11-28, L4). From now on the key is one of the
 * German day (secrets.ts, recentKeysOf). The lasting secret goes, and the
 * rows counted under it with it: nothing could match them any more, and a
 * client's count starts again once, at this upgrade.
 */
export async function up(db: Kysely<unknown>) {
  await sql`DELETE FROM secrets WHERE purpose = 'enquiries-per-client'`.execute(
    db,
  );
  await sql`DELETE FROM rate_limits`.execute(db);
}
