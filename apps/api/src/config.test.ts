import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startupWarnings } from './config';

describe('loadConfig', () => {
  it('runs with no settings at all: PGlite in ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: './data',
      demoMode: true,
      publicUrl: 'http://localhost:3000',
    });
  });

  it('lists every problem at once, by setting name', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://localhost/db', DEMO_MODE: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^DATABASE_URL: must be a postgres/m);
    expect(problems).toMatch(/^DEMO_MODE: must be true or false/m);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });
});

describe('where the server listens', () => {
  const server = 'postgres://glowmarket@db.example:5432/glowmarket';

  it('keeps the demo on this machine (127.0.0.1) unless HOST says otherwise', () => {
    expect(loadConfig({})).toMatchObject({ host: '127.0.0.1', hostSet: false });
    expect(loadConfig({ DATABASE_URL: server, DEMO_MODE: 'true' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', hostSet: true });
  });

  it('listens on every interface in production, as before, or on HOST', () => {
    expect(loadConfig({ DATABASE_URL: server }).host).toBe('0.0.0.0');
    expect(loadConfig({ DEMO_MODE: 'false' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: server, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('warns that the demo passwords are public when HOST opens the demo to other machines', () => {
    const opened = startupWarnings(loadConfig({ HOST: '0.0.0.0' })).join('\n');
    expect(opened).toMatch(/DEMO MODE listens on HOST=0\.0\.0\.0/);
    expect(opened).toMatch(/passwords are public/);
    for (const env of [{}, { HOST: '127.0.0.1' }, { HOST: '::1' }, { HOST: 'localhost' }]) {
      expect(startupWarnings(loadConfig(env)).join('\n')).not.toMatch(/listens on HOST/);
    }
    const production = { DATABASE_URL: server, SMTP_URL: 'smtp://mail.example:587', SECRETS_KEY: 'ab'.repeat(32) };
    expect(startupWarnings(loadConfig({ ...production, HOST: '0.0.0.0' }))).toEqual([]);
  });
});

describe('API documentation', () => {
  const server = 'postgres://glowmarket@db.example:5432/glowmarket';

  it('is served by the demo and, in production, only with API_DOCS=true', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ DATABASE_URL: server }).apiDocs).toBe(false);
    expect(loadConfig({ DATABASE_URL: server, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'yes please' })).toThrow(/API_DOCS: must be true or false/);
  });
});

describe('several instances', () => {
  const server = 'postgres://glowmarket@db.example:5432/glowmarket';

  it('reads Redis, a read replica and an S3 bucket, and refuses the ones that cannot work', () => {
    const config = loadConfig({
      DATABASE_URL: server,
      DATABASE_READ_URL: 'postgres://glowmarket@replica.example:5432/glowmarket',
      REDIS_URL: 'redis://cache.example:6379',
      S3_BUCKET: 'glowmarket-uploads',
      S3_ENDPOINT: 'http://minio.example:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'glowmarket',
      S3_SECRET_ACCESS_KEY: 'a-secret-of-the-bucket',
      S3_PUBLIC_URL: 'https://cdn.example/uploads/',
    });
    expect(config.databaseReadUrl).toBe('postgres://glowmarket@replica.example:5432/glowmarket');
    expect(config.redisUrl).toBe('redis://cache.example:6379');
    expect(config.s3).toMatchObject({ bucket: 'glowmarket-uploads', region: 'us-east-1', forcePathStyle: true });
    expect(config.s3?.publicUrl).toBe('https://cdn.example/uploads');
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({}).s3).toBeUndefined();

    expect(() => loadConfig({ DATABASE_READ_URL: server })).toThrow(/DATABASE_READ_URL: a replica of DATABASE_URL/);
    expect(() => loadConfig({ REDIS_URL: 'cache.example:6379' })).toThrow(/REDIS_URL: must be a redis:\/\//);
    expect(() => loadConfig({ S3_BUCKET: 'glowmarket-uploads' })).toThrow(/S3_BUCKET: needs S3_ACCESS_KEY_ID/);
  });
});

describe('log format', () => {
  it('is readable lines at a terminal and JSON for a pipe or a file, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
  });

  it('refuses a format it does not know', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT: /);
  });
});

describe('demo mode', () => {
  const server = 'postgres://glowmarket@db.example:5432/glowmarket';

  it('is on for the embedded database and off for a PostgreSQL server unless asked for', () => {
    expect(loadConfig({}).demoMode).toBe(true);
    expect(loadConfig({ DATABASE_URL: server }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: server, DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadConfig({ DEMO_MODE: 'false' }).demoMode).toBe(false);
  });

  it('is announced loudly at start while it is on', () => {
    expect(startupWarnings(loadConfig({})).join('\n')).toMatch(/DEMO MODE IS ON/);
    expect(
      startupWarnings(
        loadConfig({ DATABASE_URL: server, SMTP_URL: 'smtp://mail.example:587', SECRETS_KEY: 'ab'.repeat(32) }),
      ),
    ).toEqual([]);
  });

  it('warns a server without SECRETS_KEY where operators’ keys are encrypted, and refuses a malformed key', () => {
    const warnings = startupWarnings(loadConfig({ DATABASE_URL: server, SMTP_URL: 'smtp://mail.example:587' }));
    expect(warnings.join('\n')).toMatch(/SECRETS_KEY is not set/);
    expect(() => loadConfig({ SECRETS_KEY: 'too-short' })).toThrow(/SECRETS_KEY/);
    expect(loadConfig({ SECRETS_KEY: Buffer.alloc(32, 1).toString('base64') }).secretsKey).toHaveLength(32);
  });

  it('names the settings that earlier versions read and this one ignores', () => {
    const config = loadConfig({
      DATABASE_URL: server,
      SMTP_URL: 'smtp://mail.example:587',
      SECRETS_KEY: 'ab'.repeat(32),
      EXPOSE_DEV_CODES: 'true',
    });
    expect(config.demoMode).toBe(false);
    expect(startupWarnings(config)).toEqual(['Setting ignored: EXPOSE_DEV_CODES: replaced by DEMO_MODE.']);
  });
});
