import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { EventEmitter, once } from "node:events";
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { connect, type AddressInfo } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { freePort } from "./free-port.ts";

/**
 * Real mail servers for the tests (issue 39): Debian's Postfix as the relay a
 * company sends through and Debian's Dovecot serving the bounce mailbox over
 * IMAP, each an instance of its own in a temporary folder, on free loopback
 * ports, beside an in-process SMTP server that plays the recipients' mail
 * servers. The reports that reach the mailbox are Postfix's own (RFC 3464).
 * Set up as ../shared/TOOLCHAIN.md ("Mail against real servers") found it to
 * work; Postfix's master runs only as root.
 */

/**
 * Runs a command that starts or stops a daemon. Its output goes to a file:
 * the daemon inherits the command's output, so a pipe would stay open.
 */
async function run(file: string, args: string[], logFile: string) {
  const out = openSync(logFile, "a");
  try {
    const child = spawn(file, args, { stdio: ["ignore", out, out] });
    const [code] = (await once(child, "exit")) as [number | null];
    if (code !== 0) {
      throw new Error(
        `${file} ${args.join(" ")} failed (${code}):\n${readFileSync(logFile, "utf8")}`,
      );
    }
  } finally {
    closeSync(out);
  }
}

const POSTFIX = "/usr/sbin/postfix";
const POSTSUPER = "/usr/sbin/postsuper";
const POSTFIX_DAEMONS = "/usr/lib/postfix/sbin";
const DOVECOT = "/usr/sbin/dovecot";
/** The owner of the mailbox: Postfix's virtual agent and Dovecot's IMAP. */
const MAIL_ID = 5000;

/** The binaries, or an error that says which Debian packages to install. */
function findMailServers() {
  const missing = [
    POSTFIX,
    path.join(POSTFIX_DAEMONS, "master"),
    DOVECOT,
    "/usr/lib/dovecot/imap",
  ].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The relay tests start Debian's Postfix and Dovecot, and ${missing.join(", ")} ` +
        "is missing: apt-get install --no-install-recommends postfix dovecot-imapd " +
        '(preseed "postfix postfix/main_mailer_type select No configuration" first, ' +
        "so that the system's own Postfix stays unconfigured; .ci/run does both).",
    );
  }
  if (userInfo().uid !== 0) {
    throw new Error(
      'The relay tests start Postfix, whose master process runs only as root ("the master command is reserved for the superuser"): run them as root.',
    );
  }
  return { postfix: POSTFIX, postsuper: POSTSUPER, dovecot: DOVECOT };
}

/** What a recipient's mail server answers at RCPT TO, e.g. "550 5.1.1 User unknown". */
export type RecipientReply = `${4 | 5}${number} ${string}`;

/** A mail the recipients' server accepted. */
export interface ReceivedMail {
  /** The envelope sender (the return path). */
  from: string;
  /** The accepted envelope recipients. */
  to: string[];
  raw: string;
}

/**
 * An SMTP server in the test process that plays the recipients' mail
 * servers: it answers RCPT TO for an address in `rules` with that reply (a
 * refusal) and accepts every other recipient. It greets as
 * `mx.empfaenger.test`, not as the relay (Postfix refuses to deliver to a
 * server that greets with its own name: a loop).
 */
export async function startRecipientServers(
  rules: Record<string, RecipientReply> = {},
  { name = "mx.empfaenger.test" }: { name?: string } = {},
) {
  const replies = new Map(
    Object.entries(rules).map(([address, reply]) => {
      const match = /^([45]\d\d) (.+)$/.exec(reply);
      if (!match) throw new Error(`Not an SMTP refusal: ${reply}`);
      return [
        address.toLowerCase(),
        { code: Number(match[1]), text: match[2]! },
      ];
    }),
  );
  const mails: ReceivedMail[] = [];
  /** Every RCPT TO, in order, with the reply given: how often Postfix tried. */
  const attempts: { address: string; reply: string }[] = [];
  const arrivals = new EventEmitter();
  const server = new SMTPServer({
    name,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 1,
    onRcptTo({ address }, _session, callback) {
      const reply = replies.get(address.toLowerCase());
      attempts.push({
        address,
        reply: reply ? `${reply.code} ${reply.text}` : "250 Accepted",
      });
      if (!reply) return callback();
      callback(
        Object.assign(new Error(reply.text), { responseCode: reply.code }),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", () => {});
      stream.on("end", () => {
        const mail = {
          from: session.envelope.mailFrom
            ? session.envelope.mailFrom.address
            : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        mails.push(mail);
        arrivals.emit("mail", mail);
        callback();
      });
    },
  });
  server.on("error", () => {});
  await new Promise<void>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve()),
  );
  const { port } = server.server.address() as AddressInfo;
  return {
    host: "127.0.0.1",
    port,
    /** "host:port", as startRelay takes it. */
    server: `127.0.0.1:${port}`,
    mails,
    attempts,
    /** The first mail accepted for `address` (one already here, or the next). */
    async waitFor(address: string, timeoutMs = 8_000): Promise<ReceivedMail> {
      const isFor = (mail: ReceivedMail) =>
        mail.to.some((to) => to.toLowerCase() === address.toLowerCase());
      const seen = mails.find(isFor);
      if (seen) return seen;
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        for (;;) {
          const [mail] = (await once(arrivals, "mail", { signal })) as [
            ReceivedMail,
          ];
          if (isFor(mail)) return mail;
        }
      } catch {
        throw new Error(`No mail for ${address} within ${timeoutMs} ms`);
      }
    },
    /** From now on takes mail for `address` (its mailbox has room again). */
    accept(address: string) {
      replies.delete(address.toLowerCase());
    },
    /** Forgets the mails and attempts so far. */
    clear() {
      mails.length = 0;
      attempts.length = 0;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type RecipientServers = Awaited<
  ReturnType<typeof startRecipientServers>
>;

export interface RelayOptions {
  /** Where mail for the recipients' domains goes ("host:port"). */
  recipientServer: string;
  /** Domains relayed to `recipientServer`; default empfaenger.test. */
  recipientDomains?: string[];
  /** The return path's domain, delivered into the bounce mailbox; default zunftwerk.test. */
  returnPathDomain?: string;
  /** The bounce mailbox's local part (and IMAP user); default bounces. */
  mailbox?: string;
  /**
   * Postfix asks the recipients' server about each recipient before it
   * takes a mail (reject_unverified_recipient, with Postfix's default reply
   * codes), and answers RCPT TO with that server's reply quoted: as a relay
   * that checks addresses does. Default false: every recipient is taken
   * and refused later, by a report.
   */
  verifyRecipients?: boolean;
}

/** Postfix's main.cf: short timers, so reports come within seconds. */
function mainCf(dir: string, options: Required<RelayOptions>) {
  return `
compatibility_level = 3.6
queue_directory = ${dir}/queue
data_directory = ${dir}/data
maillog_file = ${dir}/maillog
maillog_file_prefixes = ${dir}
myhostname = relay.${options.returnPathDomain}
myorigin = $myhostname
mydestination =
local_recipient_maps =
alias_maps =
alias_database =
inet_interfaces = 127.0.0.1
inet_protocols = ipv4
mynetworks = 127.0.0.0/8
smtpd_relay_restrictions = permit_mynetworks, reject_unauth_destination
relay_domains = ${options.recipientDomains.join(", ")}
transport_maps = texthash:${dir}/postfix/transport
default_transport = error:5.1.2 This test relay delivers only to ${options.recipientDomains.join(", ")}
smtp_dns_support_level = disabled
smtp_connect_timeout = 2s
virtual_mailbox_domains = ${options.returnPathDomain}
virtual_mailbox_base = ${dir}/mail
virtual_mailbox_maps = texthash:${dir}/postfix/mailboxes
virtual_uid_maps = static:${MAIL_ID}
virtual_gid_maps = static:${MAIL_ID}
recipient_delimiter = +
append_dot_mydomain = no
biff = no
queue_run_delay = 1s
minimal_backoff_time = 1s
maximal_backoff_time = 2s
delay_warning_time = 1s
maximal_queue_lifetime = 10s
bounce_queue_lifetime = 10s
${options.verifyRecipients ? verifyCf : ""}`;
}

/**
 * Address verification (ADDRESS_VERIFICATION_README) that answers within a
 * second: probes are polled every second, results are kept in memory only,
 * and a refusal is asked again after a second (a full mailbox empties).
 */
const verifyCf = `
smtpd_recipient_restrictions = reject_unverified_recipient
address_verify_map =
address_verify_poll_delay = 1s
address_verify_poll_count = 8
address_verify_negative_refresh_time = 1s
address_verify_negative_expire_time = 2s
`;

/** Postfix's master.cf: the services a relay and a virtual mailbox need, no chroot. */
function masterCf(smtpPort: number) {
  return `
127.0.0.1:${smtpPort} inet n - n - - smtpd
pickup unix n - n 60 1 pickup
cleanup unix n - n - 0 cleanup
qmgr unix n - n 300 1 qmgr
rewrite unix - - n - - trivial-rewrite
bounce unix - - n - 0 bounce
defer unix - - n - 0 bounce
trace unix - - n - 0 bounce
flush unix n - n 1000? 0 flush
showq unix n - n - - showq
smtp unix - - n - - smtp
error unix - - n - - error
retry unix - - n - - error
virtual unix - n n - - virtual
anvil unix - - n - 1 anvil
scache unix - - n - 1 scache
postlog unix-dgram n - n - 1 postlogd
verify unix - - n - 1 verify
`;
}

/** Dovecot 2.3's settings (Debian 12); Dovecot 2.4 renamed many of them. */
function dovecotConf(dir: string, imapPort: number, users: string) {
  return `
protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/dovecot/run
state_dir = ${dir}/dovecot/state
instance_name = relay-test-${path.basename(dir)}
log_path = ${dir}/dovecot/log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:~:INDEX=MEMORY
first_valid_uid = ${MAIL_ID}
passdb {
  driver = passwd-file
  args = scheme=PLAIN ${users}
}
userdb {
  driver = passwd-file
  args = ${users}
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${imapPort}
  }
  inet_listener imaps {
    port = 0
  }
}
`;
}

/** Resolves once `condition` holds, checking every 10 ms. */
async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 5_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`No ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Resolves once something accepts connections on the port. */
function listening(port: number) {
  const open = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
  return until(open, `listener on port ${port}`);
}

/** Whether a process runs (an exited one this machine has not reaped yet counts as gone). */
function alive(pid: number) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

/**
 * Ends a daemon and the processes it started (its process group: both
 * masters lead one) by the pid it wrote, and waits until they are gone.
 * Dovecot's master sometimes lingers for seconds after SIGTERM; a test
 * server's mail needs no orderly end, so it gets SIGKILL after `graceMs`.
 */
async function endDaemon(pidFile: string, graceMs = 300) {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, "utf8").trim());
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 1 || !alive(pid)) return;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // Gone already.
    }
  };
  const gone = (timeoutMs: number) =>
    until(() => !alive(pid), `end of process ${pid}`, timeoutMs).then(
      () => true,
      () => false,
    );
  signalGroup("SIGTERM");
  if (await gone(graceMs)) return;
  signalGroup("SIGKILL");
  await until(() => !alive(pid), `end of process ${pid}`);
}

/** SIGKILL to a daemon's process group, at once (for the process's exit). */
function killGroupNow(pidFile: string) {
  try {
    const pid = Number(readFileSync(pidFile, "utf8").trim());
    // Never 0: process.kill(-0) would end the test runner's own group.
    if (Number.isInteger(pid) && pid > 1) process.kill(-pid, "SIGKILL");
  } catch {
    // Not started or gone.
  }
}

const uidOf = (user: string) =>
  Number(execFileSync("id", ["-u", user], { encoding: "utf8" }));

/**
 * Postfix's queue and data folders, made as `postfix check` would make them
 * (/etc/postfix/postfix-files). With them made, `postfix start` may skip
 * its checks (the file quick-start): they walk every folder, a process per
 * warning, and take a second or two.
 */
function makeQueue(dir: string) {
  const postfix = uidOf("postfix");
  // Postfix's set-group-id submission program belongs to that group.
  const postdrop = statSync("/usr/sbin/postdrop").gid;
  const queue = path.join(dir, "queue");
  mkdirSync(queue, { mode: 0o755 });
  mkdirSync(path.join(queue, "pid"), { mode: 0o755 });
  for (const [name, mode, group] of [
    ["active", 0o700, 0],
    ["bounce", 0o700, 0],
    ["corrupt", 0o700, 0],
    ["defer", 0o700, 0],
    ["deferred", 0o700, 0],
    ["flush", 0o700, 0],
    ["hold", 0o700, 0],
    ["incoming", 0o700, 0],
    ["private", 0o700, 0],
    ["saved", 0o700, 0],
    ["trace", 0o700, 0],
    ["maildrop", 0o730, postdrop],
    ["public", 0o710, postdrop],
  ] as const) {
    const folder = path.join(queue, name);
    mkdirSync(folder);
    chownSync(folder, postfix, group);
    chmodSync(folder, mode);
  }
  const data = path.join(dir, "data");
  mkdirSync(data, { mode: 0o700 });
  chownSync(data, postfix, 0);
}

function emptyMaildir(maildir: string) {
  for (const sub of ["new", "cur", "tmp"]) {
    const folder = path.join(maildir, sub);
    mkdirSync(folder, { recursive: true });
    chownSync(folder, MAIL_ID, MAIL_ID);
    for (const file of readdirSync(folder))
      rmSync(path.join(folder, file), { force: true });
  }
}

/**
 * Starts Postfix as a relay on a free loopback port: mail for the
 * recipients' domains goes on to `recipientServer`; mail for the return
 * path's domain (`bounces@…`, and `bounces+anything@…`) lands in a Maildir
 * that Dovecot serves over IMAP. Postfix's own reports (a bounce for a 5xx,
 * a delay warning for a 4xx at once, a bounce for the 4xx after 10 s) reach
 * that mailbox within half a second. Starts in about 0.1 s, stops in 0.3 s.
 */
export async function startRelay(options: RelayOptions) {
  const binaries = findMailServers();
  const settings: Required<RelayOptions> = {
    recipientDomains: ["empfaenger.test"],
    returnPathDomain: "zunftwerk.test",
    mailbox: "bounces",
    verifyRecipients: false,
    ...options,
  };
  const folder = prepareFolder(settings);
  const { dir, postfixDir, maildir, commandLog } = folder;
  const log = () =>
    [commandLog, path.join(dir, "maillog"), path.join(dir, "dovecot", "log")]
      .map((file) => (existsSync(file) ? readFileSync(file, "utf8") : ""))
      .join("");
  const pidFiles = [
    path.join(dir, "queue", "pid", "master.pid"),
    path.join(dir, "dovecot", "run", "master.pid"),
  ] as const;
  const stopAll = () => Promise.all(pidFiles.map((file) => endDaemon(file)));
  // Should the test process end without stop(), the servers end with it.
  const killAll = () => pidFiles.forEach(killGroupNow);
  process.once("exit", killAll);

  const start = async (smtpPort: number, imapPort: number) => {
    folder.writePorts(smtpPort, imapPort);
    await Promise.all([
      run(binaries.postfix, ["-c", postfixDir, "start"], commandLog),
      run(binaries.dovecot, ["-c", folder.dovecotFile], commandLog),
    ]);
    // Dovecot's command returns once its master forked; the master writes
    // its pid (which stop() needs) after it listens.
    await Promise.all([
      listening(smtpPort),
      listening(imapPort),
      until(() => existsSync(pidFiles[1]), "Dovecot's master.pid"),
    ]);
  };
  let ports: { smtpPort: number; imapPort: number };
  try {
    ports = await onFreePorts(start, stopAll);
  } catch (error) {
    const logged = log();
    process.removeListener("exit", killAll);
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Postfix or Dovecot did not start: ${error}\n${logged}`);
  }

  return {
    /** Postfix's SMTP port on 127.0.0.1 (no TLS, no login: 127.0.0.0/8 may relay). */
    smtpPort: ports.smtpPort,
    /** The bounce mailbox over IMAP (no TLS). */
    imap: {
      host: "127.0.0.1",
      port: ports.imapPort,
      user: settings.mailbox,
      password: folder.password,
    },
    /** The bounce mailbox's address; `mailbox+anything@domain` lands there too. */
    address: folder.address,
    /** The Maildir Postfix delivers into and Dovecot serves. */
    maildir,
    /** Postfix's and Dovecot's logs so far, for a failing test's message. */
    log,
    /**
     * The TCP connections to Dovecot's IMAP port that are open (the
     * clients' ends, whatever process holds them), read from /proc/net/tcp:
     * a client that never logged out stays counted.
     */
    imapConnections() {
      const port = `:${ports.imapPort.toString(16).toUpperCase().padStart(4, "0")}`;
      return readFileSync("/proc/net/tcp", "utf8")
        .split("\n")
        .slice(1)
        .map((line) => line.trim().split(/\s+/))
        .filter(
          ([, , remote, state]) => remote?.endsWith(port) && state === "01",
        ).length;
    },
    /** Empties Postfix's queue and the mailbox: nothing from one test reaches the next. */
    async wipe() {
      await run(
        binaries.postsuper,
        ["-c", postfixDir, "-d", "ALL"],
        commandLog,
      );
      emptyMaildir(maildir);
    },
    /** Stops both servers and deletes their folder. */
    async stop() {
      process.removeListener("exit", killAll);
      await stopAll();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the servers on two free ports. Another process may take a port
 * between the look and the bind: then they start again on others.
 */
async function onFreePorts(
  start: (smtpPort: number, imapPort: number) => Promise<void>,
  stopAll: () => Promise<unknown>,
) {
  for (let attempt = 1; ; attempt++) {
    const smtpPort = await freePort();
    let imapPort = await freePort();
    while (imapPort === smtpPort) imapPort = await freePort();
    try {
      await start(smtpPort, imapPort);
      return { smtpPort, imapPort };
    } catch (error) {
      await stopAll();
      if (attempt === 3) throw error;
    }
  }
}

/**
 * The relay's temporary folder: Postfix's configuration (postfix/), queue
 * and data, the Maildir (mail/<mailbox>/) and Dovecot's configuration and
 * runtime files (dovecot/). The files that name the ports are written by
 * `writePorts`, once the ports are chosen.
 */
function prepareFolder(settings: Required<RelayOptions>) {
  const relayTo = /^\[?([^\]]+?)\]?:(\d+)$/.exec(settings.recipientServer);
  if (!relayTo)
    throw new Error(
      `recipientServer is "host:port", not ${settings.recipientServer}`,
    );
  const dir = mkdtempSync(path.join(tmpdir(), "relay-test-"));
  // Postfix's daemons (user postfix) and the mailbox's owner pass through it.
  chmodSync(dir, 0o755);
  const postfixDir = path.join(dir, "postfix");
  const maildir = path.join(dir, "mail", settings.mailbox);
  mkdirSync(postfixDir);
  mkdirSync(path.join(dir, "dovecot"));
  makeQueue(dir);
  mkdirSync(maildir, { recursive: true });
  chownSync(path.join(dir, "mail"), MAIL_ID, MAIL_ID);
  chownSync(maildir, MAIL_ID, MAIL_ID);
  emptyMaildir(maildir);

  const address = `${settings.mailbox}@${settings.returnPathDomain}`;
  const password = randomBytes(12).toString("hex");
  const users = path.join(dir, "dovecot", "users");
  // Dovecot's auth process reads it as the user dovecot.
  writeFileSync(
    users,
    `${settings.mailbox}:{PLAIN}${password}:${MAIL_ID}:${MAIL_ID}::${maildir}::\n`,
    { mode: 0o600 },
  );
  chownSync(users, uidOf("dovecot"), 0);
  const writePostfixFile = (name: string, text: string) => {
    // Postfix waits until a file it reads is more than a second old ("let
    // it cool down", 300 ms at a time): these are dated a minute back.
    const aMinuteAgo = new Date(Date.now() - 60_000);
    writeFileSync(path.join(postfixDir, name), text);
    utimesSync(path.join(postfixDir, name), aMinuteAgo, aMinuteAgo);
  };
  writePostfixFile("main.cf", mainCf(dir, settings));
  writePostfixFile(
    "transport",
    settings.recipientDomains
      .map((domain) => `${domain} smtp:[${relayTo[1]}]:${relayTo[2]}\n`)
      .join(""),
  );
  writePostfixFile("mailboxes", `${address} ${settings.mailbox}/\n`);
  const dovecotFile = path.join(dir, "dovecot", "dovecot.conf");
  return {
    dir,
    postfixDir,
    maildir,
    address,
    password,
    dovecotFile,
    commandLog: path.join(dir, "commands.log"),
    writePorts(smtpPort: number, imapPort: number) {
      writePostfixFile("master.cf", masterCf(smtpPort));
      writeFileSync(dovecotFile, dovecotConf(dir, imapPort, users));
      // `postfix start` skips its checks once (see makeQueue).
      writeFileSync(path.join(dir, "queue", "quick-start"), "");
    },
  };
}

export type Relay = Awaited<ReturnType<typeof startRelay>>;
