import { ApiError } from '../../errors';
import { refuse } from '../../refusals';

/** What an order row keeps of the request that made it. */
interface SubmittedOrder {
  request_digest: string | null;
}

/** Product §7: the same submit-token answers its first order only for the same request body. */
export function sameRequestOrRefuse<Row extends SubmittedOrder>(order: Row, digest: string): Row {
  if (order.request_digest !== digest) refuse('idempotencyConflict');
  return order;
}

/**
 * Creates an order under a submit-token so that every call with that token answers the one order the
 * first call made, whichever instance made it. A call that loses a rule to that first call (mostly
 * its quote, already taken by the first order) looks the token up again before refusing: the first
 * order may have committed after this call's first look, on another instance.
 */
export async function orderOfSubmitToken<Row extends SubmittedOrder>(
  findBySubmitToken: () => Promise<Row | undefined>,
  digest: string,
  create: () => Promise<Row>,
): Promise<Row> {
  const existing = await findBySubmitToken();
  if (existing) return sameRequestOrRefuse(existing, digest);
  try {
    return await create();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const winner = await findBySubmitToken();
    if (!winner) throw error;
    return sameRequestOrRefuse(winner, digest);
  }
}
