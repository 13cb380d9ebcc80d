// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { embedCapabilities } from '../merchant/embed/embedCapabilities';
import { CopyButton } from './CopyButton';

const everything = embedCapabilities.get();
afterEach(() => {
  cleanup();
  embedCapabilities.set(everything);
});

describe('the copy button in a frame', () => {
  it('is shown where the clipboard may be written, or where the browser cannot tell', () => {
    render(<CopyButton value="00020126" text="Copy payment code" />);
    expect(screen.getByRole('button', { name: 'Copy payment code' })).toBeTruthy();
    act(() => embedCapabilities.set({ ...everything, allows: { ...everything.allows, clipboard: undefined } }));
    expect(screen.queryByRole('button', { name: 'Copy payment code' })).not.toBeNull();
  });

  it('is hidden where the frame does not allow clipboard writes, as it could only fail', () => {
    embedCapabilities.set({ ...everything, framed: true, allows: { ...everything.allows, clipboard: false } });
    render(<CopyButton value="00020126" text="Copy payment code" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
