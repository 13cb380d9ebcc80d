import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../../../api/client';
import { environment } from '../../../../api/endpoints/home';
import { validateName } from '../../../../shared/card/name';
import { errorEntryByCode } from '../../../../shared/config/errors';
import type { CardPaymentBody, WalletSheet } from '../../../../shared/generated/api/pay.schema';
import type { TestCard } from '../../../../shared/generated/sandbox.schema';
import type { PaymentMethod } from '../../../../shared/generated/payment-methods.schema';
import { ruleMessage } from '../../../../shared/rules/rule-result';
import { useServices } from '../../../app/services';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { useFocusFirstInvalid } from '../../../components/useFocusFirstInvalid';
import { formatFiat } from '../../../components/format';
import { walletCardsFor, walletCharge, type WalletCard } from './walletCards';

/** The sandbox wallet's cards: the server's test cards (GET /index/environment), none in production or when it cannot be asked. */
async function sandboxWalletCards(api: ApiClient): Promise<TestCard[]> {
  const answer = await environment(api);
  return answer.kind === 'ok' ? (answer.data.walletCards ?? []) : [];
}

interface WalletSheetDialogProps {
  sheet: WalletSheet;
  method: PaymentMethod;
  /** The charge for /pay/card/submit, built from the chosen wallet card. */
  onConfirm: (charge: CardPaymentBody) => void;
  onDismiss: () => void;
}

/** What the sandbox does with the card (docs/sandbox.md), so a tester knows what they pick. */
function outcomeKey(card: WalletCard): string {
  if (card.outcome === 'approved') return 'web4.wallet.outcome.approved';
  if (card.outcome === 'timeout') return 'web4.wallet.outcome.timeout';
  return errorEntryByCode(card.resultCode ?? '')?.messageKey ?? 'web4.wallet.outcome.declined';
}

/**
 * The wallet sheet of Apple Pay and Google Pay (POST /pay/{product} answers its payment request):
 * who is paid and how much, a card of the wallet and the billing name, then the card goes to
 * /pay/card/submit. Only the sandbox has a wallet to offer (its test cards); a server without the
 * sandbox says the wallet is not available in this browser.
 */
export default function WalletSheetDialog({ sheet, method, onConfirm, onDismiss }: WalletSheetDialogProps) {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const formId = useId();
  const [testCards, setTestCards] = useState<TestCard[] | undefined>();
  const cards = walletCardsFor(sheet, testCards ?? []);
  const [chosen, setChosen] = useState(0);
  const [name, setName] = useState({ firstname: '', lastname: '' });
  const [attempted, setAttempted] = useState(false);
  // After a failed Pay, focus goes to the first field to fix, not left on Pay.
  const [form, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();
  const checks = { firstname: validateName(name.firstname.trim(), 'firstName'), lastname: validateName(name.lastname.trim(), 'lastName') };
  const error = (field: keyof typeof checks) => (attempted ? ruleMessage(t, checks[field]) : undefined);
  const methodName = t(method.nameKey);

  useEffect(() => {
    let live = true;
    void sandboxWalletCards(api).then((found) => live && setTestCards(found));
    return () => {
      live = false;
    };
  }, [api]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const card = cards[chosen];
    if (!card || !checks.firstname.valid || !checks.lastname.valid) {
      focusFirstInvalid();
      return;
    }
    onConfirm(walletCharge(sheet.orderNo, card, name, new Date()));
  };

  const ready = cards.length > 0;
  return (
    <Dialog
      open
      title={methodName}
      onClose={onDismiss}
      actions={
        <>
          <button type="button" className="button" onClick={onDismiss}>
            {t('common.cancel')}
          </button>
          {ready ? (
            <button type="submit" form={formId} className="button button--primary">
              {t('web4.wallet.pay', { method: methodName })}
            </button>
          ) : null}
        </>
      }
    >
      <p className="wallet-sheet__total">
        {t('web4.wallet.payTo', { merchant: t('web.brand') })}{' '}
        <strong>
          {formatFiat(sheet.total, sheet.currencyCode, i18n.language)} {sheet.currencyCode}
        </strong>
      </p>
      {testCards === undefined ? <Spinner label={t('common.loading')} /> : null}
      {testCards !== undefined && !ready ? <p role="alert">{t('web4.wallet.unavailable', { method: methodName })}</p> : null}
      {ready ? (
        <form ref={form} id={formId} noValidate onSubmit={submit}>
          <fieldset className="method-list">
            <legend className="field__label">{t('web4.wallet.card')}</legend>
            {cards.map((card, index) => (
              <label key={card.number} className={index === chosen ? 'row row--active' : 'row'}>
                <input type="radio" name="walletCard" className="visually-hidden" checked={index === chosen} onChange={() => setChosen(index)} />
                <span className="row__text">
                  {t('web4.wallet.cardLine', { brand: t(`web4.wallet.brand.${card.brand}`), last4: card.last4 })}
                  <span className="field__hint"> · {t(outcomeKey(card))}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <TextField
            label={t('card.firstName')}
            autoComplete="cc-given-name"
            value={name.firstname}
            onChange={(firstname) => setName({ ...name, firstname })}
            error={error('firstname')}
          />
          <TextField
            label={t('card.lastName')}
            autoComplete="cc-family-name"
            value={name.lastname}
            onChange={(lastname) => setName({ ...name, lastname })}
            error={error('lastname')}
          />
          <p className="field__hint">{t('web4.wallet.sandboxHint')}</p>
        </form>
      ) : null}
    </Dialog>
  );
}
