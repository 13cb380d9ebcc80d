import { describe, expect, it } from 'vitest';
import { isLoopbackHost, sandboxExposureProblem } from './exposure';

describe('isLoopbackHost', () => {
  it('knows 127.0.0.0/8, ::1 and localhost', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST', '::ffff:127.0.0.1']) expect(isLoopbackHost(host)).toBe(true);
  });

  it('calls every other address reachable from outside', () => {
    for (const host of ['0.0.0.0', '::', '10.0.0.5', '192.168.1.2', '128.0.0.1', 'example.com', 'localhost.example.com', '::ffff:10.0.0.1'])
      expect(isLoopbackHost(host)).toBe(false);
  });
});

describe('the sandbox on a public address', () => {
  it('refuses development mode on a non-loopback HOST, saying why and what to set', () => {
    expect(sandboxExposureProblem({ HOST: '0.0.0.0' })).toBe(
      'The server does not start: HOST=0.0.0.0 is not a loopback address, and with NODE_ENV=development anyone who reaches it could read every sign-in code (/api/dev/outbox) and mark orders paid. Set NODE_ENV=production, or GANGWAY_SANDBOX=public to open the sandbox on purpose.',
    );
    expect(sandboxExposureProblem({ HOST: '10.0.0.5', NODE_ENV: 'test' })).toContain('HOST=10.0.0.5 is not a loopback address, and with NODE_ENV=test');
  });

  it('starts on loopback, in production, or when the operator opens the sandbox on purpose', () => {
    expect(sandboxExposureProblem({})).toBeUndefined();
    expect(sandboxExposureProblem({ HOST: 'localhost' })).toBeUndefined();
    expect(sandboxExposureProblem({ HOST: '0.0.0.0', NODE_ENV: 'production' })).toBeUndefined();
    expect(sandboxExposureProblem({ HOST: '0.0.0.0', GANGWAY_SANDBOX: 'public' })).toBeUndefined();
    expect(sandboxExposureProblem({ HOST: '0.0.0.0', GANGWAY_SANDBOX: 'yes' })).toContain(
      'HOST=0.0.0.0 is not a loopback address, and with NODE_ENV=development',
    );
  });
});
