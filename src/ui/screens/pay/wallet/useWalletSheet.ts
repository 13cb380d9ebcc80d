import { useCallback, useRef, useState } from 'react';
import type { CardPaymentBody, WalletSheet } from '../../../../shared/generated/api/pay.schema';
import { useServices } from '../../../app/services';
import { chargeCard } from '../chargeCard';

/** The user closed the wallet sheet without paying: the pay button goes back to ready. */
export class WalletSheetDismissed extends Error {
  constructor() {
    super('wallet sheet dismissed');
    this.name = 'WalletSheetDismissed';
  }
}

type Answer = (charge: CardPaymentBody | null) => void;

/**
 * The open wallet sheet of a payment page and the charge of the card it hands back:
 * payWithWallet shows the sheet and resolves once /pay/card/submit has decided the payment.
 */
export function useWalletSheet() {
  const { api } = useServices();
  const [sheet, setSheet] = useState<WalletSheet | null>(null);
  const answer = useRef<Answer | null>(null);

  const close = useCallback((charge: CardPaymentBody | null) => {
    setSheet(null);
    answer.current?.(charge);
    answer.current = null;
  }, []);

  const payWithWallet = useCallback(
    async (request: WalletSheet) => {
      const charge = await new Promise<CardPaymentBody | null>((resolve) => {
        answer.current = resolve;
        setSheet(request);
      });
      if (!charge) throw new WalletSheetDismissed();
      return chargeCard(api, charge);
    },
    [api],
  );

  return { sheet, payWithWallet, confirm: (charge: CardPaymentBody) => close(charge), dismiss: () => close(null) };
}
