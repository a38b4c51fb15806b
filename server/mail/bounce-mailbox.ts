import { readFileSync } from "node:fs";
import { ImapFlow } from "imapflow";
import type { Store } from "../store/index.ts";
import { type Tally, emptyTally, takeIn } from "./bounce-intake.ts";
import { readMailbox } from "./reports.ts";

/** What a run took in: how many messages, and what each did. */
export interface Intake {
  messages: number;
  tally: Tally;
}

/** Takes in messages one after another, counting what each did. */
async function takeAll(
  store: Pick<Store, "submissions" | "updates" | "secrets">,
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
  store: Pick<Store, "submissions" | "updates" | "secrets">,
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
 * The bounce mailbox over IMAP (BOUNCE_IMAP_URL, imap:// or imaps://): every
 * message not read yet is taken in and then marked read; taking one in
 * twice would change nothing more.
 */
export async function takeInMailbox(
  store: Pick<Store, "submissions" | "updates" | "secrets">,
  imapUrl: string,
  bounceAddress: string,
): Promise<Intake> {
  const url = new URL(imapUrl);
  const client = new ImapFlow({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === "imaps:" ? 993 : 143),
    secure: url.protocol === "imaps:",
    auth: {
      user: decodeURIComponent(url.username),
      pass: decodeURIComponent(url.password),
    },
    logger: false,
  });
  await client.connect();
  const lock = await client.getMailboxLock(
    decodeURIComponent(url.pathname.slice(1)) || "INBOX",
  );
  try {
    const unread = (await client.search({ seen: false }, { uid: true })) || [];
    const sources: Buffer[] = [];
    if (unread.length > 0)
      for await (const message of client.fetch(
        unread,
        { source: true },
        { uid: true },
      ))
        if (message.source) sources.push(message.source);
    const intake = await takeAll(store, sources, bounceAddress);
    if (unread.length > 0)
      await client.messageFlagsAdd(unread, ["\\Seen"], { uid: true });
    return intake;
  } finally {
    lock.release();
    await client.logout();
  }
}
