import { loginSchema } from '@glowmarket/shared/users';
import { describe, expect, it } from 'vitest';
import { toLoginInput } from './login';

describe('toLoginInput', () => {
  it('sends an address with @ as the e-mail', () => {
    expect(toLoginInput(' anna@example.com ', 'secret-pass')).toEqual({
      email: 'anna@example.com',
      password: 'secret-pass',
    });
  });

  it('sends anything else as the username', () => {
    expect(toLoginInput('anna.nowak', 'secret-pass')).toEqual({ username: 'anna.nowak', password: 'secret-pass' });
  });

  it('builds requests the shared login schema accepts', () => {
    expect(loginSchema.safeParse(toLoginInput('anna@example.com', 'x')).success).toBe(true);
    expect(loginSchema.safeParse(toLoginInput('anna', 'x')).success).toBe(true);
  });
});
