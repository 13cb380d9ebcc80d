import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { constants } from '../../shared/config/constants';
import { errorEntryByName } from '../../shared/config/errors';
import { failure } from '../envelope';

/** Node's parser error codes: headers over the size limit (a URL over 16 KB among them), or a request too slow to arrive. */
function refusalOf(code: string | undefined): { status: number; field: string; reasonKey: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, field: 'headers', reasonKey: 'errors.server.reason.headersTooLarge' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, field: 'request', reasonKey: 'errors.server.reason.requestTimeout' };
  return { status: 400, field: 'request', reasonKey: 'errors.server.reason.malformedRequest' };
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request before Fastify saw it (a
 * malformed request line or header, headers too large, a timeout). Nothing of it can be read, not
 * even its Accept-Language, so the envelope is in the default language, written as a whole HTTP
 * response straight to the socket, which is then closed.
 */
export function clientErrorEnvelope(app: () => FastifyInstance) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    // A reset connection has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, field, reasonKey } = refusalOf(error.code);
    const t = app().translator(constants.defaultLanguage);
    const validation = errorEntryByName('validationFailed');
    const body = JSON.stringify(failure(validation.code, t(validation.messageKey ?? '', { field, reason: t(reasonKey) })));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
