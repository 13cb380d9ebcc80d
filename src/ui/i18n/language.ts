/** Product §1: the language chosen by link or menu is kept for the session (the session machine decides it). */
export const languageStorageKey = 'gangway.language';
