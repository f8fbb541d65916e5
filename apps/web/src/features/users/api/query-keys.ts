/**
 * Cache keys of the account data. Each holds the user id, so a second person logging in on the
 * same tab never sees the first one's cached details.
 */
export const accountKeys = {
  all: (userId: string) => ['users', userId] as const,
  profile: (userId: string) => ['users', userId, 'me'] as const,
  shippingAddresses: (userId: string) => ['users', userId, 'shipping-addresses'] as const,
  invoiceDetails: (userId: string) => ['users', userId, 'invoice-details'] as const,
};
