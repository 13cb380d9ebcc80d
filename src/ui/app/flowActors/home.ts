import type { ApiClient } from '../../../api/client';
import { environment, noticeList } from '../../../api/endpoints/home';
import { unwrap } from '../../../api/unwrap';
import { apiCall } from '../provideFlow';

/** The machines' calls of src/api/endpoints/home.ts. */
export function homeActors(api: ApiClient) {
  return {
    loadEnvironment: apiCall(async () => unwrap(await environment(api))),
    loadNotices: apiCall(async () => unwrap(await noticeList(api))),
  };
}
