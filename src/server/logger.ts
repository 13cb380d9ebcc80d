import type { FastifyError, FastifyLoggerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';
import { errorForLog, LoggedError, maskPersonalData, maskUrl } from './mask';

interface LoggedRequest {
  method: string;
  url: string;
  headers: Record<string, unknown>;
}

/**
 * pino options for Fastify's logger (product §9): request lines carry the masked URL and no headers
 * (token, sign and cookies stay out), errors are reduced to type, masked message, code and stack
 * (a database error's own fields hold the query's parameters), and every logged object goes through maskPersonalData.
 * Bodies are never logged by Fastify, so card numbers and CVVs cannot reach the log that way.
 */
export function loggerOptions(level: string = process.env.LOG_LEVEL ?? 'info'): FastifyLoggerOptions & LoggerOptions {
  return {
    level,
    serializers: {
      // No id: the line carries it as reqId (Fastify's binding on every line of the request).
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: maskUrl(request.url),
        appid: request.headers.appid,
      }),
      // maskPersonalData (formatters.log, which pino runs first) has made every error a LoggedError; pino's own serializer would rename its type.
      err: (error: FastifyError | LoggedError) => ({ ...(error instanceof LoggedError ? error : errorForLog(error)) }),
    },
    formatters: {
      log: (object: Record<string, unknown>) => maskPersonalData(object) as Record<string, unknown>,
    },
  };
}
