import { createServer, type IncomingHttpHeaders } from 'node:http';
import { closeNow, listenLocally } from './localServer';

export interface ReceivedWebhook {
  body: string;
  headers: IncomingHttpHeaders;
  /** The status this receiver answered, or 'hang' for a request it never answered. */
  answer: number | 'hang';
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  close(): Promise<void>;
}

/**
 * Test support: a merchant's webhook endpoint on a real local port. `answer` decides each request's
 * fate from its number (1-based) and body: an HTTP status, or 'hang' to never answer.
 */
export async function startWebhookReceiver(answer: (count: number, body: string) => number | 'hang'): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const decided = answer(received.length + 1, body);
      received.push({ body, headers: request.headers, answer: decided });
      if (decided !== 'hang') response.writeHead(decided, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  return {
    url: `${await listenLocally(server)}/gangway-webhook`,
    received,
    close: () => closeNow(server),
  };
}
