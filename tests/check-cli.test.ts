import { execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..');
/** The command as `npm run check` runs it. */
const check = ['scripts/run-tool.mjs', 'check'];

/** Runs `check --batch` as a child process, as outside tools do, and parses each output line. */
function batch(lines: string[]): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...check, '--batch'], { cwd: repoRoot });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`check exited ${code}: ${err}`));
      else
        resolve(
          out
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line)),
        );
    });
    child.stdin.end(lines.join('\n') + '\n');
  });
}

const req = (request: object) => JSON.stringify(request);

describe('check CLI', () => {
  it('answers every kind of the contract, one line per input line, in order', async () => {
    const answers = await batch([
      req({ kind: 'address', network: 'TRX', value: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9' }),
      req({ kind: 'address', network: 'TRX', value: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m8' }),
      req({ kind: 'memo', network: 'XRP', value: '123' }),
      req({ kind: 'memo', network: 'XRP', value: 'abc' }),
      req({ kind: 'card', value: '4242424242424242' }),
      req({ kind: 'card', value: '378282246310005' }),
      req({ kind: 'format', format: 'cpf', value: '529.982.247-25' }),
      req({ kind: 'format', format: 'cpf', value: '529.982.247-24' }),
      req({ kind: 'payout', country: 'AR', data: { accountNumber: '123' } }),
      req({ kind: 'email', value: 'someone@example.com' }),
      req({ kind: 'code', value: '12a456' }),
      req({ kind: 'amount-input', value: '007' }),
      req({ kind: 'amount-input', value: '1,000.50' }),
      req({ kind: 'amount-input', value: '1.000', lang: 'es' }),
      req({ kind: 'buy-amount', fiat: 'USD', value: '9.5', min: '10', max: '2000', decimals: 2 }),
      req({ kind: 'buy-amount', fiat: 'USD', value: '2000.01', min: '10', max: '2000', decimals: 2 }),
      req({ kind: 'sell-amount', fiat: 'USD', cryptoAmount: '0.1234567', fiatAmount: '12', fee: '1', minLimit: '10', maxLimit: '1000' }),
      req({ kind: 'sell-amount', fiat: 'USD', cryptoAmount: '2000', fiatAmount: '1999', fee: '1', minLimit: '10', maxLimit: '1000' }),
    ]);
    expect(answers).toEqual([
      { valid: true },
      { valid: false, message: 'Not a valid USDT address.' },
      { valid: true },
      { valid: false, message: 'Not a valid memo.' },
      { valid: true, brand: 'visa' },
      { valid: true, brand: 'amex' },
      { valid: true },
      { valid: false },
      expect.objectContaining({ valid: false, errors: expect.arrayContaining([{ field: 'accountNumber', message: expect.stringMatching(/^Invalid .*!$/) }]) }),
      { valid: true },
      { valid: false, message: 'Please enter the six-digit verification code.' },
      { value: '7' },
      { value: '1000.50' },
      { value: '1000' },
      { valid: false, message: 'Minimum transaction amount is 10 USD.' },
      { valid: false, message: 'Maximum transaction amount is 2000 USD.' },
      { valid: false, message: expect.stringContaining('6') },
      { valid: false, message: 'Maximum sell amount is 1000 USD.' },
    ]);
  });

  it('answers a bad line with an error and goes on with the batch', async () => {
    const answers = await batch([
      'not json',
      req({ kind: 'nope' }),
      req({ kind: 'address', network: 'NOPE', value: 'x' }),
      req({ kind: 'format', format: 'nope', value: 'x' }),
      req({ kind: 'payout', country: 'QQ', data: {} }),
      req({ kind: 'card' }),
      req({ kind: 'card', value: '4242424242424242' }),
    ]);
    expect(answers).toEqual([
      { error: expect.stringMatching(/^not valid JSON/) },
      { error: expect.stringMatching(/^unknown kind "nope"/) },
      { error: 'unknown network "NOPE"' },
      { error: expect.stringMatching(/^unknown format "nope"/) },
      { error: expect.stringMatching(/^unknown country "QQ"/) },
      { error: 'value is required' },
      { valid: true, brand: 'visa' },
    ]);
  });

  it('answers a blank line too, so every answer stays on the line of its request', async () => {
    const answers = await batch([req({ kind: 'code', value: '123456' }), '', '   ', req({ kind: 'code', value: '1' })]);
    expect(answers).toEqual([
      { valid: true },
      { error: 'empty line: expected one JSON request' },
      { error: 'empty line: expected one JSON request' },
      { valid: false, message: 'Please enter the six-digit verification code.' },
    ]);
  });

  it('reads network, country and format names in any letter case', async () => {
    const answers = await batch([
      req({ kind: 'address', network: 'eth', value: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }),
      req({ kind: 'payout', country: 'gb', data: { fullName: 'Jane Smith', sortCode: '40-12-76', accountNumber: '12345678' } }),
      req({ kind: 'format', format: 'IBAN', value: 'DE89370400440532013000' }),
    ]);
    expect(answers).toEqual([{ valid: true }, { valid: true }, { valid: true }]);
  });

  it('answers in the language a line asks for', async () => {
    const [es, zh] = await batch([
      req({ kind: 'buy-amount', fiat: 'USD', value: '9.5', min: '10', max: '2000', decimals: 2, lang: 'es' }),
      req({ kind: 'address', network: 'TRX', value: 'x', lang: 'zh-HK' }),
    ]);
    expect((es as { message: string }).message).not.toBe('Minimum transaction amount is 10 USD.');
    expect((es as { message: string }).message).toContain('10 USD');
    expect((zh as { message: string }).message).toContain('USDT');
    expect((zh as { message: string }).message).not.toContain('Not a valid');
  });

  it('answers thousands of lines from one process', async () => {
    const lines = Array.from({ length: 3000 }, (_, i) => req({ kind: 'amount-input', value: `00${i}` }));
    const answers = await batch(lines);
    expect(answers).toHaveLength(3000);
    expect(answers[2999]).toEqual({ value: '2999' });
  });

  it('answers one request given as the argument', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [...check, req({ kind: 'card', value: '4242424242424242' })], { cwd: repoRoot });
    expect(JSON.parse(stdout)).toEqual({ valid: true, brand: 'visa' });
  });
});
