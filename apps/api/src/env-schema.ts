import path from 'node:path';
import { z } from 'zod';
import { parseSecretsKey } from './lib/secrets';
import { API_ROOT } from './paths';

const repositoryRoot = path.join(API_ROOT, '../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/**
 * Every setting the server reads, with its default and what it means. docs/configuration.md is
 * generated from these descriptions (`npm run docs:config`).
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('Port of the site and the API.'),
  HOST: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Address to listen on. Unset: `127.0.0.1` in demo mode (this machine only), else `0.0.0.0` (every interface). ' +
        'A demo told to listen on an address other machines reach warns at start that its passwords are public.',
    ),
  PUBLIC_URL: z
    .url()
    .optional()
    .describe(
      'The address buyers use: links in e-mails point there, and so do the addresses and images in the title, ' +
        'description, Open Graph tags and schema.org data the server writes into the first HTML of product, ' +
        'company and shop pages. Unset: `http://localhost:$PORT`.',
    ),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .describe('`postgres://…` of a PostgreSQL server. Unset: the embedded PGlite, in `DATA_DIR`.'),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .describe(
      "`postgres://…` of a read replica of `DATABASE_URL`: the storefront's public catalog reads (lists, search, " +
        'product pages) go there, everything else to `DATABASE_URL`. Use a replica that applies commits before ' +
        'they return (`synchronous_commit = remote_apply`), or a change may show only after the replica catches ' +
        'up. Unset: every read goes to `DATABASE_URL`.',
    ),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .describe('Where PGlite keeps its files (`memory://` keeps them in memory).'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10).describe('Connections in the PostgreSQL pool.'),
  MIGRATE_ON_START: booleanFlag
    .default(true)
    .describe(
      'Apply migrations when the server starts; set `false` when several instances share one database, and ' +
        'migrate once per release (`node apps/api/dist/cli.js migrate`).',
    ),
  DEMO_MODE: booleanFlag
    .optional()
    .describe(
      'Demo mode: demo accounts and catalog in an empty database, `/dev/mail` for this machine, verification ' +
        'codes in API answers while `SMTP_URL` is unset; a warning at start says it is on. Never on a server ' +
        'others can reach. Unset: on without `DATABASE_URL`, off with it.',
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('The least severe log entries written; `silent` writes none.'),
  LOG_FORMAT: z
    .enum(['pretty', 'json'])
    .optional()
    .describe(
      '`pretty`: one readable line per log entry and short progress lines at start; `json`: one JSON object per ' +
        'line, for log collectors. Unset: `pretty` in a terminal, else `json`.',
    ),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024)
    .describe('Largest JSON body accepted (larger: 413).'),
  TRUST_PROXY: booleanFlag
    .default(false)
    .describe(
      'Trust `X-Forwarded-*` from a reverse proxy. Behind one that terminates HTTPS set `true`: client addresses ' +
        '(rate limits) then come from `X-Forwarded-For` and HSTS is sent for HTTPS requests. Without a proxy, ' +
        'leave it unset.',
    ),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(10_000)
    .describe('How long SIGTERM waits for in-flight requests and running jobs (half of it for the jobs).'),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(path.join(repositoryRoot, 'apps/web/dist'))
    .describe("The built web app to serve; the storefront's first screens are drawn by `dist-server` beside it."),
  UPLOADS_DIR: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Uploaded images (avatars, later product and shop photos), served at `/uploads/`. Unset: ' +
        '`$DATA_DIR/uploads` (a temporary folder when PGlite is in memory).',
    ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .describe(
      '`smtp://user:password@host:587` (or `smtps://…`): mail goes out over SMTP. Unset: mail is only stored in ' +
        'the database (readable at `/dev/mail` in demo mode), and outside demo mode the server warns at start.',
    ),
  MAIL_FROM: z.string().min(3).default('Glowmarket <no-reply@glowmarket.example>').describe('Sender of outgoing mail.'),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .default(24)
    .describe('A login ends after this many hours without use.'),
  SESSION_MAX_DAYS: z.coerce
    .number()
    .positive()
    .default(30)
    .describe('A login ends this many days after it began, used or not.'),
  CATALOG_CACHE_TTL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(30_000)
    .describe(
      "How long catalog answers (lists, search, product pages) and the storefront pages' drawn first screens " +
        "are kept in memory, stored compressed; a change clears the answers that show it (a product's page and " +
        "lists, a seller's pages); `0` turns the cache off.",
    ),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional()
    .describe(
      '`redis://host:6379`: state several instances share. Rate limits and login throttling count in Redis, and ' +
        "a change to the catalog clears every instance's cached answers at once (publish/subscribe). Unset: both " +
        'live in this process, right for one instance.',
    ),
  SEARCH_URL: z
    .url()
    .optional()
    .describe(
      "`http://host:7700`: a Meilisearch (v1.x) server for the storefront's search. Searches with words go to " +
        'it; jobs keep its index in step with every listing write and synonym edit; `npm run search:rebuild` ' +
        'builds the index afresh. While it does not answer, search runs on PostgreSQL. The server does not ' +
        'start when it does not answer at start. Unset: search runs on PostgreSQL.',
    ),
  SEARCH_API_KEY: z
    .string()
    .min(1)
    .optional()
    .describe("The key of `SEARCH_URL` (its master key, or a key allowed to search and write the shop's index)."),
  S3_BUCKET: z
    .string()
    .min(3)
    .optional()
    .describe(
      'Uploads (avatars, product, shop and company images and files) go to this bucket of an S3-compatible ' +
        'object store instead of `UPLOADS_DIR`; `/uploads/…` then redirects to the object, at `S3_PUBLIC_URL` ' +
        'or by a signed link. Needs `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY`.',
    ),
  S3_REGION: z.string().min(1).default('us-east-1').describe('The region of `S3_BUCKET`.'),
  S3_ENDPOINT: z
    .url()
    .optional()
    .describe("Another S3-compatible host (MinIO, Ceph, R2, a cloud's object storage). Unset: Amazon S3."),
  S3_FORCE_PATH_STYLE: booleanFlag
    .default(false)
    .describe('Address the bucket as `ENDPOINT/BUCKET/key` (MinIO and most self-hosted stores need `true`).'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional().describe('The access key id for `S3_BUCKET`.'),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional().describe('The secret access key for `S3_BUCKET`.'),
  S3_PUBLIC_URL: z
    .url()
    .optional()
    .describe(
      'Where the bucket is readable by anyone (a CDN or a public bucket): `/uploads/key` redirects to ' +
        '`S3_PUBLIC_URL/key`. Unset: to a link signed for one hour.',
    ),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_…)')
    .optional()
    .describe(
      "The secret key of the marketplace's Stripe account for card payments (Checkout), used with " +
        "`STRIPE_WEBHOOK_SECRET`. Unset: card payments only in the demo's sandbox.",
    ),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_…)')
    .optional()
    .describe(
      "The signing secret of the marketplace's Stripe webhook (events sent to " +
        '`PUBLIC_URL/api/payments/notify/stripe`), used with `STRIPE_SECRET_KEY`.',
    ),
  STRIPE_API_URL: z.url().optional().describe("Another host speaking Stripe's API (tests). Unset: Stripe's."),
  PRZELEWY24_MERCHANT_ID: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe(
      "The merchant id of the marketplace's Przelewy24 account, at `PRZELEWY24_URL`; the account needs all four " +
        "`PRZELEWY24_*` keys. Unset: Przelewy24 only in the demo's sandbox.",
    ),
  PRZELEWY24_POS_ID: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe("The POS id of the marketplace's Przelewy24 account (see `PRZELEWY24_MERCHANT_ID`)."),
  PRZELEWY24_CRC_KEY: z
    .string()
    .min(8)
    .optional()
    .describe("The CRC key of the marketplace's Przelewy24 account (see `PRZELEWY24_MERCHANT_ID`)."),
  PRZELEWY24_API_KEY: z
    .string()
    .min(8)
    .optional()
    .describe("The API key of the marketplace's Przelewy24 account (see `PRZELEWY24_MERCHANT_ID`)."),
  ORDER_PAYMENT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_080)
    .default(60)
    .describe(
      'How long an order waiting for an online payment keeps its stock; then a job (every minute, once across ' +
        'instances) cancels it and returns the stock. Cash-on-delivery orders do not wait.',
    ),
  ADMIN_EMAIL: z
    .email()
    .optional()
    .describe(
      "The operator's admin account, created at start if it does not exist; set both `ADMIN_EMAIL` and " +
        '`ADMIN_PASSWORD`.',
    ),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'must have at least 8 characters')
    .optional()
    .describe('The password the `ADMIN_EMAIL` account is created with; change it after the first login.'),
  GEOCODER_URL: z
    .url()
    .optional()
    .describe(
      'A Nominatim-compatible geocoder (`…/search?format=jsonv2&q=…`) that turns shop addresses into map ' +
        'positions; answers are kept in the database. Unset: an embedded gazetteer of European towns (GeoNames), ' +
        "which places a shop at its town's centre.",
    ),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) URL with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .describe("Map tiles; respect the provider's usage policy (OpenStreetMap's is for light use)."),
  SECRETS_KEY: z
    .string()
    .refine((value) => parseSecretsKey(value) !== undefined, 'must be 32 bytes as 64 hex digits or base64')
    .optional()
    .describe(
      "32 bytes (64 hex digits, e.g. `openssl rand -hex 32`, or base64) under which sellers' operator keys are " +
        'encrypted (AES-256-GCM). Keep it out of database backups and give every instance the same one; a lost ' +
        'key means sellers enter their keys again. Unset: a key made once in `$DATA_DIR/secrets.key` (outside ' +
        'demo mode the server warns at start).',
    ),
  SHIPX_URL: z
    .url()
    .optional()
    .describe(
      'InPost ShipX API (`https://api-shipx-pl.easypack24.net`, sandbox ' +
        '`https://sandbox-api-shipx-pl.easypack24.net`): parcel lockers are synchronised from it at start (when ' +
        "none are known) and every night at 03:15 UTC, sellers' ShipX accounts are checked against it and their " +
        "InPost orders shipped through it ('Create shipment', A6 label). Unset: the demo loads a bundled sample " +
        'of 320 lockers in Polish towns.',
    ),
  AUTOPAY_URL: z
    .url()
    .optional()
    .describe(
      "Autopay's payment host (`https://pay.autopay.eu`, test `https://testpay.autopay.eu`): sellers' ServiceID " +
        'and shared key are checked against it and their buyers pay their orders there. Unset: the check only ' +
        "looks at the form, and Autopay is offered only in the demo's sandbox.",
    ),
  PRZELEWY24_URL: z
    .url()
    .optional()
    .describe(
      "Przelewy24's host (`https://secure.przelewy24.pl`, sandbox `https://sandbox.przelewy24.pl`) for the " +
        "marketplace's Przelewy24 payments (with the other `PRZELEWY24_*` settings) and for checking sellers' " +
        'POS id and API key. Unset: offline sandbox.',
    ),
  API_DOCS: booleanFlag
    .optional()
    .describe(
      'Serve the API documentation (`/api/docs`, `/api/openapi.json`). Unset: served in demo mode only; a ' +
        'production server serves it only with `API_DOCS=true`.',
    ),
  MAP_ATTRIBUTION: z
    .string()
    .min(1)
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors')
    .describe('The credit line (HTML) the tile provider asks for, shown on every map.'),
});

export type Env = z.input<typeof envSchema>;
