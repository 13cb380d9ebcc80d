import { getAdjacencyMap, getStateNodes, type AdjacencyMap } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyStateMachine, AnyMachineSnapshot, StateValue } from 'xstate';
import type { SellOrder } from '../src/engine/sell/sellOrderMachine';
import { buyQuoteFixture, payResultFixture } from './helpers/machineKit';
import { buyStartMachine } from '../src/engine/buy/buyStartMachine';
import { payButtonMachine } from '../src/engine/buy/payButtonMachine';
import { paymentResultMachine } from '../src/engine/buy/paymentResultMachine';
import { paymentRouteMachine, type RoutedMethod } from '../src/engine/buy/paymentRouteMachine';
import { savedCardsMachine } from '../src/engine/buy/savedCardsMachine';
import { identityReviewMachine } from '../src/engine/kyc/identityReviewMachine';
import { kycStatusMachine } from '../src/engine/kyc/kycStatusMachine';
import { newTabMachine } from '../src/engine/embed/newTabMachine';
import { merchantDockingMachine } from '../src/engine/merchant/merchantDockingMachine';
import { merchantOrderMachine } from '../src/engine/merchant/merchantOrderMachine';
import { noticeMachine } from '../src/engine/notices/noticeMachine';
import { sandboxMarkerMachine } from '../src/engine/environment/sandboxMarkerMachine';
import { AmountRefused, quoteMachine } from '../src/engine/quote/quoteMachine';
import { paymentWindowMachine } from '../src/engine/payment/paymentWindowMachine';
import { sellOrderMachine } from '../src/engine/sell/sellOrderMachine';
import { sellStartMachine } from '../src/engine/sell/sellStart';
import { CodeRefused, sessionMachine } from '../src/engine/session/sessionMachine';

/**
 * Graph walks of every flow machine: from the initial state, with every event the
 * machine knows (actor answers included, one variant per branch), every state node is reached,
 * no reached non-final state is a dead end, and no reached state is a trap: a final state stays
 * reachable (or, for machines that never end, a state with the initial state value does).
 */
interface Walk {
  machine: AnyStateMachine;
  inputs: unknown[];
  /** Payload variants per event type; other event types are sent bare. */
  variants?: Record<string, AnyEventObject[]>;
  /** Context fields left out of the state identity (times, functions). */
  ignore?: string[];
}

const done = (id: string, ...outputs: unknown[]) => ({ [`xstate.done.actor.${id}`]: outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output })) });

function leafValue(path: readonly string[]): StateValue {
  const [head, ...rest] = path;
  if (head === undefined) throw new Error('empty state path');
  return rest.length === 0 ? head : { [head]: leafValue(rest) };
}

function explore({ machine, inputs, variants = {}, ignore = [] }: Walk) {
  const nodes = [machine.root, ...getStateNodes(machine)];
  const eventTypes = [...new Set(nodes.flatMap((node) => node.ownEvents))].filter((type) => type !== '*');
  const events = eventTypes.flatMap((type) => variants[type] ?? [{ type }]);
  const serializeState = (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({ value: snapshot.value, status: snapshot.status, context: snapshot.context }, (key, value) => (ignore.includes(key) ? undefined : value));
  const graph = new Map<string, { snapshot: AnyMachineSnapshot; next: Set<string> }>();
  const starts: string[] = [];
  for (const input of inputs) {
    const accepted = (snapshot: AnyMachineSnapshot) => (snapshot.status === 'active' ? events.filter((event) => snapshot.can(event)) : []);
    const adjacency: AdjacencyMap<AnyMachineSnapshot, AnyEventObject> = getAdjacencyMap(machine, { input, events: accepted, serializeState, limit: 5000 });
    for (const [key, { state, transitions }] of Object.entries(adjacency)) {
      const entry = graph.get(key) ?? { snapshot: state, next: new Set<string>() };
      for (const transition of Object.values(transitions) as { state: AnyMachineSnapshot }[]) entry.next.add(serializeState(transition.state));
      graph.set(key, entry);
    }
    const first = Object.keys(adjacency)[0];
    if (first) starts.push(first);
  }
  // A decision state with only eventless transitions is left in the same step it is entered, so no
  // snapshot ever rests in it; its targets are checked instead.
  const leaves = nodes.filter((node) => (node.type === 'atomic' || node.type === 'final') && node.always === undefined);
  return { graph, leaves, starts };
}

function canReach(graph: Map<string, { next: Set<string> }>, from: string, targets: Set<string>): boolean {
  const seen = new Set<string>([from]);
  const queue = [from];
  while (queue.length) {
    const key = queue.shift() as string;
    if (targets.has(key)) return true;
    for (const next of graph.get(key)?.next ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

const quote = buyQuoteFixture({ rampFee: '1', cryptoAmount: '0.03', maxAmount: '500' });
const card: RoutedMethod = { payWayCode: '10001', type: 'card', routerPath: '/creditCardConfig' };
const pix: RoutedMethod = { payWayCode: '30001', type: 'localScheme', routerPath: '/brazilPay', kycRule: 'brazil', nationality: ['BR'] };
const ach: RoutedMethod = { payWayCode: '53001', type: 'bankTransfer', routerPath: '/cashierDesk-bankTransfer', identityReview: true };
const savedCard = { userCardId: 'C1', brand: 'visa', last4: '4242', cardExpireMonth: '12', cardExpireYear: '2030' };
const sellOrder = (overrides: Partial<SellOrder>): SellOrder => ({ orderNo: 'S1', status: 'awaitingDeposit', expiresAt: 1_000, ...overrides });
const failure = (id: string) => ({ [`xstate.error.actor.${id}`]: [{ type: `xstate.error.actor.${id}`, error: new Error('down') }] });
/** A failure and a cancellation on a route change (an AbortError, src/engine/cancellation.ts) of the same actor. */
const failureOrCancel = (id: string) => ({
  [`xstate.error.actor.${id}`]: [new Error('down'), new DOMException('route changed', 'AbortError')].map((error) => ({
    type: `xstate.error.actor.${id}`,
    error,
  })),
});

const walks: Record<string, Walk> = {
  quote: {
    machine: quoteMachine,
    // Asking its first quote, and with one priced ahead (the landing page the server rendered).
    inputs: [
      { side: 'buy', form: { fiat: 'USD', crypto: 'ETH', network: 'ETH', amount: '100' }, amountRule: () => true },
      { side: 'buy', form: { fiat: 'USD', crypto: 'ETH', network: 'ETH', amount: '100' }, amountRule: () => true, priced: { quote, refreshAt: 0 } },
    ],
    variants: {
      ...done('fetchQuote', quote),
      'xstate.error.actor.fetchQuote': [
        new Error('down'),
        new DOMException('route changed', 'AbortError'),
        new AmountRefused('Minimum sell amount is 20 USD.'),
      ].map((error) => ({
        type: 'xstate.error.actor.fetchQuote',
        error,
      })),
      'amount.change': [
        { type: 'amount.change', amount: '100' },
        { type: 'amount.change', amount: '' },
      ],
      'fiat.change': [{ type: 'fiat.change', fiat: 'EUR' }],
      'crypto.change': [{ type: 'crypto.change', crypto: 'BTC', network: 'BTC' }],
      'network.change': [{ type: 'network.change', network: 'ETH' }],
    },
    ignore: ['refreshAt', 'amountRule'],
  },
  buyStart: {
    machine: buyStartMachine,
    inputs: [
      { signedIn: false, form: { fiat: 'USD', crypto: 'ETH', network: 'ETH', amount: '100' }, quote },
      { signedIn: true, form: { fiat: 'USD', crypto: 'ETH', network: 'ETH', amount: '100' }, quote },
      { signedIn: true, form: { fiat: 'USD', crypto: 'ETH', network: 'ETH', amount: '100' }, quote, merchantWallet: { address: 'rAddr' } },
    ],
    variants: { ...done('checkTradeGate', 'open', 'kycLoginNeeded', 'accountRisk'), ...failureOrCancel('checkTradeGate') },
  },
  paymentRoute: {
    machine: paymentRouteMachine,
    inputs: [card, pix, ach].map((method) => ({ method, order: { orderAmount: '100', fiat: 'USD' }, from: 'paymentMethod' })),
    variants: {
      ...Object.fromEntries(
        ['placeOrderFirst', 'placeOrder'].map((id) => [
          `xstate.done.actor.${id}`,
          [{ kind: 'placed', orderNo: 'O1' }, ...(['kycRequired', 'nationalityMismatch', 'other'] as const).map((reason) => ({ kind: 'refused', reason }))].map(
            (output) => ({
              type: `xstate.done.actor.${id}`,
              output,
            }),
          ),
        ]),
      ),
      ...failure('placeOrder'),
      ...done('kycRule', { rule: 1 }, { rule: 2 }),
      ...done('buyKycThrough', { isKyc: true, kycLevel: 1 }, { isKyc: false, kycLevel: 0 }),
      ...done('kycCheck', { kycFlag: 0, userLevel: 1 }, { kycFlag: 1, userLevel: 1 }, { kycFlag: 1, userLevel: 2 }, { kycFlag: 2, userLevel: 1 }),
      ...done('brazilCpf', { cpf: '5299*******' }, { cpf: null }),
      ...failure('brazilCpf'),
      ...done('identityReview', { status: null }, { status: 1 }, { status: 4 }),
    },
  },
  sellStart: {
    machine: sellStartMachine,
    inputs: [{ signedIn: false }, { signedIn: true }],
    variants: { ...done('checkTradeGate', 'open', 'kycLoginNeeded', 'accountRisk'), ...failureOrCancel('checkTradeGate') },
  },
  payButton: {
    machine: payButtonMachine,
    inputs: [{ orderNo: 'O1' }],
    variants: { ...done('submitPayment', { orderNo: 'O1' }), ...done('checkResult', payResultFixture('pending'), payResultFixture('success')) },
  },
  paymentResult: {
    machine: paymentResultMachine,
    inputs: [
      {
        orderNo: 'O1',
        method: { payWayCode: '10001', type: 'card', routerPath: '/creditCardConfig' },
        retryMethods: [{ payWayCode: '501', type: 'applePay', routerPath: '/applePay' }],
      },
    ],
    variants: {
      ...done(
        'checkResult',
        payResultFixture('success'),
        payResultFixture('failed', '40020'),
        payResultFixture('failed', '11'),
        payResultFixture('timeout'),
        { ...payResultFixture('timeout'), status: 'unpaid' },
        payResultFixture('pending'),
      ),
      ...failureOrCancel('checkResult'),
      ...done('loadBuyOrder', { orderNo: 'O1', status: 'processing' }, { orderNo: 'O1', status: 'completed' }),
      ...failureOrCancel('loadBuyOrder'),
      'choice.retry': [{ type: 'choice.retry', payWayCode: '501' }],
    },
  },
  paymentWindow: {
    machine: paymentWindowMachine,
    inputs: [{ orderNo: 'O1', expiresAt: 1_000 }],
    variants: { ...done('checkOrder', 'closed', 'unpaid', 'processing'), ...failure('checkOrder') },
  },
  savedCards: {
    machine: savedCardsMachine,
    inputs: [undefined],
    variants: {
      'cards.loaded': [{ type: 'cards.loaded', cards: [savedCard], preferNew: false }],
      'card.choose': [
        { type: 'card.choose', choice: 'new' },
        { type: 'card.choose', choice: 'C1' },
      ],
      'delete.request': [{ type: 'delete.request', userCardId: 'C1' }],
      ...done('deleteCard', { cards: [] }),
      ...failureOrCancel('deleteCard'),
    },
  },
  sellOrder: {
    machine: sellOrderMachine,
    inputs: [{ orderNo: 'S1' }],
    variants: {
      ...done(
        'loadOrder',
        ...(
          ['awaitingDeposit', 'cryptoSent', 'blockConfirmed', 'confirmOrder', 'inTransfer', 'completed', 'failed', 'closed', 'refunding', 'refunded'] as const
        ).map((status) => sellOrder({ status })),
        sellOrder({ status: 'failed', bankRejected: true }),
        sellOrder({ status: 'failed', depositRefused: true }),
        null,
      ),
      ...failure('loadOrder'),
      'bank.update': [{ type: 'bank.update', userAccountId: 'A1' }],
      'refund.submit': [{ type: 'refund.submit', address: 'T1' }],
    },
  },
  kycStatus: {
    machine: kycStatusMachine,
    inputs: [undefined],
    variants: {
      ...done('loadKycReview', ...['notStarted', 'waiting', 'succeeded', 'exception', 'failed', 'risk'].map((status) => ({ status })), {
        status: 'exception',
        level: 2,
      }),
      ...failure('loadKycReview'),
    },
  },
  identityReview: {
    machine: identityReviewMachine,
    inputs: [{ status: 0 }, { status: 2 }],
    variants: { ...done('identityReview', { status: 0 }, { status: null }, { status: 1 }), ...failureOrCancel('identityReview') },
  },
  session: {
    machine: sessionMachine,
    inputs: [{}, { stored: { token: 't', signKey: 'k', email: 'a@b.co', userNo: 'U1', kycStatus: 0 } }],
    variants: {
      ...done('login', { token: 't', signKey: 'k', data: { email: 'a@b.co', userNo: 'U1', kycStatus: 0 } }),
      'xstate.error.actor.login': [new CodeRefused('Wrong code'), new Error('down')].map((error) => ({ type: 'xstate.error.actor.login', error })),
      ...failureOrCancel('sendCode'),
      'email.change': [
        { type: 'email.change', email: 'a@b.co' },
        { type: 'email.change', email: 'e@f.co' },
      ],
      'code.change': [{ type: 'code.change', code: '123456' }],
      'link.email': [{ type: 'link.email', email: 'c@d.co' }],
      'language.change': [{ type: 'language.change', language: 'es' }],
    },
    ignore: ['resendAt'],
  },
  merchantDocking: {
    machine: merchantDockingMachine,
    inputs: [{ query: {} }, { query: { appId: 'm1' } }],
    variants: {
      ...done(
        'checkMerchant',
        {
          kind: 'accepted',
          check: {
            merchantType: 'page',
            merchantStatus: true,
            merchantName: 'M',
            merchantQueryInfo: { appId: 'm1' },
            signed: false,
            merchantConfig: {
              merchantLogo: 'https://merchant.test/logo.svg',
              menuBarVisible: true,
              customerServiceVisible: true,
              onOrderCompletionBtnVisible: true,
            },
          },
        },
        { kind: 'refused', code: '40301', message: 'refused', reason: { reason: 'signature_invalid' } },
        { kind: 'interrupted' },
      ),
      'xstate.error.actor.checkMerchant': [{ type: 'xstate.error.actor.checkMerchant', error: new Error('network') }],
      'route.return': [{ type: 'route.return', from: 'verifyCode' }],
    },
  },
  merchantOrder: {
    machine: merchantOrderMachine,
    inputs: [
      { orderNo: 'B1', signedIn: true },
      { orderNo: 'B1', signedIn: false },
    ],
    variants: {
      ...done(
        'loadOrderFee',
        { kind: 'found', fee: { serviceFee: '1', networkFee: '1', price: '1', cryptoAmount: '1', discount: false } },
        { kind: 'notFound' },
      ),
      'xstate.error.actor.loadOrderFee': [{ type: 'xstate.error.actor.loadOrderFee', error: new Error('network') }],
    },
  },
  newTab: {
    machine: newTabMachine,
    inputs: [undefined],
    variants: {
      ...done('openTab', { kind: 'opened', url: 'u' }, { kind: 'blocked', url: 'u' }, { kind: 'failed' }),
      ...done('stepDone', true, false),
      'xstate.error.actor.openTab': [{ type: 'xstate.error.actor.openTab', error: new Error('network') }],
      'xstate.error.actor.stepDone': [{ type: 'xstate.error.actor.stepDone', error: new Error('network') }],
    },
  },
  notices: {
    machine: noticeMachine,
    // Without a list, and with one read ahead (the landing page the server rendered).
    inputs: [{}, { notices: [] }],
    variants: done('loadNotices', []),
  },
  sandboxMarker: {
    machine: sandboxMarkerMachine,
    inputs: [{}, { sandbox: { sandbox: true, sandboxKinds: ['card', 'prices'], sandboxNetworks: [] } }],
    variants: {
      ...done('loadEnvironment', { sandbox: true, sandboxKinds: ['prices'], sandboxNetworks: [] }, { sandbox: false, sandboxKinds: [], sandboxNetworks: [] }),
      ...failureOrCancel('loadEnvironment'),
    },
  },
};

describe.each(Object.entries(walks))('graph walk of the %s machine', (_name, walk) => {
  const { graph, leaves, starts } = explore(walk);
  const snapshots = [...graph.values()].map((entry) => entry.snapshot);

  it('reaches every state', () => {
    const unreached = leaves.filter((node) => !snapshots.some((snapshot) => snapshot.matches(leafValue(node.path))));
    expect(unreached.map((node) => node.id)).toEqual([]);
  });

  it('leaves every non-final state it reaches by some event', () => {
    const deadEnds = [...graph.entries()].filter(([key, entry]) => entry.snapshot.status === 'active' && ![...entry.next].some((next) => next !== key));
    expect(deadEnds.map(([key]) => key)).toEqual([]);
  });

  it('can always still finish, or return to where it started when it never finishes', () => {
    const finals = new Set([...graph.entries()].filter(([, entry]) => entry.snapshot.status === 'done').map(([key]) => key));
    const startValues = new Set(starts.map((key) => JSON.stringify(graph.get(key)?.snapshot.value)));
    const returns = [...graph.entries()].filter(([, entry]) => startValues.has(JSON.stringify(entry.snapshot.value))).map(([key]) => key);
    const targets = finals.size > 0 ? finals : new Set(returns);
    const traps = [...graph.keys()].filter((key) => !canReach(graph, key, targets));
    expect(traps).toEqual([]);
  });
});
