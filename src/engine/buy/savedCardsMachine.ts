import { assign, setup } from 'xstate';
import type { SavedCard, SavedCards } from '../../shared/generated/api/cards.schema';
import { suppliedByApp } from '../required';
import { canSaveAnotherCard, visibleSavedCards } from './savedCards';

/** The new-card form instead of a saved card. */
export const newCard = 'new';

export interface SavedCardsContext {
  /** The saved cards shown to choose from: all of them, at most savedCardsMax (product §5). */
  cards: SavedCard[];
  /** How many cards the user has saved, for the cap. */
  savedCount: number;
  /** A saved card's userCardId, or newCard. */
  choice: string;
  /** Keep the new card for later (POST /pay/card/submit saveCard). */
  saveNewCard: boolean;
  /** The user tried to save one card too many: 'Limit of 6 cards reached' shows. */
  limitReached: boolean;
  /** The card whose deletion waits for the user's confirm. */
  deleting: SavedCard | undefined;
}

export type SavedCardsEvent =
  /** The saved cards of GET /crypto/get/user/pay/formData; `preferNew` opens the new-card form (configPaymentFrom). */
  | { type: 'cards.loaded'; cards: SavedCard[]; preferNew: boolean }
  | { type: 'card.choose'; choice: string }
  | { type: 'save.toggle' }
  | { type: 'delete.request'; userCardId: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.dismiss' };

/** The saved card the payment uses, or undefined for the new-card form. */
export function chosenCard(context: SavedCardsContext): SavedCard | undefined {
  return context.cards.find((card) => card.userCardId === context.choice);
}

function firstChoice(cards: readonly SavedCard[]): string {
  return cards[0]?.userCardId ?? newCard;
}

/**
 * The card page's saved cards (product §2 /creditCardConfig, §5, §7): every saved card, up to six, to
 * choose from or a new card; a card is deleted (POST /user/card/delete/) only after a confirm; and
 * saving a seventh card is refused at once with 'Limit of 6 cards reached'.
 */
export const savedCardsMachine = setup({
  types: {} as { context: SavedCardsContext; events: SavedCardsEvent },
  actors: {
    deleteCard: suppliedByApp<SavedCards, { userCardId: string }>('deleteCard'),
  },
  guards: {
    offered: ({ context, event }) =>
      event.type === 'card.choose' && (event.choice === newCard || context.cards.some((card) => card.userCardId === event.choice)),
    roomForAnother: ({ context }) => context.saveNewCard || canSaveAnotherCard(context.savedCount),
    savedCard: ({ context, event }) => event.type === 'delete.request' && context.cards.some((card) => card.userCardId === event.userCardId),
  },
}).createMachine({
  id: 'savedCards',
  context: { cards: [], savedCount: 0, choice: newCard, saveNewCard: false, limitReached: false, deleting: undefined },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'cards.loaded': {
          actions: assign(({ event }) => {
            const cards = visibleSavedCards(event.cards);
            return { cards, savedCount: event.cards.length, choice: event.preferNew ? newCard : firstChoice(cards) };
          }),
        },
        'card.choose': { guard: 'offered', actions: assign({ choice: ({ event }) => event.choice }) },
        'save.toggle': [
          { guard: 'roomForAnother', actions: assign({ saveNewCard: ({ context }) => !context.saveNewCard, limitReached: false }) },
          { actions: assign({ limitReached: true }) },
        ],
        'delete.request': {
          guard: 'savedCard',
          target: 'confirmingDelete',
          actions: assign({ deleting: ({ context, event }) => context.cards.find((card) => card.userCardId === event.userCardId) }),
        },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': 'deletingCard',
        'delete.dismiss': { target: 'choosing', actions: assign({ deleting: undefined }) },
      },
    },
    deletingCard: {
      invoke: {
        id: 'deleteCard',
        src: 'deleteCard',
        input: ({ context }) => ({ userCardId: context.deleting?.userCardId ?? '' }),
        onDone: {
          target: 'choosing',
          actions: assign(({ context, event }) => {
            const cards = visibleSavedCards(event.output.cards);
            const kept = cards.some((card) => card.userCardId === context.choice) || context.choice === newCard;
            return {
              cards,
              savedCount: event.output.cards.length,
              choice: kept ? context.choice : firstChoice(cards),
              deleting: undefined,
              limitReached: false,
            };
          }),
        },
        // Refused (the client has toasted why) or cancelled: the card stays.
        onError: { target: 'choosing', actions: assign({ deleting: undefined }) },
      },
    },
  },
});
