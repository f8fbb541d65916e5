import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../../test/smtp-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registration } from '../../../test/users';

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
