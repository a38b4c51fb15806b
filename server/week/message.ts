import type { Mail } from "nodemailer";
import type { ComposedWeek } from "./mail.ts";

/**
 * The weekly mail as the transport takes it: to the company's inbox
 * (NOTIFY_TO), from the sender of its notices, made by a machine (RFC 3834:
 * no out-of-office reply answers it).
 */
export function weekMessage(
  mail: ComposedWeek,
  addresses: { notifyTo?: string; notifyFrom?: string; mailFrom?: string },
): Mail.Options {
  return {
    from: addresses.notifyFrom ?? addresses.mailFrom ?? addresses.notifyTo,
    to: addresses.notifyTo,
    headers: { "Auto-Submitted": "auto-generated" },
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  };
}
