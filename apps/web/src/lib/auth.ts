import type { Permission, SessionUser } from '@glowmarket/shared/users';
import { useSyncExternalStore } from 'react';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';

/** The session-storage keys of SPEC §3; other apps and older clients read the same names. */
export const SESSION_KEYS = {
  token: 'token',
  user: 'user',
  company: 'company',
  firstName: 'firstName',
  permissions: 'permissions',
} as const;

/** The logged-in user as the header and the guards need it. */
export interface AuthUser {
  _id: string;
  firstName: string;
  companyId: string | null;
  /** Known once the login or status answer has arrived; not kept in session storage. */
  avatarUrl: string | null;
}

/** The auth state of SPEC §3. `message` is a translation key, `error` says whether it is a failure. */
export interface AuthState {
  user: AuthUser | null;
  isLoggedIn: boolean;
  message: string | null;
  error: boolean;
  permissions: Permission[];
}

const listeners = new Set<() => void>();

function readKey(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeKey(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the session lasts for this page only.
  }
}

function removeKey(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/**
 * The permissions this app knows: shared's PERMISSIONS, spelled out here because importing that
 * module would load zod (its schemas) with the first page. `satisfies` keeps the two in step.
 */
const KNOWN_PERMISSIONS = ['user', 'seller', 'admin'] as const satisfies readonly Permission[];

/** The stored permissions, keeping only values this app knows; anything unreadable means none. */
export function parsePermissions(raw: string | null): Permission[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((item): item is Permission => (KNOWN_PERMISSIONS as readonly unknown[]).includes(item));
  } catch {
    return [];
  }
}

/** The state as session storage describes it; read on module load, so before the router runs. */
function readStoredState(): AuthState {
  const id = readKey(SESSION_KEYS.user);
  const loggedIn = Boolean(readKey(SESSION_KEYS.token) && id);
  const permissions = loggedIn ? parsePermissions(readKey(SESSION_KEYS.permissions)) : [];
  return {
    user:
      loggedIn && id
        ? {
            _id: id,
            firstName: readKey(SESSION_KEYS.firstName) ?? '',
            companyId: readKey(SESSION_KEYS.company) || null,
            avatarUrl: null,
          }
        : null,
    isLoggedIn: loggedIn,
    message: null,
    error: false,
    permissions,
  };
}

let token: string | null = readKey(SESSION_KEYS.token);
let state: AuthState = readStoredState();

function setState(next: AuthState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function storeUser(user: SessionUser): void {
  writeKey(SESSION_KEYS.user, user._id);
  writeKey(SESSION_KEYS.company, user.companyId ?? '');
  writeKey(SESSION_KEYS.firstName, user.firstName);
  writeKey(SESSION_KEYS.permissions, JSON.stringify(user.permissions));
}

function toAuthUser(user: SessionUser): AuthUser {
  return { _id: user._id, firstName: user.firstName, companyId: user.companyId, avatarUrl: user.avatarUrl };
}

/** The auth state; components re-render when it changes. */
export function useAuth(): AuthState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    // The server renders a first screen as a visitor's (first-screen.tsx).
    () => state,
  );
}

/** The current auth state, for code outside components. */
export function authState(): AuthState {
  return state;
}

/** The bearer token of this session, if any. */
export function authToken(): string | null {
  return token;
}

/** After a successful login: stores the SPEC §3 session keys and marks the user logged in. */
export function signIn(answer: { tokenUser: string; user: SessionUser }): void {
  token = answer.tokenUser;
  writeKey(SESSION_KEYS.token, answer.tokenUser);
  storeUser(answer.user);
  // The login answers what GET /api/users/status would: the shell's cache learns it at once.
  queryClient.setQueryData(queryKeys.session, { isLoggedIn: true as const, user: answer.user });
  setState({
    user: toAuthUser(answer.user),
    isLoggedIn: true,
    message: null,
    error: false,
    permissions: [...answer.user.permissions],
  });
}

/** After the status check at start-up: the server's view of the user replaces the stored one. */
export function refreshSession(user: SessionUser): void {
  if (!token) return;
  storeUser(user);
  setState({ ...state, user: toAuthUser(user), isLoggedIn: true, permissions: [...user.permissions] });
}

/** Keeps the header in step after the user edits their name or picture. */
export function updateAuthUser(changes: Partial<Pick<AuthUser, 'firstName' | 'avatarUrl'>>): void {
  if (!state.user) return;
  if (changes.firstName !== undefined) writeKey(SESSION_KEYS.firstName, changes.firstName);
  setState({ ...state, user: { ...state.user, ...changes } });
}

/** Logout (SPEC §4): clears user, permissions and the error flag, and the stored session keys. */
export function signOut(): void {
  token = null;
  for (const key of Object.values(SESSION_KEYS)) removeKey(key);
  queryClient.removeQueries({ queryKey: queryKeys.session });
  // The buyer's cart is theirs: the next person on this tab starts from a visitor's (or their own).
  queryClient.removeQueries({ queryKey: queryKeys.cartAll });
  setState({ ...state, user: null, isLoggedIn: false, error: false, permissions: [] });
}

/** Keeps a message key in the auth state (SPEC §8), e.g. the reason a login failed. */
export function setAuthMessage(message: string | null, error: boolean): void {
  setState({ ...state, message, error });
}
