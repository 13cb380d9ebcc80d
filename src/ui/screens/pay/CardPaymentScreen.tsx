import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { lastPayFormData, paySubmit } from '../../../api/endpoints/buy';
import type { CreatedOrder } from '../../../api/types';
import { ApiFailure } from '../../../api/unwrap';
import { payButtonLabel, payButtonLoading, payButtonMachine } from '../../../engine/buy/payButtonMachine';
import { errorEntryByCode } from '../../../shared/config/errors';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { useNavigator } from '../../router/RouterContext';
import { OrderSummary } from '../buy/OrderSummary';
import type { ScreenProps } from '../registry';
import { CardForm, cardChecks, cardIsValid, emptyCard, splitExpiry, type CardFields } from './CardForm';
import { checkPayResult } from './checkPayResult';
import { usePaymentOrder } from './usePaymentOrder';

/** The card submit call of spec §7. */
const cardSubmitPath = '/pay/card/submit';

interface SavedCard {
  userCardId: string;
  cardNumber: string;
}

/**
 * Spec §2 /creditCardConfig: the last used card (saved cards, at most 6) or a new card with every
 * field checked (spec §5), then the charge. Any decided charge, approved or declined, goes to the
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
  const [saved, setSaved] = useState<SavedCard | null>(null);
  const [useSaved, setUseSaved] = useState(false);
  const [saveCard, setSaveCard] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const checks = cardChecks(card, method?.cardType, draft.form?.alpha2);
  // Spec §2: configPaymentFrom=userPayment opens the form for another card.
  const freshForm = query.get('configPaymentFrom') !== null;

  useEffect(() => {
    if (!method) return;
    void lastPayFormData(services.api, method.payWayCode).then((result) => {
      if (result.kind !== 'ok' || !result.data) return;
      const data = result.data as Partial<Record<string, string>>;
      setCard((current) => ({ ...current, firstname: data.firstname ?? '', lastname: data.lastname ?? '', phone: data.phone ?? '', birthDate: data.birthDate ?? '' }));
      if (data.userCardId && data.cardNumber && !freshForm) {
        setSaved({ userCardId: data.userCardId, cardNumber: data.cardNumber });
        setUseSaved(true);
      }
    });
  }, [services.api, method, freshForm]);

  // The machine lives as long as the page; its actor reads what the user has typed at click time.
  const latest = useRef({ card, saved, useSaved, saveCard });
  latest.current = { card, saved, useSaved, saveCard };
  const machine = useMemo(
    () =>
      payButtonMachine.provide({
        actors: {
          submitPayment: fromPromise<CreatedOrder, { orderNo: string }>(async ({ input }) => {
            const { card, saved, useSaved, saveCard } = latest.current;
            const body = useSaved && saved
              ? { orderNo: input.orderNo, userCardId: saved.userCardId }
              : { orderNo: input.orderNo, firstname: card.firstname.trim(), lastname: card.lastname.trim(), cardNumber: card.cardNumber.replace(/\s/g, ''), ...splitExpiry(card.expiry), cvv: card.cvv, saveCard, phone: card.phone.trim() || undefined, birthDate: card.birthDate || undefined };
            const result = await paySubmit(services.api, cardSubmitPath, body);
            // A declined card is a decided payment: the result page shows it (spec §8 card codes).
            if (result.kind === 'ok' || (result.kind === 'error' && errorEntryByCode(result.code)?.cardResult)) return { orderNo: input.orderNo };
            throw new ApiFailure(result);
          }),
          checkResult: fromPromise(async ({ input, signal }) => checkPayResult(services.api, input.orderNo, signal)),
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
    if (!(useSaved && saved) && !cardIsValid(checks)) return;
    actor.send({ type: 'pay.click' });
  };

  return (
    <form className="screen" noValidate onSubmit={(event) => { event.preventDefault(); pay(); }}>
      <h1 className="screen__title">{t(titleKey)}</h1>
      {leadKey ? <p className="screen__lead">{t(leadKey)}</p> : null}
      {draft.form && draft.quote ? <OrderSummary form={draft.form} quote={draft.quote} /> : null}
      {saved ? (
        <fieldset className="method-list">
          <legend className="field__label">{t('card.savedCards')}</legend>
          <label className={useSaved ? 'row row--active' : 'row'}>
            <input type="radio" name="cardChoice" className="visually-hidden" checked={useSaved} onChange={() => setUseSaved(true)} />
            <span className="row__text">{t('card.cardEnding', { last4: saved.cardNumber.slice(-4) })}</span>
          </label>
          <label className={!useSaved ? 'row row--active' : 'row'}>
            <input type="radio" name="cardChoice" className="visually-hidden" checked={!useSaved} onChange={() => setUseSaved(false)} />
            <span className="row__text">{t('card.addCard')}</span>
          </label>
        </fieldset>
      ) : null}
      {useSaved && saved ? null : (
        <>
          <CardForm card={card} onChange={setCard} checks={checks} showErrors={showErrors} />
          <label className="checkbox">
            <input type="checkbox" checked={saveCard} onChange={(event) => setSaveCard(event.target.checked)} />
            <span>{t('web.card.saveCard')}</span>
          </label>
        </>
      )}
      <button type="submit" className="button button--primary button--block" disabled={loading} aria-busy={loading || undefined}>
        {loading ? <Spinner inline label={t('common.processing')} /> : null}
        {t(label)}
      </button>
    </form>
  );
}
