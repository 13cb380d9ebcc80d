import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { deleteCard, lastPayFormData, payResult } from '../../../api/endpoints/buy';
import { unwrap } from '../../../api/unwrap';
import { payButtonLabel, payButtonLoading, payButtonMachine, type SubmittedPayment } from '../../../engine/buy/payButtonMachine';
import { chosenCard, savedCardsMachine } from '../../../engine/buy/savedCardsMachine';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { useNavigator } from '../../router/RouterContext';
import { OrderSummary } from '../buy/OrderSummary';
import type { ScreenProps } from '../registry';
import { chargeCard } from './chargeCard';
import { CardForm, cardChecks, cardIsValid, emptyCard, splitExpiry, type CardFields } from './CardForm';
import { SavedCardList } from './SavedCardList';
import { usePaymentOrder } from './usePaymentOrder';

/**
 * Spec §2 /creditCardConfig: one of the saved cards (every one, at most 6, the last used first; each
 * can be deleted) or a new card with every field checked (spec §5), then the charge. Any decided charge, approved or declined, goes to the
 * payment result, which shows the §8 message and the §4 failure choices.
 */
export default function CardPaymentScreen(props: ScreenProps) {
  return <CardPaymentPage {...props} titleKey="card.title" />;
}

/** The card page; the error-form route shows it with its own title and lead (spec §2 error form info). */
export function CardPaymentPage({ query, titleKey, leadKey }: ScreenProps & { titleKey: string; leadKey?: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const navigator = useNavigator();
  const { draft, orderNo, method } = usePaymentOrder(query);
  const [card, setCard] = useState<CardFields>(emptyCard);
  const [showErrors, setShowErrors] = useState(false);
  const savedCardsActor = useActorRef(
    useMemo(() => savedCardsMachine.provide({ actors: { deleteCard: fromPromise(async ({ input }) => unwrap(await deleteCard(services.api, input.userCardId))) } }), [services.api]),
  );
  const saved = useSelector(savedCardsActor, (snapshot) => chosenCard(snapshot.context));
  const saveCard = useSelector(savedCardsActor, (snapshot) => snapshot.context.saveNewCard);
  const limitReached = useSelector(savedCardsActor, (snapshot) => snapshot.context.limitReached);
  const [form, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();
  const checks = cardChecks(card, method?.cardType, draft.form?.alpha2);
  // Spec §2: configPaymentFrom=userPayment opens the form for another card.
  const freshForm = query.get('configPaymentFrom') !== null;

  useEffect(() => {
    if (!method) return;
    void lastPayFormData(services.api, method.payWayCode).then((result) => {
      if (result.kind !== 'ok') return;
      const { formData, cards } = result.data;
      setCard((current) => ({ ...current, firstname: formData?.firstname ?? '', lastname: formData?.lastname ?? '', phone: formData?.phone ?? '', birthDate: formData?.birthDate ?? '' }));
      savedCardsActor.send({ type: 'cards.loaded', cards, preferNew: freshForm });
    });
  }, [services.api, method, freshForm, savedCardsActor]);

  // The machine lives as long as the page; its actor reads what the user has typed and chosen at click time.
  const latest = useRef({ card, saved, saveCard });
  latest.current = { card, saved, saveCard };
  const machine = useMemo(
    () =>
      payButtonMachine.provide({
        actors: {
          submitPayment: fromPromise<SubmittedPayment, { orderNo: string }>(async ({ input }) => {
            const { card, saved, saveCard } = latest.current;
            const body = saved
              ? { orderNo: input.orderNo, userCardId: saved.userCardId }
              : { orderNo: input.orderNo, firstname: card.firstname.trim(), lastname: card.lastname.trim(), cardNumber: card.cardNumber.replace(/\s/g, ''), ...splitExpiry(card.expiry), cvv: card.cvv, saveCard, phone: card.phone.trim() || undefined, birthDate: card.birthDate || undefined };
            return chargeCard(services.api, body);
          }),
          checkResult: fromPromise(async ({ input, signal }) => unwrap(await payResult(services.api, input.orderNo, signal))),
        },
      }),
    [services.api],
  );
  const actor = useActorRef(machine, { input: { orderNo: orderNo ?? '' } });
  useEffect(() => {
    const subscription = actor.on('payment.started', () => navigator.navigate('paymentResult', { orderNo: orderNo ?? '' }));
    return () => subscription.unsubscribe();
  }, [actor, navigator, orderNo]);
  const loading = useSelector(actor, payButtonLoading);
  const label = useSelector(actor, payButtonLabel);

  if (!draft.ready || !orderNo || !method) return <Spinner label={t('common.loading')} />;
  const pay = () => {
    setShowErrors(true);
    if (!saved && !cardIsValid(checks)) {
      focusFirstInvalid();
      return;
    }
    actor.send({ type: 'pay.click' });
  };

  return (
    <form ref={form} className="screen" noValidate onSubmit={(event) => { event.preventDefault(); pay(); }}>
      <h1 className="screen__title">{t(titleKey)}</h1>
      {leadKey ? <p className="screen__lead">{t(leadKey)}</p> : null}
      {draft.form && draft.quote ? <OrderSummary form={draft.form} quote={draft.quote} wallet={draft.order ?? undefined} /> : null}
      <SavedCardList actor={savedCardsActor} />
      {saved ? null : (
        <>
          <CardForm card={card} onChange={setCard} checks={checks} showErrors={showErrors} />
          <div className="field">
            <label className="checkbox">
              <input
                type="checkbox"
                checked={saveCard}
                aria-invalid={limitReached || undefined}
                aria-describedby={limitReached ? 'save-card-limit' : undefined}
                onChange={() => savedCardsActor.send({ type: 'save.toggle' })}
              />
              <span>{t('web.card.saveCard')}</span>
            </label>
            {/* Spec §5: a seventh card is refused at once. */}
            {limitReached ? <p id="save-card-limit" className="field__error" role="alert">{t('errors.cardLimit')}</p> : null}
          </div>
        </>
      )}
      <button type="submit" className="button button--primary button--block" disabled={loading} aria-busy={loading || undefined}>
        {loading ? <Spinner inline label={t('common.processing')} /> : null}
        {t(label)}
      </button>
    </form>
  );
}
