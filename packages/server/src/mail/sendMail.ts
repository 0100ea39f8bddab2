import { createTransport } from 'nodemailer';
import type { Queryable } from '../db/index.js';
import { readSetting } from '../settings/store.js';

/** Settings section of the mail server. */
export const SMTP_KEY = 'smtp';

export interface SmtpSettings {
  /** The SMTP server; empty: mails go to the outbox table and the server's console instead. */
  host: string;
  port: number;
  /** TLS from the start (port 465); otherwise STARTTLS is used when the server offers it. */
  secure: boolean;
  /** Sign-in to the SMTP server; empty for none. */
  user: string;
  password: string;
  /** The sender address. */
  from: string;
}

export const DEFAULT_SMTP: SmtpSettings = { host: '', port: 587, secure: false, user: '', password: '', from: 'Vigil <vigil@localhost>' };

const SMTP_TIMEOUT_MS = 10_000;

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends a plain-text mail through the configured SMTP server. Without one (development, tests, a
 * fresh install), the mail is kept in the outbox table and printed on the server's console, so
 * codes and links can still be read.
 */
export async function sendMail(db: Queryable, mail: Mail): Promise<void> {
  const smtp = await readSetting(db, SMTP_KEY, DEFAULT_SMTP);
  if (smtp.host) {
    const transport = createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      ...(smtp.user && { auth: { user: smtp.user, pass: smtp.password } }),
      // A request waits for its mail: an unreachable server must fail it in seconds, not minutes.
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: 2 * SMTP_TIMEOUT_MS,
    });
    try {
      await transport.sendMail({ from: smtp.from, to: mail.to, subject: mail.subject, text: mail.text });
    } catch (error) {
      // Counted for the Administration page's mail health; the caller still sees the failure.
      await db.query('insert into mail_failures (to_address, subject, error) values ($1, $2, $3)', [mail.to, mail.subject, String(error)]);
      throw error;
    } finally {
      transport.close();
    }
    return;
  }
  await db.query('insert into outbox (to_address, subject, body) values ($1, $2, $3)', [mail.to, mail.subject, mail.text]);
  console.log(`--- mail (no SMTP server set: kept in the outbox) ---\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n---`);
}
