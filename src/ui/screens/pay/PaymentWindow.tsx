import { useTranslation } from 'react-i18next';
import { clock, secondsUntil } from '../../components/format';
import { Spinner } from '../../components/Spinner';
import { useNow } from '../../components/useNow';
import { useNavigator } from '../../router/hooks';
import type { PaymentWindowState } from './usePaymentWindow';

/**
 * Product §4 payment timeout countdown: the time left to pay, and what happens when it runs out (the
 * order closes and can no longer be paid). At zero the server is asked; a closed order says so
 * with the way to a new order, instead of a payment the gateway would refuse.
 */
export function PaymentWindow({ state, expiresAt }: { state: PaymentWindowState; expiresAt: number }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const now = useNow(state === 'open');
  if (state === 'closed') {
    return (
      <section className="card payment-window--closed" aria-labelledby="payment-window-closed">
        <p id="payment-window-closed" className="alert" role="alert">
          {t('errors.orderTimedOut')}
        </p>
        <p>{t('web2.payWindow.closed')}</p>
        <button type="button" className="button button--primary button--block" onClick={() => navigator.navigate('index')}>
          {t('result.buyAgain')}
        </button>
      </section>
    );
  }
  return (
    <div className="notice payment-window-box">
      <div className="notice__text">
        {/* A timer is not read out every second: its label says what it counts down to. */}
        <p className="payment-window" role="timer" aria-live="off">
          {t('web2.payWindow.timeLeft', { time: clock(secondsUntil(expiresAt, now)) })}
        </p>
        <p className="payment-window__hint">{t('web2.payWindow.whenZero')}</p>
        {state === 'checking' ? <Spinner label={t('web2.payWindow.checking')} /> : null}
      </div>
    </div>
  );
}
