/** An amount in euro cents as the API quotes it to a visitor paying in euros: its base is the same. */
export const eur = (amount: number) => ({
  amount,
  currency: 'EUR' as const,
  base: { amount, currency: 'EUR' as const },
});
