/**
 * Never sell what is not there: rounds of 64 buyers placing at once across both instances, each
 * with a cart holding the same product, its stock set to a few pieces. Every round must sell at
 * most the stock, leave exactly the rest, write every accepted purchase whole and refuse the
 * others with a clean 4xx.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/client';
import {
  emptyBuyerCarts,
  ensureSellers,
  insertCartLines,
  openBuyerSessions,
  refreshSessions,
  type Buyer,
  type Seller,
} from '../../bench/checkout-data';
import type { Cluster } from '../cluster';
import type { Part, PartResult } from '../part';
import { checkoutBody, findPurchases, problemsOf, type Wanted } from '../purchases';
import { codeOf, secondsSince, Traffic, type Answer } from '../traffic';

const ROUNDS = 1_000;
const BUYERS = 64;
/** The stock a round starts from: a few pieces, sometimes none. */
const MOST_STOCK = 8;
const MOST_PER_BUYER = 3;
/** Refusals a round may answer: the stock ran out between the cart check and the taking, or before it. */
const CLEAN_REFUSALS = new Set(['insufficient_stock', 'cart_empty']);
/** A round takes 250–450 ms on two cores (the 64 placings are most of it): 1 000 of them fit with room. */
const TIME_LIMIT_SECONDS = 600;
/** Rounds stop starting this long before the limit: the last one and the summary must fit. */
const MARGIN_SECONDS = 20;

const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

interface Tally {
  traffic: Traffic;
  violations: string[];
  lost: number;
  offered: number;
  sold: number;
  oversold: number;
  negative: number;
  refused: number;
}

/** One round: a product, its stock, 64 carts holding it, 64 placings at once, then the checks. */
async function playRound(
  cluster: Cluster,
  buyers: Buyer[],
  sellers: Seller[],
  round: number,
  run: string,
  tally: Tally,
) {
  const { db } = cluster;
  const seller = pick(sellers);
  const product = pick(seller.products);
  const stock = between(0, MOST_STOCK);
  const carts = await emptyBuyerCarts(db, buyers);
  const wanted: Wanted[] = buyers.map((buyer, index) => ({
    key: `oversell-${run}-${round}-${index}`,
    buyerId: buyer.id,
    lines: [{ productId: product.id, quantity: between(1, MOST_PER_BUYER) }],
  }));
  await insertCartLines(
    db,
    wanted.map((entry, index) => ({ cartId: carts[index]!, product, quantity: entry.lines[0]!.quantity })),
  );
  await db.execute(sql`update products set stock = ${stock} where id = ${product.id}`);

  const answers: Answer[] = await Promise.all(
    buyers.map((buyer, index) =>
      tally.traffic.call(cluster.pick(index + round), '/api/orders', {
        token: buyer.token,
        headers: { 'idempotency-key': wanted[index]!.key },
        body: checkoutBody(seller, index + 1),
      }),
    ),
  );

  const purchases = await findPurchases(db, wanted);
  const [after] = rowsOf<{ stock: number }>(await db.execute(sql`select stock from products where id = ${product.id}`));
  let accepted = 0;
  answers.forEach((answer, index) => {
    const entry = wanted[index]!;
    if (answer.status >= 200 && answer.status < 300) {
      accepted += entry.lines[0]!.quantity;
      const problems = problemsOf(entry, purchases.get(entry.key));
      if (problems.length > 0) tally.lost += 1;
      tally.violations.push(...problems.map((problem) => `round ${round}: ${problem}`));
    } else if (answer.status === 409 || answer.status === 422) {
      tally.refused += 1;
      if (!CLEAN_REFUSALS.has(codeOf(answer) ?? '')) {
        tally.violations.push(`round ${round}: a placing was refused with ${answer.status} ${codeOf(answer)}`);
      }
      if (purchases.has(entry.key)) tally.violations.push(`round ${round}: refused purchase ${entry.key} exists`);
    } else {
      tally.violations.push(
        `round ${round}: a placing answered ${answer.status || 'nothing'} (${codeOf(answer) ?? 'no code'})`,
      );
    }
  });
  tally.offered += stock;
  tally.sold += accepted;
  if (accepted > stock) {
    tally.oversold += accepted - stock;
    tally.violations.push(`round ${round}: ${accepted} pieces sold of a stock of ${stock}`);
  }
  const left = after?.stock ?? Number.NaN;
  if (left < 0) tally.negative += 1;
  if (left !== stock - accepted) {
    tally.violations.push(`round ${round}: stock ${stock}, ${accepted} sold, ${left} left`);
  }
}

const oversell: Part = {
  name: 'oversell',
  timeLimitSeconds: TIME_LIMIT_SECONDS,
  async run(cluster): Promise<PartResult> {
    const started = performance.now();
    const sellers = await ensureSellers(cluster.db);
    const buyers = await openBuyerSessions(cluster.db, BUYERS);
    const run = Date.now().toString(36);
    const tally: Tally = {
      traffic: new Traffic(),
      violations: [],
      lost: 0,
      offered: 0,
      sold: 0,
      oversold: 0,
      negative: 0,
      refused: 0,
    };
    let rounds = 0;
    const playStarted = performance.now();
    while (rounds < ROUNDS && secondsSince(started) < TIME_LIMIT_SECONDS - MARGIN_SECONDS) {
      // Sessions used within the minute are not written to: the placings stay about buying.
      if (rounds % 100 === 0) await refreshSessions(cluster.db);
      await playRound(cluster, buyers, sellers, rounds, run, tally);
      rounds += 1;
    }
    const playing = secondsSince(playStarted);
    if (rounds < ROUNDS) {
      tally.violations.push(`only ${rounds} of ${ROUNDS} rounds within ${TIME_LIMIT_SECONDS - MARGIN_SECONDS} s`);
    }
    return {
      name: this.name,
      rounds,
      requests: tally.traffic.requests,
      violations: tally.violations,
      lostOrders: tally.lost,
      duplicatedOrders: 0,
      seconds: secondsSince(started),
      figures: {
        'units offered': tally.offered,
        'units sold': tally.sold,
        oversold: tally.oversold,
        'negative stock': tally.negative,
        refused: tally.refused,
        'ms a round': Math.round((playing * 1000) / Math.max(rounds, 1)),
      },
    };
  },
};

export default oversell;
