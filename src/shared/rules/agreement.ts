import { failed, passed, type RuleResult } from './rule-result';

/** Product §5: the user agreement must be ticked before the code is sent ('Please tick the User Agreement'). */
export function validateAgreement(ticked: boolean): RuleResult {
  return ticked ? passed : failed('validation.agreement.required');
}
