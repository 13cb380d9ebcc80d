import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { SavedCard } from '../../shared/generated/api/cards.schema';
import { spyActor } from '../../../tests/helpers/machineKit';
import { chosenCard, newCard, savedCardsMachine } from './savedCardsMachine';

const card = (n: number): SavedCard => ({ userCardId: `C${n}`, brand: 'visa', last4: String(4240 + n), cardExpireMonth: '12', cardExpireYear: '2030' });
const cards = (count: number) => Array.from({ length: count }, (_, index) => card(index + 1));

function start(loaded: SavedCard[], preferNew = false, deleteFails = false) {
  let left = [...loaded];
  const deleteCard = vi.fn(async ({ userCardId }: { userCardId: string }) => {
    if (deleteFails) throw new Error('refused');
    left = left.filter((saved) => saved.userCardId !== userCardId);
    return { cards: left };
  });
  const actor = createActor(savedCardsMachine.provide({ actors: { deleteCard: spyActor(deleteCard) } }));
  actor.start();
  actor.send({ type: 'cards.loaded', cards: loaded, preferNew });
  return { actor, deleteCard };
}

describe('saved cards machine', () => {
  it('offers every saved card, up to six, with the first one chosen', () => {
    const { actor } = start(cards(7));
    const { context } = actor.getSnapshot();
    expect(context.cards.map((saved) => saved.userCardId)).toEqual(['C1', 'C2', 'C3', 'C4', 'C5', 'C6']);
    expect(chosenCard(context)).toEqual(card(1));
  });

  it('chooses any offered card or the new-card form, and nothing that is not offered', () => {
    const { actor } = start(cards(3));
    actor.send({ type: 'card.choose', choice: 'C3' });
    expect(chosenCard(actor.getSnapshot().context)).toEqual(card(3));
    actor.send({ type: 'card.choose', choice: 'C9' });
    expect(actor.getSnapshot().context.choice).toBe('C3');
    actor.send({ type: 'card.choose', choice: newCard });
    expect(chosenCard(actor.getSnapshot().context)).toBeUndefined();
  });

  it('opens the new-card form when asked to, or when nothing is saved', () => {
    expect(start(cards(2), true).actor.getSnapshot().context.choice).toBe(newCard);
    expect(start([]).actor.getSnapshot().context.choice).toBe(newCard);
  });

  it("refuses to save a seventh card with 'Limit of 6 cards reached.', and lets a fifth or sixth be saved", () => {
    const full = start(cards(6)).actor;
    full.send({ type: 'save.toggle' });
    expect(full.getSnapshot().context).toMatchObject({ saveNewCard: false, limitReached: true });
    const roomy = start(cards(5)).actor;
    roomy.send({ type: 'save.toggle' });
    expect(roomy.getSnapshot().context).toMatchObject({ saveNewCard: true, limitReached: false });
    roomy.send({ type: 'save.toggle' });
    expect(roomy.getSnapshot().context.saveNewCard).toBe(false);
  });

  it('deletes a card only after the confirm, and a dismiss keeps it', async () => {
    const { actor, deleteCard } = start(cards(3));
    actor.send({ type: 'delete.request', userCardId: 'C2' });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    expect(actor.getSnapshot().context.deleting).toEqual(card(2));
    actor.send({ type: 'delete.dismiss' });
    expect(deleteCard).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.cards).toHaveLength(3);
    actor.send({ type: 'delete.request', userCardId: 'C2' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(deleteCard).toHaveBeenCalledExactlyOnceWith({ userCardId: 'C2' }, expect.any(AbortSignal));
    expect(actor.getSnapshot().context.cards.map((saved) => saved.userCardId)).toEqual(['C1', 'C3']);
  });

  it('chooses the first card left when the chosen one is deleted, and makes room for a new saved card', async () => {
    const { actor } = start(cards(6));
    actor.send({ type: 'delete.request', userCardId: 'C1' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(actor.getSnapshot().context.choice).toBe('C2');
    actor.send({ type: 'card.choose', choice: newCard });
    actor.send({ type: 'save.toggle' });
    expect(actor.getSnapshot().context).toMatchObject({ saveNewCard: true, limitReached: false });
  });

  it('keeps the card when the deletion is refused', async () => {
    const { actor } = start(cards(2), false, true);
    actor.send({ type: 'delete.request', userCardId: 'C1' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(actor.getSnapshot().context).toMatchObject({ choice: 'C1', deleting: undefined });
    expect(actor.getSnapshot().context.cards).toHaveLength(2);
  });
});
