import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services';
import { returnToMerchantVisible } from '../state/merchant';
import { useStore } from '../state/store';
import { notifyHost } from './hostMessages';

/**
 * Product §6 onOrderCompletionBtnVisible: back to the merchant once the order is done. A framing or
 * opening host page hears `close` (docs/embedding.md) and closes its iframe or popup; a checkout
 * with no host to tell (a redirect, a new tab) goes to the link's checked redirectUrl.
 */
export function ReturnToMerchant({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const merchant = useStore(useServices().merchant);
  if (!returnToMerchantVisible(merchant)) return null;
  const { redirectUrl } = merchant;
  const leave = () => {
    if (!notifyHost('close', { orderNo })) window.location.assign(redirectUrl);
  };
  return (
    <button type="button" className="button button--primary button--block" onClick={leave}>
      {t('merchant.returnToMerchant')}
    </button>
  );
}
