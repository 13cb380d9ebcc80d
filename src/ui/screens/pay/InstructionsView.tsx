import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { AccountNumber } from '../../components/AccountNumber';
import { CopyButton } from '../../components/CopyButton';
import { QrCode } from '../../components/QrCode';
import { formatFiat } from '../../components/format';
import type { PaymentInstructions } from '../../../shared/generated/api/pay.schema';

interface InstructionsViewProps {
  instructions: PaymentInstructions;
  method: PaymentMethod;
  amount: string;
  fiat: string;
}

/** Bank details that are account numbers: shown in groups of four, never broken (the rest as given). */
const accountNumberFields = new Set(['accountNumber', 'iban', 'cbu', 'clabe']);

/** One copyable line of payment details, under its label; an account number shows grouped, and its copy is the raw number. */
function CopyLine({ label, value, account = false }: { label: string; value: string; account?: boolean }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="kv__wide copy-line">
        {account ? <AccountNumber value={value} /> : <span className="mono">{value}</span>}
        <CopyButton value={value} label={label} />
      </dd>
    </>
  );
}

/**
 * The payer's instructions shown on the payment page: the PIX QR and copy-and-paste code, the
 * virtual account, the SPEI CLABE, a scheme QR, or the bank details of the cashier desk (product §2).
 */
export function InstructionsView({ instructions, method, amount, fiat }: InstructionsViewProps) {
  const { t, i18n } = useTranslation();
  const money = `${formatFiat(amount, fiat, i18n.language)} ${fiat}`;
  const methodName = t(method.nameKey);
  switch (instructions.kind) {
    case 'pix':
    case 'qr': {
      const payload = instructions.kind === 'pix' ? instructions.copyPaste : instructions.qrPayload;
      return (
        <section className="card instructions">
          <p>{t('buy.qrCode.instructions', { app: methodName, amount: formatFiat(amount, fiat, i18n.language), fiat })}</p>
          <QrCode payload={payload} label={t('buy.qrCode.title')} logo={method.qrIcon} />
          <div className="copy-line copy-line--block">
            <code className="mono payload">{payload}</code>
            <CopyButton value={payload} text={t('buy.qrCode.copyCode')} />
          </div>
        </section>
      );
    }
    case 'virtualAccount': {
      const bank = method.banks?.find((candidate) => candidate.bankCode === instructions.bankCode);
      return (
        <section className="card instructions">
          <p>{t('buy.otherWay.instructions', { amount: formatFiat(amount, fiat, i18n.language), fiat })}</p>
          <dl className="kv">
            <dt>{t('buy.otherWay.bank')}</dt>
            <dd>{bank ? t(bank.nameKey) : instructions.bankCode}</dd>
            <CopyLine label={t('buy.otherWay.virtualAccount')} value={instructions.vaNumber} account />
            <dt>{t('buy.confirm.amountToPay')}</dt>
            <dd>{money}</dd>
          </dl>
          <p className="notice">{t('buy.otherWay.exactAmount')}</p>
        </section>
      );
    }
    case 'spei':
      return (
        <section className="card instructions">
          <p>{t('buy.cashier.instructions', { amount: formatFiat(amount, fiat, i18n.language), fiat })}</p>
          <dl className="kv">
            <CopyLine label={t('web.bankDetails.clabe')} value={instructions.clabe} account />
            <CopyLine label={t('web.bankDetails.beneficiary')} value={instructions.beneficiary} />
            <CopyLine label={t('buy.cashier.reference')} value={instructions.reference} />
            <dt>{t('buy.confirm.amountToPay')}</dt>
            <dd>{money}</dd>
          </dl>
        </section>
      );
    case 'bankDetails':
      return (
        <section className="card instructions">
          <p>{t('buy.cashier.instructions', { amount: formatFiat(amount, fiat, i18n.language), fiat })}</p>
          <dl className="kv">
            {Object.entries(instructions.details).map(([key, value]) =>
              value === undefined ? null : (
                <CopyLine
                  key={key}
                  label={i18n.exists(`web.bankDetails.${key}`) ? t(`web.bankDetails.${key}`) : key}
                  value={value}
                  account={accountNumberFields.has(key)}
                />
              ),
            )}
            <CopyLine label={t('buy.cashier.reference')} value={instructions.reference} />
            <dt>{t('buy.confirm.amountToPay')}</dt>
            <dd>{money}</dd>
          </dl>
          <p className="notice">{t('buy.cashier.referenceWarning')}</p>
        </section>
      );
    case 'redirect':
      return (
        <section className="card instructions">
          <p>{t('buy.redirect.description', { gateway: methodName })}</p>
          <a className="button button--primary button--block" href={instructions.payUrl} target="_blank" rel="noopener noreferrer">
            {t('common.payNow')}
          </a>
          <p className="field__hint">{t('buy.redirect.keepOpen')}</p>
        </section>
      );
  }
}
