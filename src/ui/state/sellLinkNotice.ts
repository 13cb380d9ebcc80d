import type { IgnoredLinkValue } from '../../engine/sell/sellDeepLink';
import { createStoredStore, type Store } from './store';

/** The values the latest sell deep link could not use (product §4), shown until the user closes the notice. */
export interface SellLinkNotice {
  ignored: IgnoredLinkValue[];
  dismissed: boolean;
}

export function createSellLinkNoticeStore(storage: Storage | undefined): Store<SellLinkNotice> {
  return createStoredStore<SellLinkNotice>('gangway.sellLinkNotice', { ignored: [], dismissed: false }, storage);
}

/** The notice has values to tell of, and the user has not closed it. */
export function sellLinkNoticeShown(notice: SellLinkNotice): boolean {
  return !notice.dismissed && notice.ignored.length > 0;
}
