import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface DrainableConnections {
  /**
   * From now on every answer, those under way included, closes its connection: a client opens a new
   * one for its next request, which a load balancer that has seen readiness turn false sends to
   * another instance. A connection waiting for its next request is not closed now: its client may
   * be sending on it this very moment (a request sent just before the signal), and would get a
   * reset; it is answered and closed, or closed as idle once the listener closes.
   */
  startDraining(): void;
}

/**
 * The server's connections as a shutdown must treat them. Node's own closeIdleConnections (which
 * `server.close()` calls too) closes a kept-alive connection whose next request has arrived but
 * not been read yet (under load it waits for a turn of the event loop): its client gets ECONNRESET
 * for a request it sent while the server was still serving. Here a connection is closed as idle
 * only when it has been answered and a full turn of the event loop, whose poll phase reads what
 * has arrived, read nothing more from it. A connection that has not carried a request yet is never
 * idle (Node does not count it idle either): the drain bound cuts it if nothing comes.
 * Call before the server listens, so that every connection is known.
 */
export function drainableConnections(server: Server): DrainableConnections {
  /** Connections that have carried a request, and their answers not yet finished. */
  const answering = new Map<Socket, Set<ServerResponse>>();
  let draining = false;
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  };
  // Before the app's own listener, so that the header is set before any answer is written.
  server.prependListener('request', (request, response) => {
    const { socket } = request;
    let open = answering.get(socket);
    if (!open) {
      const created = new Set<ServerResponse>();
      answering.set(socket, created);
      socket.once('close', () => answering.delete(socket));
      open = created;
    }
    open.add(response);
    response.once('close', () => open.delete(response));
    if (draining) closeAfter(response);
  });
  server.closeIdleConnections = () => {
    const waiting = [...answering].filter(([, open]) => open.size === 0).map(([socket]) => ({ socket, bytesRead: socket.bytesRead }));
    setImmediate(() =>
      setImmediate(() => {
        for (const { socket, bytesRead } of waiting) if (answering.get(socket)?.size === 0 && socket.bytesRead === bytesRead) socket.destroy();
      }),
    );
  };
  return {
    startDraining() {
      draining = true;
      for (const open of answering.values()) for (const response of open) closeAfter(response);
    },
  };
}
