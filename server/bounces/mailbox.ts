import { readFileSync } from "node:fs";
import { ImapFlow } from "imapflow";
import { retention } from "../../app/content/retention.ts";
import { berlinTime } from "../berlin-time.ts";
import { isLoopbackHost } from "../config.ts";
import type { Store } from "../store/index.ts";
import { type Tally, emptyTally, takeIn } from "./intake.ts";
import { MESSAGE_MAX_BYTES, readMailbox } from "./reports.ts";

/** What a run took in: how many messages, and what each did. */
export interface Intake {
  messages: number;
  tally: Tally;
}

type IntakeStore = Pick<Store, "submissions" | "updates" | "secrets" | "week">;

/** Takes in messages one after another, counting what each did. */
async function takeAll(
  store: IntakeStore,
  messages: Iterable<Buffer | string> | AsyncIterable<Buffer | string>,
  bounceAddress: string,
): Promise<Intake> {
  const tally = emptyTally();
  let count = 0;
  for await (const raw of messages) {
    tally[await takeIn(store, raw, bounceAddress)]++;
    count++;
  }
  return { messages: count, tally };
}

/** Reports saved by hand: one .eml, or an mbox of many. */
export function takeInFile(
  store: IntakeStore,
  file: string,
  bounceAddress: string,
): Promise<Intake> {
  // Read byte for byte: a report may carry 8-bit text in any charset.
  const messages = readMailbox(readFileSync(file, "latin1")).map((text) =>
    Buffer.from(text, "latin1"),
  );
  return takeAll(store, messages, bounceAddress);
}

/**
 * Where a message too large to read (over MESSAGE_MAX_BYTES) is put,
 * unread, beside the folder the server reads; made when missing. The
 * server deletes what is in it after retention.setAsideReportDays.
 */
export const SET_ASIDE_FOLDER = "Zu groß";

const DAY_MS = 86_400_000;

/** "2,4 MB": a size for the log. */
const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString("de-DE", { maximumFractionDigits: 1 })} MB`;

export interface MailboxOptions {
  /** Where a message set aside, and the deletion of old ones, are told (German; no address). */
  log: (line: string) => void;
  now?: () => Date;
}

/**
 * The bounce mailbox over IMAP (BOUNCE_IMAP_URL): every message in the
 * folder is taken in and deleted as soon as it is done, one after another,
 * each fetched alone once its size is known (decision 046). A message over
 * MESSAGE_MAX_BYTES is moved to SET_ASIDE_FOLDER unread and named in the
 * log; what lies there longer than retention.setAsideReportDays is deleted.
 * Taking one in twice would change nothing more, so a run that stops half
 * way, or two instances at once, do no harm.
 */
export async function takeInMailbox(
  store: IntakeStore,
  imapUrl: string,
  bounceAddress: string,
  { log, now = () => new Date() }: MailboxOptions,
): Promise<Intake> {
  const url = new URL(imapUrl);
  const client = new ImapFlow({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === "imaps:" ? 993 : 143),
    secure: url.protocol === "imaps:",
    // imap:// is for this machine only (config.ts); anywhere else the
    // password must not leave without TLS.
    doSTARTTLS: isLoopbackHost(url.hostname) ? undefined : true,
    auth: {
      user: decodeURIComponent(url.username),
      pass: decodeURIComponent(url.password),
    },
    // No literal larger than a message the server may send whole.
    maxLiteralSize: 2 * MESSAGE_MAX_BYTES,
    logger: false,
  });
  try {
    await client.connect();
    const folder = decodeURIComponent(url.pathname.slice(1)) || "INBOX";
    const lock = await openFolder(client, folder);
    let intake: Intake;
    try {
      intake = await takeInFolder(client, store, bounceAddress, log);
    } finally {
      lock.release();
    }
    await forgetSetAside(client, now(), log);
    return intake;
  } finally {
    // Logs out; where that fails (never connected, connection lost), closes.
    await client.logout().catch(() => client.close());
  }
}

async function openFolder(client: ImapFlow, folder: string) {
  try {
    return await client.getMailboxLock(folder);
  } catch (error) {
    const answer = (error as { responseText?: string }).responseText;
    throw new Error(
      `Der Ordner „${folder}“ aus BOUNCE_IMAP_URL lässt sich im Rücklauf-Postfach nicht öffnen${answer ? ` (der Server sagt: ${answer})` : ""}.`,
      { cause: error },
    );
  }
}

/** A message in the open folder, before its content is fetched. */
interface Listed {
  uid: number;
  size: number;
  receivedAt?: Date;
}

/** The open folder's messages (not already deleted): UID, size, arrival. */
async function listed(client: ImapFlow): Promise<Listed[]> {
  if (!client.mailbox || client.mailbox.exists === 0) return [];
  const messages: Listed[] = [];
  for await (const message of client.fetch("1:*", {
    uid: true,
    size: true,
    flags: true,
    internalDate: true,
  }))
    if (!message.flags?.has("\\Deleted"))
      messages.push({
        uid: message.uid,
        size: message.size ?? 0,
        ...(message.internalDate
          ? { receivedAt: new Date(message.internalDate) }
          : {}),
      });
  return messages;
}

async function takeInFolder(
  client: ImapFlow,
  store: IntakeStore,
  bounceAddress: string,
  log: (line: string) => void,
): Promise<Intake> {
  const tally = emptyTally();
  let messages = 0;
  for (const message of await listed(client)) {
    const uid = String(message.uid);
    if (message.size > MESSAGE_MAX_BYTES) {
      await setAside(client, message, log);
      continue;
    }
    const fetched = await client.fetchOne(uid, { source: true }, { uid: true });
    // Gone meanwhile: another instance took it in.
    if (!fetched || !fetched.source) continue;
    tally[await takeIn(store, fetched.source, bounceAddress)]++;
    messages++;
    await client.messageDelete(uid, { uid: true });
  }
  return { messages, tally };
}

async function setAside(
  client: ImapFlow,
  { uid, size, receivedAt }: Listed,
  log: (line: string) => void,
) {
  await client.mailboxCreate(SET_ASIDE_FOLDER);
  await client.messageMove(String(uid), SET_ASIDE_FOLDER, { uid: true });
  const received = receivedAt
    ? ` vom ${berlinTime(receivedAt.toISOString())}`
    : "";
  log(
    `Rücklauf-Postfach: Die Nachricht UID ${uid}${received} (${megabytes(size)}) ist größer als ${megabytes(MESSAGE_MAX_BYTES)} und wurde ungelesen in den Ordner „${SET_ASIDE_FOLDER}“ verschoben; dort löscht der Server sie nach ${retention.setAsideReportDays} Tagen.`,
  );
}

/** Deletes what lies in SET_ASIDE_FOLDER longer than its days. */
async function forgetSetAside(
  client: ImapFlow,
  now: Date,
  log: (line: string) => void,
) {
  const status = await client
    .status(SET_ASIDE_FOLDER, { messages: true })
    .catch(() => false as const);
  if (!status || !status.messages) return;
  const lock = await client.getMailboxLock(SET_ASIDE_FOLDER);
  try {
    const cutoff = now.getTime() - retention.setAsideReportDays * DAY_MS;
    const old = (await listed(client))
      .filter(({ receivedAt }) => receivedAt && receivedAt.getTime() < cutoff)
      .map(({ uid }) => uid);
    if (old.length === 0) return;
    await client.messageDelete(old.join(","), { uid: true });
    log(
      `Rücklauf-Postfach: ${old.length === 1 ? "eine Nachricht" : `${old.length} Nachrichten`} aus dem Ordner „${SET_ASIDE_FOLDER}“ nach ${retention.setAsideReportDays} Tagen gelöscht.`,
    );
  } finally {
    lock.release();
  }
}
