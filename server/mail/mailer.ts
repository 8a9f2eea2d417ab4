// Real SMTP through nodemailer when SMTP_URL is set; otherwise the embedded outbox, which
// stores each message in the database and prints it to the server log so a new user can
// finish sign-up with no mail server (development only: production requires SMTP_URL).
import nodemailer from 'nodemailer';
import type { PrismaClient } from '../generated/prisma/client.ts';

/** A text attachment, e.g. an appointment's calendar file (text/calendar). */
export type MailAttachment = { filename: string; contentType: string; content: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** Where answers go (a report's sender); not kept by the outbox. */
  replyTo?: string;
};
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Whether mail can go out now: the SMTP server answers, or the outbox's database does. */
  check(): Promise<boolean>;
  close(): void;
};

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  prisma: PrismaClient;
  logOutbox?: boolean;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      check: () =>
        transport.verify().then(
          () => true,
          () => false,
        ),
      close: () => transport.close(),
    };
  }
  return {
    async send(message) {
      const { attachments, replyTo: _replyTo, ...rest } = message;
      await options.prisma.outboxMessage.create({
        data: { ...rest, ...(attachments?.length ? { attachments } : {}) },
      });
      if (options.logOutbox !== false) {
        const files = attachments?.map((a) => `[attached: ${a.filename}]\n`).join('') ?? '';
        console.info(`[outbox] to ${message.to}: ${message.subject}\n${message.text}\n${files}`);
      }
    },
    check: () =>
      options.prisma.$queryRaw`SELECT 1`.then(
        () => true,
        () => false,
      ),
    close: () => {},
  };
}
