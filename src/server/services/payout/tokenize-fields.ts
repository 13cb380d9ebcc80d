import cardValidator from 'card-validator';
import type { CardProvider } from '../../providers/card/card-provider';
import { refuseField } from '../../refusals';
import type { PayoutFormInUse } from '../../../shared/payout';

/** A checked payout account split into what may be stored: display values by field, processor tokens by field. */
export interface StorableAccount {
  fields: Record<string, string>;
  tokens: Record<string, string>;
}

/**
 * Exchanges every field a form marks `tokenize` (a card number) for the card processor's token,
 * keeping only the brand and last four digits to show it (product §9: no card number ever stored).
 * The account has passed its form, so the expiry and holder fields the rule names are there. A
 * processor that collects card data in the browser takes no card number from this server: such a
 * field is refused (docs/providers.md 'Card data').
 */
export async function tokenizeSecretFields(form: PayoutFormInUse, account: Record<string, string>, card: CardProvider): Promise<StorableAccount> {
  const fields = { ...account };
  const tokens: Record<string, string> = {};
  for (const [field, property] of Object.entries(form.schema.properties)) {
    const rule = property?.tokenize;
    const number = fields[field];
    if (!rule || number === undefined) continue;
    if (card.collection.kind === 'browser') refuseField(field, 'errors.server.cardFieldsOnly');
    const expiry = cardValidator.expirationDate(fields[rule.expiryField] ?? '');
    const tokenized = await card.tokenize({
      number,
      expMonth: expiry.month ?? '',
      expYear: expiry.year ?? '',
      cvv: '',
      holderName: fields[rule.holderField] ?? '',
    });
    tokens[field] = tokenized.token;
    fields[field] = `${tokenized.brand} •••• ${tokenized.last4}`;
  }
  return { fields, tokens };
}
