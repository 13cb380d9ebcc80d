import { randomUUID } from 'node:crypto';
import { constants } from '../../../shared/config/constants';
import type { SavedCard } from '../../../shared/generated/api/cards.schema';
import type { CardDetails, TokenizedCard } from '../../providers/card/card-provider';
import type { Db } from '../../store/db';
import type { FlowDeps } from '../orders/flow-deps';
import { refuse } from '../../refusals';

export interface SavedCardRow {
  user_card_id: string;
  user_no: string;
  gateway_token: string;
  brand: string;
  last4: string;
  exp_month: string;
  exp_year: string;
  created_at: number;
}

/** What the browser sees of a saved card: never the token (and only a token, brand, last four and expiry are kept). */
export function savedCardView(row: SavedCardRow): SavedCard {
  return {
    userCardId: row.user_card_id,
    brand: row.brand,
    last4: row.last4,
    cardExpireMonth: row.exp_month,
    cardExpireYear: row.exp_year,
  };
}

export function listSavedCards(db: Db, userNo: string): Promise<SavedCardRow[]> {
  return db.query<SavedCardRow>('SELECT * FROM saved_cards WHERE user_no = $1 ORDER BY created_at, user_card_id', [userNo]);
}

export function savedCardById(db: Db, userNo: string, userCardId: string): Promise<SavedCardRow | undefined> {
  return db.one<SavedCardRow>('SELECT * FROM saved_cards WHERE user_no = $1 AND user_card_id = $2', [userNo, userCardId]);
}

const countCards = async (db: Pick<Db, 'one'>, userNo: string) =>
  (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM saved_cards WHERE user_no = $1', [userNo]))?.n ?? 0;

/** Product §3/§5: at most savedCardsMax cards ('Limit of 6 cards reached'). */
export async function refuseWhenCardsFull(db: Db, userNo: string): Promise<void> {
  if ((await countCards(db, userNo)) >= constants.savedCardsMax) refuse('cardLimit', { max: String(constants.savedCardsMax) });
}

/**
 * Keeps a card the processor tokenized; undefined when the user has no room left. The count and the
 * insert run under a lock on the user's row, so two concurrent saves cannot both take the last place.
 */
export function keepTokenizedCard(db: Db, deps: FlowDeps, userNo: string, tokenized: TokenizedCard): Promise<SavedCardRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT user_no FROM users WHERE user_no = $1 FOR UPDATE', [userNo]);
    if ((await countCards(tx, userNo)) >= constants.savedCardsMax) return undefined;
    const row = await tx.one<SavedCardRow>(
      `INSERT INTO saved_cards (user_card_id, user_no, gateway_token, brand, last4, exp_month, exp_year, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [randomUUID(), userNo, tokenized.token, tokenized.brand, tokenized.last4, tokenized.expMonth, tokenized.expYear, deps.now()],
    );
    if (!row) throw new Error('saved card insert returned no row');
    return row;
  });
}

/** POST /user/card/submit: the processor tokenizes the card, which is kept if there is room (else 'Limit of 6 cards reached'). */
export async function saveCard(db: Db, deps: FlowDeps, userNo: string, card: CardDetails): Promise<SavedCardRow> {
  const tokenized = await deps.card.tokenize(card);
  const row = await keepTokenizedCard(db, deps, userNo, tokenized);
  return row ?? refuse('cardLimit', { max: String(constants.savedCardsMax) });
}

export async function deleteSavedCard(db: Db, userNo: string, userCardId: string): Promise<void> {
  const deleted = await db.query('DELETE FROM saved_cards WHERE user_no = $1 AND user_card_id = $2 RETURNING user_card_id', [userNo, userCardId]);
  if (deleted.length === 0) refuse('notFound', { field: 'userCardId' });
}
