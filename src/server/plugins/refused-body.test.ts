import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/testApp';
import { refusedBodyDiscard } from './refused-body';

let test: TestApp;
let port = 0;
beforeAll(async () => {
  test = await buildTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const address = test.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  test.app.server.closeAllConnections();
  await test.close();
});

/**
 * Node's own fetch, in a process of its own: in this process the server's reads and the client's
 * writes would take turns on one event loop, and the refusal's race with the upload would not be run.
 * Prints one line per attempt: the status and body, or the error's code.
 */
const fetchClient = `
const [url, megabytes, attempts] = process.argv.slice(1);
const body = JSON.stringify({ email: 'upload@example.com', padding: 'x'.repeat(Number(megabytes) * 1024 * 1024) });
for (let i = 0; i < Number(attempts); i += 1) {
  const line = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
    async (answer) => ({ status: answer.status, body: await answer.json() }),
    (error) => ({ error: error.cause?.code ?? error.message }),
  );
  console.log(JSON.stringify(line));
}`;

function fetchInAnotherProcess(path: string, megabytes: number, attempts: number): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', fetchClient, `http://127.0.0.1:${port}${path}`, String(megabytes), String(attempts)]);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', () =>
      resolve(
        output
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as unknown),
      ),
    );
  });
}

const tooLarge = { status: 413, body: { returnCode: '40000', returnMsg: 'body: Request body is too large', data: null, success: false } };

describe('a body refused before it is read', () => {
  it("reaches Node's fetch as the 413 envelope: a 5 MB body to /api/mail/sending, five times over", async () => {
    // Before, the socket was destroyed while the body was arriving: fetch failed with EPIPE in most attempts.
    expect(await fetchInAnotherProcess('/api/mail/sending', 5, 5)).toEqual(Array.from({ length: 5 }, () => tooLarge));
  }, 60_000);

  it('keeps the connection only as long as the discard bound: an upload that stops arriving is cut after it', async () => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now())));
    socket.write(
      `POST /api/mail/sending HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n{"email":"`,
    );
    const sent = performance.now();
    const ms = (await closed) - sent;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).not.toMatch(/connection: close/i);
    expect(ms).toBeGreaterThan(refusedBodyDiscard.maxMs - 500);
    expect(ms).toBeLessThan(refusedBodyDiscard.maxMs + 3000);
  }, 30_000);
});
