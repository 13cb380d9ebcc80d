import { useCallback } from 'react';
import { buyOrderDetails } from '../../../api/endpoints/buy';
import { unwrap } from '../../../api/unwrap';
import { useServices } from '../../app/services';
import { useNavigator } from '../../router/hooks';
import { ContinueInNewTab } from './ContinueInNewTab';

/**
 * The payment page's way out of a frame without the payment permission (Apple Pay, Google Pay):
 * the same order is paid in a new tab; once the order is no longer unpaid there, this frame shows
 * its result, which tells the host page as usual (orderCompleted, orderFailed).
 */
export function PaymentInNewTab({ routeName, orderNo, methodName }: { routeName: string; orderNo: string; methodName: string }) {
  const services = useServices();
  const navigator = useNavigator();
  const paidElsewhere = useCallback(async () => unwrap(await buyOrderDetails(services.api, orderNo)).status !== 'unpaid', [services.api, orderNo]);
  const showResult = useCallback(() => navigator.navigate('paymentResult', { orderNo }, { replace: true }), [navigator, orderNo]);
  return (
    <ContinueInNewTab
      step={{ route: routeName, orderNo }}
      reason={{ key: 'embed.newTab.payment', params: { method: methodName } }}
      stepDone={paidElsewhere}
      onDone={showResult}
    />
  );
}
