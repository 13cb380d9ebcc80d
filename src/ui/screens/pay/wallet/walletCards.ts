import cardValidator from 'card-validator';
import { cardBrand, type CardBrand } from '../../../../shared/card/card-number';
import type { CardPaymentBody, WalletSheet } from '../../../../shared/generated/api/pay.schema';
import type { TestCard } from '../../../../shared/generated/sandbox.schema';

/** A card in the sandbox wallet: a test card of config/sandbox.json (docs/sandbox.md) and its brand. */
export interface WalletCard {
  number: string;
  brand: CardBrand;
  last4: string;
  outcome: TestCard['outcome'];
  resultCode?: string;
}

/**
 * The sandbox wallet holds the sandbox's test cards; the sheet offers those whose brand the
 * method accepts (the sheet's supportedNetworks, config cardType), approved ones first.
 */
export function walletCardsFor(sheet: Pick<WalletSheet, 'supportedNetworks'>, cards: readonly TestCard[]): WalletCard[] {
  const offered: WalletCard[] = [];
  for (const card of cards) {
    const brand = cardBrand(card.number);
    if (brand === null || !sheet.supportedNetworks.includes(brand)) continue;
    offered.push({
      number: card.number,
      brand,
      last4: card.number.slice(-4),
      outcome: card.outcome,
      ...(card.resultCode ? { resultCode: card.resultCode } : {}),
    });
  }
  return offered.sort((a, b) => Number(b.outcome === 'approved') - Number(a.outcome === 'approved'));
}

export interface BillingName {
  firstname: string;
  lastname: string;
}

/**
 * The card charge the sheet hands to /pay/card/submit. A wallet keeps the expiry and the security
 * code itself and never shows them; the sandbox takes any future expiry and any code of the
 * brand's length (docs/sandbox.md), so the sandbox wallet's cards expire at the end of next year.
 */
export function walletCharge(orderNo: string, card: WalletCard, name: BillingName, now: Date): CardPaymentBody {
  const codeSize = cardValidator.number(card.number).card?.code.size ?? 3;
  return {
    orderNo,
    cardNumber: card.number,
    cardExpireMonth: '12',
    cardExpireYear: String(now.getFullYear() + 1),
    cvv: '7'.repeat(codeSize),
    firstname: name.firstname.trim(),
    lastname: name.lastname.trim(),
  };
}
