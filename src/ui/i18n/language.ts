import { defaultLanguage, matchLanguage } from '../../shared/i18n';

/** Spec §1: the language is chosen by link or menu and kept for the session. */
export const languageStorageKey = 'gangway.language';

/** A link's ?language= wins, then the session's choice, then the default (en-US). */
export function initialLanguage(linkLanguage: string | null, storage: Pick<Storage, 'getItem'>): string {
  return matchLanguage(linkLanguage) ?? matchLanguage(storage.getItem(languageStorageKey)) ?? defaultLanguage;
}
