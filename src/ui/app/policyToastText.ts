import type { PolicyDecision } from '../../api/errorPolicy';
import { errorEntryByName } from '../../shared/config/errors';

type ToastDecision = Extract<PolicyDecision, { kind: 'toast' }>;

const fieldMark = '\u0001';
const reasonMark = '\u0002';

/**
 * A validationFailed message is "field: reason" in the server's template (parts joined by "; ").
 * The field is an API name the user never saw, so only the reasons are kept; a part that does not
 * follow the template is kept whole.
 */
export function validationReasons(message: string, template: string): string {
  const fieldAt = template.indexOf(fieldMark);
  const reasonAt = template.indexOf(reasonMark);
  if (fieldAt < 0 || reasonAt < fieldAt) return message;
  const prefix = template.slice(0, fieldAt);
  const separator = template.slice(fieldAt + fieldMark.length, reasonAt);
  const suffix = template.slice(reasonAt + reasonMark.length);
  return message
    .split('; ')
    .map((part) => {
      if (!part.startsWith(prefix) || !part.endsWith(suffix)) return part;
      const inner = part.slice(prefix.length, part.length - suffix.length);
      const at = inner.indexOf(separator);
      return at > 0 ? inner.slice(at + separator.length) : part;
    })
    .join('; ');
}

/** Product §8: the server's message when it sent one (a validation failure's reasons only), else the code's own text. */
export function policyToastText(decision: ToastDecision, t: (key: string, params?: Record<string, string>) => string): string {
  if (!decision.message) return t(decision.messageKey);
  const validationKey = errorEntryByName('validationFailed').messageKey;
  if (decision.messageKey !== validationKey) return decision.message;
  return validationReasons(decision.message, t(validationKey, { field: fieldMark, reason: reasonMark }));
}
