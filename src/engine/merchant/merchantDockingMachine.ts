import { assign, setup } from 'xstate';
import type { MerchantCheck as MerchantCheckAnswer, MerchantConfig } from '../../shared/generated/api/merchant.schema';
import { suppliedByApp } from '../required';
import { dockingPlan, parseMerchantQuery, type DockingPlan, type MerchantQuery } from './merchantQuery';

/** spec §1: merchant modes. */
export type MerchantType = MerchantCheckAnswer['merchantType'];

/** What docking reads of the /merchant/params/check answer for a valid link. */
export type MerchantCheck = Pick<MerchantCheckAnswer, 'merchantType' | 'merchantConfig'>;

/** spec §3: merchantConfig holds merchantLogo, menuBarVisible, customerServiceVisible, onOrderCompletionBtnVisible. */
export type DockedMerchantConfig = MerchantConfig;

/** Outside a merchant session everything is shown (spec §6 options only narrow a merchant's page). */
export const defaultMerchantConfig: DockedMerchantConfig = {
  menuBarVisible: true,
  customerServiceVisible: true,
  onOrderCompletionBtnVisible: true,
};

/** spec §4: returning from these routes runs the merchant docking again. */
export const redockRoutes: readonly string[] = ['verifyCode', 'sellOrder'];

interface DockingContext {
  plan: DockingPlan;
  merchantType: MerchantType | undefined;
  merchantConfig: DockedMerchantConfig;
}

export type DockingEvent = { type: 'route.return'; from: string };

/** Merchant docking (spec §1, §2, §4): read the link, check it with the server, apply its mode and config. */
export const merchantDockingMachine = setup({
  types: {} as {
    context: DockingContext;
    input: { query: Record<string, string | undefined> };
    events: DockingEvent;
  },
  actors: {
    checkMerchant: suppliedByApp<MerchantCheck, MerchantQuery>('checkMerchant'),
  },
  guards: {
    isMerchant: ({ context }) => context.plan.isMerchant,
    redockRoute: ({ event }) => redockRoutes.includes(event.from),
  },
}).createMachine({
  id: 'merchantDocking',
  context: ({ input }) => ({
    plan: dockingPlan(parseMerchantQuery(input.query)),
    merchantType: undefined,
    merchantConfig: defaultMerchantConfig,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'isMerchant', target: 'checking' }, { target: 'standalone' }],
    },
    checking: {
      invoke: {
        id: 'checkMerchant',
        src: 'checkMerchant',
        input: ({ context }) => context.plan.query,
        onDone: {
          target: 'docked',
          actions: assign({ merchantType: ({ event }) => event.output.merchantType, merchantConfig: ({ event }) => event.output.merchantConfig }),
        },
        onError: 'refused',
      },
    },
    docked: {
      on: { 'route.return': { guard: 'redockRoute', target: 'checking' } },
    },
    /** Not a merchant link: the product runs on its own. */
    standalone: { type: 'final' },
    /** The server refused the link (its toast is shown by the API client); the product runs on its own. */
    refused: { type: 'final' },
  },
});
