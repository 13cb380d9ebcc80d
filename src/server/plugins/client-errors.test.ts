import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/testApp';

let test: TestApp;
let port: number;
beforeAll(async () => {
  test = await buildTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const address = test.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => test.close());

/** Raw bytes to the listening server (app.inject skips Node's HTTP parser); the status line and body of the answer. */
function sendRaw(request: string): Promise<{ statusLine: string; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...headers] = head.split('\r\n');
      resolve({ statusLine, headers: headers.join('\n'), body });
    });
  });
}

const refused = (returnMsg: string) => ({ returnCode: '40000', returnMsg, data: null, success: false });

describe('requests Node refuses before Fastify sees them', () => {
  it('answers a malformed request line with the 400 envelope', async () => {
    const answer = await sendRaw('GARBAGE\r\n\r\n');
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.headers).toContain('Content-Type: application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual(refused('request: is not a well-formed HTTP request'));
  });

  it('answers a malformed header with the 400 envelope', async () => {
    const answer = await sendRaw('GET /api/trade/list HTTP/1.1\r\nHost: localhost\r\nno colon here\r\n\r\n');
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(answer.body)).toEqual(refused('request: is not a well-formed HTTP request'));
  });

  it('answers a URL over 16 KB with the 431 envelope', async () => {
    const answer = await sendRaw(`GET /api/trade/list?q=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(answer.body)).toEqual(refused('headers: are larger than the server accepts'));
  });

  it('still answers a well-formed request normally', async () => {
    const answer = await sendRaw('GET /api/nope HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer.statusLine).toBe('HTTP/1.1 404 Not Found');
    expect(JSON.parse(answer.body)).toEqual({ returnCode: '40004', returnMsg: 'The requested item was not found.', data: null, success: false });
  });
});
