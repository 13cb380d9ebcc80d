import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services';
import { returnToMerchantVisible } from '../state/merchant';
import { useStore } from '../state/store';
import { hostWindowOf, notifyHost } from './hostMessages';

/**
 * Spec §6 onOrderCompletionBtnVisible: back to the merchant once the order is done. The host page
 * hears `close` (docs/embedding.md) and closes its iframe or popup; a checkout opened on its own
 * (a redirect, a new tab) goes to the link's checked redirectUrl.
 */
export function ReturnToMerchant({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const merchant = useStore(useServices().merchant);
  if (!returnToMerchantVisible(merchant)) return null;
  const { redirectUrl } = merchant;
  const leave = () => {
    notifyHost('close', { orderNo });
    if (!hostWindowOf(window)) window.location.assign(redirectUrl);
  };
  return (
    <button type="button" className="button button--primary button--block" onClick={leave}>
      {t('merchant.returnToMerchant')}
    </button>
  );
}
