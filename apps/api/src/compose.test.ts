import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './config';
import { envSchema } from './env-schema';
import { API_ROOT } from './paths';

/**
 * compose.yaml is the several-instance layout of docs/several-instances.md. Compose itself only
 * checks its own syntax: a misspelt setting, a value the server refuses or an instance the load
 * balancer does not know would show only when the stack starts. These tests hold it to the
 * server's settings.
 */

const repositoryRoot = path.join(API_ROOT, '../..');
const composeFile = path.join(repositoryRoot, 'compose.yaml');

/** The mapping syntax (`NAME: value`), as compose.yaml writes it. */
type Environment = Record<string, string | number | null>;

interface Service {
  build?: string | { context: string };
  image?: string;
  command?: string | string[];
  entrypoint?: string | string[];
  environment?: Environment;
  depends_on?: string[] | Record<string, { condition: string }>;
  /** Short syntax only (`source:target[:mode]`), as compose.yaml writes them. */
  volumes?: string[];
  ports?: (string | number)[];
  healthcheck?: { test: string | string[] };
}

interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

/** What an operator passes to `docker compose up`: the settings the file requires (`${NAME:?…}`). */
const operatorValues: Record<string, string> = {
  SECRETS_KEY: randomBytes(32).toString('hex'),
  ADMIN_EMAIL: 'owner@shop.example',
  ADMIN_PASSWORD: 'a long secret of the owner',
};

const composeText = readFileSync(composeFile, 'utf8');
const compose = parse(composeText, { merge: true }) as ComposeFile;

/** The names compose.yaml requires from whoever starts it, with the message compose shows when one is missing. */
function requiredVariables(): Map<string, string> {
  return new Map([...composeText.matchAll(/\$\{(\w+):\?([^}]*)\}/g)].map(([, name, message]) => [name!, message!]));
}

/**
 * Compose's interpolation, with nothing set but the operator's values: `${NAME:?…}` takes the
 * operator's value, `${NAME:-default}` its default, `$$` is a dollar sign.
 */
function interpolate(text: string): string {
  return text.replace(
    /\$\$|\$\{(\w+)(?::?([?-])([^}]*))?\}/g,
    (match, name?: string, operator?: string, fallback?: string) => {
      if (match === '$$') return '$';
      if (operator === '?' && name && operatorValues[name] !== undefined) return operatorValues[name];
      if (operator === '-') return fallback ?? '';
      throw new Error(`compose.yaml: \${${name}} needs a default (:-) or a message saying what to set (:?)`);
    },
  );
}

function environmentOf(service: Service): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(String(value ?? ''))]),
  );
}

function dependenciesOf(service: Service): Record<string, string> {
  const dependsOn = service.depends_on ?? [];
  return Array.isArray(dependsOn)
    ? Object.fromEntries(dependsOn.map((name) => [name, 'service_started']))
    : Object.fromEntries(Object.entries(dependsOn).map(([name, { condition }]) => [name, condition]));
}

const commandOf = (service: Service) =>
  typeof service.command === 'string' ? service.command.split(/\s+/) : service.command;

/** Services that run the image built from the repository's Dockerfile. */
const apiImageServices = Object.entries(compose.services).filter(([, service]) => {
  const context = typeof service.build === 'string' ? service.build : service.build?.context;
  return context !== undefined && path.resolve(repositoryRoot, context) === repositoryRoot;
});
/** The API instances: the image's own command, the server (apps/api/dist/server.js). */
const instances = apiImageServices.filter(([, service]) => service.command === undefined);

/** The load balancer's configuration: the file under deploy/ that the lb service mounts. */
function loadBalancerConfig(): string {
  const mount = compose.services.lb?.volumes?.find((volume) => volume.startsWith('./deploy/'));
  if (!mount) throw new Error('compose.yaml: the lb service mounts no configuration from deploy/');
  return readFileSync(path.join(repositoryRoot, mount.split(':')[0]!), 'utf8');
}

describe('compose.yaml', () => {
  it('runs the API image as the migration step and two instances', () => {
    expect(apiImageServices.map(([name]) => name).sort()).toEqual(['api-1', 'api-2', 'migrate']);
    expect(instances.map(([name]) => name).sort()).toEqual(['api-1', 'api-2']);
    expect(commandOf(compose.services.migrate!)).toEqual(['node', 'apps/api/dist/cli.js', 'migrate']);
    const dockerfile = readFileSync(path.join(repositoryRoot, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^CMD \["node", "apps\/api\/dist\/server\.js"\]$/m);
  });

  it('requires the secrets from whoever starts it, each with a message saying what to set', () => {
    const required = requiredVariables();
    expect([...required.keys()].sort()).toEqual(['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SECRETS_KEY']);
    for (const [name, message] of required) expect(message, name).toMatch(/^set \w+ to .{10,}/);
  });

  it('gives the API only settings the server reads', () => {
    const known = new Set(Object.keys(envSchema.shape));
    for (const [name, service] of apiImageServices) {
      const unknown = Object.keys(environmentOf(service)).filter((setting) => !known.has(setting));
      expect(unknown, `${name}: settings missing from env-schema.ts`).toEqual([]);
    }
  });

  it('gives every API service settings the server accepts', () => {
    for (const [name, service] of apiImageServices) {
      expect(() => loadConfig(environmentOf(service), false), name).not.toThrow();
    }
  });

  it('starts instances that share Redis and the object store, leave migrating to the migration step, and log JSON', () => {
    for (const [name, service] of instances) {
      const environment = environmentOf(service);
      expect(environment, name).toMatchObject({ MIGRATE_ON_START: 'false' });
      expect(environment.REDIS_URL, name).toBeTruthy();
      expect(environment.S3_BUCKET, name).toBeTruthy();
      const config = loadConfig(environment, false);
      expect(config, name).toMatchObject({
        migrateOnStart: false,
        demoMode: false,
        trustProxy: true,
        logFormat: 'json',
        redisUrl: 'redis://redis:6379',
        adminEmail: operatorValues.ADMIN_EMAIL,
        s3: { bucket: 'glowmarket', endpoint: 'http://minio:9000', forcePathStyle: true },
      });
      expect(config.secretsKey?.toString('hex'), name).toBe(operatorValues.SECRETS_KEY);
      expect(dependenciesOf(service), name).toMatchObject({
        migrate: 'service_completed_successfully',
        'minio-setup': 'service_completed_successfully',
      });
      expect([service.healthcheck?.test].flat().join(' '), name).toContain(`127.0.0.1:${config.port}/api/ready`);
    }
    // Stateless instances: any of them may answer any request, so they are configured alike.
    const [first, ...others] = instances.map(([, service]) => environmentOf(service));
    for (const other of others) expect(other).toEqual(first);
    expect(dependenciesOf(compose.services.migrate!)).toEqual({ postgres: 'service_healthy' });
  });

  it("balances over every instance at the instances' port and tells them the client's address", () => {
    const lb = compose.services.lb!;
    expect(lb.ports?.map(String)).toContain('8080:8080');
    const nginxConfig = loadBalancerConfig();
    expect(nginxConfig).toMatch(/^\s*listen 8080;/m);
    const upstreams = [...nginxConfig.matchAll(/^\s*server ([\w-]+):(\d+)\b/gm)].map(
      ([, host, port]) => `${host}:${port}`,
    );
    const instanceAddresses = instances.map(([name, service]) => `${name}:${loadConfig(environmentOf(service)).port}`);
    expect(upstreams.sort()).toEqual(instanceAddresses.sort());
    // The client's own address, not appended to the list the client sent: TRUST_PROXY takes its first address.
    expect(nginxConfig).toMatch(/^\s*proxy_set_header X-Forwarded-For \$remote_addr;/m);
    expect(Object.keys(dependenciesOf(lb))).toEqual(expect.arrayContaining(instances.map(([name]) => name)));
  });

  it("serves uploads where the instances' S3_PUBLIC_URL points: the bucket, through the load balancer", () => {
    const environment = environmentOf(instances[0]![1]);
    const publicPath = new URL(environment.S3_PUBLIC_URL!).pathname;
    expect(environment.S3_PUBLIC_URL!.startsWith(environment.PUBLIC_URL!)).toBe(true);
    const nginxConfig = loadBalancerConfig();
    const location = new RegExp(
      `location ${publicPath}/ \\{\\s*proxy_pass http://minio:9000/${environment.S3_BUCKET}/;`,
    );
    expect(nginxConfig).toMatch(location);
    // The setup step makes the bucket and lets anyone read it, as S3_PUBLIC_URL means.
    const setup = [compose.services['minio-setup']!.entrypoint].flat().join('\n');
    expect(setup).toContain(`mc mb --ignore-existing objects/${environment.S3_BUCKET}`);
    expect(setup).toContain(`mc anonymous set download objects/${environment.S3_BUCKET}`);
  });

  it('names only services, volumes and files that exist, and docker compose accepts it where installed', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const dependency of Object.keys(dependenciesOf(service))) {
        expect(Object.keys(compose.services), `${name} depends on ${dependency}`).toContain(dependency);
      }
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('.'))
          expect(existsSync(path.join(repositoryRoot, source)), `${name}: ${source}`).toBe(true);
        else expect(Object.keys(compose.volumes ?? {}), `${name}: volume ${source}`).toContain(source);
      }
    }
    // Compose's own reading of the file (syntax, interpolation, merge keys, each service's schema),
    // on machines that have the compose plugin; the checks above stand without it.
    if (spawnSync('docker', ['compose', 'version']).status !== 0) return;
    const folder = mkdtempSync(path.join(os.tmpdir(), 'glowmarket-compose-'));
    try {
      const envFile = path.join(folder, 'operator.env');
      writeFileSync(
        envFile,
        Object.entries(operatorValues)
          .map(([name, value]) => `${name}=${value}\n`)
          .join(''),
      );
      const check = spawnSync('docker', ['compose', '--env-file', envFile, '-f', composeFile, 'config', '-q'], {
        encoding: 'utf8',
      });
      expect(check.status, check.stderr).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
