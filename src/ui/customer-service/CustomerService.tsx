import { lazy, Suspense } from 'react';
import { customerServiceVisible, type MerchantState } from '../state/merchant';

const CustomerServiceWidget = lazy(() => import('./CustomerServiceWidget'));

/** Spec §6: the help widget, unless the merchant shut it down; then it is neither rendered nor loaded. */
export function CustomerService({ merchant }: { merchant: MerchantState }) {
  if (!customerServiceVisible(merchant)) return null;
  return (
    <Suspense fallback={null}>
      <CustomerServiceWidget />
    </Suspense>
  );
}
