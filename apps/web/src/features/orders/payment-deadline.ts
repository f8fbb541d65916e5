import type { BuyerOrder } from '@glowmarket/shared/orders';

/** Placed and not paid yet, not cash on delivery: it keeps its stock until `payBy`, then is cancelled. */
export function awaitsPayment(order: Pick<BuyerOrder, 'status' | 'paymentStatus' | 'payBy'>): boolean {
  return order.status === 'placed' && order.paymentStatus === 'unpaid' && order.payBy !== null;
}

/** The earliest time by which the orders waiting for a payment must be paid; null when none waits. */
export function paymentDeadline(orders: Pick<BuyerOrder, 'status' | 'paymentStatus' | 'payBy'>[]): string | null {
  const deadlines = orders.flatMap((order) => (awaitsPayment(order) && order.payBy ? [order.payBy] : []));
  if (deadlines.length === 0) return null;
  return deadlines.reduce((earliest, next) => (Date.parse(next) < Date.parse(earliest) ? next : earliest));
}

/** A deadline as the UI language writes a day and a time: "November 1, 2026 at 2:30 PM". */
export function formatDeadline(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
