import { enqueueActions, setup } from 'xstate';
import type { MerchantCheck as MerchantCheckAnswer, MerchantConfig } from '../../shared/generated/api/merchant.schema';
import { transportRefusal, type DockingRefusal } from './dockingRefusal';
import { suppliedByApp } from '../required';
import { dockingPlan, parseMerchantQuery, type DockingPlan, type MerchantType } from './merchantQuery';

export type { MerchantType, DockingRefusal };

/** The /merchant/params/check answer for an accepted link. */
export type MerchantCheck = MerchantCheckAnswer;

/** product §3: merchantConfig holds merchantLogo, menuBarVisible, customerServiceVisible, onOrderCompletionBtnVisible. */
export type DockedMerchantConfig = MerchantConfig;

/** Outside a merchant session everything is shown (product §6 options only narrow a merchant's page). */
export const defaultMerchantConfig: DockedMerchantConfig = {
  menuBarVisible: true,
  customerServiceVisible: true,
  onOrderCompletionBtnVisible: true,
};

/** product §4: returning from these routes runs the merchant docking again. */
export const redockRoutes: readonly string[] = ['verifyCode', 'sellOrder'];

/** What one check of the link came to. */
export type MerchantCheckOutcome =
  /**
   * walletInvalid: the browser found the fixed address or memo failing the network's rules
   * (fixedWalletValid, loaded only for links that fix one), so the link is refused all the same.
   */
  | { kind: 'accepted'; check: MerchantCheck; walletInvalid?: boolean }
  | ({ kind: 'refused' } & DockingRefusal)
  /** The request was cancelled by a route change (product §7 cancels pending calls): the check runs again. */
  | { kind: 'interrupted' };

/** The link as the page received it, and the grant an earlier check of it answered (docs/embedding.md). */
export interface MerchantCheckInput {
  query: Record<string, string>;
  dockingGrant?: string;
}

export interface DockingInput {
  query: Record<string, string | undefined>;
  /** The answer this link had earlier in this browser session (a reload): checked again with its grant. */
  accepted?: MerchantCheck;
}

interface DockingContext {
  query: Record<string, string>;
  plan: DockingPlan;
  accepted: MerchantCheck | undefined;
  refusal: DockingRefusal | undefined;
  merchantType: MerchantType | undefined;
  merchantConfig: DockedMerchantConfig;
}

export type DockingEvent = { type: 'route.return'; from: string };

export type DockingEmitted =
  /** firstTime: the link was not accepted before in this session (its e-mail applies once). */
  { type: 'docking.accepted'; check: MerchantCheck; firstTime: boolean } | ({ type: 'docking.refused' } & DockingRefusal);

const walletRefusal: DockingRefusal = {
  code: 'fixedAddress',
  message: '',
  messageKey: 'errors.server.merchantLinkInvalid',
  reason: { reason: 'invalid_value', field: 'address' },
};

/** The refusal the server answered, without the outcome's kind. */
const refusalOf = ({ code, message, messageKey, reason }: DockingRefusal): DockingRefusal => ({
  code,
  message,
  reason,
  ...(messageKey === undefined ? {} : { messageKey }),
});

type CheckDone = { output: MerchantCheckOutcome };
const isAccepted = (event: CheckDone) => event.output.kind === 'accepted' && event.output.walletInvalid !== true;

/**
 * Merchant docking (product §1, §2, §4, docs/embedding.md): read the link, check it with the server,
 * and only then apply its mode and config. A check cut off by a route change runs again; returning
 * from /verifyCode or /sellOrder checks the link again with its docking grant (never its timestamp);
 * a refused link leaves the product running on its own.
 */
export const merchantDockingMachine = setup({
  types: {} as {
    context: DockingContext;
    input: DockingInput;
    events: DockingEvent;
    emitted: DockingEmitted;
  },
  actors: {
    checkMerchant: suppliedByApp<MerchantCheckOutcome, MerchantCheckInput>('checkMerchant'),
  },
  guards: {
    isMerchant: ({ context }) => context.plan.isMerchant,
    wasAccepted: ({ context }) => context.accepted !== undefined,
    redockRoute: ({ event }) => redockRoutes.includes(event.from),
  },
  actions: {
    accept: enqueueActions(({ context, enqueue }, check: MerchantCheck) => {
      enqueue.assign({
        accepted: check,
        merchantType: check.merchantType,
        merchantConfig: check.merchantConfig,
        plan: dockingPlan(parseMerchantQuery(context.query), check.merchantType),
      });
      enqueue.emit({ type: 'docking.accepted', check, firstTime: context.accepted === undefined });
    }),
    refuse: enqueueActions(({ enqueue }, refusal: DockingRefusal) => {
      enqueue.assign({ accepted: undefined, refusal, merchantType: undefined, merchantConfig: defaultMerchantConfig });
      enqueue.emit({ type: 'docking.refused', ...refusal });
    }),
  },
}).createMachine({
  id: 'merchantDocking',
  context: ({ input }) => {
    const query = Object.fromEntries(Object.entries(input.query).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return {
      query,
      plan: dockingPlan(parseMerchantQuery(query)),
      accepted: input.accepted,
      refusal: undefined,
      merchantType: undefined,
      merchantConfig: defaultMerchantConfig,
    };
  },
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'isMerchant', target: 'checking' }, { target: 'standalone' }],
    },
    checking: {
      invoke: {
        id: 'checkMerchant',
        src: 'checkMerchant',
        input: ({ context }) => ({ query: context.query, dockingGrant: context.accepted?.dockingGrant }),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'interrupted', target: 'checking', reenter: true },
          {
            guard: ({ event }) => isAccepted(event),
            target: 'docked',
            actions: { type: 'accept', params: ({ event }) => (event.output as { check: MerchantCheck }).check },
          },
          {
            target: 'refused',
            actions: { type: 'refuse', params: ({ event }) => (event.output.kind === 'refused' ? refusalOf(event.output) : walletRefusal) },
          },
        ],
        // No answer at all: a link accepted earlier this session stays accepted; a new one cannot be verified.
        onError: [
          { guard: 'wasAccepted', target: 'docked', actions: { type: 'accept', params: ({ context }) => context.accepted as MerchantCheck } },
          { target: 'refused', actions: { type: 'refuse', params: transportRefusal } },
        ],
      },
    },
    docked: {
      on: { 'route.return': { guard: 'redockRoute', target: 'redocking' } },
    },
    /** The merchant stays applied while the link is checked again. */
    redocking: {
      invoke: {
        id: 'checkMerchant',
        src: 'checkMerchant',
        input: ({ context }) => ({ query: context.query, dockingGrant: context.accepted?.dockingGrant }),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'interrupted', target: 'redocking', reenter: true },
          {
            guard: ({ event }) => isAccepted(event),
            target: 'docked',
            actions: { type: 'accept', params: ({ event }) => (event.output as { check: MerchantCheck }).check },
          },
          {
            target: 'refused',
            actions: { type: 'refuse', params: ({ event }) => (event.output.kind === 'refused' ? refusalOf(event.output) : walletRefusal) },
          },
        ],
        onError: 'docked',
      },
    },
    /** Not a merchant link: the product runs on its own. */
    standalone: { type: 'final' },
    /** The link was refused: the product runs on its own, and says so. */
    refused: { type: 'final' },
  },
});
