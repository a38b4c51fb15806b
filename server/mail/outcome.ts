import type { ClaimedMail, QueuedMail, Store } from "../store/index.ts";
import type { Db } from "../store/schema.ts";
import { kindOf } from "./kinds/index.ts";

/*
 * What becomes of a mail: the outbox's change (server/store/outbox.ts) and
 * its kind's in its own tables (./kinds/), in one transaction.
 */

/** Reads what a claimed mail is about (the claim's `load`). */
export const loadSubject = (db: Db, mail: QueuedMail) =>
  kindOf(mail.kind)?.load(db, mail) ?? Promise.resolve(undefined);

/** Sent (or, `delivered: false`, nothing left to send): false when another sender had it meanwhile. */
export function completeMail(
  store: Pick<Store, "outbox">,
  mail: ClaimedMail,
  { delivered = true } = {},
): Promise<boolean> {
  const sent = kindOf(mail.kind)?.sent;
  return store.outbox.complete(
    mail,
    sent && ((trx) => sent(trx, mail, delivered)),
  );
}

/**
 * Refused for good: a mail to the company is kept for the owner, one to a
 * subscriber leaves the queue; a mailbox that does not exist (`recipient`)
 * marks the address.
 */
export async function refuseMail(
  store: Pick<Store, "outbox">,
  mail: ClaimedMail,
  code: string,
  { recipient }: { recipient: boolean },
) {
  const kind = kindOf(mail.kind);
  const refused = kind?.refused;
  const at = new Date().toISOString();
  await store.outbox.refuse(mail, code, {
    keep: kind?.toTheCompany !== undefined,
    effect: refused && ((trx) => refused(trx, mail, { code, at, recipient })),
  });
}

/** Failed: tried again after `retryInMs`, or given up; true when given up. */
export function failMail(
  store: Pick<Store, "outbox">,
  mail: ClaimedMail,
  error: string,
  retryInMs: number,
): Promise<boolean> {
  const givenUp = kindOf(mail.kind)?.givenUp;
  return store.outbox.fail(
    mail,
    error,
    retryInMs,
    givenUp && ((trx, at) => givenUp(trx, mail, at, error)),
  );
}

/** A refused or given-up mail queued again (npm run inbox -- resend), its kind's tables readied. */
export function resendMail(store: Pick<Store, "outbox">, id: number) {
  return store.outbox.resend(id, async (trx, mail, at) => {
    const resent = kindOf(mail.kind)?.resent;
    return resent ? resent(trx, mail, at) : true;
  });
}
