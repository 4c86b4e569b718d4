import { createTransport } from "nodemailer";
import type { MailSettings } from "../config";

/** One mail to one person, in plain text. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** How the server writes to people (docs/decisions/041): through the operator's mail server. */
export interface MailChannel {
  send(mail: Mail): Promise<void>;
}

/**
 * Mail through the SMTP server at SMTP_URL, with nodemailer (the maintained SMTP client for Node:
 * connection, TLS, authentication and message encoding are its job, not ours). A send that fails
 * rejects; the caller decides what the person is told. The sign-up waits for its mail, so a mail
 * server that hangs is given up on within seconds.
 */
export function smtpMailChannel(settings: MailSettings): MailChannel {
  // A mail server that does not answer must not hold a sign-up for nodemailer's default two minutes.
  const transport = createTransport({ url: settings.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    async send(mail) {
      await transport.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
