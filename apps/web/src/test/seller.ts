import { signIn } from '../lib/auth';

/** Logs in a seller of company `c1` (Ola Nowak), as the seller area's page tests need. */
export function signInAsSeller(): void {
  signIn({
    tokenUser: 'token',
    user: {
      _id: 'u1',
      username: 'seller',
      email: 'seller@example.com',
      firstName: 'Ola',
      lastName: 'Nowak',
      companyId: 'c1',
      permissions: ['seller'],
      status: 'available',
      avatarUrl: null,
    },
  });
}
