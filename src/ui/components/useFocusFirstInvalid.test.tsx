// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

afterEach(cleanup);

function Form() {
  const [form, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();
  const [tried, setTried] = useState(false);
  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        focusFirstInvalid();
      }}
    >
      <input aria-label="Name" />
      <input aria-label="Card number" aria-invalid={tried || undefined} />
      <input aria-label="CVV" aria-invalid={tried || undefined} />
      <button type="submit">Submit</button>
    </form>
  );
}

describe('useFocusFirstInvalid', () => {
  it('moves focus from Submit to the first field marked invalid once the errors show, on every failed submit', async () => {
    render(<Form />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    await act(async () => fireEvent.click(submit));
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));
    submit.focus();
    await act(async () => fireEvent.click(submit));
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));
  });
});
