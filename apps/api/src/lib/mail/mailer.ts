import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from './mail.tables';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Real SMTP (nodemailer) when `smtpUrl` is set; otherwise mails land in the outbox table. */
export function createMailer(options: { smtpUrl: string | undefined; from: string; db: Database }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await options.db.insert(mailOutbox).values(mail);
    },
  };
}

export function listOutbox(db: Database, limit = 100) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
