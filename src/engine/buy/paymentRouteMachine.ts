import { emit, setup } from 'xstate';
import type { IdentityReview, KycCheck, KycCheckBody, KycRule, KycThrough, KycUserDetail } from '../../shared/generated/api/kyc.schema';
import type { PaymentMethod } from '../../shared/generated/payment-methods.schema';
import { navigate, navigateToPath, type NavigateIntent } from '../intents';
import { nationalityVerdict } from '../kyc/nationality';
import { suppliedByApp } from '../required';
import { brazilRule, buyBusinessType, firstProviderUserLevel, kycFlag } from '../statusCodes';

/** What the flow reads from the chosen method's catalogue entry. */
export type RoutedMethod = Pick<PaymentMethod, 'payWayCode' | 'type' | 'routerPath' | 'nationality' | 'identityReview' | 'kycRule'>;

export interface PaymentRouteInput {
  method: RoutedMethod;
  order: { orderAmount: string; fiat: string; orderNo?: string; appId?: string };
  /** Name of the route the user pays from; replace navigation unless it is the payment method page (spec §4). */
  from: string;
}

/** The page the user starts paying from when it is not a replace navigation (spec §4). */
export const paymentMethodRoute = 'paymentMethod';

/** spec §2: the KYC start query type for the method. */
export function kycStartType(method: RoutedMethod): string | undefined {
  if (method.kycRule === 'brazil') return 'brazilPay';
  if (method.type === 'applePay' || method.type === 'eWallet') return method.type;
  return undefined;
}

function kycQuery(method: RoutedMethod): { query?: Record<string, string> } {
  const type = kycStartType(method);
  return type ? { query: { type } } : {};
}

/**
 * From a chosen buy method to its payment page (spec §4 Other transitions): the KYC check (or the
 * Brazil rule), the nationality rule, then the identity review of bank transfers that need one.
 */
export const paymentRouteMachine = setup({
  types: {} as { context: PaymentRouteInput; input: PaymentRouteInput; emitted: NavigateIntent },
  actors: {
    kycRule: suppliedByApp<KycRule, { orderNo?: string; appId?: string }>('kycRule'),
    buyKycThrough: suppliedByApp<KycThrough, { orderNo?: string }>('buyKycThrough'),
    kycCheck: suppliedByApp<KycCheck, KycCheckBody>('kycCheck'),
    loadIdentity: suppliedByApp<KycUserDetail, void>('loadIdentity'),
    identityReview: suppliedByApp<IdentityReview, void>('identityReview'),
  },
  guards: {
    brazilRule: ({ context }) => context.method.kycRule === 'brazil',
    buyThroughRule: (_, rule: number) => rule === brazilRule.buyThrough,
    isKyc: (_, isKyc: boolean) => isKyc,
    flagIs: (_, params: { flag: number; expected: number }) => params.flag === params.expected,
    firstProvider: (_, userLevel: number) => userLevel === firstProviderUserLevel,
    hasNationalityRule: ({ context }) => context.method.nationality !== undefined,
    nationalityAllowed: ({ context }, nationality: string | undefined) => nationalityVerdict(context.method, nationality) === 'allowed',
    identityUnknownForKycRule: ({ context }, nationality: string | undefined) =>
      context.method.kycRule !== undefined && nationalityVerdict(context.method, nationality) === 'unknown',
    needsIdentityReview: ({ context }) => context.method.identityReview === true,
    neverReviewed: (_, status: IdentityReview['status']) => status === null,
  },
  actions: {
    goToKycVerify: emit(({ context }) => navigate('kycVerify', kycQuery(context.method))),
    goToKycVerification: emit(({ context }) => navigate('kycVerification', kycQuery(context.method))),
    goToKycStatus: emit(navigate('kycStatus')),
    goToNationalityMismatch: emit(navigate('kycErrorCountryCheck')),
    goToPixUnavailable: emit(navigate('pixUnavailable')),
    goToFillInformation: emit(({ context }) => navigate('fillInformation', { replace: context.from !== paymentMethodRoute })),
    goToIdAuthentication: emit(({ context }, status: number) =>
      navigate('idAuthentication', { query: { status: String(status) }, replace: context.from !== paymentMethodRoute }),
    ),
    goToPayment: emit(({ context }) => navigateToPath(context.method.routerPath)),
  },
}).createMachine({
  id: 'paymentRoute',
  context: ({ input }) => input,
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'brazilRule', target: 'readingKycRule' }, { target: 'checkingKyc' }],
    },
    readingKycRule: {
      invoke: {
        id: 'kycRule',
        src: 'kycRule',
        input: ({ context }) => ({ orderNo: context.order.orderNo, appId: context.order.appId }),
        onDone: [{ guard: { type: 'buyThroughRule', params: ({ event }) => event.output.rule }, target: 'buyThrough' }, { target: 'checkingKyc' }],
        onError: 'failed',
      },
    },
    buyThrough: {
      invoke: {
        id: 'buyKycThrough',
        src: 'buyKycThrough',
        input: ({ context }) => ({ orderNo: context.order.orderNo }),
        onDone: [{ guard: { type: 'isKyc', params: ({ event }) => event.output.isKyc }, target: 'checkingNationality' }, { target: 'kycRequired' }],
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
          { guard: { type: 'flagIs', params: ({ event }) => ({ flag: event.output.kycFlag, expected: kycFlag.proceed }) }, target: 'checkingNationality' },
          { guard: { type: 'flagIs', params: ({ event }) => ({ flag: event.output.kycFlag, expected: kycFlag.pending }) }, target: 'kycPending' },
          { guard: { type: 'firstProvider', params: ({ event }) => event.output.userLevel }, target: 'kycFirstProvider' },
          { target: 'kycRequired' },
        ],
        onError: 'failed',
      },
    },
    checkingNationality: {
      always: [{ guard: 'hasNationalityRule', target: 'loadingIdentity' }, { target: 'identityCheck' }],
    },
    loadingIdentity: {
      invoke: {
        id: 'loadIdentity',
        src: 'loadIdentity',
        onDone: [
          { guard: { type: 'nationalityAllowed', params: ({ event }) => event.output.identity?.nationality }, target: 'identityCheck' },
          { guard: { type: 'identityUnknownForKycRule', params: ({ event }) => event.output.identity?.nationality }, target: 'pixUnavailable' },
          { target: 'nationalityMismatch' },
        ],
        onError: 'failed',
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
          { guard: { type: 'neverReviewed', params: ({ event }) => event.output.status }, target: 'fillInformation' },
          // Spec §4: every review status (0, 1, 2, 4) shows /id_authentication?status=N; approved (1) continues from there.
          { target: 'idAuthentication', actions: { type: 'goToIdAuthentication', params: ({ event }) => event.output.status ?? 0 } },
        ],
        onError: 'failed',
      },
    },
    kycRequired: { type: 'final', entry: 'goToKycVerify' },
    kycFirstProvider: { type: 'final', entry: 'goToKycVerification' },
    kycPending: { type: 'final', entry: 'goToKycStatus' },
    nationalityMismatch: { type: 'final', entry: 'goToNationalityMismatch' },
    pixUnavailable: { type: 'final', entry: 'goToPixUnavailable' },
    fillInformation: { type: 'final', entry: 'goToFillInformation' },
    idAuthentication: { type: 'final' },
    toPayment: { type: 'final', entry: 'goToPayment' },
    /** A call failed; the API client has already shown its toast, the user stays on the page. */
    failed: { type: 'final' },
  },
});
