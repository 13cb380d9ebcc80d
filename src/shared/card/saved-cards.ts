import { constants } from '../config/constants';
import { failed, passed, type RuleResult } from '../rules/rule-result';

/** Product §5/§9: at most 6 saved cards ('Limit of 6 cards reached'); the cap comes from constants. */
export function validateCardCanBeSaved(savedCount: number, max: number = constants.savedCardsMax): RuleResult {
  return savedCount < max ? passed : failed('validation.card.limitReached', { max: String(max) });
}
