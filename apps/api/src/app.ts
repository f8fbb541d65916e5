import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, MAX_COMPANY_FILE_BYTES } from '@glowmarket/shared/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { englishIssueMessage } from '@glowmarket/shared/validation';
import { z } from 'zod';
import { adminOf, type Config } from './config';
import { adminMailRoutes } from './lib/mail/mail.routes';
import { seedDatabase } from './db/seed/seed';
import {
  adminCatalogRoutes,
  catalogRoutes,
  createCategoriesService,
  createCurrenciesService,
  createProductsService,
  sellerCatalogRoutes,
} from './modules/catalog';
import {
  adminCompaniesRoutes,
  companiesRoutes,
  createCompaniesService,
  sellerCompaniesRoutes,
} from './modules/companies';
import { autopayCheck, przelewy24Check, shipxCheck } from './integrations/operator-checks';
import { createSamplePointsSource, createShipxPointsSource } from './integrations/shipx/points';
import { createAutopay } from './integrations/payments/autopay';
import { createPrzelewy24 } from './integrations/payments/przelewy24';
import { createPaymentSandbox, sandboxKeys, sandboxOperatorUrls } from './integrations/payments/sandbox';
import { createStripe } from './integrations/payments/stripe';
import { createShipxSandbox } from './integrations/shipx/sandbox';
import { createShipxShipments } from './integrations/shipx/shipments';
import {
  adminLogisticsRoutes,
  createLogisticsService,
  logisticsRoutes,
  sellerLogisticsRoutes,
} from './modules/logistics';
import { createOperatorsService, sellerOperatorsRoutes } from './modules/operators';
import {
  adminPaymentsRoutes,
  createPaymentMails,
  createPaymentsService,
  createPaymentStatus,
  paymentResultRoutes,
  paymentsRoutes,
  type PaymentsServiceDeps,
} from './modules/payments';
import { cartRoutes, createCartService } from './modules/cart';
import {
  adminOrdersRoutes,
  createOrderLife,
  createOrderMails,
  createOrdersService,
  ordersRoutes,
  sellerOrdersRoutes,
} from './modules/orders';
import {
  createGazetteerGeocoder,
  createNominatimGeocoder,
  createShopsService,
  sellerShopsRoutes,
  shopsRoutes,
} from './modules/shops';
import { adminSiteRoutes, siteRoutes, siteSettings } from './modules/site';
import {
  accountRoutes,
  createAccountService,
  createSessionLookup,
  createUsersService,
  usersRoutes,
} from './modules/users';
import type { Clock, RequestContext } from './lib/context';
import { AppError } from './lib/app-error';
import { createEventBus } from './lib/events';
import { createResponseCache } from './lib/response-cache';
import { createSecretBox, loadSecretsKey } from './lib/secrets';
import { authPlugin } from './plugins/auth';
import { devMailRoutes } from './plugins/dev-mail';
import { rateLimitPlugin } from './plugins/rate-limit';
import { servicesPlugin } from './plugins/services';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { handlersInFlightPlugin } from './plugins/handlers-in-flight';
import { jobsPlugin } from './plugins/jobs';
import { backgroundContext, requestContextPlugin } from './plugins/request-context';
import { companyPageHead, productPageHead, shopPageHead, subjectPage } from './plugins/page-head';
import { APP_STARTER_HASH, loadFirstScreens } from './plugins/first-screen';
import { staticSitePlugin } from './plugins/static-site';
import { validatorCompiler } from './plugins/validation';

/** Where the demo serves its ShipX sandbox (integrations/shipx/sandbox.ts). */
const SHIPX_SANDBOX_PATH = '/sandbox/shipx';
/** An idle worker looks for due jobs (retries, other instances' jobs) this often; its own wake it at once. */
const JOB_POLLING_SECONDS = 2;

declare module 'fastify' {
  interface FastifyInstance {
    /** Work the server runs by the clock, callable at once (tests, tools). */
    scheduled: { expireUnpaidOrders(ctx: RequestContext): Promise<number> };
  }
}
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Browser features the shop uses: location for the store finder, payment for checkout; nothing else. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=(self), usb=(), browsing-topics=()';

/**
 * Where the shop may post a form, for the CSP: itself, and Autopay's payment page — Autopay starts
 * with a form the payment window (which keeps this page's policy) posts to Autopay's host, or to
 * the sandbox at the public address, which the buyer may be shopping under another name of.
 */
function formTargets(config: Config): string[] {
  const autopay = config.autopayUrl ?? (config.demoMode ? config.publicUrl : undefined);
  return ["'self'", ...(autopay && URL.canParse(autopay) ? [new URL(autopay).origin] : [])];
}

/** Where map tiles load from, for the CSP: the tile URL's origin, `{s}` subdomains as a wildcard. */
function tileSource(template: string): string {
  return (/^https?:\/\/[^/]+/.exec(template)?.[0] ?? "'self'").replace(/\{s\}/g, '*');
}

export interface AppParts {
  /** The time of rules; tests pass one they can move. */
  clock?: Clock;
  /** Called when a first start is about to add the demo data, so the server can say so. */
  onDemoData?: () => void;
  /** Tests shorten the job queue's waits (idle polling, retry delay) and may cap its retries. */
  jobTiming?: { pollingIntervalSeconds: number; retryDelaySeconds: number; retryLimit?: number };
  /** Where log lines go instead of stdout; tests read them to prove what is never logged. */
  logStream?: { write(line: string): void };
}

/** The whole application without a listening socket: server.ts listens, tests inject. */
export async function buildApp(config: Config, parts: AppParts = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(parts.logStream && { stream: parts.logStream }),
      // At a terminal one short line per entry ("request completed: 200 in 3.1 ms"); JSON otherwise.
      ...(config.logFormat === 'pretty' && {
        formatters: {
          log: (entry: Record<string, unknown>) =>
            typeof entry.responseTime === 'number'
              ? { ...entry, responseTime: Math.round(entry.responseTime * 10) / 10 }
              : entry,
        },
        transport: {
          target: 'pino-pretty',
          options: {
            translateTime: 'SYS:HH:MM:ss',
            ignore: 'pid,hostname,reqId,req,res,responseTime',
            messageFormat:
              '{msg}{if req.method}: {req.method} {req.url}{end}{if res.statusCode}: {res.statusCode} in {responseTime} ms{end}',
            singleLine: true,
          },
        },
      }),
    },
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    // Keep-alive sockets would hold a shutdown open; in-flight requests still finish.
    forceCloseConnections: 'idle',
    // Closing stops the job worker before the server stops listening; requests that come meanwhile,
    // or on a connection already busy, are answered (the database is open until the last one is),
    // not refused with 503. Their answers close the connection.
    return503OnClosing: false,
    // Opening and migrating the embedded database can take a while on a slow first start.
    pluginTimeout: 120_000,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  // Field problems keep the input's emptiness ("required") without echoing the input back.
  z.config({ customError: englishIssueMessage });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Over plain HTTP the header means nothing; behind a proxy (TRUST_PROXY) the protocol is the buyer's.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  // While shutting down, answers close their keep-alive connection, so the server can finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });

  await app.register(errorsPlugin);
  await app.register(fastifyHelmet, {
    strictTransportSecurity: false,
    // The shop's tab and an operator's page on another origin stay apart: the operator's page
    // cannot reach the tab, and the tab loses sight of that window (it reads as closed). The tab
    // therefore follows a payment by its id, never by its window (web features/orders).
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The inline script that starts the app under a server-drawn first screen, by its hash.
        scriptSrc: ["'self'", APP_STARTER_HASH],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileSource(config.mapTileUrl)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: formTargets(config),
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_COMPANY_FILE_BYTES, files: 1, fields: 10 } });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Glowmarket API',
        description: 'Multi-seller marketplace for cosmetics. Failures answer `{ error, code, details? }`.',
        version: APP_VERSION,
      },
    },
    transform: jsonSchemaTransform,
    // Schemas with an id (recursive ones such as CategoryNode) become components.
    transformObject: jsonSchemaTransformObject,
  });
  // The document is always built (tools and tests read app.swagger()); it is served only where
  // API_DOCS says: the demo by default, a production server when asked for.
  if (config.apiDocs) {
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  }

  await app.register(databasePlugin, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
    migrate: config.migrateOnStart,
  });
  await app.register(handlersInFlightPlugin);
  await app.register(requestContextPlugin, { clock: parts.clock });
  await app.register(jobsPlugin, {
    pollingIntervalSeconds: parts.jobTiming?.pollingIntervalSeconds ?? JOB_POLLING_SECONDS,
    retryDelaySeconds: parts.jobTiming?.retryDelaySeconds,
    retryLimit: parts.jobTiming?.retryLimit,
  });
  await app.register(authPlugin, { identify: createSessionLookup({ sessionIdleMs: config.sessionIdleMs }) });
  await app.register(rateLimitPlugin);
  await app.register(servicesPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    uploadsDir: config.uploadsDir,
  });

  const users = createUsersService({
    mailer: app.mailer,
    storage: app.storage,
    publicUrl: config.publicUrl,
    // Without SMTP the demo has no other way to hand out the code; with it, the mailbox proves ownership.
    showCodes: config.demoMode && !config.smtpUrl,
    sessionMaxMs: config.sessionMaxMs,
    loginThrottle: app.loginThrottle,
    site: siteSettings,
  });
  await app.register(siteRoutes({ tileUrl: config.mapTileUrl, attribution: config.mapAttribution }));
  await app.register(adminSiteRoutes, { prefix: '/api/admin' });
  await app.register(usersRoutes(users));
  await app.register(accountRoutes(createAccountService({ storage: app.storage }), users), { prefix: '/api/users/me' });
  const cache = createResponseCache({ maxEntries: 5000, ttlMs: config.catalogCacheTtlMs });
  // Modules call each other through these services only; reactions go through events (decision 013).
  const events = createEventBus();
  const companies = createCompaniesService({
    storage: app.storage,
    events,
    accounts: users,
    site: siteSettings,
  });
  const categories = createCategoriesService({ cache, sellers: companies });
  const currencies = createCurrenciesService({ cache });
  const products = createProductsService({
    storage: app.storage,
    cache,
    publicUrl: config.publicUrl,
    sellers: companies,
    currencies,
  });
  const geocoder = config.geocoderUrl
    ? createNominatimGeocoder({ baseUrl: config.geocoderUrl, contact: config.publicUrl })
    : createGazetteerGeocoder();
  const shops = createShopsService({ storage: app.storage, sellers: companies, geocoder });
  const userAgent = `Glowmarket/${APP_VERSION} (${config.publicUrl})`;
  const logistics = createLogisticsService({
    db: app.db,
    jobs: app.jobs,
    clock: app.clock,
    log: app.log.child({ module: 'logistics' }),
    points: config.shipxUrl
      ? createShipxPointsSource({
          baseUrl: config.shipxUrl,
          userAgent,
        })
      : createSamplePointsSource(),
    currencies,
    sellers: companies,
    products: {
      async shippingOf(ctx, productId) {
        const product = await products.getProduct(ctx, productId).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'not_found') return undefined;
          throw error;
        });
        return product && { companyId: product.company.id, deliveryDays: product.deliveryDays };
      },
    },
    shops,
    geocoder,
  });
  const operators = createOperatorsService({
    secrets: createSecretBox(loadSecretsKey({ configured: config.secretsKey, dataDir: config.dataDir })),
    checks: {
      shipx: shipxCheck(config.shipxUrl),
      autopay: autopayCheck(config.autopayUrl),
      przelewy24: przelewy24Check(config.przelewy24Url),
    },
  });
  events.on('company.statusChanged', (ctx, event) => products.companyStatusChanged(ctx, event));
  events.on('company.renamed', (ctx, event) => products.companyRenamed(ctx, event));
  events.on('company.statusChanged', (ctx, event) => shops.companyStatusChanged(ctx, event));
  await app.register(companiesRoutes(companies));
  await app.register(sellerCompaniesRoutes(companies), { prefix: '/api/seller' });
  await app.register(adminCompaniesRoutes(companies), { prefix: '/api/admin' });
  await app.register(catalogRoutes({ categories, products, currencies, cache }));
  await app.register(sellerCatalogRoutes({ categories, products }), { prefix: '/api/seller' });
  await app.register(adminCatalogRoutes({ categories, currencies }), { prefix: '/api/admin' });
  await app.register(shopsRoutes(shops));
  await app.register(sellerShopsRoutes(shops), { prefix: '/api' });
  await app.register(logisticsRoutes(logistics), { prefix: '/api/logistics' });
  await app.register(sellerLogisticsRoutes(logistics), { prefix: '/api/seller' });
  await app.register(adminLogisticsRoutes(logistics), { prefix: '/api/admin' });
  await app.register(sellerOperatorsRoutes(operators), { prefix: '/api/seller' });
  const cart = createCartService({ products, deliveries: logistics, db: app.db, jobs: app.jobs, clock: app.clock });
  const mails = createOrderMails({
    mailer: app.mailer,
    site: siteSettings,
    accounts: users,
    sellers: companies,
    publicUrl: config.publicUrl,
  });
  const orders = createOrdersService({
    cart,
    products,
    logistics,
    sellers: companies,
    currencies,
    mails,
    paymentMinutes: config.orderPaymentMinutes,
  });
  // Without SHIPX_URL the demo ships through the ShipX sandbox it serves, on each seller's saved keys.
  const shipxSandbox =
    config.demoMode && !config.shipxUrl
      ? createShipxSandbox({
          basePath: SHIPX_SANDBOX_PATH,
          accepts: () => true,
          firstId: Math.floor(Date.now() / 1000),
        })
      : undefined;
  if (shipxSandbox) {
    app.addHook('onRequest', (request, reply, done) => {
      if (shipxSandbox.handle(request.raw, reply.raw)) {
        reply.hijack();
        return;
      }
      done();
    });
  }
  const shipxUrl = config.shipxUrl ?? (shipxSandbox && `${config.publicUrl.replace(/\/+$/, '')}${SHIPX_SANDBOX_PATH}`);
  const orderLife = createOrderLife({
    jobs: app.jobs,
    background: (requestId) => backgroundContext(app, requestId),
    products,
    sellers: companies,
    site: siteSettings,
    mails,
    // Payments are made below; a refund is only ever asked for later, once a request runs.
    refunds: { refundDue: (ctx, orderId) => payments.refundDue(ctx, orderId) },
    shipx: {
      available: shipxUrl !== undefined,
      async clientFor(ctx, companyId) {
        if (!shipxUrl) return undefined;
        const account = await operators.credentialsFor(ctx, companyId, 'shipx');
        return (
          account &&
          createShipxShipments({
            baseUrl: shipxUrl,
            organizationId: account.settings.organizationId ?? '',
            token: account.secrets.apiKey ?? '',
            userAgent,
          })
        );
      },
    },
  });
  // Without an operator's keys the demo pays through the sandbox the app serves itself (decision 016).
  const sandbox = config.demoMode
    ? createPaymentSandbox({ publicUrl: config.publicUrl, keys: sandboxKeys() })
    : undefined;
  const sandboxUrls = sandboxOperatorUrls(config.publicUrl);
  if (sandbox) {
    app.addHook('onRequest', (request, reply, done) => {
      if (sandbox.handle(request.raw, reply.raw)) {
        reply.hijack();
        return;
      }
      done();
    });
  }
  const stripe = config.stripe
    ? createStripe(config.stripe)
    : sandbox && createStripe({ ...sandbox.keys.stripe, ...sandboxUrls.stripe });
  const przelewy24 =
    config.przelewy24 && config.przelewy24Url
      ? createPrzelewy24({ baseUrl: config.przelewy24Url, ...config.przelewy24 })
      : sandbox && createPrzelewy24({ ...sandbox.keys.przelewy24, ...sandboxUrls.przelewy24 });
  const sandboxAutopay =
    !config.autopayUrl && sandbox && createAutopay({ ...sandbox.keys.autopay, ...sandboxUrls.autopay });
  const paymentOperators: PaymentsServiceDeps['operators'] = {
    site: (method) => (method === 'stripe' ? stripe : przelewy24),
    async autopayFor(ctx, companyId) {
      // The sandbox plays one Autopay service for every seller.
      if (sandboxAutopay) return sandboxAutopay;
      if (!config.autopayUrl || !UUID.test(companyId)) return undefined;
      const account = await operators.credentialsFor(ctx, companyId, 'autopay');
      return (
        account &&
        createAutopay({
          baseUrl: config.autopayUrl,
          serviceId: account.settings.serviceId ?? '',
          sharedKey: account.secrets.sharedKey ?? '',
        })
      );
    },
  };
  const payments = createPaymentsService({
    orders,
    currencies,
    jobs: app.jobs,
    mails: createPaymentMails({
      mailer: app.mailer,
      site: siteSettings,
      accounts: users,
      publicUrl: config.publicUrl,
    }),
    background: (requestId) => backgroundContext(app, requestId),
    operators: paymentOperators,
    enabledMethods: (ctx) => siteSettings.enabledPaymentMethods(ctx),
    publicUrl: config.publicUrl,
  });
  await app.register(paymentsRoutes(payments), { prefix: '/api/payments' });
  await app.register(paymentResultRoutes(createPaymentStatus({ operators: paymentOperators })), {
    prefix: '/api/payments',
  });
  await app.register(adminPaymentsRoutes(payments, siteSettings), { prefix: '/api/admin' });
  app.decorate('scheduled', { expireUnpaidOrders: (ctx: RequestContext) => orderLife.expireDue(ctx) });
  await app.register(cartRoutes(cart), { prefix: '/api/cart' });
  await app.register(ordersRoutes(orders), { prefix: '/api/orders' });
  await app.register(sellerOrdersRoutes(orderLife), { prefix: '/api/seller' });
  await app.register(adminOrdersRoutes(orderLife, siteSettings), { prefix: '/api/admin' });
  // After the job worker has started: ShipX set and no lockers yet means a sync now, not at night.
  app.addHook('onReady', () => logistics.syncIfEmpty(backgroundContext(app, 'parcel-points-start')));
  await app.register(adminMailRoutes(app.mailer), { prefix: '/api/admin' });
  if (config.demoMode && !config.smtpUrl) await app.register(devMailRoutes);

  const pageSite = async (ctx: RequestContext) => ({
    publicUrl: config.publicUrl,
    portalName: await siteSettings.portalName(ctx),
  });
  await app.register(staticSitePlugin, {
    webDistDir: config.webDistDir,
    firstScreens: await loadFirstScreens(config.webDistDir, cache),
    pageChecks: {
      '/company/:id': subjectPage((ctx, id) => companies.getPublicCompany(ctx, id), companyPageHead, pageSite),
      '/products/:id': subjectPage((ctx, id) => products.getProduct(ctx, id), productPageHead, pageSite),
      '/shops/:id': subjectPage((ctx, id) => shops.get(ctx, id), shopPageHead, pageSite),
    },
  });
  return app;
}

/**
 * The app as the server runs it: built, then its database seeded as the settings say — the
 * operator's admin account, and the demo only in demo mode.
 */
export async function startApp(config: Config, parts: AppParts = {}): Promise<FastifyInstance> {
  const app = await buildApp(config, parts);
  await seedDatabase(app.db, {
    demo: config.demoMode,
    admin: adminOf(config),
    storage: app.storage,
    publicUrl: config.publicUrl,
    parcelPoints: config.shipxUrl ? undefined : createSamplePointsSource(),
    onDemoData: parts.onDemoData,
  });
  return app;
}
