import { useState } from 'react';

/**
 * False until `open` is first true, then true for good: a lazy part (the menu, the search overlay)
 * is fetched when first opened, not with the page, and then stays mounted, so its dialogs close,
 * give focus back and keep their state as before.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
