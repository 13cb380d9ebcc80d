import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { lastPayFormData } from '../../../api/endpoints/buy';
import { payButtonLabel, payButtonLoading, payButtonMachine, type SubmittedPayment } from '../../../engine/buy/payButtonMachine';
import { chosenCard, savedCardsMachine } from '../../../engine/buy/savedCardsMachine';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { buyActors } from '../../app/flowActors/buy';
import { provideFlow } from '../../app/provideFlow';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { useNavigator } from '../../router/hooks';
import { OrderNotFound } from '../history/OrderNotFound';
import type { ScreenProps } from '../screenProps';
import { chargeCard } from './chargeCard';
import { CardFieldsFrame, type CardFieldsHandle } from './CardFieldsFrame';
import { CardForm, cardChecks, cardIsValid, emptyCard, splitExpiry, type CardFields } from './CardForm';
import { PaymentOrderSummary } from './PaymentOrderSummary';
import { PaymentPending } from './PaymentPending';
import { PaymentWindow } from './PaymentWindow';
import { SavedCardList } from './SavedCardList';
import { usePaymentOrder, type PaymentOrder } from './usePaymentOrder';
import { usePaymentWindow } from './usePaymentWindow';

/**
 * Product §2 /creditCardConfig: one of the saved cards (every one, at most 6, the last used first; each
 * can be deleted) or a new card with every field checked (product §5), then the charge. Any decided charge, approved or declined, goes to the
 * payment result, which shows the §8 message and the §4 failure choices; a charge the processor
 * wants a 3-D Secure step for opens the processor's page, which leads back to the result. With a card
 * adapter that collects card data in the browser, the number, expiry and CVV are its own framed
 * fields, which hand the page a token. The order is read from the server by its number (a reload or
 * a new tab keeps the page), with the time left to pay.
 */
export default function CardPaymentScreen(props: ScreenProps) {
  return <CardPaymentPage {...props} />;
}

/** The card page; the error-form route shows it with its own lead (product §2 error form info). Each shows its route's title. */
export function CardPaymentPage({ route, query, leadKey }: ScreenProps & { leadKey?: string }) {
  const [payment, reload] = usePaymentOrder(query);
  if (payment.kind !== 'ready') return <PaymentPending state={payment} orderNo={query.get('orderNo') ?? ''} reload={reload} />;
  if (!payment.method) return <OrderNotFound orderNo={payment.orderNo} />;
  return <CardPayment key={payment.orderNo} titleKey={route.titleKey} leadKey={leadKey} query={query} payment={payment} method={payment.method} />;
}

interface CardPaymentProps {
  titleKey: string;
  leadKey?: string;
  query: URLSearchParams;
  payment: PaymentOrder;
  method: PaymentMethod;
}

function CardPayment({ titleKey, leadKey, query, payment, method }: CardPaymentProps) {
  const { t } = useTranslation();
  const services = useServices();
  const navigator = useNavigator();
  const { orderNo, order } = payment;
  const paymentWindow = usePaymentWindow(order);
  const [card, setCard] = useState<CardFields>(emptyCard);
  const [showErrors, setShowErrors] = useState(false);
  // The processor's own card fields (payFormData cardFields), when its adapter collects card data in the browser.
  const [fieldsUrl, setFieldsUrl] = useState<string | undefined>();
  const fields = useRef<CardFieldsHandle>(null);
  const savedCardsActor = useActorRef(useMemo(() => provideFlow(savedCardsMachine, buyActors(services.api)), [services.api]));
  const saved = useSelector(savedCardsActor, (snapshot) => chosenCard(snapshot.context));
  const saveCard = useSelector(savedCardsActor, (snapshot) => snapshot.context.saveNewCard);
  const limitReached = useSelector(savedCardsActor, (snapshot) => snapshot.context.limitReached);
  const [form, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();
  const checks = cardChecks(card, method.cardType, order.alpha2);
  // Product §2: configPaymentFrom=userPayment opens the form for another card.
  const freshForm = query.get('configPaymentFrom') !== null;

  useEffect(() => {
    void lastPayFormData(services.api, method.payWayCode).then((result) => {
      if (result.kind !== 'ok') return;
      const { formData, cards, cardFields } = result.data;
      setFieldsUrl(cardFields ? services.api.urlOf(cardFields.url) : undefined);
      // The last form's details fill only what is still empty: a field typed before the answer came is kept.
      setCard((current) => ({
        ...current,
        firstname: current.firstname || (formData?.firstname ?? ''),
        lastname: current.lastname || (formData?.lastname ?? ''),
        phone: current.phone || (formData?.phone ?? ''),
        birthDate: current.birthDate || (formData?.birthDate ?? ''),
      }));
      savedCardsActor.send({ type: 'cards.loaded', cards, preferNew: freshForm });
    });
  }, [services.api, method, freshForm, savedCardsActor]);

  // The machine lives as long as the page; its actor reads what the user has typed and chosen at click
  // time, kept after each commit (a layout effect, so before any click can reach the actor).
  const latest = useRef({ card, saved, saveCard, framed: fieldsUrl !== undefined });
  useLayoutEffect(() => {
    latest.current = { card, saved, saveCard, framed: fieldsUrl !== undefined };
  });
  const machine = useMemo(
    () =>
      provideFlow(payButtonMachine, {
        ...buyActors(services.api),
        // eslint-disable-next-line react-hooks/refs -- xstate runs this actor at click time, never during render.
        submitPayment: fromPromise<SubmittedPayment, { orderNo: string }>(async ({ input }) => {
          const { card, saved, saveCard, framed } = latest.current;
          const holder = {
            firstname: card.firstname.trim(),
            lastname: card.lastname.trim(),
            saveCard,
            phone: card.phone.trim() || undefined,
            birthDate: card.birthDate || undefined,
          };
          if (saved) return chargeCard(services.api, { orderNo: input.orderNo, userCardId: saved.userCardId });
          if (framed) {
            const token = await fields.current?.tokenize();
            // A wrong field in the processor's fields: they say which; the button is ready again.
            if (!token) throw new Error(t('validation.card.number.invalid'));
            return chargeCard(services.api, { orderNo: input.orderNo, cardToken: token.token, ...holder });
          }
          return chargeCard(services.api, {
            orderNo: input.orderNo,
            cardNumber: card.cardNumber.replace(/\s/g, ''),
            ...splitExpiry(card.expiry),
            cvv: card.cvv,
            ...holder,
          });
        }),
      }),
    [services.api, t],
  );
  const actor = useActorRef(machine, { input: { orderNo } });
  useEffect(() => {
    const subscription = actor.on('payment.started', ({ payment }) => {
      // The processor's 3-D Secure page takes this tab and leads back to the payment result.
      if (payment.actionUrl) window.location.assign(payment.actionUrl);
      else navigator.navigate('paymentResult', { orderNo });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigator, orderNo]);
  const loading = useSelector(actor, payButtonLoading);
  const label = useSelector(actor, payButtonLabel);

  const open = paymentWindow.state !== 'closed';
  const pay = () => {
    setShowErrors(true);
    if (!saved && !cardIsValid(checks, fieldsUrl !== undefined)) {
      focusFirstInvalid();
      return;
    }
    actor.send({ type: 'pay.click' });
  };

  return (
    <form
      ref={form}
      className="screen"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        pay();
      }}
    >
      <h1 className="screen__title">{t(titleKey)}</h1>
      {/* The method by its catalogue name, under the page's title (the same as the top bar's). */}
      <h2 className="screen__subtitle">{t(method.nameKey)}</h2>
      {leadKey ? <p className="screen__lead">{t(leadKey)}</p> : null}
      <PaymentOrderSummary order={order} />
      <PaymentWindow state={paymentWindow.state} expiresAt={paymentWindow.expiresAt} />
      {open ? <SavedCardList actor={savedCardsActor} /> : null}
      {saved || !open ? null : (
        <>
          <CardForm
            card={card}
            onChange={setCard}
            checks={checks}
            showErrors={showErrors}
            processorFields={fieldsUrl === undefined ? undefined : <CardFieldsFrame ref={fields} url={fieldsUrl} />}
          />
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
            {/* Product §5: a seventh card is refused at once. */}
            {limitReached ? (
              <p id="save-card-limit" className="field__error" role="alert">
                {t('errors.cardLimit')}
              </p>
            ) : null}
          </div>
        </>
      )}
      {open ? (
        <button type="submit" className="button button--primary button--block" disabled={loading} aria-busy={loading || undefined}>
          {loading ? <Spinner inline label={t('common.processing')} /> : null}
          {t(label)}
        </button>
      ) : null}
    </form>
  );
}
