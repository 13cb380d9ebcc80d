import { useCallback } from 'react';
import { kycStatus } from '../../../api/endpoints/kyc';
import { unwrap } from '../../../api/unwrap';
import { useServices } from '../../app/services';
import { useNavigator } from '../../router/hooks';
import { ContinueInNewTab } from './ContinueInNewTab';

/** KYC statuses in which the user has still to send their documents (none yet, or asked to send again). */
const awaitingDocuments = new Set(['none', 'exception']);

/**
 * The identity capture's way out of a frame without the camera: photos can still be uploaded
 * here, or the same step (and order) continues in a new tab; once the documents were sent there,
 * this frame shows the review status.
 */
export function CaptureInNewTab({ routeName, orderNo }: { routeName: string; orderNo: string | null }) {
  const services = useServices();
  const navigator = useNavigator();
  const sentElsewhere = useCallback(async () => !awaitingDocuments.has(unwrap(await kycStatus(services.api)).kycStatus), [services.api]);
  const showStatus = useCallback(() => navigator.navigate('kycStatus', undefined, { replace: true }), [navigator]);
  return (
    <ContinueInNewTab
      step={{ route: routeName, ...(orderNo === null ? {} : { orderNo }) }}
      reason={{ key: 'embed.newTab.camera' }}
      stepDone={sentElsewhere}
      onDone={showStatus}
    />
  );
}
