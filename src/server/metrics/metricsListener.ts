import { createServer } from 'node:http';
import type { Metrics } from './metrics';

export interface MetricsListener {
  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  port: number;
  close(): Promise<void>;
}

/** What ops read on the metrics port besides the metrics: each path answers its list as JSON. */
export type OpsRoutes = Record<string, () => Promise<unknown>>;

/**
 * GET /metrics on a port of its own (METRICS_PORT): Prometheus scrapes it over a network the
 * public never reaches, with no token. The ops lists (`opsRoutes`, such as the chain deposits that
 * do not fit their order) are read there too, for the same reason. Anything else on that port is a 404.
 */
export function listenForMetrics(metrics: Metrics, port: number, host: string, opsRoutes: OpsRoutes = {}): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0] ?? '';
    const list = request.method === 'GET' && Object.hasOwn(opsRoutes, path) ? opsRoutes[path] : undefined;
    if (list) {
      list().then(
        (answer) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
        () => response.writeHead(500).end(),
      );
      return;
    }
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
