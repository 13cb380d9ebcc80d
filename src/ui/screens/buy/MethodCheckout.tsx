import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAmount } from '../../../engine/quote/amountRules';
import { checkTypedAmount } from '../../../engine/quote/typedAmount';
import type { ContinueIntent } from '../../../engine/quote/quoteMachine';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { useServices } from '../../app/services';
import { amountRuleMessage } from '../../components/amountMessage';
import { FeePanel } from '../../components/FeePanel';
import { Spinner } from '../../components/Spinner';
import { useQuote } from '../home/useQuote';
import { startPayment } from './startPayment';
import { useBuyDraft } from './useBuyDraft';

/**
 * The fee panel and Continue for one chosen method; a new method starts a new quote. An amount
 * outside the method's own limits is said here with home's rule, and is never quoted. Also
 * the way on from an approved identity review (/id_authentication?status=1): a fresh quote, then
 * the payment checks, which place the order and open the cashier desk.
 */
export function MethodCheckout({ method, bankCode, from }: { method: PaymentMethod; bankCode: string | null; from: string }) {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const draft = useBuyDraft(['form', 'order']);
  const [starting, setStarting] = useState(false);
  const initial = useMemo(
    () => ({ ...(draft.form ?? services.homeForm.get().buy), payWayCode: method.payWayCode }),
    [draft.form, method.payWayCode, services.homeForm],
  );
  const onContinue = useCallback(
    (intent: ContinueIntent) => {
      const order = services.buyDraft.get().order;
      if (!order) return;
      setStarting(true);
      startPayment(services, { method, quote: intent.quote, order, bankCode, from, onDone: () => setStarting(false) });
    },
    [services, method, bankCode, from],
  );
  const { actor, form, quote, refreshAt, updating, failed, refusal, amountRefusal, continuing, enabled } = useQuote('buy', initial, onContinue, false);
  const needsBank = method.banks !== undefined && bankCode === null;
  // The method's own range is known before any quote (an amount outside it is not sent); the quote's limits once it lands.
  const typed = checkTypedAmount('buy', form);
  const amountCheck = !typed.valid ? typed : quote ? checkAmount('buy', form.amount, quote) : undefined;
  const amountError = (amountCheck && amountRuleMessage(t, i18n.language, amountCheck)) ?? amountRefusal;
  return (
    <>
      {amountError ? (
        <p className="alert" role="alert">
          {amountError}
        </p>
      ) : null}
      <FeePanel
        side="buy"
        quote={quote}
        refreshAt={refreshAt}
        updating={updating}
        showPrice={false}
        payWayChosen
        failed={failed}
        refusal={refusal?.message}
        onRetry={() => actor.send({ type: 'quote.refresh' })}
      />
      <button
        type="button"
        className="button button--primary button--block"
        disabled={!enabled || needsBank || continuing || starting}
        aria-busy={continuing || starting || undefined}
        onClick={() => actor.send({ type: 'continue.click' })}
      >
        {continuing || starting ? <Spinner inline label={t('common.processing')} /> : null}
        {t('common.continue')}
      </button>
    </>
  );
}
