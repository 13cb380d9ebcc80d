import { assign, emit, setup } from 'xstate';
import type { BrazilCpf, IdentityReview, KycCheck, KycCheckBody, KycRule, KycThrough } from '../../shared/generated/api/kyc.schema';
import type { PaymentMethod } from '../../shared/generated/payment-methods.schema';
import { navigate, navigateToPath, type NavigateIntent } from '../intents';
import { suppliedByApp } from '../required';
import { brazilRule, buyBusinessType, firstProviderUserLevel, identityReviewStatus, kycFlag } from '../statusCodes';

/** What the flow reads from the chosen method's catalogue entry. */
export type RoutedMethod = Pick<PaymentMethod, 'payWayCode' | 'type' | 'routerPath' | 'nationality' | 'identityReview' | 'kycRule'>;

/** Why /trade/create refused an order, where the refusal decides the next page (config/errors.json names). */
export type OrderRefusal = 'kycRequired' | 'nationalityMismatch' | 'other';

/**
 * The order of this payment: the buy draft's pending order when it is still the same order and
 * still payable (so a KYC detour leaves no second "Confirming" order), else a new one.
 */
export type PlacedOrder = { kind: 'placed'; orderNo: string } | { kind: 'refused'; reason: OrderRefusal };

export interface PaymentRouteInput {
  method: RoutedMethod;
  order: { orderAmount: string; fiat: string; appId?: string };
  /** Name of the route the user pays from; replace navigation unless it is the payment method page (product §4). */
  from: string;
}

interface PaymentRouteContext extends PaymentRouteInput {
  orderNo: string | undefined;
}

/** The page the user starts paying from when it is not a replace navigation (product §4). */
export const paymentMethodRoute = 'paymentMethod';

/** product §2: the KYC start query type for the method. */
export function kycStartType(method: Pick<RoutedMethod, 'type' | 'kycRule'>): string | undefined {
  if (method.kycRule === 'brazil') return 'brazilPay';
  if (method.type === 'applePay' || method.type === 'eWallet') return method.type;
  return undefined;
}

function kycQuery(method: RoutedMethod): { query?: Record<string, string> } {
  const type = kycStartType(method);
  return type ? { query: { type } } : {};
}

/**
 * From a chosen buy method to its payment page (product §4 Other transitions).
 *
 * - The KYC check (/kyc/check with the method as payType) decides first: 1 verify, 2 see the status.
 *   A method with a nationality rule (product §5/§6: TR, PL, NL, BE) asks a user without a verified
 *   identity to verify (kycFlag 1), and the identity form then asks the nationality. Only a
 *   verified identity of another nationality is a mismatch: /trade/create refuses it, and that
 *   refusal, not a guess from the identity on file, leads to /kyc-error-countryCheck.
 * - Brazil pay (kycRule brazil, product §4: rule 1 check, 2 buy-through) needs the order first, since
 *   /kyc/kycRule reads it. PIX needs a Brazilian identity (product §6): an unverified user verifies
 *   with type=brazilPay; /pixUnavailable only when the identity cannot be obtained (a verified
 *   identity of another nationality, or no CPF on file for a verified user).
 * - The identity review of cashier-desk transfers (config identityReview): see readingIdentityReview.
 */
export const paymentRouteMachine = setup({
  types: {} as { context: PaymentRouteContext; input: PaymentRouteInput; emitted: NavigateIntent },
  actors: {
    placeOrder: suppliedByApp<PlacedOrder, void>('placeOrder'),
    kycRule: suppliedByApp<KycRule, { orderNo: string; appId?: string }>('kycRule'),
    buyKycThrough: suppliedByApp<KycThrough, { orderNo: string }>('buyKycThrough'),
    kycCheck: suppliedByApp<KycCheck, KycCheckBody>('kycCheck'),
    brazilCpf: suppliedByApp<BrazilCpf, void>('brazilCpf'),
    identityReview: suppliedByApp<IdentityReview, void>('identityReview'),
  },
  guards: {
    brazilRule: ({ context }) => context.method.kycRule === 'brazil',
    hasOrder: ({ context }) => context.orderNo !== undefined,
    placed: (_, outcome: PlacedOrder) => outcome.kind === 'placed',
    refusedFor: (_, params: { outcome: PlacedOrder; reason: OrderRefusal }) => params.outcome.kind === 'refused' && params.outcome.reason === params.reason,
    buyThroughRule: (_, rule: number) => rule === brazilRule.buyThrough,
    isKyc: (_, isKyc: boolean) => isKyc,
    flagIs: (_, params: { flag: number; expected: number }) => params.flag === params.expected,
    firstProvider: (_, userLevel: number) => userLevel === firstProviderUserLevel,
    hasCpf: (_, answer: BrazilCpf) => answer.cpf !== null,
    needsIdentityReview: ({ context }) => context.method.identityReview === true,
    reviewIs: (_, params: { status: IdentityReview['status']; expected: IdentityReview['status'] }) => params.status === params.expected,
  },
  actions: {
    keepOrderNo: assign({ orderNo: (_, outcome: PlacedOrder) => (outcome.kind === 'placed' ? outcome.orderNo : undefined) }),
    goToKycVerify: emit(({ context }) => navigate('kycVerify', kycQuery(context.method))),
    goToKycVerification: emit(({ context }) => navigate('kycVerification', kycQuery(context.method))),
    goToKycStatus: emit(navigate('kycStatus')),
    goToNationalityMismatch: emit(navigate('kycErrorCountryCheck')),
    goToPixUnavailable: emit(navigate('pixUnavailable')),
    goToFillInformation: emit(({ context }) => navigate('fillInformation', { replace: context.from !== paymentMethodRoute })),
    goToIdAuthentication: emit(({ context }, status: number) =>
      navigate('idAuthentication', { query: { status: String(status) }, replace: context.from !== paymentMethodRoute }),
    ),
    goToPayment: emit(({ context }) => navigateToPath(context.method.routerPath, { query: { orderNo: context.orderNo ?? '' } })),
  },
}).createMachine({
  id: 'paymentRoute',
  context: ({ input }) => ({ ...input, orderNo: undefined }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'brazilRule', target: 'placingOrderFirst' }, { target: 'checkingKyc' }],
    },
    placingOrderFirst: {
      invoke: {
        id: 'placeOrderFirst',
        src: 'placeOrder',
        onDone: [
          {
            guard: { type: 'placed', params: ({ event }) => event.output },
            target: 'readingKycRule',
            actions: { type: 'keepOrderNo', params: ({ event }) => event.output },
          },
          // Above what an unverified user may pay: the KYC check says which verification (level, status).
          { guard: { type: 'refusedFor', params: ({ event }) => ({ outcome: event.output, reason: 'kycRequired' }) }, target: 'checkingKyc' },
          { guard: { type: 'refusedFor', params: ({ event }) => ({ outcome: event.output, reason: 'nationalityMismatch' }) }, target: 'identityUnavailable' },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    readingKycRule: {
      invoke: {
        id: 'kycRule',
        src: 'kycRule',
        input: ({ context }) => ({ orderNo: context.orderNo ?? '', appId: context.order.appId }),
        onDone: [{ guard: { type: 'buyThroughRule', params: ({ event }) => event.output.rule }, target: 'buyThrough' }, { target: 'checkingKyc' }],
        onError: 'failed',
      },
    },
    buyThrough: {
      invoke: {
        id: 'buyKycThrough',
        src: 'buyKycThrough',
        input: ({ context }) => ({ orderNo: context.orderNo ?? '' }),
        // Not through (the amount needs a higher level): the KYC check names the level and any review in progress.
        onDone: [{ guard: { type: 'isKyc', params: ({ event }) => event.output.isKyc }, target: 'identityCheck' }, { target: 'checkingKyc' }],
        onError: 'failed',
      },
    },
    checkingKyc: {
      invoke: {
        id: 'kycCheck',
        src: 'kycCheck',
        input: ({ context }) => ({
          orderAmount: context.order.orderAmount,
          fiat: context.order.fiat,
          payType: context.method.payWayCode,
          businessType: buyBusinessType,
        }),
        onDone: [
          { guard: { type: 'flagIs', params: ({ event }) => ({ flag: event.output.kycFlag, expected: kycFlag.proceed }) }, target: 'kycPassed' },
          { guard: { type: 'flagIs', params: ({ event }) => ({ flag: event.output.kycFlag, expected: kycFlag.pending }) }, target: 'kycPending' },
          { guard: { type: 'firstProvider', params: ({ event }) => event.output.userLevel }, target: 'kycFirstProvider' },
          { target: 'kycRequired' },
        ],
        onError: 'failed',
      },
    },
    kycPassed: {
      // Verified, yet the Brazil rule said "check": PIX goes on only with a CPF on file.
      always: [{ guard: 'brazilRule', target: 'readingCpf' }, { target: 'identityCheck' }],
    },
    readingCpf: {
      invoke: {
        id: 'brazilCpf',
        src: 'brazilCpf',
        onDone: [{ guard: { type: 'hasCpf', params: ({ event }) => event.output }, target: 'identityCheck' }, { target: 'identityUnavailable' }],
        // product §8: PIX is unavailable when the Brazilian identity cannot be obtained.
        onError: 'identityUnavailable',
      },
    },
    identityCheck: {
      always: [{ guard: 'needsIdentityReview', target: 'readingIdentityReview' }, { target: 'toPayment' }],
    },
    readingIdentityReview: {
      invoke: {
        id: 'identityReview',
        src: 'identityReview',
        onDone: [
          { guard: { type: 'reviewIs', params: ({ event }) => ({ status: event.output.status, expected: null }) }, target: 'fillInformation' },
          // Product §4 sends review statuses 0, 1, 2 and 4 to /id_authentication?status=N. Read sensibly, an
          // approved review (1) is what that page waits for, not a reason to stop: the server accepts the
          // order and the payment once it is approved (40210 before), so an approved buyer pays straight
          // away, and /id_authentication?status=1 is only the page a review in progress turns into.
          {
            guard: { type: 'reviewIs', params: ({ event }) => ({ status: event.output.status, expected: identityReviewStatus.approved }) },
            target: 'toPayment',
          },
          {
            target: 'idAuthentication',
            actions: { type: 'goToIdAuthentication', params: ({ event }) => event.output.status ?? identityReviewStatus.inReview },
          },
        ],
        onError: 'failed',
      },
    },
    toPayment: {
      always: [{ guard: 'hasOrder', target: 'paying' }, { target: 'placingOrder' }],
    },
    placingOrder: {
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        onDone: [
          {
            guard: { type: 'placed', params: ({ event }) => event.output },
            target: 'paying',
            actions: { type: 'keepOrderNo', params: ({ event }) => event.output },
          },
          { guard: { type: 'refusedFor', params: ({ event }) => ({ outcome: event.output, reason: 'kycRequired' }) }, target: 'kycRequired' },
          { guard: { type: 'refusedFor', params: ({ event }) => ({ outcome: event.output, reason: 'nationalityMismatch' }) }, target: 'identityUnavailable' },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    /** The identity the method needs cannot be had: PIX is unavailable (product §8), other methods mismatch. */
    identityUnavailable: {
      always: [{ guard: 'brazilRule', target: 'pixUnavailable' }, { target: 'nationalityMismatch' }],
    },
    kycRequired: { type: 'final', entry: 'goToKycVerify' },
    kycFirstProvider: { type: 'final', entry: 'goToKycVerification' },
    kycPending: { type: 'final', entry: 'goToKycStatus' },
    nationalityMismatch: { type: 'final', entry: 'goToNationalityMismatch' },
    pixUnavailable: { type: 'final', entry: 'goToPixUnavailable' },
    fillInformation: { type: 'final', entry: 'goToFillInformation' },
    idAuthentication: { type: 'final' },
    paying: { type: 'final', entry: 'goToPayment' },
    /** A call failed; the API client has already shown its toast, the user stays on the page. */
    failed: { type: 'final' },
  },
});
