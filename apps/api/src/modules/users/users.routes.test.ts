import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { CODE_TTL_MINUTES } from '@glowmarket/shared/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, latestCodeFor, logIn, newEmail, PASSWORD, registration, signUp, someIp } from '../../../test/users';
import { users, userCodes } from './users.tables';

let testApp: TestApp;
let app: TestApp['app'];
const clock = createTestClock();

beforeAll(async () => {
  testApp = await createTestApp({ demoMode: true }, { clock });
  app = testApp.app;
});
afterAll(() => testApp.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: someIp() });

async function pngDataUrl(): Promise<string> {
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#f06595' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('POST /api/users/register', () => {
  it('creates an unverified account and answers the username with the code in dev mode', async () => {
    const body = registration();
    const response = await post('/api/users/register', body);
    expect(response.statusCode).toBe(201);
    const answer = response.json<{ username: { username: string; ConfirmationCode: string } }>();
    expect(answer.username.username).toBe(body.email);
    expect(answer.username.ConfirmationCode).toMatch(/^\d{6}$/);
    expect(await latestCodeFor(app, body.email)).toBe(answer.username.ConfirmationCode);

    const [row] = await app.db.select().from(users).where(eq(users.email, body.email));
    expect(row?.verifiedAt).toBeNull();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.policyVersion).toBe('2026-11-01');
    expect(row?.policyAcceptedAt).toBeInstanceOf(Date);
  });

  it('never answers the code outside demo mode', async () => {
    const quiet = await createTestApp();
    try {
      const response = await quiet.app.inject({ method: 'POST', url: '/api/users/register', payload: registration() });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ username: { username: expect.any(String) as string } });
    } finally {
      await quiet.close();
    }
  });

  it('refuses an e-mail address that already has an account: 400 account_exist', async () => {
    const body = registration();
    await post('/api/users/register', body);
    const again = await post('/api/users/register', { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'account_exist', code: 'account_exist' });
  });

  it('says which fields are required, that passwords differ and that the policy must be accepted', async () => {
    const response = await post('/api/users/register', {
      firstName: '',
      email: 'not-an-address',
      password: PASSWORD,
      confirmPassword: 'Something-Else-9',
      policyAccepted: false,
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ details: { fields: { field: string; reason: string; message: string }[] } }>()
      .details.fields;
    const byField = Object.fromEntries(fields.map((problem) => [problem.field, problem]));
    expect(byField['body.firstName']).toMatchObject({ reason: 'required', message: 'This field is required' });
    expect(byField['body.lastName']).toMatchObject({ reason: 'required' });
    expect(byField['body.phone']).toMatchObject({ reason: 'required' });
    expect(byField['body.email']).toMatchObject({ reason: 'email' });
    expect(byField['body.confirmPassword']).toMatchObject({ message: 'Passwords do not match.' });
    expect(byField['body.policyAccepted']).toMatchObject({ message: 'You must accept the privacy policy.' });
  });

  it('refuses passwords that are too short, too long or among the most common', async () => {
    for (const [password, reason] of [
      ['Short-1', 'tooShort'],
      ['x'.repeat(129), 'tooLong'],
      ['password123', 'commonPassword'],
    ] as const) {
      const response = await post('/api/users/register', registration({ password, confirmPassword: password }));
      expect(response.statusCode, password).toBe(400);
      expect(response.json<{ details: { fields: { reason: string }[] } }>().details.fields).toContainEqual(
        expect.objectContaining({ field: 'body.password', reason }),
      );
    }
  });

  it('re-encodes the avatar as WebP and serves it', async () => {
    const body = registration({ avatar: await pngDataUrl() });
    expect((await post('/api/users/register', body)).statusCode).toBe(201);
    const [row] = await app.db.select().from(users).where(eq(users.email, body.email));
    expect(row?.avatarKey).toMatch(/^avatars\/[0-9a-f-]+\.webp$/);
    expect(existsSync(path.join(testApp.config.uploadsDir, row?.avatarKey ?? ''))).toBe(true);
    const image = await app.inject({ method: 'GET', url: `/uploads/${row?.avatarKey}` });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses an avatar over 2 MB with 413 and saves nothing', async () => {
    const body = registration({
      avatar: `data:image/png;base64,${randomBytes(2 * 1024 * 1024 + 10).toString('base64')}`,
    });
    const response = await post('/api/users/register', body);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'File size exceeds 2 MB', code: 'file_too_large_2mb' });
    expect(await app.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
  });

  it('refuses an avatar that is not an image with 415', async () => {
    const response = await post(
      '/api/users/register',
      registration({ avatar: `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}` }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_image' });
  });
});

describe('POST /api/users/verify', () => {
  async function registerOnly() {
    const body = registration();
    const response = await post('/api/users/register', body);
    return {
      email: body.email,
      code: response.json<{ username: { ConfirmationCode: string } }>().username.ConfirmationCode,
    };
  }

  it('verifies with the right code and password, once', async () => {
    const { email, code } = await registerOnly();
    const response = await post('/api/users/verify', { username: email, confirmationCode: code, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { email, firstName: 'Lena', permissions: ['user'], companyId: null },
    });
  });

  it("answers a wrong code with 'Invalid code!'", async () => {
    const { email, code } = await registerOnly();
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await post('/api/users/verify', { username: email, confirmationCode: wrong, password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid code!', code: 'invalid_code' });
  });

  it("answers missing details with 'Invalid or missing verification details.'", async () => {
    const response = await post('/api/users/verify', { username: newEmail() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Invalid or missing verification details.',
      code: 'invalid_verification',
    });
  });

  it('refuses an expired code', async () => {
    const { email, code } = await registerOnly();
    clock.advance(CODE_TTL_MINUTES * 60_000 + 1000);
    const response = await post('/api/users/verify', { username: email, confirmationCode: code, password: PASSWORD });
    expect(response.json()).toMatchObject({ code: 'code_expired' });
  });

  it('kills the code after five wrong tries, even for the right code afterwards', async () => {
    const { email, code } = await registerOnly();
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await post('/api/users/verify', {
        username: email,
        confirmationCode: wrong,
        password: PASSWORD,
      });
      answers.push(response.json<{ code: string }>().code);
    }
    expect(answers).toEqual(['invalid_code', 'invalid_code', 'invalid_code', 'invalid_code', 'code_exhausted']);
    const right = await post('/api/users/verify', { username: email, confirmationCode: code, password: PASSWORD });
    expect(right.json()).toMatchObject({ code: 'code_exhausted' });
  });

  it('sends a new code at most once a minute, answering as for an unknown name', async () => {
    const { email, code } = await registerOnly();
    const tooSoon = await post('/api/users/resend-code', { username: email });
    const unknown = await post('/api/users/resend-code', { username: newEmail() });
    expect(tooSoon.statusCode).toBe(200);
    expect(tooSoon.json()).toEqual(unknown.json());
    expect(await latestCodeFor(app, email)).toBe(code);

    clock.advance(61_000);
    const resent = await post('/api/users/resend-code', { username: email });
    expect(resent.statusCode).toBe(200);
    const fresh = resent.json<{ ConfirmationCode: string }>().ConfirmationCode;
    // The old code no longer works; the new one does.
    if (fresh !== code) {
      const old = await post('/api/users/verify', { username: email, confirmationCode: code, password: PASSWORD });
      expect(old.json()).toMatchObject({ code: 'invalid_code' });
    }
    const ok = await post('/api/users/verify', { username: email, confirmationCode: fresh, password: PASSWORD });
    expect(ok.statusCode).toBe(200);
  });
});

describe('POST /api/users/login', () => {
  it('answers a token and the user with permissions', async () => {
    const { email } = await signUp(app);
    const response = await post('/api/users/login', { email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ tokenUser: string; user: Record<string, unknown> }>();
    expect(body.tokenUser).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      _id: expect.any(String) as string,
      companyId: null,
      firstName: 'Lena',
      permissions: ['user'],
    });
  });

  it('accepts the username field as well as email', async () => {
    const { email } = await signUp(app);
    const response = await post('/api/users/login', { username: email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('gives a new token at every login', async () => {
    const { email, token } = await signUp(app);
    expect(await logIn(app, email, PASSWORD)).not.toBe(token);
  });

  it('refuses a wrong password and an unknown account alike', async () => {
    const { email } = await signUp(app);
    const wrong = await post('/api/users/login', { email, password: 'Wrong-Password-1' });
    const unknown = await post('/api/users/login', { email: newEmail(), password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Error_login_info', code: 'Error_login_info' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an account whose e-mail is not verified', async () => {
    const body = registration();
    await post('/api/users/register', body);
    const response = await post('/api/users/login', { email: body.email, password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'account_not_verified', details: { username: body.email } });
  });

  it('checks only five of many guesses sent at once; the rest wait, the right one among them too', async () => {
    const { email } = await signUp(app);
    const guesser = someIp();
    const guesses = [...Array.from({ length: 14 }, () => 'Wrong-Password-1'), PASSWORD];
    const answers = await Promise.all(
      guesses.map((password) =>
        app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, remoteAddress: guesser }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
    expect(answers.at(-1)?.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('lets the owner in while a stranger guesses: nobody can lock an account', async () => {
    const { email } = await signUp(app);
    const stranger = someIp();
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email, password: 'Wrong-Password-1' },
        remoteAddress: stranger,
      });
      expect([401, 429]).toContain(response.statusCode);
    }
    expect((await post('/api/users/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('slows unknown and known accounts alike, and never answers 423', async () => {
    const { email } = await signUp(app);
    const statusesFor = async (login: string) => {
      const address = someIp();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 8; attempt++) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: login, password: 'Wrong-Password-1' },
          remoteAddress: address,
        });
        statuses.push(response.statusCode);
      }
      return statuses;
    };
    const known = await statusesFor(email);
    expect(known).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(await statusesFor(newEmail())).toEqual(known);
  });
});

describe('rate limits', () => {
  it('answers a flood of logins from one address with 429 and Retry-After', async () => {
    const flood = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 31; attempt++) {
        const response = await flood.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: newEmail(), password: 'Wrong-Password-1' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.headers['retry-after']).toMatch(/^\d+$/);
          expect(response.json()).toMatchObject({ code: 'rate_limited' });
        }
      }
      expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await flood.close();
    }
  });

  it('limits guesses per account across addresses', async () => {
    const flood = await createTestApp();
    try {
      const email = newEmail();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 16; attempt++) {
        const response = await flood.app.inject({
          method: 'POST',
          url: '/api/users/login',
          remoteAddress: `10.0.0.${attempt + 1}`,
          payload: { email, password: 'Wrong-Password-1' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await flood.close();
    }
  });

  it.each([
    ['/api/users/verify', { username: 'someone@example.com', confirmationCode: '123456', password: PASSWORD }, 21],
    ['/api/users/verify-reset-code', { confirmationCode: '123456', email: 'someone@example.com' }, 11],
    ['/api/users/recover-password', { email: 'someone@example.com' }, 11],
  ])('limits %s', async (url, payload, requests) => {
    const flood = await createTestApp();
    try {
      let last = 0;
      for (let attempt = 0; attempt < requests; attempt++) {
        const response = await flood.app.inject({
          method: 'POST',
          url,
          remoteAddress: '10.1.1.1',
          payload: { ...payload, ...(url.includes('recover') ? { email: newEmail() } : {}) },
        });
        last = response.statusCode;
      }
      expect(last).toBe(429);
    } finally {
      await flood.close();
    }
  });
});

describe('sessions', () => {
  it('status answers the logged-in user, and 401 without a valid token', async () => {
    const { token, email } = await signUp(app);
    const status = await app.inject({ method: 'GET', url: '/api/users/status', headers: bearer(token) });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ isLoggedIn: true, user: { email, permissions: ['user'] } });
    const anonymous = await app.inject({ method: 'GET', url: '/api/users/status' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await app.inject({ method: 'GET', url: '/api/users/status', headers: bearer('x'.repeat(43)) });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses the token after logout', async () => {
    const { token } = await signUp(app);
    const logout = await app.inject({ method: 'POST', url: '/api/users/me/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    const status = await app.inject({ method: 'GET', url: '/api/users/status', headers: bearer(token) });
    expect(status.statusCode).toBe(401);
  });

  it('ends a session idle for longer than the idle limit', async () => {
    const { token } = await signUp(app);
    clock.advance(testApp.config.sessionIdleMs - 60_000);
    const status = () => app.inject({ method: 'GET', url: '/api/users/status', headers: bearer(token) });
    expect((await status()).statusCode).toBe(200);
    clock.advance(testApp.config.sessionIdleMs + 1);
    expect((await status()).statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  it('answers the same for known and unknown addresses', async () => {
    const { email } = await signUp(app);
    const known = await post('/api/users/recover-password', { email });
    const unknown = await post('/api/users/recover-password', { email: newEmail() });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
  });

  it('resets the password with the mailed code, ending every session', async () => {
    const { email, token } = await signUp(app);
    await post('/api/users/recover-password', { email });
    const code = await latestCodeFor(app, email);

    const wrong = await post('/api/users/verify-reset-code', {
      confirmationCode: code === '000000' ? '111111' : '000000',
      email,
    });
    expect(wrong.json()).toEqual({ error: 'Invalid code!', code: 'invalid_code' });

    const exchanged = await post('/api/users/verify-reset-code', { confirmationCode: code, email });
    expect(exchanged.statusCode).toBe(200);
    const resetToken = exchanged.json<{ token: string }>().token;
    const reused = await post('/api/users/verify-reset-code', { confirmationCode: code, email });
    expect(reused.json()).toMatchObject({ code: 'invalid_code' });

    const reset = await post('/api/users/reset-password', { token: resetToken, newPassword: 'Amber-Orchid-77' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password has been reset successfully.' });

    expect((await app.inject({ method: 'GET', url: '/api/users/status', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect((await post('/api/users/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/users/login', { email, password: 'Amber-Orchid-77' })).statusCode).toBe(200);

    const again = await post('/api/users/reset-password', { token: resetToken, newPassword: 'Another-Orchid-78' });
    expect(again.json()).toMatchObject({ code: 'invalid_token' });
  });

  async function resetToken(email: string): Promise<string> {
    clock.advance(61_000); // past the minute between two codes
    await post('/api/users/recover-password', { email });
    const exchanged = await post('/api/users/verify-reset-code', {
      confirmationCode: await latestCodeFor(app, email),
      email,
    });
    return exchanged.json<{ token: string }>().token;
  }

  it('sets and removes the avatar with a reset token, which works once', async () => {
    const { email } = await signUp(app);
    const token = await resetToken(email);

    const set = await post('/api/users/reset-avatar', { token, AvatarLogin: await pngDataUrl() });
    expect(set.json()).toEqual({ message: 'Avatar has been reset successfully.' });
    const [withAvatar] = await app.db.select().from(users).where(eq(users.email, email));
    expect(withAvatar?.avatarKey).toMatch(/\.webp$/);

    const reused = await post('/api/users/reset-avatar', { token, AvatarLogin: null });
    expect(reused.json()).toMatchObject({ code: 'invalid_token' });
    const [kept] = await app.db.select().from(users).where(eq(users.email, email));
    expect(kept?.avatarKey).toBe(withAvatar?.avatarKey);

    await post('/api/users/reset-avatar', { token: await resetToken(email), AvatarLogin: null });
    const [without] = await app.db.select().from(users).where(eq(users.email, email));
    expect(without?.avatarKey).toBeNull();

    const refused = await post('/api/users/reset-avatar', { token: 'not-a-token', AvatarLogin: null });
    expect(refused.json()).toMatchObject({ code: 'invalid_token' });
  });
});

describe('PATCH /api/users/update', () => {
  it('sets a status from the documented set', async () => {
    const { token } = await signUp(app);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/users/update',
      headers: bearer(token),
      payload: { status: 'away' },
    });
    expect(response.json()).toEqual({ message: 'User status updated successfully.' });
    const status = await app.inject({ method: 'GET', url: '/api/users/status', headers: bearer(token) });
    expect(status.json()).toMatchObject({ user: { status: 'away' } });
  });

  it('refuses other values and anonymous callers', async () => {
    const { token } = await signUp(app);
    const invalid = await app.inject({
      method: 'PATCH',
      url: '/api/users/update',
      headers: bearer(token),
      payload: { status: 'emperor' },
    });
    expect(invalid.statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'PATCH', url: '/api/users/update', payload: { status: 'away' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /api/users/delete', () => {
  it('erases the person, ends the sessions and frees the address', async () => {
    const { email, token } = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/users/me/shipping-addresses',
      headers: bearer(token),
      payload: { street: 'Długa 1', city: 'Kraków', postalCode: '31-001', country: 'PL' },
    });
    const deleted = await app.inject({ method: 'DELETE', url: '/api/users/delete', headers: bearer(token) });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'account_delete' });

    expect((await app.inject({ method: 'GET', url: '/api/users/status', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect((await post('/api/users/login', { email, password: PASSWORD })).json()).toMatchObject({
      code: 'Error_login_info',
    });

    const rows = await app.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
    expect((await post('/api/users/register', registration({ email }))).statusCode).toBe(201);
  });
});

describe('reset codes', () => {
  async function requestReset() {
    const { email } = await signUp(app);
    await post('/api/users/recover-password', { email });
    return { email, code: await latestCodeFor(app, email) };
  }
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('must name the account the code was mailed to', async () => {
    const { code } = await requestReset();
    const response = await post('/api/users/verify-reset-code', { confirmationCode: code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: { fields: [{ field: 'body.email', reason: 'required' }] } });
  });

  it("does not accept another account's code", async () => {
    const first = await requestReset();
    const second = await requestReset();
    const crossed = await post('/api/users/verify-reset-code', { email: first.email, confirmationCode: second.code });
    if (first.code !== second.code) expect(crossed.json()).toMatchObject({ code: 'invalid_code' });
    const own = await post('/api/users/verify-reset-code', { email: second.email, confirmationCode: second.code });
    expect(own.statusCode).toBe(200);
  });

  it('counts guesses sent at once and dies after five, even for the right code', async () => {
    const { email, code } = await requestReset();
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () =>
        post('/api/users/verify-reset-code', { email, confirmationCode: wrongFor(code) }),
      ),
    );
    expect(guesses.map((guess) => guess.statusCode)).toEqual(Array.from({ length: 8 }, () => 400));
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    const [row] = await app.db
      .select()
      .from(userCodes)
      .where(and(eq(userCodes.userId, user?.id ?? ''), eq(userCodes.purpose, 'password_reset')));
    expect(row?.attempts).toBe(5);
    const right = await post('/api/users/verify-reset-code', { email, confirmationCode: code });
    expect(right.json()).toMatchObject({ code: 'code_exhausted' });
  });

  it('limits guesses per named address, whoever sends them', async () => {
    const email = newEmail();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await post('/api/users/verify-reset-code', { email, confirmationCode: '123456' })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('answers that do not tell who has an account', () => {
  it('verification answers an unknown name as a wrong code', async () => {
    const body = registration();
    const code = (await post('/api/users/register', body)).json<{ username: { ConfirmationCode: string } }>().username
      .ConfirmationCode;
    const wrong = code === '000000' ? '111111' : '000000';
    const known = await post('/api/users/verify', {
      username: body.email,
      confirmationCode: wrong,
      password: PASSWORD,
    });
    const unknown = await post('/api/users/verify', {
      username: newEmail(),
      confirmationCode: wrong,
      password: PASSWORD,
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });

  it('limits registrations per e-mail address across client addresses', async () => {
    const body = registration();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await post('/api/users/register', body)).statusCode);
    expect(statuses).toEqual([201, 400, 400, 400, 400, 429]);
  });
});
