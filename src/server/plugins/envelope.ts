import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEntryByName } from '../../shared/config/errors';
import { languageFromAcceptLanguage, type Translator } from '../../shared/i18n';
import { failure } from '../envelope';
import { ApiError } from '../errors';
import { loadTranslators } from '../i18n';
import { translateReason } from '../refusals';
import { errorForLog } from '../mask';
import { storeUnavailable } from '../store/unavailable';

declare module 'fastify' {
  interface FastifyInstance {
    /** The translator of one supported language (en-US for English names beside localized ones). */
    translator(lng: string): Translator;
  }
  interface FastifyRequest {
    /** The supported language the caller asked for (Accept-Language), for returnMsg and notices. */
    lng: string;
    t: Translator;
  }
}

interface AjvIssue {
  instancePath?: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** Distinct Accept-Language values whose language is kept (setupEnvelope). */
const maxCachedLanguageHeaders = 256;

/** The most issues one answer names: enough to correct a request, and a bound whatever a validator reports. */
export const maxDescribedIssues = 5;

/**
 * "amount: must match pattern …": the field path (or the missing property) and ajv's reason, per
 * distinct issue, at most maxDescribedIssues of them. One pass with a set of what was said, so the
 * cost grows with the issues read, never with their square.
 */
export function describeValidation(issues: AjvIssue[], context: string | undefined): { field: string; reason: string }[] {
  const said = new Set<string>();
  const described: { field: string; reason: string }[] = [];
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const missing = typeof issue.params?.missingProperty === 'string' ? issue.params.missingProperty : undefined;
    const extra = typeof issue.params?.additionalProperty === 'string' ? issue.params.additionalProperty : undefined;
    const field = [path, missing ?? extra].filter(Boolean).join('.') || (context ?? 'body');
    const reason = issue.message ?? 'is invalid';
    const key = `${field}\u0000${reason}`;
    if (said.has(key)) continue;
    said.add(key);
    described.push({ field, reason });
    if (described.length === maxDescribedIssues) break;
  }
  return described;
}

/**
 * Turns every outcome into the envelope: ApiError by its config entry (a field refusal's reason
 * translated), schema failures as
 * validationFailed naming the field, unknown routes as notFound, a store that cannot serve
 * (store/unavailable.ts) as busy, anything else as systemError
 * with a generic message (the detail goes to the log under the request id, never to the caller).
 */
export function setupEnvelope(app: FastifyInstance): void {
  const translators = loadTranslators(app.config.locales);
  const translatorFor = (lng: string): Translator => {
    const found = translators.get(lng);
    if (!found) throw new Error(`no translator for ${lng}`);
    return found;
  };

  app.decorate('translator', translatorFor);
  app.decorateRequest('lng', '');
  app.decorateRequest('t', () => '');
  // Browsers send a handful of Accept-Language values: each is parsed (Intl canonicalization) once, and
  // the cache is emptied when full, so a client sending a fresh value every time costs a parse, not memory.
  const languages = new Map<string, string>();
  // A caller that names no language (most API clients) gets the default, worked out once.
  const noHeaderLanguage = languageFromAcceptLanguage(undefined);
  const languageOf = (header: string | undefined): string => {
    if (header === undefined) return noHeaderLanguage;
    let lng = languages.get(header);
    if (lng === undefined) {
      if (languages.size >= maxCachedLanguageHeaders) languages.clear();
      lng = languageFromAcceptLanguage(header);
      languages.set(header, lng);
    }
    return lng;
  };
  // A callback hook, not an async one: no promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    request.lng = languageOf(request.headers['accept-language']);
    request.t = translatorFor(request.lng);
    done();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      // A field refusal carries its reason as a key (refuseField): said here, once, in the caller's language.
      const refusal = translateReason(error, request.t);
      return reply.status(refusal.httpStatus).send(failure(refusal.code, request.t(refusal.messageKey, refusal.params), refusal.data));
    }
    const validation = errorEntryByName('validationFailed');
    if (error.validation) {
      const parts = describeValidation(error.validation, error.validationContext);
      const message = parts.map((part) => request.t(validation.messageKey ?? '', part)).join('; ');
      return reply.status(validation.httpStatus ?? 400).send(failure(validation.code, message));
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type, body too large: the caller's fault, said in Fastify's words.
      const message = request.t(validation.messageKey ?? '', { field: 'body', reason: error.message });
      return reply.status(error.statusCode).send(failure(validation.code, message));
    }
    // The database is down, restarting or refusing writes: the caller may retry shortly (the form keeps its data).
    const unavailable = storeUnavailable(error);
    if (unavailable) {
      request.log.warn({ err: errorForLog(error), store: unavailable }, 'store unavailable');
      const busy = errorEntryByName('busy');
      return reply
        .status(busy.httpStatus ?? 503)
        .header('retry-after', '5')
        .send(failure(busy.code, request.t(busy.messageKey ?? '')));
    }
    // Never the error itself: a database error's own fields hold the query's parameters (bank details, names).
    request.log.error({ err: errorForLog(error) }, 'unexpected error');
    const system = errorEntryByName('systemError');
    return reply.status(system.httpStatus ?? 500).send(failure(system.code, request.t(system.messageKey ?? '')));
  });

  app.setNotFoundHandler((request, reply) => {
    const notFound = errorEntryByName('notFound');
    return reply.status(notFound.httpStatus ?? 404).send(failure(notFound.code, request.t(notFound.messageKey ?? '')));
  });
}

/**
 * Fastify's `frameworkErrors` option: the router refuses a URL before any hook runs (a path
 * parameter over maxParamLength, a URL that does not decode). The caller's fault, as an envelope.
 */
export function frameworkErrorEnvelope(app: () => FastifyInstance) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const t = app().translator(languageFromAcceptLanguage(request.headers['accept-language']));
    const validation = errorEntryByName('validationFailed');
    void reply.status(validation.httpStatus ?? 400).send(
      failure(
        validation.code,
        t(validation.messageKey ?? '', {
          field: 'url',
          reason: error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'has a path segment that is too long' : 'is not a valid URL',
        }),
      ),
    );
  };
}
