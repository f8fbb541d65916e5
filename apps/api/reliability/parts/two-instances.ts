/**
 * What two instances must share to behave as one: the login limits and throttle (a flood split
 * across them meets each limit once, not twice), the catalog cache (an edit through one is fresh
 * at once through the other), the operator's defaults (saved through one, used at once by the
 * other) and the job queue (a job runs on exactly one).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../src/db/client';
import { randomToken, sha256 } from '../../src/lib/crypto';
import { LOGIN_THROTTLE } from '../../src/lib/login-throttle';
import { USER_RATE_LIMITS } from '../../src/modules/users/users.rate-limits';
import type { Cluster } from '../cluster';
import type { Part } from '../part';
import { codeOf, eventually, secondsSince, Traffic } from '../traffic';

/** The most an edit may take to reach the other instance (the cache's clearing message over Redis). */
const FRESH_WITHIN_MS = 200;
const EDITS = 5;
/** Registrations, each queueing one verification mail. */
const MAILS = 20;
/** How long the queue may take to deliver them all. */
const MAILS_WITHIN_MS = 40_000;

/**
 * Client addresses as a load balancer reports them (X-Forwarded-For; the cluster trusts it):
 * each check floods from addresses of its own, so no other part's logins count against it.
 */
function addresses() {
  const run = Math.floor(Math.random() * 200) + 20;
  let next = 0;
  return () => {
    next += 1;
    return `10.${run}.${Math.floor(next / 250)}.${(next % 250) + 1}`;
  };
}
const nextAddress = addresses();

interface Findings {
  traffic: Traffic;
  violations: string[];
  figures: Record<string, number>;
}

/**
 * Sends `count` wrong-password logins at once, alternating the instances; answers how many reached
 * the password check (anything but 429). Answers of 5xx or none are violations of their own.
 */
async function flood(
  cluster: Cluster,
  findings: Findings,
  count: number,
  login: (index: number) => { account: string; address: string },
): Promise<number> {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) => {
      const { account, address } = login(index);
      return findings.traffic.call(cluster.pick(index), '/api/users/login', {
        body: { email: account, password: 'Not-The-Password-1' },
        headers: { 'x-forwarded-for': address },
      });
    }),
  );
  for (const answer of answers) {
    if (answer.status === 0 || answer.status >= 500) {
      findings.violations.push(`a login answered ${answer.status || 'nothing'} (${codeOf(answer) ?? 'no code'})`);
    }
  }
  return answers.filter((answer) => answer.status !== 429).length;
}

/** The login limits and the throttle, each flooded past twice its single-instance figure across both instances. */
async function checkLoginLimits(cluster: Cluster, findings: Findings, account: string) {
  const { perIp, perAccount } = USER_RATE_LIMITS.login;
  const checks = [
    {
      name: 'login throttle (one account, one address)',
      limit: LOGIN_THROTTLE.freeTries,
      run: (count: number) => {
        const address = nextAddress();
        return flood(cluster, findings, count, () => ({ account, address }));
      },
    },
    {
      name: 'login limit per account',
      limit: perAccount.limit,
      run: (count: number) => {
        // An account of its own: the throttle's flood above counted against the first one.
        const other = `nobody-${randomUUID().slice(0, 8)}@example.com`;
        return flood(cluster, findings, count, () => ({ account: other, address: nextAddress() }));
      },
    },
    {
      name: 'login limit per address',
      limit: perIp.limit,
      run: (count: number) => {
        const address = nextAddress();
        const stamp = randomUUID().slice(0, 8);
        return flood(cluster, findings, count, (index) => ({
          account: `nobody-${stamp}-${index}@example.com`,
          address,
        }));
      },
    },
  ];
  for (const check of checks) {
    const through = await check.run(2 * check.limit + 4);
    findings.figures[
      check.name.startsWith('login throttle') ? 'throttle passed' : check.name.replace('login limit ', 'passed ')
    ] = through;
    if (through !== check.limit) {
      findings.violations.push(
        `${check.name}: ${through} of ${2 * check.limit + 4} logins split across both instances reached the password check; one instance lets ${check.limit}`,
      );
    }
  }
}

interface SellerProduct {
  translations: Record<string, { title: string }>;
  price: number;
  erpCode: string | null;
  ean: string | null;
  productIndex: string | null;
  [field: string]: unknown;
}

/** A session for the account, written as a login writes one. */
async function openSession(db: Database, userId: string): Promise<string> {
  const token = randomToken();
  await db.execute(sql`
    insert into user_sessions (user_id, token_hash, expires_at, user_agent)
    values (${userId}, ${sha256(token)}, now() + interval '1 hour', 'reliability')`);
  return token;
}

/** A seller of an approved company with a product on its storefront, and a session for them. */
async function openSellerSession(db: Database): Promise<{ token: string; companyId: string }> {
  const [seller] = rowsOf<{ userId: string; companyId: string }>(
    await db.execute(sql`
      select u.id as "userId", u.company_id as "companyId" from users u
      join companies c on c.id = u.company_id
      where c.status = 'approved' and exists (select 1 from products p where p.company_id = c.id and p.active and p.is_public)
      order by u.created_at limit 1`),
  );
  if (!seller) throw new Error('the demo data has no approved seller with products');
  return { token: await openSession(db, seller.userId), companyId: seller.companyId };
}

/**
 * Each edit: b reads the seller's list and the product page (so b holds them cached), a edits
 * the product's name and price, and b must answer the new ones within FRESH_WITHIN_MS.
 */
async function checkCacheFreshness(cluster: Cluster, findings: Findings) {
  const { traffic } = findings;
  const seller = await openSellerSession(cluster.db);
  const listPath = `/api/products?company=${seller.companyId}`;
  let slowest = 0;
  for (let edit = 0; edit < EDITS; edit++) {
    const list = await traffic.call(cluster.b, listPath);
    const card = (list.body as { items?: { id: string }[] }).items?.[0];
    if (list.status !== 200 || !card) throw new Error(`the seller's list answered ${list.status} without products`);
    const pagePath = `/api/products/${card.id}`;
    await traffic.call(cluster.b, pagePath);

    const own = await traffic.call(cluster.a, `/api/seller/products/${card.id}`, { token: seller.token });
    if (own.status !== 200) throw new Error(`the seller's product answered ${own.status}`);
    const product = own.body as SellerProduct;
    const title = `Reliable Serum ${randomUUID().slice(0, 8)}`;
    const price = product.price + 100;
    const edited = await traffic.call(cluster.a, `/api/seller/products/${card.id}`, {
      method: 'PATCH',
      token: seller.token,
      body: {
        ...product,
        translations: Object.fromEntries(
          Object.entries(product.translations).map(([language, texts]) => [language, { ...texts, title }]),
        ),
        price,
        erpCode: product.erpCode ?? undefined,
        ean: product.ean ?? undefined,
        productIndex: product.productIndex ?? undefined,
      },
    });
    if (edited.status !== 200) throw new Error(`editing the product answered ${edited.status} ${codeOf(edited)}`);

    const editedAt = performance.now();
    const isFresh = async () => {
      const [page, again] = await Promise.all([traffic.call(cluster.b, pagePath), traffic.call(cluster.b, listPath)]);
      const shown = page.body as { title?: string; price?: { base?: { amount?: number } } };
      const listed = (again.body as { items?: { id: string; title: string }[] }).items?.find(
        (item) => item.id === card.id,
      );
      return shown.title === title && shown.price?.base?.amount === price && listed?.title === title;
    };
    const fresh = await eventually(isFresh, FRESH_WITHIN_MS);
    slowest = Math.max(slowest, performance.now() - editedAt);
    if (!fresh) {
      findings.violations.push(
        `product ${card.id} edited through a: b still showed the old name or price ${FRESH_WITHIN_MS} ms later`,
      );
    }
  }
  findings.figures['stale ms (max)'] = Math.round(slowest);
}

/**
 * The operator saves a new default currency through a; b must quote a visitor who asks for none in
 * it within FRESH_WITHIN_MS (each instance keeps the defaults in memory, cleared over Redis). The
 * configuration is put back afterwards.
 */
async function checkDefaultsShared(cluster: Cluster, findings: Findings) {
  const { traffic } = findings;
  const [admin] = rowsOf<{ id: string }>(
    await cluster.db.execute(
      sql`select id from users where is_admin and deleted_at is null order by created_at limit 1`,
    ),
  );
  if (!admin) throw new Error('the installation has no operator account');
  const token = await openSession(cluster.db, admin.id);
  const path = '/api/admin/site/configuration';
  const read = await traffic.call(cluster.a, path, { token });
  if (read.status !== 200) throw new Error(`the configuration answered ${read.status}`);
  const { titleImageUrl: _image, updatedAt: _at, ...saved } = read.body as Record<string, unknown>;
  const save = (defaultCurrency: unknown) =>
    traffic.call(cluster.a, path, { method: 'PUT', token, body: { ...saved, defaultCurrency } });
  const quotedOnB = async () =>
    ((await traffic.call(cluster.b, '/api/products')).body as { items?: { price: { currency: string } }[] }).items?.[0]
      ?.price.currency;

  const wanted = saved.defaultCurrency === 'SEK' ? 'PLN' : 'SEK';
  try {
    const changed = await save(wanted);
    if (changed.status !== 200) throw new Error(`saving the configuration answered ${changed.status}`);
    const savedAt = performance.now();
    const followed = await eventually(async () => (await quotedOnB()) === wanted, FRESH_WITHIN_MS);
    findings.figures['defaults ms'] = Math.round(performance.now() - savedAt);
    if (!followed) {
      findings.violations.push(
        `the default currency saved through a: b still quoted another ${FRESH_WITHIN_MS} ms later`,
      );
    }
  } finally {
    await save(saved.defaultCurrency);
  }
}

/** Mails to `emails` in the outbox, and mail jobs for them the queue completed, by address. */
async function countMails(db: Database, emails: string[]) {
  if (emails.length === 0) return { outbox: new Map<string, number>(), jobs: new Map<string, number>() };
  const outbox = rowsOf<{ to: string; n: number }>(
    await db.execute(sql`select "to", count(*)::int as n from mail_outbox where "to" in ${emails} group by "to"`),
  );
  const jobs = rowsOf<{ to: string; n: number }>(
    await db.execute(sql`
      select data->>'to' as "to", count(*)::int as n from jobs.job
      where name = 'mail' and state = 'completed' and data->>'to' in ${emails} group by 1`),
  );
  return {
    outbox: new Map(outbox.map((row) => [row.to, row.n])),
    jobs: new Map(jobs.map((row) => [row.to, row.n])),
  };
}

/**
 * Registrations through both instances each queue a verification mail; both instances work the
 * queue. Each mail must land in the outbox exactly once: a job fetched by both would land twice.
 */
async function checkJobsRunOnce(cluster: Cluster, findings: Findings) {
  const stamp = randomUUID().slice(0, 8);
  const emails = Array.from({ length: MAILS }, (_, index) => `reliable-${stamp}-${index}@example.com`);
  const answers = await Promise.all(
    emails.map((email, index) =>
      findings.traffic.call(cluster.pick(index), '/api/users/register', {
        body: {
          firstName: 'Reliable',
          lastName: `Buyer ${index}`,
          email,
          phone: '+48 600 700 800',
          password: 'Reliable-Pass-42',
          policyAccepted: true,
        },
        headers: { 'x-forwarded-for': nextAddress() },
      }),
    ),
  );
  const registered = emails.filter((_, index) => answers[index]!.status === 201);
  for (const [index, answer] of answers.entries()) {
    if (answer.status !== 201) findings.violations.push(`registering ${emails[index]} answered ${answer.status}`);
  }
  let counted = await countMails(cluster.db, registered);
  await eventually(
    async () => {
      counted = await countMails(cluster.db, registered);
      return registered.every((email) => (counted.jobs.get(email) ?? 0) > 0);
    },
    MAILS_WITHIN_MS,
    200,
  );
  let delivered = 0;
  for (const email of registered) {
    const inOutbox = counted.outbox.get(email) ?? 0;
    const jobs = counted.jobs.get(email) ?? 0;
    delivered += inOutbox;
    if (jobs === 0)
      findings.violations.push(`the mail to ${email} was not delivered within ${MAILS_WITHIN_MS / 1000} s`);
    else if (inOutbox !== jobs) {
      findings.violations.push(
        `${jobs} mail job(s) to ${email} put ${inOutbox} mails in the outbox: a job ran more than once`,
      );
    }
  }
  findings.figures['mails queued'] = registered.length;
  findings.figures['mails delivered'] = delivered;
}

const twoInstances: Part = {
  name: 'two-instances',
  timeLimitSeconds: 60,
  async run(cluster) {
    const started = performance.now();
    const findings: Findings = { traffic: new Traffic(), violations: [], figures: {} };
    const [user] = rowsOf<{ email: string }>(
      await cluster.db.execute(sql`select email from users where verified_at is not null order by created_at limit 1`),
    );
    if (!user) throw new Error('the demo data has no verified account');
    const checks: [string, () => Promise<void>][] = [
      ['login limits', () => checkLoginLimits(cluster, findings, user.email)],
      ['cache freshness', () => checkCacheFreshness(cluster, findings)],
      ['operator defaults', () => checkDefaultsShared(cluster, findings)],
      ['jobs run once', () => checkJobsRunOnce(cluster, findings)],
    ];
    // One check that cannot go on says so and leaves the others to run.
    for (const [name, check] of checks) {
      try {
        await check();
      } catch (error) {
        findings.violations.push(`${name} stopped: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return {
      name: this.name,
      rounds: 1,
      requests: findings.traffic.requests,
      violations: findings.violations,
      lostOrders: 0,
      duplicatedOrders: 0,
      seconds: secondsSince(started),
      figures: findings.figures,
    };
  },
};

export default twoInstances;
