import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's own settings: the log, limits, proxies, request ids and how it closes. */
export function serverOptions(config: Config, logStream?: { write(line: string): void }): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(logStream && { stream: logStream }),
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
  };
}
