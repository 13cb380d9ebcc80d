import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import constants from '../../config/constants.json';
import merchants from '../../config/merchants.json';
import { signMerchantLink } from '../../src/shared/merchantLink/signing';
import { hasChromium, launchBrowser, screenshot, skipReason, viewports, type Browser } from './browser';
import { newBuyer, startBuyAsNewUser, toPixPage, tronAddress } from './buySteps';
import { latestCode, startCheckout, type Checkout } from './checkout';

if (!hasChromium) console.warn(skipReason);

const merchant = merchants.merchants.find((candidate) => candidate.appId === 'sandbox-demo');
if (!merchant) throw new Error('config/merchants.json has no sandbox-demo merchant');

/** A link as the merchant's server signs it (docs/embedding.md), with the sandbox secret. */
function signedLink(params: Record<string, string>): string {
  const link = { ...params, timestamp: String(Date.now()) };
  return new URLSearchParams({ ...link, signature: signMerchantLink(link, merchant?.sandboxSecret ?? '') }).toString();
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element is what a tap at its centre reaches: nothing fixed or pinned lies over it. */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element.contains(hit) || hit.contains(element));
  });

/** What keyboard focus is on, and whether it is drawn (an outline or a ring). */
const focused = (page: Page) =>
  page.evaluate(async () => {
    // Styles of the new focus are read once the browser has drawn it.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', visible: false, radio: false };
    const ring = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    const label = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '';
    // The ring may be drawn by the element or by the box that holds it (a method row, the amount box).
    // A date field's own calendar button takes a Tab stop inside it, and the browser rings it itself.
    const calendarButton = (element as HTMLInputElement).type === 'date' && !element.matches(':focus');
    const visible = calendarButton || ring(element) || ring(element.parentElement) || ring(element.parentElement?.parentElement ?? null);
    return { name: label.trim(), visible, radio: (element as HTMLInputElement).type === 'radio' };
  });

/** Presses Tab (only) until focus is on what `matches` names (or a radio); every stop on the way must show its focus. */
async function tabTo(page: Page, matches: RegExp | 'radio'): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    const at = await focused(page);
    if (at.name !== '') expect({ at: at.name, visible: at.visible }).toEqual({ at: at.name, visible: true });
    if (matches === 'radio' ? at.radio : matches.test(at.name)) return;
  }
  throw new Error(`Tab never reached ${String(matches)}`);
}

/** Every placeholder of a locale: the keys named *Placeholder and the payout forms' placeholder.* keys. */
function placeholders(lng: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'string') {
      if (/placeholder/i.test(path.join('.'))) found[path.join('.')] = node;
    } else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
  };
  walk(JSON.parse(readFileSync(`config/locales/${lng}.json`, 'utf8')), []);
  return found;
}

describe.skipIf(!hasChromium)('the checkout as a new user meets it', () => {
  let checkout: Checkout;
  let browser: Browser;

  beforeAll(async () => {
    checkout = await startCheckout();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await checkout?.close();
  });

  it('buys by card with the keyboard alone, focus visible at every stop, and goes on after the login without a second Continue', async () => {
    const page = await browser.page(viewports.phone);
    await page.goto(`${checkout.url}/#/index`);
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    await tabTo(page, /^You pay$/);
    await page.keyboard.type('100');
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    await tabTo(page, /^Continue$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/emailCode/);
    const email = newBuyer();
    await tabTo(page, /e-mail/i);
    await page.keyboard.type(email);
    await tabTo(page, /User Agreement|Privacy|agree/i);
    await page.keyboard.press('Space');
    await tabTo(page, /^Send code$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/verifyCode/);
    await tabTo(page, /^Verification code$/);
    await expect.poll(() => latestCode(checkout, email).catch(() => '')).toMatch(/^\d{6}$/);
    await page.keyboard.type(await latestCode(checkout, email));
    await page.keyboard.press('Enter');
    // The login asked for by Continue resumes the buy where Continue was taking it: a second Continue on home would be a step the user already took.
    await page.waitForURL(/#\/receivingMode/);
    await tabTo(page, /^Wallet address/);
    await page.keyboard.type(tronAddress);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/paymentMethod/);
    // Tabbing starts once the methods are listed: while they load, the page's start is its heading, where
    // focus returns when the loading panel it was on goes away (usePageFocus).
    await page.getByRole('radio').first().waitFor();
    // A radio group is one Tab stop; the arrow keys choose within it.
    await tabTo(page, 'radio');
    while ((await focused(page)).name !== 'All cards') {
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('radio');
      await page.keyboard.press('ArrowDown');
    }
    // Tab lands on the first radio of a group with none chosen without choosing it: Space does.
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: 'All cards' }).isChecked()).toBe(true);
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    await tabTo(page, /^Continue$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/creditCardConfig/);
    for (const [field, value] of [
      [/^First name$/, 'Ana'],
      [/^Last name$/, 'Silva'],
      [/^Card number$/, '4242424242424242'],
      [/^Expiry date/, '1239'],
      [/^CVV/, '123'],
    ] as const) {
      await tabTo(page, field);
      await page.keyboard.type(value);
    }
    // A field reached by keyboard scrolls clear of the tab bar and the pinned action, or the user types into a field they cannot see.
    await tabTo(page, /^Phone number/);
    const phoneLabel = page.getByText('Phone number (Optional)');
    expect(await uncovered(phoneLabel)).toBe(true);
    await screenshot(page, 'card-form-keyboard-phone-label-clear', { view: true });
    await tabTo(page, /^Confirm payment$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/paymentResult/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
  });

  it("goes on from 'Verification successful' to the card page with one Continue, not back to the payment method list", async () => {
    const page = await browser.page(viewports.phone);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).hash);
    });
    // Above the sandbox's USD verification threshold (docs/sandbox.md): the card payment asks for KYC first.
    await startBuyAsNewUser(page, checkout, { amount: '1500' });
    await page.getByText('All cards', { exact: true }).click();
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/#\/kycVerify/);
    await page.getByRole('button', { name: 'Start verification' }).click();
    await page.waitForURL(/#\/idProof/);
    for (const [label, value] of [
      ['First name', 'Ana'],
      ['Last name', 'Approved'],
      ['Date of birth', '1990-04-02'],
      ['State/Province', 'CA'],
      ['City', 'San Jose'],
      ['Address', '1 Main St'],
      ['ZIP/Postal code', '95113'],
      ['ID number', 'X1234567'],
    ] as const) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByLabel('Country', { exact: true }).selectOption('US');
    await page.getByLabel('ID type', { exact: true }).selectOption('PASSPORT');
    const photo = Buffer.alloc(constants.photoMinBytes + 1);
    photo.set([0xff, 0xd8, 0xff, 0xe0]);
    const files = page.locator('input[type=file]');
    for (const index of [0, 1]) await files.nth(index).setInputFiles({ name: `photo${index}.jpg`, mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/#\/kycStatus/);
    await page.getByRole('heading', { name: 'Verification successful' }).waitFor({ timeout: 30000 });
    const at = visited.length;
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/#\/creditCardConfig/);
    expect(visited.slice(at).some((hash) => hash.startsWith('#/paymentMethod'))).toBe(false);
  });

  it('keeps the primary action of home clear of the tab bar on a phone, at first view and scrolled to the end', async () => {
    const page = await browser.page(viewports.phone);
    await page.goto(`${checkout.url}/#/index`);
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    const cta = page.getByRole('button', { name: 'Continue' });
    const bar = page.getByRole('navigation', { name: 'Main navigation' });
    const inView = async () => {
      const [button, tabBar] = [await cta.boundingBox(), await bar.boundingBox()];
      if (!button || !tabBar) throw new Error('no Continue or no tab bar');
      return { covered: overlap(button, tabBar), below: button.y + button.height > viewports.phone.height, reached: await uncovered(cta) };
    };
    expect(await inView()).toEqual({ covered: false, below: false, reached: true });
    await screenshot(page, 'home-continue-clear-of-tab-bar-375x812', { view: true });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await inView()).toEqual({ covered: false, below: false, reached: true });
    // The page's end scrolls clear of the bar: nothing of the content lies under it.
    const [main, tabBar] = await Promise.all([
      page.locator('main').evaluate((element) => element.lastElementChild?.getBoundingClientRect().bottom ?? 0),
      bar.boundingBox(),
    ]);
    expect(main).toBeLessThanOrEqual(tabBar?.y ?? 0);
  });

  it('gives the PIX copy-and-paste code the full width in monospace, with its copy button below it, and quotes a USD merchant link opened afterwards in the same tab without PIX', async () => {
    const page = await browser.page(viewports.phone);
    const quotes: Array<{ fiat?: string; payWayCode?: string }> = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/index/v2/trade/quote')) quotes.push(request.postDataJSON() as { fiat?: string; payWayCode?: string });
    });
    await toPixPage(page, checkout);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByRole('img', { name: 'Scan to pay' }).waitFor();

    // The code spans the card, in monospace, a few lines long, with the copy button below it: a phone user must be able to read and check it.
    const code = page.locator('code.payload');
    const card = page.locator('section.instructions');
    const copy = page.getByRole('button', { name: 'Copy payment code' });
    const [codeBox, cardBox, copyBox] = await Promise.all([code.boundingBox(), card.boundingBox(), copy.boundingBox()]);
    if (!codeBox || !cardBox || !copyBox) throw new Error('no PIX code, card or copy button');
    expect(codeBox.width).toBeGreaterThan(cardBox.width * 0.85);
    expect(copyBox.y).toBeGreaterThanOrEqual(codeBox.y + codeBox.height);
    expect(await code.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/mono/i);
    const lines = await code.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));
    expect(lines).toBeLessThanOrEqual(7);
    await code.scrollIntoViewIfNeeded();
    expect(await uncovered(code)).toBe(true);
    await screenshot(page, 'pix-code-full-width-phone', { view: true });

    // Home, then a signed USD merchant link opened in this tab: only the part after # changes, so the app must dock without a page load.
    await page.getByRole('button', { name: 'Home', exact: true }).click();
    await page.waitForURL(/#\/index/);
    const link = signedLink({ appId: merchant.appId, amount: '100', fiat: 'USD', crypto: 'USDT', network: 'TRX' });
    quotes.length = 0;
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#/index?${link}`);
    const amount = page.getByRole('textbox', { name: 'You pay' });
    await page.getByText('The amount is set by the merchant.').waitFor();
    expect(await amount.inputValue()).toBe('100');
    expect(await amount.getAttribute('readonly')).not.toBeNull();
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    expect(await page.getByText(/Check your connection/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Continue' }).isEnabled()).toBe(true);
    expect(quotes.filter((body) => body.fiat === 'USD').every((body) => body.payWayCode !== '30001')).toBe(true);
    expect(quotes.some((body) => body.fiat === 'USD')).toBe(true);
  });

  it("switches language from a link's ?language= in an open tab, and re-renders the home notice from the server in the language chosen", async () => {
    const page = await browser.page(viewports.phone);
    await page.goto(`${checkout.url}/#/index`);
    await page.getByText('Welcome to Gangway: buy and sell crypto with your local payment methods.').waitFor();
    await page.evaluate(() => {
      window.location.hash = '#/index?language=zh-HK';
    });
    await page.getByRole('tab', { name: '購買加密貨幣' }).waitFor();
    await page.getByText('歡迎使用 Gangway：以本地付款方式買賣加密貨幣。').waitFor();

    // Choosing a language in the menu re-renders what is on screen, the server's notice too: nothing stays in the old language until a reload.
    await page.getByRole('button', { name: '選單' }).click();
    await page.getByRole('button', { name: '語言' }).click();
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('tab', { name: 'Comprar cripto' }).waitFor();
    await page.getByText(/Bienvenido a Gangway/).waitFor();
    const text = await page.locator('#root').innerText();
    expect(text).not.toMatch(/Welcome|歡迎|You pay|Continue/);
    await screenshot(page, 'home-language-switched-es-phone');
  });

  it('fits every placeholder of the five languages in a full-width field on a 375 px phone, never cut', async () => {
    const page = await browser.page(viewports.phone);
    await page.goto(`${checkout.url}/#/index`);
    await page.locator('main').waitFor();
    for (const lng of constants.languages) {
      const cut = await page.evaluate((texts) => {
        const field = document.createElement('input');
        field.className = 'field__input';
        document.querySelector('main')?.prepend(field);
        const style = getComputedStyle(field);
        const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) throw new Error('no canvas');
        context.font = style.font;
        field.remove();
        // A {{crypto}} placeholder reads with the longest symbol the catalogue offers.
        return Object.entries(texts).filter(([, text]) => context.measureText(text.replace(/\{\{[^}]+\}\}/g, 'USDC')).width > room);
      }, placeholders(lng));
      expect({ lng, cut }).toEqual({ lng, cut: [] });
    }
  });
});
