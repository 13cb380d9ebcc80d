/** The part of autocannon's API that the benches use (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Called before each request is sent; returns the request to send. */
      setupRequest?: (request: Request) => Request;
      /** Called with each answer. */
      onResponse?: (status: number, body: string) => void;
    }
    interface Options {
      url?: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      duration?: number;
      /** Requests to send in all; the run ends when they are answered (duration is then ignored). */
      amount?: number;
      requests?: Request[];
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
    }
    interface Result {
      /** Per second; `total` is every request answered in the run. */
      requests: Histogram & { total: number };
      latency: Histogram;
      errors: number;
      non2xx: number;
      /** Seconds the run took. */
      duration: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
