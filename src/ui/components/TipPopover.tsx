import { useEffect, useId, useRef, useState } from 'react';
import { useViewport } from '../layout/useViewport';

interface TipPopoverProps {
  /** Accessible name of the trigger, e.g. "Ramp fee". */
  label: string;
  text: string;
}

/**
 * Product §2 fee panel tips: on a wide screen (desktop) the tip opens on hover and focus; on a phone
 * it opens on click. Escape and a click elsewhere close it either way.
 */
export function TipPopover({ label, text }: TipPopoverProps) {
  const { wide } = useViewport();
  const [open, setOpen] = useState(false);
  const tipId = useId();
  const root = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const hover = wide ? { onMouseEnter: () => setOpen(true), onMouseLeave: () => setOpen(false) } : {};
  return (
    <span className="tip" ref={root} {...hover}>
      <button
        type="button"
        className="tip__trigger"
        aria-label={label}
        aria-expanded={open}
        aria-describedby={open ? tipId : undefined}
        onClick={() => setOpen((value) => (wide ? true : !value))}
        onFocus={wide ? () => setOpen(true) : undefined}
        onBlur={wide ? () => setOpen(false) : undefined}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 7v4.5M8 4.5v.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <span role="tooltip" id={tipId} className="tip__bubble">
          {text}
        </span>
      ) : null}
    </span>
  );
}
