import type { SessionUser } from '@glowmarket/shared/users';
import { signIn } from '../lib/auth';

/** A buyer without a company (Lena Nowak), as the API's login answers for her. */
export const BUYER: SessionUser = {
  _id: 'u1',
  username: 'lena',
  email: 'lena@example.com',
  firstName: 'Lena',
  lastName: 'Nowak',
  companyId: null,
  permissions: ['user'],
  status: 'available',
  avatarUrl: null,
};

/** A seller of company `c1` (Ola Nowak). */
const SELLER: SessionUser = {
  _id: 'u1',
  username: 'seller',
  email: 'seller@example.com',
  firstName: 'Ola',
  lastName: 'Nowak',
  companyId: 'c1',
  permissions: ['seller'],
  status: 'available',
  avatarUrl: null,
};

/** Logs in the buyer Lena Nowak, as checkout and the order pages need. */
export function signInAsBuyer(): void {
  signIn({ tokenUser: 'token', user: BUYER });
}

/** Logs in a seller of company `c1` (Ola Nowak), as the seller area's page tests need. */
export function signInAsSeller(): void {
  signIn({ tokenUser: 'token', user: SELLER });
}

/** What every page of the seller area asks for, answered so that no delivery warning shows. */
export const SELLER_AREA_ANSWERS = { '/api/seller/logistics/status': { configured: true } };
