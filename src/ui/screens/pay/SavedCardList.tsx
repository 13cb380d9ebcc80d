import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { newCard, savedCardsMachine } from '../../../engine/buy/savedCardsMachine';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import './savedCards.css';

/**
 * The saved cards of the card page as one radio group (every card, up to six, then "Add new card"),
 * each card with its own Delete button and a confirm. Renders the saved cards machine; sends its events.
 */
export function SavedCardList({ actor }: { actor: ActorRefFrom<typeof savedCardsMachine> }) {
  const { t } = useTranslation();
  const cards = useSelector(actor, (snapshot) => snapshot.context.cards);
  const choice = useSelector(actor, (snapshot) => snapshot.context.choice);
  const deleting = useSelector(actor, (snapshot) => snapshot.context.deleting);
  const confirming = useSelector(actor, (snapshot) => snapshot.matches('confirmingDelete'));
  const busy = useSelector(actor, (snapshot) => snapshot.matches('deletingCard'));
  const group = useRef<HTMLFieldSetElement>(null);
  // The deleted card's Delete button is gone: focus goes to the card chosen now, not to <body>.
  const count = cards.length;
  const previousCount = useRef(count);
  useEffect(() => {
    if (count < previousCount.current) group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
    previousCount.current = count;
  }, [count]);

  if (cards.length === 0) return null;
  return (
    <>
      <fieldset ref={group} className="method-list saved-cards" aria-busy={busy || undefined}>
        <legend className="field__label">{t('card.savedCards')}</legend>
        {cards.map((card) => {
          const labelId = `saved-card-${card.userCardId}`;
          return (
            <div key={card.userCardId} className="saved-cards__item">
              <label className={choice === card.userCardId ? 'row row--active' : 'row'}>
                <input
                  type="radio"
                  name="cardChoice"
                  className="visually-hidden"
                  value={card.userCardId}
                  checked={choice === card.userCardId}
                  onChange={() => actor.send({ type: 'card.choose', choice: card.userCardId })}
                />
                <span className="row__text" id={labelId}>
                  {t('card.cardEnding', { last4: card.last4 })}
                  <span className="row__sub">{`${card.brand.toUpperCase()} · ${card.cardExpireMonth}/${card.cardExpireYear.slice(-2)}`}</span>
                </span>
              </label>
              <button
                type="button"
                className="button--link"
                aria-describedby={labelId}
                disabled={busy}
                onClick={() => actor.send({ type: 'delete.request', userCardId: card.userCardId })}
              >
                {t('card.deleteCard')}
              </button>
            </div>
          );
        })}
        <label className={choice === newCard ? 'row row--active' : 'row'}>
          <input
            type="radio"
            name="cardChoice"
            className="visually-hidden"
            value={newCard}
            checked={choice === newCard}
            onChange={() => actor.send({ type: 'card.choose', choice: newCard })}
          />
          <span className="row__text">{t('card.addCard')}</span>
        </label>
        {busy ? <Spinner inline label={t('common.processing')} /> : null}
      </fieldset>
      <Dialog
        open={confirming}
        role="alertdialog"
        title={t('card.deleteCard')}
        onClose={() => actor.send({ type: 'delete.dismiss' })}
        actions={
          <>
            <button type="button" className="button" onClick={() => actor.send({ type: 'delete.dismiss' })}>
              {t('common.cancel')}
            </button>
            <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'delete.confirm' })}>
              {t('common.delete')}
            </button>
          </>
        }
      >
        <p>{deleting ? t('card.deleteConfirm', { last4: deleting.last4 }) : null}</p>
      </Dialog>
    </>
  );
}
