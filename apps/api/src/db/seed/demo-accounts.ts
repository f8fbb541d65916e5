/** The demo accounts `npm start` creates in an empty database; README lists them. */
export const DEMO_ACCOUNTS = [
  {
    role: 'admin',
    email: 'admin@glowmarket.example',
    password: 'Peony-Admin-2026',
    firstName: 'Alicja',
    lastName: 'Operator',
  },
  {
    role: 'buyer',
    email: 'buyer@glowmarket.example',
    password: 'Peony-Buyer-2026',
    firstName: 'Ines',
    lastName: 'Moreau',
  },
] as const;
