import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../src/db/client';
import { mailOutbox } from '../src/lib/mail/mail.tables';

export const PASSWORD = 'Velvet-Peony-42';

/**
 * A client address of its own, so that tests acting as many different people do not share one
 * address's rate limits (the tests of the limits themselves use fixed addresses).
 */
export function someIp(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

export function newEmail(prefix = 'buyer'): string {
  return `${prefix}-${randomUUID()}@example.com`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Lena',
    lastName: 'Kowalska',
    email: newEmail(),
    phone: '+48 600 700 800',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    policyAccepted: true,
    ...overrides,
  };
}

/** Waits until every queued mail has been delivered (to the outbox, or over SMTP). */
export async function mailDelivered(app: FastifyInstance): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const pending = await app.db.execute(
      sql`select count(*)::int as n from jobs.job where name = 'mail' and state in ('created', 'retry', 'active')`,
    );
    if (rowsOf<{ n: number }>(pending)[0]?.n === 0) return;
    await setTimeout(50);
  }
  throw new Error('mail still queued after 5 s');
}

/** The six-digit code of the newest mail to `to` in the outbox, once queued mail is delivered. */
export async function latestCodeFor(app: FastifyInstance, to: string): Promise<string> {
  await mailDelivered(app);
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/** Registers, verifies and logs in a new buyer; answers the e-mail, password and bearer token. */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const remoteAddress = someIp();
  const registered = await app.inject({ method: 'POST', url: '/api/users/register', payload: body, remoteAddress });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  const email = String(body.email).toLowerCase();
  const code = await latestCodeFor(app, email);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/users/verify',
    payload: { username: email, confirmationCode: code, password: body.password },
    remoteAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  const token = await logIn(app, email, String(body.password));
  return { email, password: String(body.password), token };
}

export async function logIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    remoteAddress: someIp(),
  });
  if (response.statusCode !== 200) throw new Error(`login: ${response.statusCode} ${response.body}`);
  return response.json<{ tokenUser: string }>().tokenUser;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
