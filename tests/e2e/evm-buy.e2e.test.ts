import { parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkByCode } from '../../src/shared/address';
import { serverConfigFromEnv } from '../../src/server/config';
import { anvilAccount, deployToken, startAnvil, tokenBalance, tokenCall, type Anvil } from '../helpers/anvil';
import { networksOnAnvil } from '../helpers/evmChain';
import { hasChromium, launchBrowser, screenshot, skipReason, viewports, type Browser } from './browser';
import { payByCard } from './buySteps';
import { signedCall, startCheckout, type Checkout } from './checkout';

if (!hasChromium) console.warn(skipReason);

/**
 * A buy of USDT on Ethereum through the UI with real crypto: ETH points at a local anvil node with a
 * test USDT in place of the mainnet contract, and the server runs the evm adapter's sender with its
 * other jobs, as `npm start` does. The node mines a block every second by itself, so the transfer
 * is mined and confirmed with nobody driving the chain.
 */
const approvedCard = '4242424242424242';
const buyer: Address = anvilAccount(5).address;

describe.skipIf(!hasChromium)('buying crypto on an EVM chain in a real browser', () => {
  let anvil: Anvil;
  let usdt: Address;
  let checkout: Checkout;
  let browser: Browser;

  beforeAll(async () => {
    [anvil, browser] = await Promise.all([startAnvil(), launchBrowser()]);
    usdt = await deployToken(anvil, 'USDT', 6);
    const usdc = await deployToken(anvil, 'USDC', 6);
    // The hot wallet (anvil's account 0) holds the USDT it delivers.
    await tokenCall(anvil, usdt, 'mint', [anvilAccount(0).address, parseUnits('10000', 6)]);
    // Blocks from now on come by themselves, one a second, as on a live chain.
    await anvil.client.setIntervalMining({ interval: 1 });
    // Two confirmations: the block that mines the transfer and one more; the sender asks the node every 250 ms.
    const { networks, env } = networksOnAnvil({ anvil, tokens: { USDT: usdt, USDC: usdc }, evm: { confirmations: 2, pollMs: 250 } });
    const base = serverConfigFromEnv();
    checkout = await startCheckout({ config: { networks, env: { ...base.env, ...env } } });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await checkout?.close();
    await anvil?.stop();
  });

  it('pays by test card, delivers the quoted USDT on chain, and shows the transaction hash linked to the explorer', async () => {
    const before = await tokenBalance(anvil, usdt, buyer);
    const page = await browser.page(viewports.phone);
    await payByCard(page, checkout, approvedCard, { amount: '100', network: 'Ethereum (ERC20)', address: buyer });
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await page.getByText('Completed').waitFor({ timeout: 30_000 });

    const orderNo = new URLSearchParams(page.url().split('?')[1] ?? '').get('orderNo') ?? '';
    const order = (
      (await signedCall(checkout, page, 'GET', `/trade/${encodeURIComponent(orderNo)}`)) as { data: { network: string; cryptoAmount: string; txId: string } }
    ).data;
    expect(order.network).toBe('ETH');
    // The hash in the order details is the transfer's, mined and successful on the node.
    const link = page.locator('dd.mono a');
    expect(await link.innerText()).toBe(order.txId);
    const receipt = await anvil.client.getTransactionReceipt({ hash: order.txId as `0x${string}` });
    expect(receipt.status).toBe('success');
    expect(receipt.to?.toLowerCase()).toBe(usdt.toLowerCase());
    const eth = networkByCode('ETH');
    expect(eth?.explorerTxUrl).toBeDefined();
    expect(await link.getAttribute('href')).toBe(eth?.explorerTxUrl.replace('{txid}', order.txId));
    // The buyer was paid exactly the order's amount, once.
    expect(await tokenBalance(anvil, usdt, buyer)).toBe(before + parseUnits(order.cryptoAmount, 6));
    await screenshot(page, 'buy-evm-completed-phone');
  }, 90_000);
});
