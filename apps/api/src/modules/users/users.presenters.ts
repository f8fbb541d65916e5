import type { Permission, Profile, SessionUser } from '@glowmarket/shared/users';
import type { Storage } from '../../lib/storage';
import type { UserRow } from './users.tables';

export function permissionsOf(user: Pick<UserRow, 'companyId' | 'isAdmin'>): Permission[] {
  const permissions: Permission[] = ['user'];
  if (user.companyId) permissions.push('seller');
  if (user.isAdmin) permissions.push('admin');
  return permissions;
}

/** The user as login, status and verify answer it, with the SPEC's field names. */
export function presentSessionUser(user: UserRow, storage: Storage): SessionUser {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    companyId: user.companyId,
    permissions: permissionsOf(user),
    status: user.status,
    avatarUrl: user.avatarKey ? storage.urlOf(user.avatarKey) : null,
  };
}

export function presentProfile(user: UserRow, storage: Storage): Profile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    language: user.language,
    status: user.status,
    avatarUrl: user.avatarKey ? storage.urlOf(user.avatarKey) : null,
    permissions: permissionsOf(user),
    companyId: user.companyId,
    registeredAt: user.createdAt.toISOString(),
    policyAcceptedAt: user.policyAcceptedAt.toISOString(),
    policyVersion: user.policyVersion,
  };
}
