import { lazy, Suspense } from 'react';
import { useAfterFirstIdle } from '../components/useAfterFirstIdle';
import { customerServiceVisible, type MerchantState } from '../state/merchant';

const CustomerServiceWidget = lazy(() => import('./CustomerServiceWidget'));

/**
 * Product §6: the help widget, unless the merchant shut it down; then it is neither rendered nor
 * loaded. Its chunk and styles load once the page is first idle, after the first screen and its
 * quote, not in their way.
 */
export function CustomerService({ merchant }: { merchant: MerchantState }) {
  const idle = useAfterFirstIdle();
  if (!customerServiceVisible(merchant) || !idle) return null;
  return (
    <Suspense fallback={null}>
      <CustomerServiceWidget />
    </Suspense>
  );
}
