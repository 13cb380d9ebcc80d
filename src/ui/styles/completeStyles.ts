import { askedOnce } from '../../shared/askedOnce';

/**
 * The styles of every page past the landing (rest.css), fetched once: the landing page's own
 * stylesheet stays small, since it holds back its first paint. WholeApp.tsx waits for them.
 */
export const completeStyles = askedOnce(() => import('./rest.css'));
