import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { ContactSubmission } from "../app/lib/submission.ts";

export interface ContactRow extends ContactSubmission {
  id: number;
  created_at: string;
  notified_at: string | null;
  notify_attempts: number;
}
export interface SignupRow {
  id: number;
  created_at: string;
  email: string;
}

/**
 * Durable storage of form submissions in an embedded SQLite database
 * (`<dataDir>/submissions.db`, WAL mode). Every write is committed and synced
 * before the caller answers the visitor.
 */
export function openStore(dataDir: string) {
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
  const pending = db.prepare<[number], ContactRow>(
    "SELECT * FROM contact_requests WHERE notified_at IS NULL AND notify_attempts < ? ORDER BY id LIMIT 50",
  );
  const allContacts = db.prepare<[], ContactRow>(
    "SELECT * FROM contact_requests ORDER BY id",
  );
  const allSignups = db.prepare<[], SignupRow>(
    "SELECT * FROM signups ORDER BY id",
  );
  const markSent = db.prepare(
    "UPDATE contact_requests SET notified_at = ? WHERE id = ?",
  );
  const markFailed = db.prepare(
    "UPDATE contact_requests SET notify_attempts = notify_attempts + 1, last_error = ? WHERE id = ?",
  );

  return {
    /** Returns the new row's id. */
    addContact(contact: ContactSubmission): number {
      const { lastInsertRowid } = insertContact.run(
        new Date().toISOString(),
        contact.name,
        contact.email,
        contact.company,
        contact.message,
      );
      return Number(lastInsertRowid);
    },
    /** Idempotent per address (case-insensitive); says whether it is new. */
    addSignup(email: string): boolean {
      return insertSignup.run(new Date().toISOString(), email).changes === 1;
    },
    pendingNotifications(maxAttempts: number): ContactRow[] {
      return pending.all(maxAttempts);
    },
    markNotified(id: number) {
      markSent.run(new Date().toISOString(), id);
    },
    markNotifyFailed(id: number, error: string) {
      markFailed.run(error.slice(0, 500), id);
    },
    contacts(): ContactRow[] {
      return allContacts.all();
    },
    signups(): SignupRow[] {
      return allSignups.all();
    },
    /** Deletes submissions older than the given number of days. */
    deleteOlderThan(days: number) {
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

export type Store = ReturnType<typeof openStore>;
