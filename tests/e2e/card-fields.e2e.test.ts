import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProvidersConfig } from '../../src/shared/generated/providers.schema';
import { gangwayConfig } from '../../src/shared/config/nodeSource';
import { hasChromium, launchBrowser, screenshot, skipReason, viewports, type Browser } from './browser';
import { startBuyAsNewUser } from './buySteps';
import { startCheckout, type Checkout } from './checkout';

if (!hasChromium) console.warn(skipReason);

/** The sandbox card adapter collecting card data in the browser (config/providers.json card.settings.collect). */
const browserCollection: ProvidersConfig = { ...gangwayConfig.providers, card: { ...gangwayConfig.providers.card, settings: { collect: 'browser' } } };

/**
 * docs/providers.md 'Card data': with an adapter whose fields collect card data in the browser, the
 * card screen frames the processor's fields, which hand it a token; the number and CVV never reach
 * the server, and the server refuses them.
 */
describe.skipIf(!hasChromium)('a card adapter that collects card data in the browser', () => {
  let checkout: Checkout;
  let browser: Browser;

  beforeAll(async () => {
    checkout = await startCheckout({ config: { providers: browserCollection } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await checkout?.close();
  });

  it("pays through the processor's framed fields: the app sends a token, never the number or the CVV", async () => {
    const page = await browser.page(viewports.pc);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/')) sent.push(request.postData() ?? '');
    });
    await startBuyAsNewUser(page, checkout, { amount: '100' });
    await page.getByText('All cards').click();
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/#\/creditCardConfig/);
    await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Silva');
    // The screen has no card number field of its own: it is the processor's, in a frame.
    expect(await page.getByRole('textbox', { name: 'Card number' }).count()).toBe(0);
    const fields = page.frameLocator('iframe[title="Card details"]');
    await fields.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await fields.getByRole('textbox', { name: 'Expiry date' }).fill('12/39');
    await fields.getByRole('textbox', { name: 'CVV' }).fill('123');
    await screenshot(page, 'buy-card-fields-pc');
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/#\/paymentResult/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    const cardSubmit = sent.find((body) => body.includes('"cardToken"'));
    expect(cardSubmit).toBeDefined();
    for (const body of sent) {
      expect(body).not.toContain('4242424242424242');
      expect(body).not.toContain('4242 4242 4242 4242');
      expect(body).not.toMatch(/"cvv"|"cardNumber"/);
    }
  });

  it("shows the wrong field in the processor's fields and sends nothing", async () => {
    const page = await browser.page(viewports.phone);
    await startBuyAsNewUser(page, checkout, { amount: '100' });
    await page.getByText('All cards').click();
    await page.getByText(/Rates refresh in \d+s/).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/#\/creditCardConfig/);
    await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Silva');
    const fields = page.frameLocator('iframe[title="Card details"]');
    await fields.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4241');
    await fields.getByRole('textbox', { name: 'Expiry date' }).fill('12/39');
    await fields.getByRole('textbox', { name: 'CVV' }).fill('123');
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await fields.getByText('Invalid card number!').waitFor();
    expect(page.url()).toMatch(/#\/creditCardConfig/);
  });
});
