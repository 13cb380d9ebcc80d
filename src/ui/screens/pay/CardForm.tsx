import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { validateBirthDate } from '../../../shared/card/birth-date';
import { validateCard, cardBrand } from '../../../shared/card/card-number';
import { validateCvv } from '../../../shared/card/cvv';
import { validateExpiry } from '../../../shared/card/expiry';
import { validateName } from '../../../shared/card/name';
import { validatePhone } from '../../../shared/card/phone';
import { ruleMessage, type RuleResult } from '../../../shared/rules/rule-result';
import { TextField } from '../../components/TextField';

export interface CardFields {
  firstname: string;
  lastname: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  phone: string;
  birthDate: string;
}

export const emptyCard: CardFields = { firstname: '', lastname: '', cardNumber: '', expiry: '', cvv: '', phone: '', birthDate: '' };

/** The label of each field; its error message names the same noun (tests/fixtures/field-nouns.json). */
export const cardLabelKeys: Record<keyof CardFields, string> = {
  firstname: 'card.firstName',
  lastname: 'card.lastName',
  cardNumber: 'card.cardNumber',
  expiry: 'card.expiry',
  cvv: 'card.cvv',
  phone: 'card.phone',
  birthDate: 'card.birthDate',
};

/** Product §5 card form: each field has its own rule and message; phone and birth date only when given. */
export function cardChecks(card: CardFields, acceptedBrands: readonly string[] | undefined, country: string | undefined): Record<keyof CardFields, RuleResult> {
  const optional = (value: string, rule: (value: string) => RuleResult): RuleResult => (value.trim() === '' ? { valid: true } : rule(value.trim()));
  return {
    firstname: validateName(card.firstname.trim(), 'firstName'),
    lastname: validateName(card.lastname.trim(), 'lastName'),
    cardNumber: validateCard(card.cardNumber, acceptedBrands),
    expiry: validateExpiry(card.expiry.trim()),
    cvv: validateCvv(card.cvv.trim(), card.cardNumber),
    phone: optional(card.phone, (value) => validatePhone(value, country)),
    birthDate: optional(card.birthDate, validateBirthDate),
  };
}

/** The fields the processor's own card fields take instead of the form, when its adapter collects card data in the browser. */
const processorFields: readonly (keyof CardFields)[] = ['cardNumber', 'expiry', 'cvv'];

/** Whether every field the form itself shows passes its rule. */
export const cardIsValid = (checks: Record<keyof CardFields, RuleResult>, processorFramed = false) =>
  Object.entries(checks).every(([field, check]) => check.valid || (processorFramed && processorFields.includes(field as keyof CardFields)));

/** "MM/YY" as the two fields the gateway takes. */
export function splitExpiry(expiry: string): { cardExpireMonth: string; cardExpireYear: string } {
  const [month = '', year = ''] = expiry.split('/').map((part) => part.trim());
  return { cardExpireMonth: month.padStart(2, '0'), cardExpireYear: year.length === 2 ? `20${year}` : year };
}

/** Groups of four as the number is typed; Amex's 4-6-5 grouping is left to the digits. */
function groupNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return cardBrand(digits) === 'amex' ? digits : digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

interface CardFormProps {
  card: CardFields;
  onChange: (card: CardFields) => void;
  checks: Record<keyof CardFields, RuleResult>;
  /** Errors show after the first submit; typed values are never cleared. */
  showErrors: boolean;
  /** The card processor's own fields (number, expiry, CVV) in place of the form's, when it collects card data in the browser. */
  processorFields?: ReactNode;
}

export function CardForm({ card, onChange, checks, showErrors, processorFields: framed }: CardFormProps) {
  const { t } = useTranslation();
  const error = (key: keyof CardFields) => (showErrors ? ruleMessage(t, checks[key]) : undefined);
  const set = (key: keyof CardFields) => (value: string) => onChange({ ...card, [key]: value });
  return (
    <div className="card-form">
      <div className="field-row">
        <TextField
          label={t(cardLabelKeys.firstname)}
          autoComplete="cc-given-name"
          value={card.firstname}
          onChange={set('firstname')}
          error={error('firstname')}
        />
        <TextField label={t(cardLabelKeys.lastname)} autoComplete="cc-family-name" value={card.lastname} onChange={set('lastname')} error={error('lastname')} />
      </div>
      {framed ?? (
        <>
          <TextField
            label={t(cardLabelKeys.cardNumber)}
            autoComplete="cc-number"
            inputMode="numeric"
            value={card.cardNumber}
            onChange={(value) => onChange({ ...card, cardNumber: groupNumber(value) })}
            error={error('cardNumber')}
          />
          <div className="field-row">
            <TextField
              label={t(cardLabelKeys.expiry)}
              placeholder={t('card.expiryPlaceholder')}
              autoComplete="cc-exp"
              inputMode="numeric"
              value={card.expiry}
              onChange={(value) => onChange({ ...card, expiry: formatExpiry(value) })}
              error={error('expiry')}
            />
            <TextField
              label={t(cardLabelKeys.cvv)}
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={4}
              value={card.cvv}
              onChange={(value) => onChange({ ...card, cvv: value.replace(/\D/g, '') })}
              error={error('cvv')}
              hint={t('card.cvvHint')}
            />
          </div>
        </>
      )}
      <TextField
        label={`${t(cardLabelKeys.phone)} (${t('common.optional')})`}
        type="tel"
        autoComplete="tel"
        value={card.phone}
        onChange={set('phone')}
        error={error('phone')}
      />
      <TextField
        label={`${t(cardLabelKeys.birthDate)} (${t('common.optional')})`}
        type="date"
        autoComplete="bday"
        value={card.birthDate}
        onChange={set('birthDate')}
        error={error('birthDate')}
      />
    </div>
  );
}
