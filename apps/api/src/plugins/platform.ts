import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import { MAX_COMPANY_FILE_BYTES } from '@glowmarket/shared/constants';
import { englishIssueMessage } from '@glowmarket/shared/validation';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import type { Clock } from '../lib/context';
import { bucketOrigin } from '../lib/storage';
import { searchEngineHealth } from '../modules/catalog';
import { createSessionLookup } from '../modules/users';
import { answerHeadersPlugin } from './answer-headers';
import { authPlugin } from './auth';
import { databasePlugin } from './database';
import { errorsPlugin } from './errors';
import { handlersInFlightPlugin } from './handlers-in-flight';
import { jobsPlugin } from './jobs';
import { openApiPlugin } from './openapi';
import { rateLimitPlugin } from './rate-limit';
import { readinessPlugin } from './readiness';
import { requestContextPlugin } from './request-context';
import { securityHeadersPlugin } from './security-headers';
import { servicesPlugin } from './services';
import { sharedStatePlugin } from './shared-state';
import { validatorCompiler } from './validation';

/** An idle worker looks for due jobs (retries, other instances' jobs) this often; its own wake it at once. */
const JOB_POLLING_SECONDS = 2;

export interface PlatformParts {
  /** The time of rules; tests pass one they can move. */
  clock?: Clock;
  /** Tests shorten the job queue's waits (idle polling, retry delay) and may cap its retries. */
  jobTiming?: { pollingIntervalSeconds: number; retryDelaySeconds: number; retryLimit?: number };
  /** Tests stand another database in for a read replica (see DATABASE_READ_URL). */
  readReplica?: { databaseUrl: string | undefined; dataDir: string };
}

/**
 * What every module stands on, in the order it must come: validation, answers' headers and errors, bodies and
 * the API's document, then the database, each request's context, the job queue, the caller, the
 * state instances share (Redis), rate limits, mail and file storage.
 */
export async function registerPlatform(app: FastifyInstance, config: Config, parts: PlatformParts): Promise<void> {
  // Field problems keep the input's emptiness ("required") without echoing the input back.
  z.config({ customError: englishIssueMessage });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(answerHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, {
    mapTileUrl: config.mapTileUrl,
    // The demo's Autopay is the sandbox at the public address.
    autopayUrl: config.autopayUrl ?? (config.demoMode ? config.publicUrl : undefined),
    uploadsOrigin: config.s3 ? bucketOrigin(config.s3) : undefined,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_COMPANY_FILE_BYTES, files: 1, fields: 10 } });
  await app.register(openApiPlugin, { serve: config.apiDocs });
  await app.register(databasePlugin, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
    migrate: config.migrateOnStart,
    replica:
      parts.readReplica ??
      (config.databaseReadUrl ? { databaseUrl: config.databaseReadUrl, dataDir: config.dataDir } : undefined),
  });
  await app.register(handlersInFlightPlugin);
  await app.register(requestContextPlugin, { clock: parts.clock });
  await app.register(jobsPlugin, {
    pollingIntervalSeconds: parts.jobTiming?.pollingIntervalSeconds ?? JOB_POLLING_SECONDS,
    retryDelaySeconds: parts.jobTiming?.retryDelaySeconds,
    retryLimit: parts.jobTiming?.retryLimit,
    // Half the shutdown's time: the other half closes the database after them, and what is left of the answers.
    stopTimeoutMs: Math.max(1000, Math.floor(config.shutdownTimeoutMs / 2)),
  });
  await app.register(authPlugin, { identify: createSessionLookup({ sessionIdleMs: config.sessionIdleMs }) });
  await app.register(sharedStatePlugin, {
    redisUrl: config.redisUrl,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  await app.register(rateLimitPlugin);
  await app.register(readinessPlugin, { searchHealth: config.search && searchEngineHealth(config.search) });
  await app.register(servicesPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    uploadsDir: config.uploadsDir,
    s3: config.s3,
  });
}
