import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A mail as the mailbox received it. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/** The link in a mail the app sends: its one line that is a URL. */
export const linkIn = (text: string): string => /^https?:\/\/\S+$/m.exec(text)?.[0] ?? "";

/** For tests: a real SMTP server on 127.0.0.1 that keeps every mail it is sent, for the test to read. */
export interface TestMailbox {
  /** The SMTP_URL to give the app. */
  smtpUrl: string;
  received: ReceivedMail[];
  /** The next mail to this address (waiting for it if it has not come yet), after those already read. */
  nextTo: (address: string, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

export async function startTestMailbox(): Promise<TestMailbox> {
  const received: ReceivedMail[] = [];
  const read = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          for (const recipient of session.envelope.rcptTo) received.push({ to: recipient.address.toLowerCase(), subject: parsed.subject ?? "", text: parsed.text ?? "" });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    async nextTo(address, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((candidate) => candidate.to === address.toLowerCase() && !read.has(candidate));
        if (mail) {
          read.add(mail);
          return mail;
        }
        if (Date.now() > until) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
