import type { SessionUser } from '@glowmarket/shared/users';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const user: SessionUser = {
  _id: 'u-1',
  username: 'anna@example.com',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Nowak',
  companyId: 'c-9',
  permissions: ['user', 'admin'],
  status: 'available',
  avatarUrl: '/media/avatars/u-1.webp',
};

/** A fresh module, so each test sees the state it would read on page load. */
async function loadAuth() {
  vi.resetModules();
  return import('./auth');
}

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('signIn', () => {
  it('stores exactly the session keys of SPEC §3 and marks the user logged in', async () => {
    const auth = await loadAuth();
    auth.signIn({ tokenUser: 'secret-token', user });
    expect({ ...sessionStorage }).toEqual({
      token: 'secret-token',
      user: 'u-1',
      company: 'c-9',
      firstName: 'Anna',
      permissions: '["user","admin"]',
    });
    expect(auth.authToken()).toBe('secret-token');
    expect(auth.authState()).toEqual({
      user: { _id: 'u-1', firstName: 'Anna', companyId: 'c-9', avatarUrl: '/media/avatars/u-1.webp' },
      isLoggedIn: true,
      message: null,
      error: false,
      permissions: ['user', 'admin'],
    });
  });

  it('stores an empty company for a buyer without one', async () => {
    const auth = await loadAuth();
    auth.signIn({ tokenUser: 't', user: { ...user, companyId: null } });
    expect(sessionStorage.getItem('company')).toBe('');
    expect(auth.authState().user?.companyId).toBeNull();
  });
});

describe('signOut', () => {
  it('clears user, permissions, the error flag and every stored session key', async () => {
    const auth = await loadAuth();
    auth.signIn({ tokenUser: 'secret-token', user });
    sessionStorage.setItem('glowmarket.other', 'kept');
    auth.setAuthMessage('Error_login_info', true);
    auth.signOut();
    expect({ ...sessionStorage }).toEqual({ 'glowmarket.other': 'kept' });
    expect(auth.authToken()).toBeNull();
    expect(auth.authState()).toMatchObject({ user: null, isLoggedIn: false, error: false, permissions: [] });
  });
});

describe('on page load', () => {
  it('is logged in from the stored session, before anything else runs', async () => {
    sessionStorage.setItem('token', 'stored-token');
    sessionStorage.setItem('user', 'u-1');
    sessionStorage.setItem('company', '');
    sessionStorage.setItem('firstName', 'Anna');
    sessionStorage.setItem('permissions', '["user"]');
    const auth = await loadAuth();
    expect(auth.authToken()).toBe('stored-token');
    expect(auth.authState()).toEqual({
      user: { _id: 'u-1', firstName: 'Anna', companyId: null, avatarUrl: null },
      isLoggedIn: true,
      message: null,
      error: false,
      permissions: ['user'],
    });
  });

  it('is logged out without a stored token', async () => {
    sessionStorage.setItem('user', 'u-1');
    const auth = await loadAuth();
    expect(auth.authState()).toMatchObject({ user: null, isLoggedIn: false, permissions: [] });
  });

  it('ignores stored permissions it cannot read or does not know', async () => {
    const auth = await loadAuth();
    expect(auth.parsePermissions('not json')).toEqual([]);
    expect(auth.parsePermissions('{"admin":true}')).toEqual([]);
    expect(auth.parsePermissions('["seller","root",3]')).toEqual(['seller']);
  });
});

describe('refreshSession', () => {
  it("replaces the stored user with the server's view and keeps the token", async () => {
    const auth = await loadAuth();
    auth.signIn({ tokenUser: 'secret-token', user });
    auth.refreshSession({ ...user, firstName: 'Ania', companyId: null, permissions: ['user'] });
    expect(sessionStorage.getItem('token')).toBe('secret-token');
    expect(sessionStorage.getItem('firstName')).toBe('Ania');
    expect(sessionStorage.getItem('company')).toBe('');
    expect(sessionStorage.getItem('permissions')).toBe('["user"]');
    expect(auth.authState().permissions).toEqual(['user']);
  });
});

describe('useAuth', () => {
  it('re-renders with each change of the state', async () => {
    const auth = await loadAuth();
    const { result } = renderHook(() => auth.useAuth());
    expect(result.current.isLoggedIn).toBe(false);
    act(() => auth.signIn({ tokenUser: 't', user }));
    expect(result.current.user?.firstName).toBe('Anna');
    act(() => auth.updateAuthUser({ firstName: 'Ania' }));
    expect(result.current.user?.firstName).toBe('Ania');
    expect(sessionStorage.getItem('firstName')).toBe('Ania');
    act(() => auth.setAuthMessage('Error_login_info', true));
    expect(result.current).toMatchObject({ message: 'Error_login_info', error: true });
    act(() => auth.signOut());
    expect(result.current.isLoggedIn).toBe(false);
  });
});
