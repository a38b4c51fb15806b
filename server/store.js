// @ts-check
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

/**
 * @typedef {{ name: string, email: string, company: string, message: string }} Contact
 * @typedef {{ id: number, created_at: string, name: string, email: string, company: string, message: string, notified_at: string | null, notify_attempts: number }} ContactRow
 * @typedef {{ id: number, created_at: string, email: string }} SignupRow
 */

/**
 * Durable storage of form submissions in an embedded SQLite database
 * (`<dataDir>/submissions.db`, WAL mode). Every write is committed and synced
 * before the caller answers the visitor.
 *
 * @param {string} dataDir
 */
export function openStore(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, "submissions.db"));
  db.pragma("journal_mode = WAL");
  // FULL: a committed submission survives a crash of the process and of the machine.
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  db.exec(`
    CREATE TABLE IF NOT EXISTS contact_requests (
      id INTEGER PRIMARY KEY,
      created_at TEXT NOT NULL,
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      company TEXT NOT NULL,
      message TEXT NOT NULL,
      notified_at TEXT,
      notify_attempts INTEGER NOT NULL DEFAULT 0,
      last_error TEXT
    );
    CREATE TABLE IF NOT EXISTS signups (
      id INTEGER PRIMARY KEY,
      created_at TEXT NOT NULL,
      email TEXT NOT NULL UNIQUE COLLATE NOCASE
    );
  `);

  const insertContact = db.prepare(
    "INSERT INTO contact_requests (created_at, name, email, company, message) VALUES (?, ?, ?, ?, ?)",
  );
  const insertSignup = db.prepare(
    "INSERT INTO signups (created_at, email) VALUES (?, ?) ON CONFLICT(email) DO NOTHING",
  );
  const pending = db.prepare(
    "SELECT * FROM contact_requests WHERE notified_at IS NULL AND notify_attempts < ? ORDER BY id LIMIT 50",
  );
  const markSent = db.prepare(
    "UPDATE contact_requests SET notified_at = ? WHERE id = ?",
  );
  const markFailed = db.prepare(
    "UPDATE contact_requests SET notify_attempts = notify_attempts + 1, last_error = ? WHERE id = ?",
  );

  return {
    /** @param {Contact} contact @returns {number} the new row's id */
    addContact(contact) {
      const { lastInsertRowid } = insertContact.run(
        new Date().toISOString(),
        contact.name,
        contact.email,
        contact.company,
        contact.message,
      );
      return Number(lastInsertRowid);
    },
    /** Idempotent per address (case-insensitive). @param {string} email @returns {boolean} whether it is new */
    addSignup(email) {
      return insertSignup.run(new Date().toISOString(), email).changes === 1;
    },
    /** @param {number} maxAttempts @returns {ContactRow[]} */
    pendingNotifications(maxAttempts) {
      return /** @type {ContactRow[]} */ (pending.all(maxAttempts));
    },
    /** @param {number} id */
    markNotified(id) {
      markSent.run(new Date().toISOString(), id);
    },
    /** @param {number} id @param {string} error */
    markNotifyFailed(id, error) {
      markFailed.run(error.slice(0, 500), id);
    },
    /** @returns {ContactRow[]} */
    contacts() {
      return /** @type {ContactRow[]} */ (
        db.prepare("SELECT * FROM contact_requests ORDER BY id").all()
      );
    },
    /** @returns {SignupRow[]} */
    signups() {
      return /** @type {SignupRow[]} */ (
        db.prepare("SELECT * FROM signups ORDER BY id").all()
      );
    },
    /**
     * Deletes submissions older than the given number of days.
     * @param {number} days
     */
    deleteOlderThan(days) {
      const cutoff = new Date(Date.now() - days * 86_400_000).toISOString();
      const contacts = db
        .prepare("DELETE FROM contact_requests WHERE created_at < ?")
        .run(cutoff).changes;
      const signups = db
        .prepare("DELETE FROM signups WHERE created_at < ?")
        .run(cutoff).changes;
      return { contacts, signups };
    },
    close() {
      db.close();
    },
  };
}

/** @typedef {ReturnType<typeof openStore>} Store */
