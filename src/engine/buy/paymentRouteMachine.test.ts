import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { BrazilCpf, IdentityReview, KycCheck, KycRule, KycThrough } from '../../shared/generated/api/kyc.schema';
import { spyActor } from '../../../tests/helpers/machineKit';
import { paymentRouteMachine, type PaymentRouteInput, type PlacedOrder, type RoutedMethod } from './paymentRouteMachine';

const card: RoutedMethod = { payWayCode: '10001', type: 'card', routerPath: '/creditCardConfig' };
const applePay: RoutedMethod = { payWayCode: '501', type: 'applePay', routerPath: '/applePay' };
const pix: RoutedMethod = { payWayCode: '30001', type: 'localScheme', routerPath: '/brazilPay', kycRule: 'brazil', nationality: ['BR'] };
const turkishBank: RoutedMethod = { payWayCode: '51001', type: 'bankTransfer', routerPath: '/euroPay', nationality: ['TR'] };
const ach: RoutedMethod = { payWayCode: '53001', type: 'bankTransfer', routerPath: '/cashierDesk-bankTransfer', identityReview: true };

const placed = (orderNo: string): PlacedOrder => ({ kind: 'placed', orderNo });

interface Answers {
  placeOrder?: PlacedOrder[];
  kycCheck?: KycCheck;
  kycRule?: KycRule;
  buyKycThrough?: KycThrough;
  cpf?: BrazilCpf | Error;
  review?: IdentityReview;
  failing?: 'kycCheck';
}

async function route(method: RoutedMethod, answers: Answers, from = 'paymentMethod') {
  const orders = [...(answers.placeOrder ?? [placed('O1')])];
  const spies = {
    placeOrder: vi.fn(async (): Promise<PlacedOrder> => (orders.length > 1 ? orders.shift() : orders[0]) ?? placed('O1')),
    kycCheck: vi.fn(async (): Promise<KycCheck> => {
      if (answers.failing === 'kycCheck') throw new Error('down');
      return answers.kycCheck ?? { kycFlag: 0, userLevel: 1 };
    }),
    kycRule: vi.fn(async (): Promise<KycRule> => answers.kycRule ?? { rule: 1 }),
    buyKycThrough: vi.fn(async () => answers.buyKycThrough ?? { isKyc: true, kycLevel: 1 }),
    brazilCpf: vi.fn(async (): Promise<BrazilCpf> => {
      if (answers.cpf instanceof Error) throw answers.cpf;
      return answers.cpf ?? { cpf: null };
    }),
    identityReview: vi.fn(async (): Promise<IdentityReview> => answers.review ?? { status: null }),
  };
  const input: PaymentRouteInput = { method, order: { orderAmount: '250', fiat: 'USD', appId: 'm1' }, from };
  const actor = createActor(
    paymentRouteMachine.provide({
      actors: {
        placeOrder: spyActor(spies.placeOrder),
        kycCheck: spyActor(spies.kycCheck),
        kycRule: spyActor(spies.kycRule),
        buyKycThrough: spyActor(spies.buyKycThrough),
        brazilCpf: spyActor(spies.brazilCpf),
        identityReview: spyActor(spies.identityReview),
      },
    }),
    { input },
  );
  const navigate = vi.fn();
  actor.on('navigate', navigate);
  actor.start();
  await toPromise(actor);
  return { navigate, spies, state: actor.getSnapshot().value };
}

describe('payment route machine: KYC check', () => {
  it('places the order after kycFlag 0 and goes to the payment page with it, sending the order check payload', async () => {
    const { navigate, spies } = await route(card, { kycCheck: { kycFlag: 0, userLevel: 1 } });
    expect(spies.kycCheck).toHaveBeenCalledExactlyOnceWith({ orderAmount: '250', fiat: 'USD', payType: '10001', businessType: 1 }, expect.any(AbortSignal));
    expect(spies.placeOrder).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', path: '/creditCardConfig', query: { orderNo: 'O1' } });
  });

  it('goes to /kycVerify with the method type when kycFlag is 1, with no order placed', async () => {
    const { navigate, spies } = await route(applePay, { kycCheck: { kycFlag: 1, userLevel: 1 } });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'kycVerify', query: { type: 'applePay' } });
    expect(spies.placeOrder).not.toHaveBeenCalled();
  });

  it('uses the first provider flow at /kycVerification when userLevel is 2', async () => {
    const { navigate } = await route(card, { kycCheck: { kycFlag: 1, userLevel: 2 } });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'kycVerification' });
  });

  it('goes to /kycStatus when kycFlag is 2', async () => {
    const { navigate } = await route(card, { kycCheck: { kycFlag: 2, userLevel: 1 } });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'kycStatus' });
  });

  it('stays on the page when the KYC check fails', async () => {
    const { navigate, state } = await route(card, { failing: 'kycCheck' });
    expect(navigate).not.toHaveBeenCalled();
    expect(state).toBe('failed');
  });

  it('stays on the page when the order is refused for another reason (the client toasted it)', async () => {
    const { navigate, state } = await route(card, { placeOrder: [{ kind: 'refused', reason: 'other' }] });
    expect(navigate).not.toHaveBeenCalled();
    expect(state).toBe('failed');
  });
});

describe('payment route machine: nationality rule (TR, PL, NL, BE)', () => {
  it('sends a user without a verified identity to verification, not to the mismatch page', async () => {
    const { navigate, spies } = await route(turkishBank, { kycCheck: { kycFlag: 1, userLevel: 1 } });
    expect(spies.kycCheck).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ payType: '51001' }), expect.any(AbortSignal));
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'kycVerify' });
  });

  it('pays with a verified identity the server accepts', async () => {
    const { navigate } = await route(turkishBank, { kycCheck: { kycFlag: 0, userLevel: 1 } });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', path: '/euroPay', query: { orderNo: 'O1' } });
  });

  it('shows the mismatch only when the server refuses a verified identity of another nationality', async () => {
    const { navigate } = await route(turkishBank, { placeOrder: [{ kind: 'refused', reason: 'nationalityMismatch' }] });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'kycErrorCountryCheck' });
  });
});

describe('payment route machine: Brazil pay rule', () => {
  it('places the order first and reads its rule; rule 1 runs the KYC check, and an unverified user verifies with type=brazilPay', async () => {
    const { spies, navigate } = await route(pix, { kycRule: { rule: 1 }, kycCheck: { kycFlag: 1, userLevel: 1 } });
    expect(spies.placeOrder).toHaveBeenCalledOnce();
    expect(spies.kycRule).toHaveBeenCalledExactlyOnceWith({ orderNo: 'O1', appId: 'm1' }, expect.any(AbortSignal));
    expect(spies.buyKycThrough).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'kycVerify', query: { type: 'brazilPay' } });
  });

  it('sends an order above the verification threshold (refused kycRequired) to verification with type=brazilPay at the level the check names', async () => {
    const refused: PlacedOrder = { kind: 'refused', reason: 'kycRequired' };
    expect((await route(pix, { placeOrder: [refused], kycCheck: { kycFlag: 1, userLevel: 1 } })).navigate).toHaveBeenCalledExactlyOnceWith({
      type: 'navigate',
      route: 'kycVerify',
      query: { type: 'brazilPay' },
    });
    expect((await route(pix, { placeOrder: [refused], kycCheck: { kycFlag: 1, userLevel: 2 } })).navigate).toHaveBeenCalledExactlyOnceWith({
      type: 'navigate',
      route: 'kycVerification',
      query: { type: 'brazilPay' },
    });
  });

  it('buys through without the KYC check when the rule is 2 and the user passed, with the order already placed', async () => {
    const { spies, navigate } = await route(pix, { kycRule: { rule: 2 }, buyKycThrough: { isKyc: true, kycLevel: 1 } });
    expect(spies.buyKycThrough).toHaveBeenCalledExactlyOnceWith({ orderNo: 'O1' }, expect.any(AbortSignal));
    expect(spies.kycCheck).not.toHaveBeenCalled();
    expect(spies.placeOrder).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', path: '/brazilPay', query: { orderNo: 'O1' } });
  });

  it('asks the KYC check which verification a buy-through user below the level needs', async () => {
    const { navigate } = await route(pix, { kycRule: { rule: 2 }, buyKycThrough: { isKyc: false, kycLevel: 0 }, kycCheck: { kycFlag: 1, userLevel: 1 } });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'kycVerify', query: { type: 'brazilPay' } });
  });

  it('pays a verified user under rule 1 whose CPF is on file', async () => {
    const { navigate } = await route(pix, { kycRule: { rule: 1 }, kycCheck: { kycFlag: 0, userLevel: 1 }, cpf: { cpf: '5299*******' } });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', path: '/brazilPay', query: { orderNo: 'O1' } });
  });

  it.each([
    ['no CPF on file', { cpf: null }],
    ['the CPF lookup failing', new Error('down')],
  ])('shows PIX unavailable for a verified user with %s', async (_case, cpf) => {
    const { navigate } = await route(pix, { kycRule: { rule: 1 }, kycCheck: { kycFlag: 0, userLevel: 1 }, cpf });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'pixUnavailable' });
  });

  it('shows PIX unavailable, not the nationality mismatch, for a verified identity of another nationality', async () => {
    const { navigate } = await route(pix, { placeOrder: [{ kind: 'refused', reason: 'nationalityMismatch' }] });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'pixUnavailable' });
  });
});

describe('payment route machine: identity review of bank transfers', () => {
  it('goes to /fillInformation when the user never submitted identity information', async () => {
    const { navigate } = await route(ach, { review: { status: null } });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'fillInformation', replace: false });
  });

  it.each([0, 2, 4] as const)('goes to /id_authentication?status=%i without placing an order', async (status) => {
    const { navigate, spies } = await route(ach, { review: { status } });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'idAuthentication', query: { status: String(status) }, replace: false });
    expect(spies.placeOrder).not.toHaveBeenCalled();
  });

  it('goes straight to the cashier desk with the order once the review is approved (1): no detour, no loop', async () => {
    const { navigate, spies } = await route(ach, { review: { status: 1 } }, 'idAuthentication');
    expect(spies.placeOrder).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', path: '/cashierDesk-bankTransfer', query: { orderNo: 'O1' } });
  });

  it('uses replace navigation unless coming from the payment method page', async () => {
    const { navigate } = await route(ach, { review: { status: 0 } }, 'tradeHistoryBuyDetails');
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'idAuthentication', query: { status: '0' }, replace: true });
  });

  it('does not read the review for methods without identityReview', async () => {
    const { spies } = await route(card, {});
    expect(spies.identityReview).not.toHaveBeenCalled();
  });
});
