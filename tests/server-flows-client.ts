import { signRequest } from '../src/shared/sign';

/** The envelope every API answer has (product §7). */
export interface Answer<T = unknown> {
  returnCode: string;
  returnMsg: string;
  data: T;
  success: boolean;
}

export interface Browser {
  email: string;
  token: string;
  signingKey: string;
  call<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer<T>>;
}

/**
 * Test support: talks to a started server over real HTTP like the browser client does: signs up
 * with the code from the development outbox, then signs every call (token, timestamp, sign).
 */
export function apiClient(baseUrl: string) {
  let lastTimestamp = 0;
  // Each call gets its own timestamp, so two identical calls never share a sign (a replay is refused).
  const timestamp = () => (lastTimestamp = Math.max(Date.now(), lastTimestamp + 1));

  const plain = async <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ answer: Answer<T>; headers: Headers }> => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { answer: (await response.json()) as Answer<T>, headers: response.headers };
  };

  const browserFor = (email: string, token: string, signingKey: string): Browser => ({
    email,
    token,
    signingKey,
    async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
      const text = body === undefined ? '' : JSON.stringify(body);
      const sentAt = String(timestamp());
      const sign = await signRequest({ key: signingKey, timestamp: sentAt, method, pathAndQuery: path, body: text });
      const response = await fetch(`${baseUrl}/api${path}`, {
        method,
        headers: { token, timestamp: sentAt, sign, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : text,
      });
      return (await response.json()) as Answer<T>;
    },
  });

  return {
    plain,
    browserFor,
    async signUp(email: string): Promise<Browser> {
      await plain('POST', '/mail/sending', { email });
      const mails = (await plain<{ text: string }[]>('GET', `/dev/outbox?email=${encodeURIComponent(email)}`)).answer.data;
      const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
      if (!code) throw new Error(`no code in the outbox for ${email}`);
      const login = await plain('POST', '/user/login', { email, code });
      if (!login.answer.success) throw new Error(`login failed: ${JSON.stringify(login.answer)}`);
      return browserFor(email, String(login.headers.get('token')), String(login.headers.get('sign')));
    },
  };
}

/** Polls until `read` answers a value `done` accepts, or fails after `timeoutMs`. */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`still not done after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
