import { constants } from '../../shared/config/constants';

/** product §5: saved cards are capped at 6 ('Limit of 6 cards reached'). */
export function canSaveAnotherCard(savedCount: number, max: number = constants.savedCardsMax): boolean {
  return savedCount < max;
}

/** The list the card form shows: at most the cap, in the server's order. */
export function visibleSavedCards<T>(cards: readonly T[], max: number = constants.savedCardsMax): T[] {
  return cards.slice(0, max);
}

/** i18n key shown when the user tries to add one card too many. */
export const cardLimitMessageKey = 'errors.cardLimit';
