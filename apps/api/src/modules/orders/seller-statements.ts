import type { StatementList } from '@glowmarket/shared/orders';
import type { RequestContext } from '../../lib/context';
import { money, percentOf } from '../../lib/money';
import type { OrderLifeDeps } from './orders.deps';
import * as reports from './seller-reports.repository';

/** [first instant, first instant of the next month) of YYYY-MM, in UTC. */
function monthRange(month: string): [Date, Date] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return [new Date(Date.UTC(year, number - 1, 1)), new Date(Date.UTC(year, number, 1))];
}

/**
 * Each seller's month (or one seller's): orders placed in it and not cancelled, the commission
 * on them, VAT on the commission at the site's rate and what is paid out. Integer cents.
 */
export async function statements(
  deps: Pick<OrderLifeDeps, 'sellers' | 'site'>,
  ctx: RequestContext,
  input: { month: string; companyId?: string | undefined },
): Promise<StatementList> {
  const { month } = input;
  const [from, before] = monthRange(month);
  const [rows, vatBasisPoints] = await Promise.all([
    reports.monthTotals(ctx.db, from, before, input.companyId),
    deps.site.commissionVatBasisPoints(ctx),
  ]);
  const names = await deps.sellers.namesOf(
    ctx,
    rows.map((row) => row.companyId),
  );
  const items = rows
    .map((row) => {
      const commissionVat = percentOf(money(row.commission, 'EUR'), vatBasisPoints).amount;
      return {
        month,
        company: { id: row.companyId, name: names.get(row.companyId) ?? '' },
        orders: row.orders,
        gross: row.gross,
        commission: row.commission,
        commissionVat,
        payout: row.gross - row.commission - commissionVat,
      };
    })
    .sort((a, b) => a.company.name.localeCompare(b.company.name));
  return { month, vatPercent: vatBasisPoints / 100, items };
}
