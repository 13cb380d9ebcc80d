import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * How much of a refused body is read and thrown away so that the client reads the answer: above the
 * largest body any route accepts (a KYC photo, 8 MiB), and a few seconds of a slow upload. Beyond
 * either the connection is cut, as it always was.
 */
export const refusedBodyDiscard = { maxBytes: 10 * 1024 * 1024, maxMs: 5000 };

/** Reads what is left of the request body into nothing, and cuts the connection at either bound. */
function discardRest(raw: IncomingMessage): void {
  let bytes = 0;
  const cut = () => raw.socket.destroy();
  const deadline = setTimeout(cut, refusedBodyDiscard.maxMs);
  deadline.unref();
  raw.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > refusedBodyDiscard.maxBytes) cut();
  });
  raw.once('close', () => clearTimeout(deadline));
  raw.resume();
}

/**
 * A body refused before it was all read (too large for its route): Fastify answers at once with
 * `Connection: close`, and Node then destroys the socket while the client is
 * still sending. curl reads the answer anyway; Node's own fetch (undici) and others fail with EPIPE
 * and never see the 413. Instead the answer keeps the connection, and the rest of the body is read
 * and thrown away within refusedBodyDiscard, so that every client can finish sending and read it.
 */
export function setupRefusedBodyDrain(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete && reply.getHeader('connection') === 'close' && app.server.listening) {
      reply.removeHeader('connection');
      discardRest(request.raw);
    }
    done(null, payload);
  });
}
