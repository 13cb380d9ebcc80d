import { randomUUID } from 'node:crypto';
import { constants } from '../../../shared/config/constants';
import type { SavedCard } from '../../../shared/generated/api/cards.schema';
import type { CardDetails } from '../../providers/card/card-gateway';
import type { Db } from '../../store/db';
import type { FlowDeps } from '../orders/flow-deps';
import { refuse } from '../orders/refusal';

export interface SavedCardRow {
  user_card_id: string;
  user_no: string;
  gateway_token: string;
  brand: string;
  last4: string;
  exp_month: string;
  exp_year: string;
  holder_name: string;
  created_at: number;
}

/** What the browser sees of a saved card: never the token. */
export function savedCardView(row: SavedCardRow): SavedCard {
  return {
    userCardId: row.user_card_id,
    brand: row.brand,
    last4: row.last4,
    cardExpireMonth: row.exp_month,
    cardExpireYear: row.exp_year,
    holderName: row.holder_name,
  };
}

export function listSavedCards(db: Db, userNo: string): Promise<SavedCardRow[]> {
  return db.query<SavedCardRow>('SELECT * FROM saved_cards WHERE user_no = $1 ORDER BY created_at, user_card_id', [userNo]);
}

export function savedCardById(db: Db, userNo: string, userCardId: string): Promise<SavedCardRow | undefined> {
  return db.one<SavedCardRow>('SELECT * FROM saved_cards WHERE user_no = $1 AND user_card_id = $2', [userNo, userCardId]);
}

/**
 * Spec §3/§5: at most savedCardsMax cards ('Limit of 6 cards reached'). The processor tokenizes the
 * card first; the count and the insert then run under a lock on the user's row, so two concurrent
 * saves cannot both take the last place.
 */
export async function saveCard(db: Db, deps: FlowDeps, userNo: string, card: CardDetails): Promise<SavedCardRow> {
  const tokenized = await deps.card.tokenize(card);
  return db.transaction(async (tx) => {
    await tx.query('SELECT user_no FROM users WHERE user_no = $1 FOR UPDATE', [userNo]);
    const count = await tx.one<{ n: number }>('SELECT count(*)::int AS n FROM saved_cards WHERE user_no = $1', [userNo]);
    if ((count?.n ?? 0) >= constants.savedCardsMax) refuse('cardLimit', { max: String(constants.savedCardsMax) });
    const row = await tx.one<SavedCardRow>(
      `INSERT INTO saved_cards (user_card_id, user_no, gateway_token, brand, last4, exp_month, exp_year, holder_name, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [randomUUID(), userNo, tokenized.token, tokenized.brand, tokenized.last4, tokenized.expMonth, tokenized.expYear, card.holderName, deps.now()],
    );
    if (!row) throw new Error('saved card insert returned no row');
    return row;
  });
}

export async function deleteSavedCard(db: Db, userNo: string, userCardId: string): Promise<void> {
  const deleted = await db.query('DELETE FROM saved_cards WHERE user_no = $1 AND user_card_id = $2 RETURNING user_card_id', [userNo, userCardId]);
  if (deleted.length === 0) refuse('notFound', { field: 'userCardId' });
}
