import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../test/smtp-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { latestCodeFor, registration, signUp, someIp } from '../test/users';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import { mailOutbox } from './lib/mail/mail.tables';
import { users } from './modules/users/users.tables';

const post = (testApp: TestApp, url: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url, payload, remoteAddress: someIp() });

describe('production, set up as docs/deployment.md says', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  const owner = { email: 'owner@shop.example', password: 'Lilac-Fountain-31' };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // The settings of docs/deployment.md; the app then runs on this test's own database.
    testApp = await createTestApp(
      {},
      {
        asServer: true,
        env: {
          DATABASE_URL: 'postgres://glowmarket:secret@db.example:5432/glowmarket',
          DEMO_MODE: '',
          SMTP_URL: smtp.url,
          PUBLIC_URL: 'https://shop.example',
          ADMIN_EMAIL: owner.email,
          ADMIN_PASSWORD: owner.password,
        },
      },
    );
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('has the operator account and no demo account', async () => {
    const emails = (await testApp.app.db.select({ email: users.email }).from(users)).map((row) => row.email);
    expect(emails).toEqual([owner.email]);
    for (const account of DEMO_ACCOUNTS) {
      const login = await post(testApp, '/api/users/login', { email: account.email, password: account.password });
      expect(login.statusCode).toBe(401);
    }
    expect((await post(testApp, '/api/users/login', owner)).statusCode).toBe(200);
  });

  it('has no mail outbox, not even for this machine', async () => {
    const outbox = await testApp.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '127.0.0.1' });
    expect(outbox.statusCode).toBe(404);
  });

  it('never answers a code: the mailbox is the proof of ownership', async () => {
    const body = registration();
    const registered = await post(testApp, '/api/users/register', body);
    expect(registered.json()).toEqual({ username: { username: body.email } });
    const resent = await post(testApp, '/api/users/resend-code', { username: body.email });
    expect(Object.keys(resent.json<object>())).toEqual(['message']);
    const recovered = await post(testApp, '/api/users/recover-password', { email: owner.email });
    expect(recovered.json()).toEqual({ message: 'recorver_send' });
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    expect(await testApp.app.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe('demo mode', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({}, { env: { DEMO_MODE: 'true' } });
  });
  afterAll(() => testApp.close());

  it('answers the verification code at registration, as the SPEC navigation expects', async () => {
    const response = await post(testApp, '/api/users/register', registration());
    expect(response.json<{ username: { ConfirmationCode?: string } }>().username.ConfirmationCode).toMatch(/^\d{6}$/);
  });

  it('never shows a reset code in an answer', async () => {
    const { email } = await signUp(testApp.app);
    const recovered = await post(testApp, '/api/users/recover-password', { email });
    const code = await latestCodeFor(testApp.app, email);
    expect(recovered.json()).toEqual({ message: 'recorver_send' });
    expect(recovered.body).not.toContain(code);
  });

  it('shows the outbox at /dev/mail to this machine only', async () => {
    const { email } = await signUp(testApp.app);
    await post(testApp, '/api/users/recover-password', { email });
    const code = await latestCodeFor(testApp.app, email);

    const local = await testApp.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain(code);
    const localIpv6 = await testApp.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '::1' });
    expect(localIpv6.statusCode).toBe(200);

    const remote = await testApp.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain(code);
    const proxied = await testApp.app.inject({
      method: 'GET',
      url: '/dev/mail',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
  });
});

describe('demo mode with a mail server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await createTestApp({}, { env: { DEMO_MODE: 'true', SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('leaves the code in the mail, where it proves the address', async () => {
    const body = registration();
    const response = await post(testApp, '/api/users/register', body);
    expect(response.json()).toEqual({ username: { username: body.email } });
  });
});
