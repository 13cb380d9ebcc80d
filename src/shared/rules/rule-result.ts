/**
 * What every input rule returns: valid, or an i18n key with its interpolation values, so the
 * caller (browser or server) translates in the user's language (house rule: no English in rules).
 */
export type RuleResult = { valid: true } | { valid: false; messageKey: string; params: Record<string, string> };

export const passed: RuleResult = { valid: true };

export function failed(messageKey: string, params: Record<string, string> = {}): RuleResult {
  return { valid: false, messageKey, params };
}

/** The shape of i18next's `t` that the rules need. */
export type Translate = (key: string, params: Record<string, string>) => string;

/** The translated message of a failed rule, or undefined when it passed. */
export function ruleMessage(t: Translate, result: RuleResult): string | undefined {
  return result.valid ? undefined : t(result.messageKey, result.params);
}
