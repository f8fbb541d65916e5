import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registration } from '../../../test/users';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let server: SMTPServer;
let testApp: TestApp;

beforeAll(async () => {
  // A real SMTP server on a free local port: the app talks SMTP to it as to any mail server.
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  testApp = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, exposeDevCodes: false });
});

afterAll(async () => {
  await testApp.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the verification code, in the user language, with a link that fills the form', async () => {
    const body = registration({ language: 'pl-PL' });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/users/register', payload: body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ username: { username: body.email } });

    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    const [mail] = received;
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
