import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, screenshot, skipReason, viewports, type Browser } from './browser';
import { startBuyAsNewUser } from './buySteps';
import type { Origin } from './checkout';
import { fieldMessage, openSellForm, orderNoOf } from './sellSteps';

if (!hasChromium) console.warn(skipReason);

type Json = { [key: string]: unknown };
const languages = ['en-US', 'zh-HK', 'es', 'id', 'vi'] as const;

/** The new e-wallet's name in each language: real translations, as an ops person would write them. */
const walletNames: Record<(typeof languages)[number], string> = {
  'en-US': 'KopiPay wallet',
  'zh-HK': 'KopiPay 錢包',
  es: 'Billetera KopiPay',
  id: 'Dompet KopiPay',
  vi: 'Ví KopiPay',
};

const newWallet = {
  side: 'buy',
  payWayCode: '10099',
  type: 'eWallet',
  nameKey: 'payMethod.10099.name',
  icon: '/icons/pay/dana.svg',
  supportedCountries: ['ID'],
  fiats: ['IDR'],
  fee: { percent: '1.5', fixed: {} },
  routerPath: '/otherWayPay',
  order: 99,
};

/** A New Zealand bank account: holder name and the 2-4-7-2/3 account number. */
const newZealandForm = {
  $schema: '../../schemas/payout-form.schema.json',
  country: 'NZ',
  fiat: 'NZD',
  schema: {
    type: 'object',
    properties: {
      fullName: { type: 'string', minLength: 2, maxLength: 100, pattern: '^[^0-9<>]+$' },
      accountNumber: { type: 'string', sensitive: true, pattern: '^[0-9]{2}-?[0-9]{4}-?[0-9]{7}-?[0-9]{2,3}$' },
    },
    required: ['fullName', 'accountNumber'],
    additionalProperties: false,
  },
  uiSchema: {
    'ui:order': ['fullName', 'accountNumber'],
    fullName: { 'ui:options': { labelKey: 'payout.field.fullName.label', errorKey: 'payout.field.fullName.invalid' } },
    accountNumber: { 'ui:options': { labelKey: 'payout.field.accountNumber.label', errorKey: 'payout.field.accountNumber.invalid' } },
  },
  accountSummary: { holderName: ['fullName'], accountId: ['accountNumber'] },
};

function editJson(file: string, edit: (data: Json) => void): void {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Json;
  edit(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** What an ops person does in a copy of config/: one buy method, one sellable country with its form. */
function addMethodAndCountry(configDir: string): void {
  editJson(join(configDir, 'payment-methods.json'), (data) => {
    (data.methods as Json[]).push(newWallet);
  });
  for (const lng of languages) {
    editJson(join(configDir, 'locales', `${lng}.json`), (data) => {
      (data.payMethod as Json)['10099'] = { name: walletNames[lng] };
    });
  }
  editJson(join(configDir, 'assets.json'), (data) => {
    const newZealand = (data.countries as Json[]).find((country) => country.alpha2 === 'NZ');
    const dollar = (data.fiats as Json[]).find((fiat) => fiat.code === 'NZD');
    if (!newZealand || !dollar) throw new Error('config/assets.json no longer lists NZ and NZD');
    newZealand.sell = true;
    dollar.sell = { min: '35', max: '34000' };
  });
  writeFileSync(join(configDir, 'payout-forms', 'NZ.json'), `${JSON.stringify(newZealandForm, null, 2)}\n`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): { status: number | null; output: string } {
  const result = spawnSync(command, args, { cwd: process.cwd(), encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `npm start` as ops would run it against the copy; resolves with the origin the server logs. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ origin: Origin; server: ChildProcess }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'development', PORT: '0', LOG_LEVEL: 'info', SHUTDOWN_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) resolve({ origin: { url: listening[1] }, server });
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
}

describe.skipIf(!hasChromium)('a config-only change', () => {
  const work = mkdtempSync(join(tmpdir(), 'gangway-config-only-'));
  const configDir = join(work, 'config');
  const webRoot = join(work, 'web');
  let origin: Origin;
  let server: ChildProcess | undefined;
  let browser: Browser;
  let validation: { status: number | null; output: string };

  beforeAll(async () => {
    cpSync(join(process.cwd(), 'config'), configDir, { recursive: true });
    addMethodAndCountry(configDir);
    validation = run('npm', ['run', '--silent', 'validate:config', '--', '--dir', configDir]);
    // Vitest sets NODE_ENV=test, which would make vite bundle React's development build.
    const build = run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webRoot, '--emptyOutDir'], {
      GANGWAY_CONFIG_DIR: configDir,
      NODE_ENV: 'production',
    });
    if (build.status !== 0) throw new Error(`vite build against the copy failed:\n${build.output}`);
    const started = await startServer({ GANGWAY_CONFIG_DIR: configDir, WEB_ROOT: webRoot, DATA_DIR: join(work, 'data') });
    origin = started.origin;
    server = started.server;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  });

  it('passes validate:config with the new method and country', () => {
    expect(validation.output).toContain('every config file is valid');
    expect(validation.status).toBe(0);
  });

  it('lists the new e-wallet for Indonesian rupiah and takes the buyer to its payment page', async () => {
    const page = await browser.page(viewports.phone);
    await startBuyAsNewUser(page, origin, { fiat: 'IDR', amount: '500000' });

    await page.getByText('KopiPay wallet', { exact: true }).click();
    await screenshot(page, 'config-only-payment-methods-phone');
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/#\/otherWayPay/);
    await page.getByRole('heading', { name: /KopiPay wallet/ }).waitFor();
    // The server quotes and issues the new method from the copy too: the sandbox redirects to its gateway.
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByRole('link', { name: 'Pay now' }).waitFor();
    await screenshot(page, 'config-only-new-wallet-redirect-phone');
  });

  it('renders the new New Zealand payout form and validates it at its fields', async () => {
    const page = await browser.page(viewports.pc);
    await openSellForm(page, origin, { fiat: 'NZD', country: 'NZ', crypto: 'USDT', network: 'TRX', cryptoAmount: '50' });

    await page.getByLabel('Account holder name').fill('Kiri Te Kanawa');
    await page.getByLabel('Account number').fill('12-3456');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await fieldMessage(page, 'Account number')).toBe('Invalid account number!');
    expect(await fieldMessage(page, 'Account holder name')).toBe('');
    await screenshot(page, 'config-only-payout-form-pc');

    await page.getByLabel('Account number').fill('12-3456-0123456-00');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await orderNoOf(page)).toMatch(/\S/);
  });
});
