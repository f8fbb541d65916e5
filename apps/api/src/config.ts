import os from 'node:os';
import path from 'node:path';
import { envSchema } from './env-schema';
import { parseSecretsKey } from './lib/secrets';

export interface Config {
  port: number;
  /**
   * The address the server listens on: HOST when set; else 127.0.0.1 in demo mode (its passwords
   * are published, so only this machine may reach it) and every interface (0.0.0.0) otherwise.
   */
  host: string;
  /** HOST was set: in demo mode that may open the demo's published passwords to others (a warning at start). */
  hostSet: boolean;
  /** The API's documentation at /api/docs and /api/openapi.json: API_DOCS, by default only in demo mode. */
  apiDocs: boolean;
  publicUrl: string;
  /** A PostgreSQL server; when absent the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | undefined;
  /** A read replica for the storefront's catalog reads; unset: `databaseUrl`. */
  databaseReadUrl: string | undefined;
  /** Where PGlite keeps its files and uploads are stored. `memory://` keeps PGlite in memory. */
  dataDir: string;
  dbPoolMax: number;
  migrateOnStart: boolean;
  /**
   * The demo: demo accounts and catalog in an empty database, the mail outbox at /dev/mail (from
   * this machine only) and verification codes in API answers while no SMTP server is set. On by
   * default only for the embedded database; never meant for a server that strangers can reach.
   */
  demoMode: boolean;
  logLevel: string;
  /** `pretty`: one readable line per log entry, for a person at a terminal; `json`: for machines. */
  logFormat: 'pretty' | 'json';
  bodyLimitBytes: number;
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  webDistDir: string;
  /** Uploaded images; `DATA_DIR/uploads` unless set (a temporary folder when PGlite is in memory). */
  uploadsDir: string;
  /** Mail goes over SMTP when set; otherwise into the dev outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** How long catalog answers are kept in memory; 0 turns the cache off. */
  catalogCacheTtlMs: number;
  /** Shared rate limits, login throttling and cache clearing across instances; unset: in this process. */
  redisUrl: string | undefined;
  /** A Meilisearch server for the storefront's search; unset: search runs on PostgreSQL. */
  search: { url: string; apiKey: string | undefined } | undefined;
  /** Uploads in an S3-compatible bucket; unset: in `uploadsDir`. */
  s3: S3Settings | undefined;
  /** The marketplace's Stripe account; unset: card payments only in the demo's sandbox. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
  /** The marketplace's Przelewy24 account (at PRZELEWY24_URL); unset: only in the demo's sandbox. */
  przelewy24: { merchantId: number; posId: number; crcKey: string; apiKey: string } | undefined;
  /** How long an unpaid order keeps its stock before it is cancelled. */
  orderPaymentMinutes: number;
  /** The first admin account, created at start when both are set. */
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** A Nominatim-compatible geocoder; unset: the embedded gazetteer of European towns. */
  geocoderUrl: string | undefined;
  /** Map tiles (`{z}/{x}/{y}`) and the credit line the tile provider asks for. */
  mapTileUrl: string;
  mapAttribution: string;
  /** Encrypts operators' keys at rest; unset: a key made once and kept in `dataDir/secrets.key`. */
  secretsKey: Buffer | undefined;
  /**
   * Operators' API hosts: InPost ShipX (parcel lockers, synchronised daily), Autopay and
   * Przelewy24. Unset: their offline sandboxes (the bundled lockers, connection checks that only
   * look at the form).
   */
  shipxUrl: string | undefined;
  autopayUrl: string | undefined;
  przelewy24Url: string | undefined;
  /** Settings that no longer do anything, to be named in a warning at start. */
  retiredSettings: string[];
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where objects are readable by anyone; unset: uploads are served by signed links. */
  publicUrl: string | undefined;
}

const LOOPBACK = '127.0.0.1';
const EVERY_INTERFACE = '0.0.0.0';

/** Addresses only this machine reaches. */
const isLoopback = (host: string) => /^(127(\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i.test(host);

/** Settings of earlier versions and what replaced them. */
const RETIRED_SETTINGS: Record<string, string> = {
  EXPOSE_DEV_CODES: 'replaced by DEMO_MODE',
  SEED_DEMO_DATA: 'replaced by DEMO_MODE',
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function defaultUploadsDir(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return path.join(os.tmpdir(), `glowmarket-uploads-${process.pid}`);
  return path.resolve(dataDir, 'uploads');
}

/**
 * Reads the settings from the environment once. Throws a ConfigError listing every problem.
 * `stdoutIsTty` says whether a person is likely reading the logs (the default of LOG_FORMAT).
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  stdoutIsTty: boolean = process.stdout.isTTY === true,
): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  if (Boolean(values.ADMIN_EMAIL) !== Boolean(values.ADMIN_PASSWORD)) {
    throw new ConfigError(['ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither']);
  }
  if (values.DATABASE_READ_URL && !values.DATABASE_URL) {
    throw new ConfigError(['DATABASE_READ_URL: a replica of DATABASE_URL, which is not set']);
  }
  if (values.SEARCH_API_KEY && !values.SEARCH_URL) {
    throw new ConfigError(['SEARCH_API_KEY: the key of SEARCH_URL, which is not set']);
  }
  if (values.S3_BUCKET && !(values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_BUCKET: needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY']);
  }
  // A server database means a real marketplace unless the demo is asked for by name.
  const demoMode = values.DEMO_MODE ?? !values.DATABASE_URL;
  return {
    port: values.PORT,
    host: values.HOST ?? (demoMode ? LOOPBACK : EVERY_INTERFACE),
    hostSet: values.HOST !== undefined,
    apiDocs: values.API_DOCS ?? demoMode,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    databaseUrl: values.DATABASE_URL,
    databaseReadUrl: values.DATABASE_READ_URL,
    dataDir: values.DATA_DIR,
    dbPoolMax: values.DB_POOL_MAX,
    migrateOnStart: values.MIGRATE_ON_START,
    demoMode,
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT ?? (stdoutIsTty ? 'pretty' : 'json'),
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    trustProxy: values.TRUST_PROXY,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    webDistDir: values.WEB_DIST_DIR,
    uploadsDir: values.UPLOADS_DIR ? path.resolve(values.UPLOADS_DIR) : defaultUploadsDir(values.DATA_DIR),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    sessionIdleMs: values.SESSION_IDLE_HOURS * 3_600_000,
    sessionMaxMs: values.SESSION_MAX_DAYS * 86_400_000,
    catalogCacheTtlMs: values.CATALOG_CACHE_TTL_MS,
    redisUrl: values.REDIS_URL,
    search: values.SEARCH_URL ? { url: values.SEARCH_URL, apiKey: values.SEARCH_API_KEY } : undefined,
    s3:
      values.S3_BUCKET && values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? {
            bucket: values.S3_BUCKET,
            region: values.S3_REGION,
            endpoint: values.S3_ENDPOINT,
            forcePathStyle: values.S3_FORCE_PATH_STYLE,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            publicUrl: values.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          }
        : undefined,
    orderPaymentMinutes: values.ORDER_PAYMENT_MINUTES,
    stripe:
      values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
            apiUrl: values.STRIPE_API_URL,
          }
        : undefined,
    przelewy24:
      values.PRZELEWY24_MERCHANT_ID &&
      values.PRZELEWY24_POS_ID &&
      values.PRZELEWY24_CRC_KEY &&
      values.PRZELEWY24_API_KEY
        ? {
            merchantId: values.PRZELEWY24_MERCHANT_ID,
            posId: values.PRZELEWY24_POS_ID,
            crcKey: values.PRZELEWY24_CRC_KEY,
            apiKey: values.PRZELEWY24_API_KEY,
          }
        : undefined,
    adminEmail: values.ADMIN_EMAIL,
    adminPassword: values.ADMIN_PASSWORD,
    geocoderUrl: values.GEOCODER_URL,
    mapTileUrl: values.MAP_TILE_URL,
    mapAttribution: values.MAP_ATTRIBUTION,
    secretsKey: values.SECRETS_KEY ? parseSecretsKey(values.SECRETS_KEY) : undefined,
    shipxUrl: values.SHIPX_URL,
    autopayUrl: values.AUTOPAY_URL,
    przelewy24Url: values.PRZELEWY24_URL,
    retiredSettings: Object.keys(RETIRED_SETTINGS)
      .filter((name) => name in present)
      .map((name) => `${name}: ${RETIRED_SETTINGS[name]}`),
  };
}

/** What the server says loudly at start: settings that make it unfit for real buyers. */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.demoMode) {
    warnings.push(
      'DEMO MODE IS ON: demo accounts with published passwords, mail readable at /dev/mail from this machine' +
        (config.smtpUrl ? '' : ', verification codes in API answers') +
        '. Never expose this server to the internet; set DEMO_MODE=false for a real marketplace.',
    );
    if (config.hostSet && !isLoopback(config.host)) {
      warnings.push(
        `DEMO MODE listens on HOST=${config.host}: anyone who reaches it can log in with the demo accounts, ` +
          'whose passwords are public (README.md). Unset HOST to listen on 127.0.0.1 only, or set DEMO_MODE=false.',
      );
    }
  } else if (!config.smtpUrl) {
    warnings.push('SMTP_URL is not set: e-mails (verification and reset codes) are stored, not delivered.');
  }
  if (!config.demoMode && !config.secretsKey) {
    warnings.push(
      `SECRETS_KEY is not set: operators' keys are encrypted with a key kept in ${config.dataDir}/secrets.key. ` +
        'Set SECRETS_KEY (the same on every instance) and keep it out of database backups.',
    );
  }
  for (const retired of config.retiredSettings) warnings.push(`Setting ignored: ${retired}.`);
  return warnings;
}

/** The first admin account from ADMIN_EMAIL and ADMIN_PASSWORD, when both are set. */
export function adminOf(config: Config): { email: string; password: string } | undefined {
  return config.adminEmail && config.adminPassword
    ? { email: config.adminEmail, password: config.adminPassword }
    : undefined;
}
