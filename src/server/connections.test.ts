import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainableConnections } from './connections';

let server: Server | undefined;
afterEach(async () => {
  if (!server) return;
  const open = server;
  open.closeAllConnections();
  await new Promise((resolve) => open.close(resolve));
});

async function listening(drainable: boolean) {
  server = createServer((_request, response) => response.end('ok'));
  const connections = drainable ? drainableConnections(server) : undefined;
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { server, connections, port: (server.address() as AddressInfo).port };
}

/** A raw client connection: what it has received, and whether the server closed it. */
async function client(port: number) {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const state = { received: '', closed: false, socket };
  socket.on('data', (chunk: Buffer) => (state.received += chunk.toString()));
  socket.on('error', () => undefined);
  socket.once('close', () => (state.closed = true));
  return state;
}

const get = (socket: Socket) => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
const answers = (received: string) => received.match(/HTTP\/1\.1 200 /g)?.length ?? 0;
const turns = (count: number) => new Promise((resolve) => setTimeout(resolve, 20 * count));

describe('the connections a shutdown closes as idle', () => {
  it("never a kept-alive connection whose next request has arrived unread: the request is answered (Node's own closes it)", async () => {
    for (const drainable of [false, true]) {
      const { server: listener, port } = await listening(drainable);
      const connection = await client(port);
      get(connection.socket);
      await turns(5);
      expect(answers(connection.received)).toBe(1);
      // The next request reaches the server's socket, then the shutdown looks for idle connections before the event loop has read it.
      get(connection.socket);
      listener.closeIdleConnections();
      await turns(10);
      expect(answers(connection.received)).toBe(drainable ? 2 : 1);
      listener.closeAllConnections();
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('closes a kept-alive connection that waits for a next request, and leaves one that has not sent its first', async () => {
    const { server: listener, port } = await listening(true);
    const answered = await client(port);
    get(answered.socket);
    const fresh = await client(port);
    await turns(5);
    listener.closeIdleConnections();
    await turns(10);
    expect(answered.closed).toBe(true);
    expect(fresh.closed).toBe(false);
    get(fresh.socket);
    await turns(5);
    expect(answers(fresh.received)).toBe(1);
  });

  it('once draining, closes each connection after its answer, with Connection: close', async () => {
    const { port, connections } = await listening(true);
    const connection = await client(port);
    connections?.startDraining();
    get(connection.socket);
    await turns(10);
    expect(connection.received).toMatch(/^connection: close\r$/im);
    expect(connection.closed).toBe(true);
  });
});
