import { encodeFunctionData, erc20Abi, parseUnits, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anvilAccount, deployToken, poolDrained, startAnvil, tokenBalance, tokenCall, type Anvil } from '../../../../../tests/helpers/anvil';
import { networksOnAnvil } from '../../../../../tests/helpers/evmChain';
import { fixedPrices } from '../../../../../tests/helpers/fixedPrices';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../../../tests/helpers/testApp';
import { serverConfigFromEnv } from '../../../config';
import { testCard } from '../../../../../tests/helpers/orderKit';
import type { EvmChain } from './evm-chain';

/**
 * Orders on the evm chain adapter, end to end through the real server: ETH points at a local anvil
 * node with test ERC-20s in place of the mainnet contracts; every other network keeps the sandbox.
 * The chain's facts go into settlement's inbox and are applied by the same apply job as any
 * provider's (test.settle()); blocks are mined by hand, so each confirmation is one the test made.
 */
const prices = fixedPrices((crypto, fiat) => (fiat === 'USD' && (crypto === 'USDT' || crypto === 'USDC') ? '1' : undefined));
const confirmations = 3;
const seller = anvilAccount(9);
const buyer = anvilAccount(5).address;

let anvil: Anvil;
let usdt: Address;
let usdc: Address;
let test: TestApp;
let user: SignedInUser;
let evm: EvmChain;
let token = 0;

async function call(method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) {
  test.clock.advance(1);
  return user.signedInject(method, url, body, headers);
}

const mine = (blocks = 1) => anvil.client.mine({ blocks });

beforeAll(async () => {
  anvil = await startAnvil();
  usdt = await deployToken(anvil, 'USDT', 6);
  usdc = await deployToken(anvil, 'USDC', 6);
  // The hot wallet (anvil's account 0) holds the USDT it delivers; the seller holds both tokens.
  await tokenCall(anvil, usdt, 'mint', [anvilAccount(0).address, parseUnits('10000', 6)]);
  await tokenCall(anvil, usdt, 'mint', [seller.address, parseUnits('1000', 6)]);
  await tokenCall(anvil, usdc, 'mint', [seller.address, parseUnits('1000', 6)]);
  // Deposits derive on m/1 (m/0 of this xpub is anvil's funded accounts, the hot wallet among them).
  const { networks, env } = networksOnAnvil({
    anvil,
    tokens: { USDT: usdt, USDC: usdc },
    evm: { confirmations, deposits: { xpubEnv: 'TEST_ETH_DEPOSIT_XPUB', path: 'm/1' } },
  });
  const base = serverConfigFromEnv({ NODE_ENV: 'test' });
  test = await buildTestApp({ config: { networks, env: { ...base.env, ...env } }, providers: { prices } });
  const chain = test.app.evmChain;
  if (!chain) throw new Error('the app built no evm chain for ETH');
  evm = chain;
  user = await test.loginAs('evm-orders@example.com');
  await call('POST', '/api/user/card/account/saveOrUpdate', {
    alpha2: 'US',
    payWayCode: '19000',
    account: {
      fullName: 'Ana Silva',
      accountNumber: '483101090',
      routingNumber: '021000021',
      accountType: 'CHECKING',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      postcode: '73301',
    },
  });
}, 60_000);

afterAll(async () => {
  await test?.close();
  await anvil?.stop();
});

describe('the app with ETH on the evm adapter', () => {
  it('routes ETH to the evm adapter and names the networks still on the sandbox chain', async () => {
    const environment = (await test.inject('GET', '/api/index/environment')).json().data;
    expect(environment.sandboxKinds).toContain('chain');
    expect(environment.sandboxNetworks).toContain('TRX');
    expect(environment.sandboxNetworks).not.toContain('ETH');
    expect(evm.networkCodes).toEqual(['ETH']);
    expect(test.app.providerJobs.map((job) => job.name)).toEqual(expect.arrayContaining(['evm-sender-ETH', 'evm-watcher-ETH']));
  });
});

/** A card-paid buy of 100 USD of USDT on ETH to `address`, settled to processing: its order number and quote. */
async function paidBuy(address: Address): Promise<{ orderNo: string; cryptoAmount: string }> {
  const quote = (
    await test.inject('POST', '/api/index/v2/trade/quote', {
      crypto: 'USDT',
      fiat: 'USD',
      side: 'buy',
      amount: '100',
      alpha2: 'US',
      network: 'ETH',
      networkName: 'Ethereum',
      payWayCode: '10001',
      rawFiat: 'USD',
    })
  ).json().data;
  token += 1;
  const created = await call(
    'POST',
    '/api/trade/create',
    {
      quoteId: quote.quoteId,
      cryptoCurrency: 'USDT',
      address,
      network: 'ETH',
      fiatCurrency: 'USD',
      amount: '100',
      payWayCode: '10001',
      alpha2: 'US',
    },
    { 'submit-token': `evm-buy-${token}` },
  );
  const { orderNo } = created.json().data;
  if (!orderNo) throw new Error(created.body);
  expect((await call('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard })).json().data.result).toBe('success');
  await test.settle();
  return { orderNo, cryptoAmount: quote.cryptoAmount };
}

describe('a buy of USDT on ETH paid by sandbox card', () => {
  it('fails to send (code 11) when the chain refuses the transfer: a recipient the token blocks', async () => {
    const blocked = anvilAccount(6).address;
    await tokenCall(anvil, usdt, 'setBlocked', [blocked, true]);
    const { orderNo } = await paidBuy(blocked);
    await evm.sendPass('ETH');
    await test.settle();
    expect((await call('GET', `/api/trade/${orderNo}`)).json().data.status).toBe('failedToSend');
  });

  it('pays the buyer exactly the quoted amount on chain, and completes only at the confirmations', async () => {
    const { orderNo, cryptoAmount } = await paidBuy(buyer);
    const before = await tokenBalance(anvil, usdt, buyer);
    const status = async () => (await call('GET', `/api/trade/${orderNo}`)).json().data;

    // Queued to the evm adapter and broadcast: mined at once (automine), in 1 block of 3.
    await evm.sendPass('ETH');
    await poolDrained(anvil);
    await evm.sendPass('ETH');
    await test.settle();
    expect((await status()).status).toBe('processing');
    await mine(1);
    await evm.sendPass('ETH');
    await test.settle();
    expect((await status()).status).toBe('processing');

    await mine(1);
    await evm.sendPass('ETH');
    await test.settle();
    const done = await status();
    expect(done.status).toBe('completed');
    expect(await tokenBalance(anvil, usdt, buyer)).toBe(before + parseUnits(cryptoAmount, 6));
    const receipt = await anvil.client.getTransactionReceipt({ hash: done.txId as Hex });
    expect(receipt.status).toBe('success');
  });
});

/** A sale of `amount` USDT on ETH: its order number and its deposit address (one of its own). */
async function sell(amount: string): Promise<{ orderNo: string; address: Address }> {
  const quote = (await call('GET', `/api/index/v2/sell/trade/quote?crypto=USDT&fiat=USD&network=ETH&alpha2=US&cryptoAmount=${amount}`)).json().data;
  token += 1;
  const created = (
    await call(
      'POST',
      '/api/trade/create/sell/coin/order',
      { quoteId: quote.quoteId, crypto: 'USDT', network: 'ETH', fiat: 'USD', alpha2: 'US', cryptoAmount: amount },
      { 'submit-token': `evm-sell-${token}` },
    )
  ).json().data;
  return { orderNo: created.orderNo, address: created.depositAddress };
}

const readSale = async (orderNo: string) => (await call('GET', `/api/trade/query/sell/order?orderNo=${orderNo}`)).json().data;

/** The watcher's pass, then the inbox applied. */
async function watch(): Promise<void> {
  await evm.watchPass('ETH');
  await test.settle();
}

/** The seller's USDT transfer, signed: the same bytes can be sent again after a reorg dropped them. */
async function signedTransfer(contract: Address, to: Address, amount: string): Promise<Hex> {
  const request = await anvil.client.prepareTransactionRequest({
    account: seller,
    chain: null,
    to: contract,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amount, 6)] }),
  });
  return seller.signTransaction({ ...request, chainId: anvil.chainId } as Parameters<typeof seller.signTransaction>[0]);
}

async function sendRaw(serializedTransaction: Hex): Promise<void> {
  await anvil.client.sendRawTransaction({ serializedTransaction });
  await poolDrained(anvil);
}

describe('a sale of USDT on ETH', () => {
  it('sees a deposit of the exact amount, confirms it after the confirmations, and the order goes on to payout', async () => {
    const { orderNo, address } = await sell('100');
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await watch();
    await tokenCall(anvil, usdt, 'transfer', [address, parseUnits('100', 6)]);
    await watch();
    expect(await readSale(orderNo)).toMatchObject({ status: 'cryptoSent', actualCryptoAmount: '100' });
    await mine(1);
    await watch();
    expect((await readSale(orderNo)).status).toBe('cryptoSent');
    await mine(1);
    await watch();
    expect((await readSale(orderNo)).status).toBe('confirmOrder');
    const accountId = (await call('GET', '/api/user/card/account/list?alpha2=US&payWayCode=19000')).json().data?.[0]?.userAccountId;
    expect((await call('POST', '/api/trade/confirm/sellOrder', { orderNo, userAccountId: accountId })).json().data).toMatchObject({ status: 'inTransfer' });
  });

  it('puts a deposit a reorg dropped back to unconfirmed: the order does not go on until it is seen again and confirmed', async () => {
    const { orderNo, address } = await sell('50');
    await watch();
    const snapshot = await anvil.client.snapshot();
    const transfer = await signedTransfer(usdt, address, '50');
    await sendRaw(transfer);
    await watch();
    expect((await readSale(orderNo)).status).toBe('cryptoSent');

    // The block with the deposit is replaced by a longer chain without it.
    await anvil.client.revert({ id: snapshot });
    await mine(confirmations + 1);
    await watch();
    const unconfirmed = await evm.depositStatus(orderNo);
    expect(unconfirmed?.deposits.map((deposit) => deposit.state)).toEqual(['unconfirmed']);
    expect(await test.app.providers.chain.depositStatus(`evm:deposit:${orderNo}`)).toMatchObject({ type: 'deposit', status: 'unconfirmed' });
    await mine(confirmations);
    await watch();
    expect((await readSale(orderNo)).status).toBe('cryptoSent');

    // The same transaction mined again: seen again, and confirmed once deep enough.
    await sendRaw(transfer);
    await watch();
    await mine(confirmations - 1);
    await watch();
    expect((await readSale(orderNo)).status).toBe('confirmOrder');
    expect((await evm.depositStatus(orderNo))?.deposits.map((deposit) => deposit.state)).toEqual(['confirmed']);
  });

  it('records a deposit of the wrong token and a late one, moves neither order, and lists both for ops with a metric', async () => {
    const wrong = await sell('30');
    const late = await sell('40');
    await watch();
    await tokenCall(anvil, usdc, 'transfer', [wrong.address, parseUnits('30', 6)]);
    await watch();
    expect((await readSale(wrong.orderNo)).status).toBe('awaitingDeposit');

    // The late one's window ends first: the order closes, and its address with it.
    test.clock.advance(test.app.config.constants.sellOrderExpiryMs + 1);
    await test.settle();
    expect((await readSale(late.orderNo)).status).toBe('closed');
    await tokenCall(anvil, usdt, 'transfer', [late.address, parseUnits('40', 6)]);
    await mine(confirmations);
    await watch();
    expect((await readSale(late.orderNo)).status).toBe('closed');

    const unfit = (await evm.opsRoutes['/chain/deposits/unfit']?.()) as Array<{ orderNo: string; fit: string; crypto: string; amount: string }>;
    expect(unfit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderNo: wrong.orderNo, fit: 'wrongToken', crypto: 'USDC', amount: '30' }),
        expect.objectContaining({ orderNo: late.orderNo, fit: 'late', crypto: 'USDT', amount: '40' }),
      ]),
    );
    const metrics = await test.app.metrics.registry.metrics();
    expect(metrics).toMatch(/gangway_chain_deposits_unfit\{network="ETH",fit="wrongToken"\} 1/);
    expect(metrics).toMatch(/gangway_chain_deposits_unfit\{network="ETH",fit="late"\} 1/);
    // Never dropped: each is in settlement's inbox as the evm adapter's event, applied without moving its order.
    const events = await test.db.query<{ state: string; fact: { unfit?: string } }>(
      "SELECT state, fact FROM provider_events WHERE adapter = 'evm' AND reference IN ($1, $2)",
      [`evm:deposit:${wrong.orderNo}`, `evm:deposit:${late.orderNo}`],
    );
    // Each seen, then confirmed: two facts apiece.
    expect(events.map((event) => `${event.state} ${String(event.fact.unfit)}`).sort()).toEqual([
      'applied late',
      'applied late',
      'applied wrongToken',
      'applied wrongToken',
    ]);
  });
});
