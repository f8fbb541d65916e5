import { APP_VERSION } from '@glowmarket/shared/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOf, type Config } from './config';
import { seedDatabase } from './db/seed/seed';
import { serveDemoSandboxes } from './integrations/demo-sandboxes';
import { operatorChecks } from './integrations/operator-checks';
import { createPaymentOperators } from './integrations/payments/registry';
import { createShipxAccess } from './integrations/shipx/access';
import { createSamplePointsSource, createShipxPointsSource } from './integrations/shipx/points';
import { createEventBus } from './lib/events';
import { adminMailRoutes } from './lib/mail/mail.routes';
import { pageChecks } from './lib/page-head';
import { createResponseCache } from './lib/response-cache';
import { createSecretBox, loadSecretsKey } from './lib/secrets';
import { shareInvalidations } from './lib/shared-cache';
import { createCartModule } from './modules/cart';
import { createCatalogModule } from './modules/catalog';
import { createCompaniesModule } from './modules/companies';
import { createLogisticsModule } from './modules/logistics';
import { createMessagesModule } from './modules/messages';
import { createOperatorsModule } from './modules/operators';
import { createOrdersModule } from './modules/orders';
import { createPaymentsModule } from './modules/payments';
import { createPricingModule } from './modules/pricing';
import { createReviewsModule } from './modules/reviews';
import { createShopsModule } from './modules/shops';
import { createSiteModule } from './modules/site';
import { createUsersModule } from './modules/users';
import { devMailRoutes } from './plugins/dev-mail';
import { loadFirstScreens } from './plugins/first-screen';
import { registerPlatform, type PlatformParts } from './plugins/platform';
import { backgroundContext } from './plugins/request-context';
import { staticSitePlugin } from './plugins/static-site';
import { serverOptions } from './server-options';

export interface AppParts extends PlatformParts {
  /** Called when a first start is about to add the demo data, so the server can say so. */
  onDemoData?: () => void;
  /** Where log lines go instead of stdout; tests read them to prove what is never logged. */
  logStream?: { write(line: string): void };
}

/**
 * The whole application without a listening socket (server.ts listens, tests inject): the
 * composition root. The plugins give every module the database, jobs, mail and storage; each module
 * is made from the services it needs of the others (decision 013) and registers its own routes.
 */
export async function buildApp(config: Config, parts: AppParts = {}): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, parts.logStream)).withTypeProvider<ZodTypeProvider>();
  await registerPlatform(app, config, parts);
  const sandboxes = await serveDemoSandboxes(app, config);

  const { mailer, storage, db, jobs, clock } = app;
  const background = (requestId: string) => backgroundContext(app, requestId);
  const userAgent = `Glowmarket/${APP_VERSION} (${config.publicUrl})`;
  const localCache = createResponseCache({ maxEntries: 5000, ttlMs: config.catalogCacheTtlMs });
  const cache = app.sharedState ? await shareInvalidations(localCache, app.sharedState, app.log) : localCache;
  const events = createEventBus();

  const map = { tileUrl: config.mapTileUrl, attribution: config.mapAttribution };
  const site = createSiteModule({ db, log: app.log, map, storage, cache, events, delivery: () => logistics.logistics });
  const users = createUsersModule({
    mailer,
    storage,
    publicUrl: config.publicUrl,
    // Without SMTP the demo has no other way to hand out the code; with it, the mailbox proves ownership.
    showCodes: config.demoMode && !config.smtpUrl,
    sessionMaxMs: config.sessionMaxMs,
    loginThrottle: app.loginThrottle,
    site: site.settings,
  });
  const companies = createCompaniesModule({ storage, events, accounts: users.users, site: site.settings });
  const sellers = companies.companies;
  const pricing = createPricingModule({ cache });
  const { currencies } = pricing;
  const search = config.search && { ...config.search, databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const catalogDeps = { storage, cache, publicUrl: config.publicUrl, sellers, currencies, db, jobs, background };
  const catalog = createCatalogModule({ ...catalogDeps, search, log: app.log });
  const shops = createShopsModule({ storage, sellers, geocoderUrl: config.geocoderUrl, publicUrl: config.publicUrl });
  const logistics = createLogisticsModule({
    db,
    jobs,
    clock,
    log: app.log.child({ module: 'logistics' }),
    points: config.shipxUrl
      ? createShipxPointsSource({ baseUrl: config.shipxUrl, userAgent })
      : createSamplePointsSource(),
    currencies,
    sellers,
    products: catalog,
    shops: shops.shops,
    geocoder: shops.geocoder,
  });
  const operators = createOperatorsModule({
    secrets: createSecretBox(loadSecretsKey({ configured: config.secretsKey, dataDir: config.dataDir })),
    checks: operatorChecks(config),
  });
  const sellerAccount = operators.operators.credentialsFor.bind(operators.operators);
  events.on('company.statusChanged', (ctx, event) => catalog.products.companyStatusChanged(ctx, event));
  events.on('company.changed', (ctx, event) => catalog.products.companyChanged(ctx, event));
  events.on('company.statusChanged', (ctx, event) => shops.shops.companyStatusChanged(ctx, event));

  const cart = createCartModule({ products: catalog.products, deliveries: logistics.logistics, db, jobs, clock });
  const orders = createOrdersModule({
    mails: { mailer, site: site.settings, accounts: users.users, sellers, publicUrl: config.publicUrl },
    placing: {
      cart: cart.cart,
      products: catalog.products,
      logistics: logistics.logistics,
      sellers,
      currencies,
      paymentMinutes: config.orderPaymentMinutes,
    },
    life: {
      jobs,
      background,
      products: catalog.products,
      sellers,
      site: site.settings,
      // A refund is only ever asked for once a request runs, after payments is made below.
      refunds: { refundDue: (ctx, orderId) => payments.payments.refundDue(ctx, orderId) },
      shipx: createShipxAccess({ baseUrl: config.shipxUrl ?? sandboxes?.shipxUrl, userAgent, sellerAccount }),
    },
    site: site.settings,
  });
  // What every module that writes e-mails needs.
  const mailing = { mailer, site: site.settings, accounts: users.users, publicUrl: config.publicUrl };
  const payments = createPaymentsModule({
    orders: orders.orders,
    currencies,
    jobs,
    mails: mailing,
    background,
    operators: createPaymentOperators({ config, sandbox: sandboxes?.operators, sellerAccount }),
    site: site.settings,
    publicUrl: config.publicUrl,
  });
  const messages = createMessagesModule({ ...mailing, sellers, products: catalog.products, orders: orders.orders });

  const reviews = createReviewsModule({ purchases: orders.orders, catalog: catalog.products, buyers: users.users });
  catalog.ratingsFrom(reviews.reviews);

  const foundations = [site, users, companies, pricing, catalog, shops, logistics, operators];
  for (const module of [...foundations, cart, payments, orders, messages, reviews]) {
    await module.register(app);
  }
  // After the job worker has started: ShipX set and no lockers yet means a sync now, not at night.
  app.addHook('onReady', () => logistics.logistics.syncIfEmpty(background('parcel-points-start')));
  await app.register(adminMailRoutes(mailer), { prefix: '/api/admin' });
  if (config.demoMode && !config.smtpUrl) await app.register(devMailRoutes);
  await app.register(staticSitePlugin, {
    webDistDir: config.webDistDir,
    firstScreens: await loadFirstScreens(config.webDistDir, cache),
    pageChecks: pageChecks([...companies.pages, ...catalog.pages, ...shops.pages], async (ctx) => ({
      publicUrl: config.publicUrl,
      portalName: await site.settings.portalName(ctx),
    })),
  });
  return app;
}

/**
 * The app as the server runs it: built, then its database seeded as the settings say — the
 * operator's admin account, and the demo only in demo mode.
 */
export async function startApp(config: Config, parts: AppParts = {}): Promise<FastifyInstance> {
  const app = await buildApp(config, parts);
  // Instances starting together on one database seed one after the other: the second finds it done.
  await app.database.exclusive(() =>
    seedDatabase(app.db, {
      demo: config.demoMode,
      admin: adminOf(config),
      storage: app.storage,
      publicUrl: config.publicUrl,
      parcelPoints: config.shipxUrl ? undefined : createSamplePointsSource(),
      onDemoData: parts.onDemoData,
    }),
  );
  return app;
}
