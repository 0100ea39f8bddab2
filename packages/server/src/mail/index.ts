export { DEFAULT_SMTP, SMTP_KEY, sendMail, type Mail, type SmtpSettings } from './sendMail.js';
export { OUTBOX_PATH, registerOutboxRoute, type OutboxMail } from './outboxRoute.js';
