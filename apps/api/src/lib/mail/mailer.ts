import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import type { UndeliveredMail } from '@glowmarket/shared/site';
import { inTransaction, type RequestContext } from '../context';
import type { JobKind, JobQueue } from '../jobs';
import { mailOutbox } from './mail.tables';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Queues the mail in `ctx`'s transaction; the mail job delivers it, retrying while SMTP fails. */
  send(ctx: RequestContext, mail: Mail): Promise<void>;
  /** Queues several mails as `send` does, in one statement. */
  sendMany(ctx: RequestContext, mails: Mail[]): Promise<void>;
  /** Mails that failed every try, newest first. */
  listUndelivered(): Promise<UndeliveredMail[]>;
  /** Queues an undelivered mail again; false when it is no longer waiting. */
  retryUndelivered(ctx: RequestContext, id: string): Promise<boolean>;
  /** Gives up on an undelivered mail; false when it is no longer waiting. */
  discardUndelivered(ctx: RequestContext, id: string): Promise<boolean>;
}

/** Mails that failed every try wait here until the operator retries or discards them. */
export const UNDELIVERED_MAIL = 'mail-undelivered';

/**
 * About two hours of tries: 30 s, then roughly doubling (with jitter) up to eight times. Long
 * enough for a mail server's restart or a short outage; a code mail older than that is of no use.
 */
/** The operator sees this many; more waiting means the mail server needs looking at, not the list. */
const UNDELIVERED_SHOWN = 200;

const MAIL_RETRY = { retryLimit: 8, retryDelaySeconds: 30, backoff: true } as const;

/** Real SMTP (nodemailer) when `smtpUrl` is set; otherwise mails land in the outbox table. */
function createDelivery(options: { smtpUrl: string | undefined; from: string; db: Database }) {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return async (mail: Mail) => {
      await transport.sendMail({ from: options.from, ...mail });
    };
  }
  return async (mail: Mail) => {
    await options.db.insert(mailOutbox).values(mail);
  };
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Database;
  jobs: JobQueue;
}): Mailer {
  const deliver = createDelivery(options);
  const kind: JobKind<Mail> = {
    name: 'mail',
    ...MAIL_RETRY,
    deadLetter: UNDELIVERED_MAIL,
    // The line carries the id of the request that wrote the mail (JobRun), not the address.
    run: async (mail, { log }) => {
      await deliver(mail);
      log.info('mail delivered');
    },
  };
  options.jobs.define(kind);
  return {
    async send(ctx, mail) {
      await options.jobs.send(ctx, kind, mail);
    },

    async sendMany(ctx, mails) {
      await options.jobs.sendMany(ctx, kind, mails);
    },

    async listUndelivered() {
      const dead = await options.jobs.listDead<Mail>(UNDELIVERED_MAIL, UNDELIVERED_SHOWN);
      return dead.map((job) => ({
        id: job.id,
        to: job.data.to,
        subject: job.data.subject,
        queuedAt: job.createdAt.toISOString(),
      }));
    },

    retryUndelivered: (ctx, id) =>
      inTransaction(ctx, async (tx) => {
        const dead = await options.jobs.removeDead<Mail>(tx, UNDELIVERED_MAIL, id);
        if (dead) await options.jobs.send(tx, kind, dead.data);
        return dead !== undefined;
      }),

    async discardUndelivered(ctx, id) {
      return (await options.jobs.removeDead(ctx, UNDELIVERED_MAIL, id)) !== undefined;
    },
  };
}

export function listOutbox(db: Database, limit = 100) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
