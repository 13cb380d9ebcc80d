import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { merchantLinkCommand } from '../scripts/lib/merchantLinkCommand';

const repoRoot = join(import.meta.dirname, '..');
const now = 1_767_225_600_000;
const env = { NODE_ENV: 'test' };
const sandboxSecret = 'sandbox-demo-secret-do-not-use-in-production';

function signedLink(params: string[], at = now): string {
  const result = merchantLinkCommand(['sign', ...params], env, at);
  expect(result.exitCode).toBe(0);
  return (result.lines.at(-1) ?? '').replace(/^link:\s+/, '');
}

describe('npm run merchant-link -- sign', () => {
  it('signs the documented example to its documented signature', () => {
    const result = merchantLinkCommand(
      [
        'sign',
        'appId=sandbox-demo',
        'crypto=USDT',
        'network=TRX',
        'address=TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
        'redirectUrl=https://demo.gangway.dev/done?x=1',
        'timestamp=1767225600000',
      ],
      env,
      now,
    );
    expect(result.lines[1]).toBe('signature:   219ca36086d711d3d229042061714bdc3da7af8f335a4cd4a41fd5deae154150');
  });

  it('refuses a parameter that is not name=value, and a link without appId', () => {
    expect(merchantLinkCommand(['sign', 'appId'], env, now).exitCode).toBe(2);
    expect(merchantLinkCommand(['sign', 'crypto=USDT'], env, now).lines[0]).toBe('sign needs appId=<your app id>');
  });

  it('has no secret for a merchant in production unless one is given', () => {
    expect(merchantLinkCommand(['sign', 'appId=sandbox-demo'], { NODE_ENV: 'production' }, now).lines[0]).toBe(
      'no secret for sandbox-demo: pass --secret or set its MERCHANT_SECRET_ variable',
    );
    expect(
      merchantLinkCommand(['sign', 'appId=sandbox-demo'], { NODE_ENV: 'production', MERCHANT_SECRET_SANDBOX_DEMO: 'from-the-environment-1' }, now).exitCode,
    ).toBe(0);
  });
});

describe('npm run merchant-link -- verify', () => {
  it('accepts a fresh signed link and says a nonce is the server’s to count', () => {
    const result = merchantLinkCommand(['verify', signedLink(['appId=sandbox-demo', 'email=a@b.co', 'nonce=abcd-1234'])], env, now + 1000);
    expect(result.exitCode).toBe(0);
    expect(result.lines[0]).toBe('accepted: signed link of sandbox-demo (page)');
    expect(result.lines[1]).toMatch(/^nonce abcd-1234: the checkout accepts it once/);
  });

  it('prints the reason a link would be refused, exit 1, and never the expected signature', () => {
    const link = signedLink(['appId=sandbox-demo', 'email=a@b.co']);
    const tampered = merchantLinkCommand(['verify', link.replace('a%40b.co', 'x%40b.co')], env, now);
    expect(tampered).toEqual({ exitCode: 1, lines: ['refused: signature_invalid', 'The merchant signature is invalid.'] });
    const expected =
      merchantLinkCommand(['sign', 'appId=sandbox-demo', 'email=x@b.co', `timestamp=${now}`], env, now).lines[1]?.replace(/^signature:\s+/, '') ?? '';
    expect(tampered.lines.join('\n')).not.toContain(expected);
    expect(tampered.lines.join('\n')).not.toContain(sandboxSecret);

    expect(merchantLinkCommand(['verify', link], env, now + 15 * 60_000 + 1)).toEqual({
      exitCode: 1,
      lines: ['refused: expired', 'The link has expired: it must be used within 15 minutes of signing.'],
    });
    expect(merchantLinkCommand(['verify', '#/index?appId=sandbox-demo&address=TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7&network=TRX'], env, now).lines).toEqual([
      'refused: unsigned_field (address)',
      'address: must be signed, and the link has no signature',
    ]);
    expect(merchantLinkCommand(['verify', 'appId=nobody-here'], env, now).lines[0]).toBe('refused: unknown_app_id');
    expect(merchantLinkCommand(['verify', 'appId=sandbox-demo&redirectUrl=https://evil.example/'], env, now).lines[0]).toBe('refused: redirect_not_allowed');
  });

  it('checks with the secret it is given, as a production server would', () => {
    const link = signedLink(['appId=sandbox-demo', 'email=a@b.co']);
    expect(merchantLinkCommand(['verify', '--secret', 'the-production-secret', link], env, now).lines[0]).toBe('refused: signature_invalid');
  });
});

describe('the merchant-link command line', () => {
  it('runs as npm runs it: sign, then verify the printed link', async () => {
    const run = promisify(execFile);
    const tsx = join(repoRoot, 'node_modules/.bin/tsx');
    const signed = await run(tsx, ['scripts/merchant-link.ts', 'sign', '--checkout', 'https://checkout.example', 'appId=sandbox-demo', 'crypto=USDT'], {
      cwd: repoRoot,
    });
    const link =
      signed.stdout
        .trim()
        .split('\n')
        .at(-1)
        ?.replace(/^link:\s+/, '') ?? '';
    expect(link).toMatch(/^https:\/\/checkout\.example\/#\/index\?appId=sandbox-demo&crypto=USDT&timestamp=\d+&signature=[0-9a-f]{64}$/);
    const verified = await run(tsx, ['scripts/merchant-link.ts', 'verify', link], { cwd: repoRoot });
    expect(verified.stdout.trim()).toBe('accepted: signed link of sandbox-demo (page)');
    const refused = await run(tsx, ['scripts/merchant-link.ts', 'verify', link.replace('USDT', 'USDC')], { cwd: repoRoot }).catch(
      (error: { code: number; stdout: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1, stdout: 'refused: signature_invalid\nThe merchant signature is invalid.\n' });
  });
});
