import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a failed submit, focus goes to the first field marked invalid (aria-invalid), in the order
 * the form shows them, once its message has rendered: the keyboard and screen-reader user lands on
 * what to fix instead of staying on Submit (or falling to <body> when Submit was busy).
 * Returns the ref for the form and the function to call when a submit fails.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const container = useRef<T>(null);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures === 0) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failures]);
  const focusFirstInvalid = useCallback(() => setFailures((n) => n + 1), []);
  return [container, focusFirstInvalid] as const;
}
