/** EAN/GTIN-8 and GTIN-13: digits, the last a mod-10 check digit (weights 3 and 1 from the right). */
export function isValidGtin(value: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop() ?? 0;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}
