// Writes docs/configuration.md from the settings' schema in apps/api/src/env-schema.ts: each setting's
// default, the values it accepts and its description. `npm run docs:config` writes the file;
// apps/api/src/config-docs.test.ts fails when the committed file differs from what this renders.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { z } from 'zod';
import { envSchema } from '../apps/api/src/env-schema';

const root = fileURLToPath(new URL('..', import.meta.url));
export const configurationDocsFile = path.join(root, 'docs/configuration.md');

type SettingName = keyof typeof envSchema.shape;

/** The page's sections, in the order a person setting up a server meets them. */
const GROUPS: { title: string; names: SettingName[] }[] = [
  {
    title: 'Server',
    names: [
      'PORT',
      'HOST',
      'PUBLIC_URL',
      'TRUST_PROXY',
      'API_DOCS',
      'BODY_LIMIT_BYTES',
      'SHUTDOWN_TIMEOUT_MS',
      'WEB_DIST_DIR',
      'UPLOADS_DIR',
      'CATALOG_CACHE_TTL_MS',
    ],
  },
  { title: 'Database', names: ['DATABASE_URL', 'DATABASE_READ_URL', 'DATA_DIR', 'DB_POOL_MAX', 'MIGRATE_ON_START'] },
  { title: 'Demo mode and logs', names: ['DEMO_MODE', 'LOG_LEVEL', 'LOG_FORMAT'] },
  {
    title: 'Accounts and mail',
    names: ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SESSION_IDLE_HOURS', 'SESSION_MAX_DAYS', 'SMTP_URL', 'MAIL_FROM'],
  },
  {
    title: 'Orders, payments and operators',
    names: [
      'ORDER_PAYMENT_MINUTES',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_API_URL',
      'PRZELEWY24_URL',
      'PRZELEWY24_MERCHANT_ID',
      'PRZELEWY24_POS_ID',
      'PRZELEWY24_CRC_KEY',
      'PRZELEWY24_API_KEY',
      'AUTOPAY_URL',
      'SHIPX_URL',
      'SECRETS_KEY',
    ],
  },
  { title: 'Maps', names: ['GEOCODER_URL', 'MAP_TILE_URL', 'MAP_ATTRIBUTION'] },
  { title: 'Search', names: ['SEARCH_URL', 'SEARCH_API_KEY'] },
  {
    title: 'Several instances',
    names: [
      'REDIS_URL',
      'S3_BUCKET',
      'S3_REGION',
      'S3_ENDPOINT',
      'S3_FORCE_PATH_STYLE',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PUBLIC_URL',
    ],
  },
];

const INTRO = `<!-- Generated from apps/api/src/env-schema.ts by \`npm run docs:config\`: edit the descriptions there. -->

# Configuration

The server reads its settings from the environment once, at start (\`apps/api/src/config.ts\`); a
wrong value stops it with a list of every problem. An empty value counts as unset. With no settings
at all it is the demo: embedded PGlite in \`./data\`, on http://localhost:3000. For a marketplace that
strangers can reach, see [Running in production](deployment.md).

This page is generated from the zod schema in \`apps/api/src/env-schema.ts\`: each setting's
\`.describe(…)\` there is its description here. After changing a setting, run
\`npm run docs:config\`; \`npm test\` fails (\`apps/api/src/config-docs.test.ts\`) while this page
differs from the schema.

Outside this schema: \`NODE_ENV=production\` gives the first screens the server draws React's
production build ([Running in production](deployment.md)); \`CHROME_PATH\` is read by the
end-to-end tests ([development and tests](development.md#end-to-end-tests)) and \`BENCH_*\` by the
benchmarks ([benchmarks](benchmarks.md)).`;

/** The JSON Schema keywords zod writes for these settings. */
interface SettingJsonSchema {
  type?: string;
  enum?: string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
}

const code = (text: string) => `\`${text}\``;

/** What a setting accepts, from the JSON Schema of what may be written in the environment. */
function describeValues(schema: SettingJsonSchema): string {
  if (schema.enum) {
    const values = [...schema.enum].sort();
    if (values.join() === '0,1,false,true') return '`true` or `false` (also `1`, `0`)';
    return schema.enum.map(code).join(', ');
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    const kind = schema.type === 'integer' ? 'integer' : 'number';
    const maximum = schema.maximum === Number.MAX_SAFE_INTEGER ? undefined : schema.maximum;
    if (schema.minimum !== undefined && maximum !== undefined) return `${kind} ${schema.minimum}–${maximum}`;
    if (schema.minimum !== undefined) return `${kind} ≥ ${schema.minimum}`;
    if (schema.exclusiveMinimum !== undefined) return `${kind} > ${schema.exclusiveMinimum}`;
    return kind;
  }
  if (schema.format === 'uri') return 'URL';
  if (schema.format === 'email') return 'e-mail address';
  if (schema.pattern) return `text matching ${code(schema.pattern)}`;
  if (schema.minLength && schema.minLength > 1) return `at least ${schema.minLength} characters`;
  return 'text';
}

/** The value used when the setting is unset; paths inside the repository are shown relative to it. */
function describeDefault(field: z.ZodType): string {
  if (!(field instanceof z.ZodDefault)) return '—';
  const value: unknown = field.def.defaultValue;
  if (typeof value === 'string' && path.isAbsolute(value)) return code(path.relative(root, value));
  return code(String(value));
}

/** Cells may hold `|` (in patterns); GitHub's tables take it escaped, even inside code. */
const cell = (text: string) => text.replaceAll('|', '\\|');

function renderTable(names: SettingName[], properties: Record<string, SettingJsonSchema>): string {
  const rows = names.map((name) => {
    const field = envSchema.shape[name];
    const property = properties[name];
    if (!field.description || !property) throw new Error(`${name} has no description in apps/api/src/env-schema.ts`);
    return [code(name), describeDefault(field), describeValues(property), field.description];
  });
  return [['setting', 'default', 'accepts', 'meaning'], ['---', '---', '---', '---'], ...rows]
    .map((row) => `| ${row.map(cell).join(' | ')} |`)
    .join('\n');
}

/** docs/configuration.md as it should read, formatted as Prettier formats the docs. */
export async function renderConfigurationDocs(): Promise<string> {
  const grouped = GROUPS.flatMap((group) => group.names);
  const ungrouped = Object.keys(envSchema.shape).filter((name) => !grouped.includes(name as SettingName));
  if (ungrouped.length > 0)
    throw new Error(`Settings in no section of scripts/config-docs.ts: ${ungrouped.join(', ')}`);
  const properties = (z.toJSONSchema(envSchema, { io: 'input' }).properties ?? {}) as Record<string, SettingJsonSchema>;
  const sections = GROUPS.map((group) => `## ${group.title}\n\n${renderTable(group.names, properties)}`);
  const markdown = [INTRO, ...sections].join('\n\n') + '\n';
  const options = await prettier.resolveConfig(configurationDocsFile);
  return prettier.format(markdown, { ...options, filepath: configurationDocsFile });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(configurationDocsFile, await renderConfigurationDocs());
  console.log(`Wrote ${path.relative(root, configurationDocsFile)}`);
}
