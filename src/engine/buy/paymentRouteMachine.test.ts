import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { IdentityReview, KycCheck, KycRule, KycThrough, KycUserDetail } from '../../shared/generated/api/kyc.schema';
import { spyActor } from '../testing';
import { paymentRouteMachine, type PaymentRouteInput, type RoutedMethod } from './paymentRouteMachine';

const card: RoutedMethod = { payWayCode: '10001', type: 'card', routerPath: '/creditCardConfig' };
const applePay: RoutedMethod = { payWayCode: '501', type: 'applePay', routerPath: '/applePay' };
const pix: RoutedMethod = { payWayCode: '30001', type: 'localScheme', routerPath: '/brazilPay', kycRule: 'brazil', nationality: ['BR'] };
const turkishBank: RoutedMethod = { payWayCode: '51001', type: 'bankTransfer', routerPath: '/otherWayPay', nationality: ['TR'] };
const ach: RoutedMethod = { payWayCode: '53001', type: 'bankTransfer', routerPath: '/cashierDesk-bankTransfer', identityReview: true };

/** GET /kyc/findUserDetail with an identity of that nationality on file; null without an identity. */
const detail = (nationality: string | null): KycUserDetail => ({
  kycStatus: 'succeeded',
  identity: nationality === null ? null : { firstName: 'Ana', lastName: 'Lima', nationality },
});

interface Answers {
  kycCheck?: KycCheck;
  kycRule?: KycRule;
  buyKycThrough?: KycThrough;
  identity?: KycUserDetail;
  review?: IdentityReview;
  failing?: 'kycCheck';
}

async function route(method: RoutedMethod, answers: Answers, from = 'paymentMethod') {
  const spies = {
    kycCheck: vi.fn(async (): Promise<KycCheck> => {
      if (answers.failing === 'kycCheck') throw new Error('down');
      return answers.kycCheck ?? { kycFlag: 0, userLevel: 1 };
    }),
    kycRule: vi.fn(async (): Promise<KycRule> => answers.kycRule ?? { rule: 1 }),
    buyKycThrough: vi.fn(async () => answers.buyKycThrough ?? { isKyc: true, kycLevel: 1 }),
    loadIdentity: vi.fn(async () => answers.identity ?? detail(null)),
    identityReview: vi.fn(async (): Promise<IdentityReview> => answers.review ?? { status: null }),
  };
  const input: PaymentRouteInput = { method, order: { orderAmount: '250', fiat: 'USD', orderNo: 'O1', appId: 'm1' }, from };
  const actor = createActor(
    paymentRouteMachine.provide({
      actors: {
        kycCheck: spyActor(spies.kycCheck),
        kycRule: spyActor(spies.kycRule),
        buyKycThrough: spyActor(spies.buyKycThrough),
        loadIdentity: spyActor(spies.loadIdentity),
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
  it('continues to the payment page when kycFlag is 0, sending the order check payload', async () => {
    const { navigate, spies } = await route(card, { kycCheck: { kycFlag: 0, userLevel: 1 } });
    expect(spies.kycCheck).toHaveBeenCalledExactlyOnceWith({ orderAmount: '250', fiat: 'USD', payType: '10001', businessType: 1 }, expect.any(AbortSignal));
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', path: '/creditCardConfig' });
  });

  it('goes to /kycVerify with the method type when kycFlag is 1', async () => {
    const { navigate } = await route(applePay, { kycCheck: { kycFlag: 1, userLevel: 1 } });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'kycVerify', query: { type: 'applePay' } });
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
});

describe('payment route machine: Brazil pay rule', () => {
  it('runs the KYC check when the rule is 1', async () => {
    const { spies, navigate } = await route(pix, { kycRule: { rule: 1 }, identity: detail('BR') });
    expect(spies.kycRule).toHaveBeenCalledExactlyOnceWith({ orderNo: 'O1', appId: 'm1' }, expect.any(AbortSignal));
    expect(spies.kycCheck).toHaveBeenCalledOnce();
    expect(spies.buyKycThrough).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', path: '/brazilPay' });
  });

  it('buys through without the KYC check when the rule is 2 and the user passed', async () => {
    const { spies, navigate } = await route(pix, { kycRule: { rule: 2 }, buyKycThrough: { isKyc: true, kycLevel: 1 }, identity: detail('BR') });
    expect(spies.buyKycThrough).toHaveBeenCalledExactlyOnceWith({ orderNo: 'O1' }, expect.any(AbortSignal));
    expect(spies.kycCheck).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', path: '/brazilPay' });
  });

  it('sends a buy-through user without KYC to /kycVerify?type=brazilPay', async () => {
    const { navigate } = await route(pix, { kycRule: { rule: 2 }, buyKycThrough: { isKyc: false, kycLevel: 0 } });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'kycVerify', query: { type: 'brazilPay' } });
  });
});

describe('payment route machine: nationality rule', () => {
  it('blocks a Turkish bank method for a non-Turkish identity', async () => {
    const { navigate } = await route(turkishBank, { identity: detail('DE') });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'kycErrorCountryCheck' });
  });

  it('shows PIX unavailable when the Brazilian identity cannot be obtained', async () => {
    const { navigate } = await route(pix, { kycRule: { rule: 1 }, identity: detail(null) });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'pixUnavailable' });
  });

  it('blocks PIX without a Brazilian identity', async () => {
    const { navigate } = await route(pix, { kycRule: { rule: 1 }, identity: detail('AR') });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'kycErrorCountryCheck' });
  });

  it('never reads the identity for a method without a nationality rule', async () => {
    const { spies } = await route(card, {});
    expect(spies.loadIdentity).not.toHaveBeenCalled();
  });
});

describe('payment route machine: identity review of bank transfers', () => {
  it('goes to /fillInformation when the user never submitted identity information', async () => {
    const { navigate } = await route(ach, { review: { status: null } });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'fillInformation', replace: false });
  });

  it.each([0, 1, 2, 4] as const)('goes to /id_authentication?status=%i', async (status) => {
    const { navigate } = await route(ach, { review: { status } });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'idAuthentication', query: { status: String(status) }, replace: false });
  });

  it('uses replace navigation unless coming from the payment method page', async () => {
    const { navigate } = await route(ach, { review: { status: 1 } }, 'tradeHistoryBuyDetails');
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'idAuthentication', query: { status: '1' }, replace: true });
  });


  it('does not read the review for methods without identityReview', async () => {
    const { spies } = await route(card, {});
    expect(spies.identityReview).not.toHaveBeenCalled();
  });
});
