import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../../test/smtp-server';
import { adminToken } from '../../../test/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { mailDelivered, registration } from '../../../test/users';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await createTestApp({ smtpUrl: smtp.url });
});

afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

describe('mail over SMTP', () => {
  it('delivers the verification code, in the user language, with a link that fills the form', async () => {
    const body = registration({ language: 'pl-PL' });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/users/register', payload: body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ username: { username: body.email } });

    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([body.email]);
    expect(mail?.from).toBe('no-reply@glowmarket.example');
    const raw = mail?.raw.replace(/=\r?\n/g, '') ?? '';
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    const code = /\b(\d{6})\b/.exec(raw)?.[1];
    expect(code).toBeDefined();
    expect(raw).toContain(`/verify?username=${encodeURIComponent(body.email)}&code=${code}`.replace(/=/g, '=3D'));

    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/verify',
      payload: { username: body.email, confirmationCode: code, password: body.password },
    });
    expect(verified.statusCode).toBe(200);
  });
});

describe('mail while the SMTP server fails', () => {
  let failing: Awaited<ReturnType<typeof startSmtpServer>>;
  let failingApp: TestApp;

  beforeAll(async () => {
    failing = await startSmtpServer({ refuseFirst: 1 });
    failingApp = await createTestApp({ smtpUrl: failing.url });
  });

  afterAll(async () => {
    await failingApp.close();
    await failing.close();
  });

  it('is tried again after a refusal and delivered exactly once', async () => {
    const body = registration();
    const response = await failingApp.app.inject({ method: 'POST', url: '/api/users/register', payload: body });
    expect(response.statusCode).toBe(201);

    await expect.poll(() => failing.received.length, { timeout: 15_000 }).toBe(1);
    expect(failing.refused()).toBe(1);
    await mailDelivered(failingApp.app);
    // Long enough for a second, wrong delivery of the same job to show.
    await setTimeout(1500);
    expect(failing.received.map((mail) => mail.to)).toEqual([[body.email]]);
  });
});

describe('mail the SMTP server never takes', () => {
  let down: Awaited<ReturnType<typeof startSmtpServer>>;
  let downApp: TestApp;

  beforeAll(async () => {
    down = await startSmtpServer({ refuseFirst: Number.MAX_SAFE_INTEGER });
    downApp = await createTestApp(
      { smtpUrl: down.url },
      { jobTiming: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, retryLimit: 1 } },
    );
  });

  afterAll(async () => {
    await downApp.close();
    await down.close();
  });

  it('waits, undelivered, for the operator, who can send it again or drop it', async () => {
    const { app } = downApp;
    const admin = { authorization: `Bearer ${await adminToken(app)}` };
    const list = async () =>
      (await app.inject({ method: 'GET', url: '/api/admin/mail/undelivered', headers: admin })).json<{
        items: { id: string; to: string; subject: string }[];
      }>().items;

    const first = registration();
    const second = registration();
    for (const body of [first, second]) {
      expect((await app.inject({ method: 'POST', url: '/api/users/register', payload: body })).statusCode).toBe(201);
    }
    await expect.poll(list, { timeout: 15_000, interval: 250 }).toHaveLength(2);
    expect(down.refused()).toBe(4); // two tries each
    const items = await list();
    const [retried, dropped] = [first, second].map((body) => items.find((item) => item.to === body.email));
    expect(retried?.subject).toMatch(/\d{6}/);

    down.refuseNext(0);
    const retry = await app.inject({
      method: 'POST',
      url: `/api/admin/mail/undelivered/${retried?.id}/retry`,
      headers: admin,
    });
    expect(retry.statusCode).toBe(204);
    await expect.poll(() => down.received.map((mail) => mail.to), { timeout: 5000 }).toEqual([[first.email]]);

    const drop = await app.inject({
      method: 'DELETE',
      url: `/api/admin/mail/undelivered/${dropped?.id}`,
      headers: admin,
    });
    expect(drop.statusCode).toBe(204);
    expect(await list()).toEqual([]);

    const again = await app.inject({
      method: 'DELETE',
      url: `/api/admin/mail/undelivered/${dropped?.id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
    const buyer = await app.inject({ method: 'GET', url: '/api/admin/mail/undelivered' });
    expect(buyer.statusCode).toBe(401);
  });
});
