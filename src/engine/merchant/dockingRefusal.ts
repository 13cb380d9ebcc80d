import type { LinkRefusal } from '../../shared/generated/api/merchant.schema';

/** Why a link was not accepted: the server's return code and message, or a key the browser says it with. */
export interface DockingRefusal {
  code: string;
  message: string;
  messageKey?: string;
  /** Why, for the merchant (docs/embedding.md "Why a link is refused"). */
  reason: LinkRefusal;
}

/** The link could not be checked: no answer (or the docking code itself could not be fetched). */
export const transportRefusal: DockingRefusal = { code: 'network', message: '', messageKey: 'errors.network', reason: { reason: 'check_unavailable' } };
