// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import enUS from '../../../../config/locales/en-US.json';
import { savedCardsMachine } from '../../../engine/buy/savedCardsMachine';
import type { SavedCard } from '../../../shared/generated/api/cards.schema';
import { SavedCardList } from './SavedCardList';

afterEach(cleanup);

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });

const cards: SavedCard[] = Array.from({ length: 7 }, (_, index) => ({
  userCardId: `C${index + 1}`,
  brand: 'visa',
  last4: `424${index + 1}`,
  cardExpireMonth: '12',
  cardExpireYear: '2030',
}));

function renderList() {
  const deleteCard = vi.fn(async ({ userCardId }: { userCardId: string }) => ({ cards: cards.filter((card) => card.userCardId !== userCardId) }));
  const actor = createActor(savedCardsMachine.provide({ actors: { deleteCard: fromPromise(({ input }) => deleteCard(input)) } }));
  actor.start();
  actor.send({ type: 'cards.loaded', cards, preferNew: false });
  render(
    <I18nextProvider i18n={i18n}>
      <SavedCardList actor={actor} />
    </I18nextProvider>,
  );
  return { actor, deleteCard };
}

describe('the saved card list', () => {
  it('offers every saved card up to six, and a new card, as one radio group named Saved cards', () => {
    renderList();
    const group = screen.getByRole('group', { name: 'Saved cards' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(7);
    expect(within(group).getByRole('radio', { name: /Card ending in 4241/, checked: true })).toBeTruthy();
    expect(within(group).queryByRole('radio', { name: /Card ending in 4247/ })).toBeNull();
    expect(within(group).getByRole('radio', { name: 'Add new card', checked: false })).toBeTruthy();
  });

  it('chooses another card by its radio, a native radio the arrow keys move through', () => {
    const { actor } = renderList();
    fireEvent.click(screen.getByRole('radio', { name: /Card ending in 4243/ }));
    expect(actor.getSnapshot().context.choice).toBe('C3');
    expect(screen.getByRole('radio', { name: /Card ending in 4243/, checked: true })).toBeTruthy();
  });

  it('deletes a card after the confirm dialog, and not before', async () => {
    const { deleteCard } = renderList();
    const deleteButtons = screen.getAllByRole('button', { name: 'Delete card' });
    expect(deleteButtons).toHaveLength(6);
    await act(async () => fireEvent.click(deleteButtons[1] as HTMLElement));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete card' });
    expect(within(dialog).getByText('Delete the card ending in 4242?')).toBeTruthy();
    expect(deleteCard).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Card ending in 4242/ })).toBeNull());
    expect(deleteCard).toHaveBeenCalledExactlyOnceWith({ userCardId: 'C2' });
  });
});
