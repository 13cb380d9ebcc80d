// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import enUS from '../../../config/locales/en-US.json';
import { sessionMachine } from '../../engine/session/sessionMachine';
import { spyActor } from '../../engine/testing';
import { ServicesContext, type AppServices } from '../app/services';
import type { Navigator } from '../router/navigator';
import { Menu } from './Menu';

afterEach(cleanup);

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });

function renderMenu() {
  const logout = vi.fn(async () => null);
  const session = createActor(sessionMachine.provide({ actors: { logout: spyActor(logout) } }), {
    input: { stored: { token: 't', signKey: 'k', email: 'ana@example.com', userNo: 'U1', kycStatus: 'none' } },
  });
  session.start();
  const navigator = { current: vi.fn(), navigate: vi.fn(), back: vi.fn(), subscribe: () => () => undefined } as unknown as Navigator;
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesContext.Provider value={{ sessionActor: session, navigator } as unknown as AppServices}>
        <Menu open onClose={onClose} />
      </ServicesContext.Provider>
    </I18nextProvider>,
  );
  return { session, logout };
}

describe('the menu', () => {
  it("asks the session machine for the logout's confirm, and Cancel keeps the session", async () => {
    const { session, logout } = renderMenu();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    expect(session.getSnapshot().matches({ signedIn: 'confirmingLogout' })).toBe(true);
    const confirm = screen.getByRole('alertdialog');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: enUS.dialog.logout.dismiss })));
    expect(session.getSnapshot().matches({ signedIn: 'idle' })).toBe(true);
    expect(logout).not.toHaveBeenCalled();
  });

  it('logs out through the session machine once confirmed', async () => {
    const { session, logout } = renderMenu();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: enUS.dialog.logout.confirm })));
    await waitFor(session, (snapshot) => snapshot.matches('signedOut'));
    expect(logout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });
});
