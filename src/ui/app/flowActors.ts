import { fromPromise, type AnyStateMachine, type MachineImplementationsFrom } from 'xstate';
import type { ApiClient } from '../../api/client';
import { logout, sendMailCode } from '../../api/endpoints/account';
import { buyOrderDetails, deleteCard, payResult } from '../../api/endpoints/buy';
import { environment, noticeList } from '../../api/endpoints/home';
import { brazilCpf, buyKycThrough, identityAuthStatus, kycCheck, kycRule } from '../../api/endpoints/kyc';
import { confirmSellOrder, requestSellRefund, updateSellOrderAccount } from '../../api/endpoints/sell';
import { unwrap } from '../../api/unwrap';
import type { KycCheckBody, KycRuleQuery } from '../../shared/generated/api/kyc.schema';
import type { ConfirmSellBody, RefundQuery } from '../../shared/generated/api/sell.schema';
import { readTradeGate } from '../screens/kyc/tradeGate';

interface OrderNo {
  orderNo: string;
}

/**
 * A promise actor of one API call: its input (none unless the call names its type) and the signal
 * that aborts the request when the machine leaves the state that invoked it.
 */
function apiCall<TOutput, TInput = void>(call: (input: TInput, signal: AbortSignal) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(({ input, signal }) => call(input, signal));
}

/**
 * Every API call a machine makes, by the actor name the machines give it, unwrapped so a failure
 * lands in the machine's onError. Built once for the app (AppServices.actors), reading the API
 * client at each call; machines get them through provideFlow.
 */
export function apiActors(api: () => ApiClient) {
  return {
    sendCode: apiCall(async (input: { email: string }) => {
      unwrap(await sendMailCode(api(), input));
      return null;
    }),
    logout: apiCall(async () => {
      unwrap(await logout(api()));
      return null;
    }),
    loadEnvironment: apiCall(async () => unwrap(await environment(api()))),
    loadNotices: apiCall(async () => unwrap(await noticeList(api()))),
    checkTradeGate: apiCall((_, signal) => readTradeGate(api(), signal)),
    kycRule: apiCall(async (input: KycRuleQuery, signal) => unwrap(await kycRule(api(), input, signal))),
    kycCheck: apiCall(async (input: KycCheckBody, signal) => unwrap(await kycCheck(api(), input, signal))),
    buyKycThrough: apiCall(async (input: OrderNo, signal) => unwrap(await buyKycThrough(api(), input.orderNo, signal))),
    brazilCpf: apiCall(async (_, signal) => unwrap(await brazilCpf(api(), signal))),
    identityReview: apiCall(async (_, signal) => unwrap(await identityAuthStatus(api(), signal))),
    checkResult: apiCall(async (input: OrderNo, signal) => unwrap(await payResult(api(), input.orderNo, signal))),
    loadBuyOrder: apiCall(async (input: OrderNo, signal) => unwrap(await buyOrderDetails(api(), input.orderNo, signal))),
    checkOrder: apiCall(async (input: OrderNo, signal) => unwrap(await buyOrderDetails(api(), input.orderNo, signal)).status),
    deleteCard: apiCall(async (input: { userCardId: string }) => unwrap(await deleteCard(api(), input.userCardId))),
    // The sell order machine reads the order again after these: their answers are not its business.
    confirmOrder: apiCall<unknown, OrderNo>(async (input) => unwrap(await confirmSellOrder(api(), input.orderNo))),
    updateAccount: apiCall<unknown, Required<ConfirmSellBody>>(async (input) => unwrap(await updateSellOrderAccount(api(), input))),
    requestRefund: apiCall<unknown, RefundQuery>(async (input) => unwrap(await requestSellRefund(api(), input))),
  };
}

export type ApiActors = ReturnType<typeof apiActors>;

/** The actors a machine declares, by name, each with its input and output types. */
type ActorsOf<TMachine extends AnyStateMachine> = NonNullable<MachineImplementationsFrom<TMachine>['actors']>;

/**
 * The one place a machine gets its actors: the app's API actors spread with what only the caller
 * knows (the order being placed, the card typed on the page), e.g.
 * `provideFlow(payButtonMachine, { ...services.actors, submitPayment })`. The actors are checked
 * against the machine's own declarations at the call, and an actor left out fails loudly when
 * invoked (src/engine/required.ts).
 */
export function provideFlow<TMachine extends AnyStateMachine>(machine: TMachine, actors: ActorsOf<TMachine>): TMachine {
  // provide() answers the same machine type; through a type parameter TypeScript only sees AnyStateMachine.
  return machine.provide({ actors }) as TMachine;
}
