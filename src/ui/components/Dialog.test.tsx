// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

afterEach(cleanup);

/** 'I have completed the payment': the button is disabled while its check runs, then the tips open. */
function PayPage() {
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" disabled={busy} onClick={() => setBusy(true)}>
        I have completed the payment
      </button>
      <button
        type="button"
        onClick={() => {
          setBusy(false);
          setOpen(true);
        }}
      >
        answer
      </button>
      <Dialog open={open} title="Order status" onClose={() => setOpen(false)}>
        <p>Still confirming</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('gives focus back to the button that opened it, though that button had dropped focus to <body> while busy', async () => {
    render(<PayPage />);
    const pay = screen.getByRole('button', { name: 'I have completed the payment' });
    pay.focus();
    // What the browser does to a focused button that becomes disabled: focus falls to <body>.
    pay.blur();
    await act(async () => fireEvent.click(pay));
    expect(document.activeElement).toBe(document.body);
    await act(async () => screen.getByRole('button', { name: 'answer' }).click());
    const dialog = document.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    await act(async () => fireEvent(dialog as HTMLDialogElement, new Event('cancel', { cancelable: true })));
    await waitFor(() => expect(document.activeElement).toBe(pay));
  });
});
