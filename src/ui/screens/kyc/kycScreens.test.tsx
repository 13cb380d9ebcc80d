// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ReactNode } from 'react';
import enUS from '../../../../config/locales/en-US.json';
import type { ApiClient, ApiRequest } from '../../../api/client';
import { routeByName } from '../../../shared/config/routes';
import { ServicesContext, type AppServices } from '../../app/services';
import type { Navigator } from '../../router/navigator';
import { emptyBuyDraft } from '../../state/buyDraft';
import { defaultHomeForm } from '../../state/homeForm';
import { createStore } from '../../state/store';
import IdAuthenticationScreen from './IdAuthenticationScreen';
import IdProofScreen from './IdProofScreen';
import { saveKycLevel } from './kycFlow';
import KycStartScreen from './KycStartScreen';

afterEach(cleanup);

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });

const user = { token: 't', signKey: 'k', email: 'ana@example.com', userNo: 'U1', kycStatus: 'none' as const };

/** GET /kyc/findUserDetail of a user approved at level 1: the identity that review approved, and its two photos kept. */
const approvedAtLevel1 = {
  kycStatus: 'succeeded',
  identity: {
    firstName: 'Ana',
    lastName: 'Approved',
    birthDate: '1990-04-02',
    country: 'US',
    state: 'CA',
    city: 'San Jose',
    address: '1 Main St',
    zipcode: '95113',
    idType: 'PASSPORT',
    idNumber: 'X123****',
  },
  masked: ['idNumber'],
  photosKept: ['id', 'selfie'],
};

function setUp(signedIn: boolean) {
  const request = vi.fn(async (call: ApiRequest) => {
    if (call.path === '/kyc/auth/status') return { kind: 'ok' as const, data: { status: 0 }, headers: {} };
    if (call.path === '/kyc/findUserDetail') return { kind: 'ok' as const, data: approvedAtLevel1, headers: {} };
    return { kind: 'ok' as const, data: { fiat: 'USD', quota: '1000' }, headers: {} };
  });
  const navigator = { current: vi.fn(), navigate: vi.fn(), back: vi.fn(), subscribe: () => () => undefined } as unknown as Navigator;
  const services = {
    api: { request } as unknown as ApiClient,
    navigator,
    session: createStore({ user: signedIn ? user : null }),
    loginReturn: createStore<{ name: string | null; query: Record<string, string> }>({ name: null, query: {} }),
    buyDraft: createStore(emptyBuyDraft),
    homeForm: createStore(defaultHomeForm()),
    merchant: createStore({}),
  } as unknown as AppServices;
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
    </I18nextProvider>
  );
  return { services, navigator, request, wrap };
}

const route = (name: string) => {
  const found = routeByName(name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};

describe('/id_authentication', () => {
  it('follows a status query changed while it is open', async () => {
    const { wrap } = setUp(true);
    const view = render(wrap(<IdAuthenticationScreen route={route('idAuthentication')} query={new URLSearchParams({ status: '0' })} />));
    await screen.findByText(i18n.t('kyc.authentication.pending'), { selector: 'p' });
    view.rerender(wrap(<IdAuthenticationScreen route={route('idAuthentication')} query={new URLSearchParams({ status: '1' })} />));
    await screen.findByText(i18n.t('kyc.authentication.approved'));
    view.rerender(wrap(<IdAuthenticationScreen route={route('idAuthentication')} query={new URLSearchParams({ status: '4' })} />));
    await screen.findByRole('button', { name: i18n.t('kyc.authentication.resubmit') });
  });
});

describe('the sign-in guard of the KYC screens', () => {
  it('sends a visitor to /emailCode with the way back, calling nothing, so no session-expired toast', async () => {
    const { wrap, navigator, request, services } = setUp(false);
    render(wrap(<KycStartScreen route={route('kycVerify')} query={new URLSearchParams({ type: 'brazilPay' })} />));
    await vi.waitFor(() => expect(navigator.navigate).toHaveBeenCalledExactlyOnceWith('emailCode', undefined, { replace: true }));
    expect(services.loginReturn.get()).toEqual({ name: 'kycVerify', query: { type: 'brazilPay' } });
    expect(request).not.toHaveBeenCalled();
  });

  it('lets a signed-in user in, asking the payment limit for what they are doing', async () => {
    const { wrap, navigator, request } = setUp(true);
    render(wrap(<KycStartScreen route={route('kycVerify')} query={new URLSearchParams()} />));
    await screen.findByText(/Payment limit up to/);
    expect(navigator.navigate).not.toHaveBeenCalled();
    expect(request).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ path: '/kyc/getQuota', body: { fiat: 'USD', businessType: 1 } }));
  });
});

describe('/idProof', () => {
  it('starts level 2 from the approved identity and the photos its review approved: only the proof of address and the masked ID number are asked again', async () => {
    saveKycLevel(sessionStorage, 2);
    const { wrap } = setUp(true);
    render(wrap(<IdProofScreen route={route('idProof')} query={new URLSearchParams()} />));
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('San Jose');
    expect((screen.getByLabelText('ID number') as HTMLInputElement).value).toBe('');
    expect(screen.getByText(i18n.t('kyc.resubmit.reenterMasked', { value: 'X123****' }))).toBeTruthy();
    expect(screen.getByText(i18n.t('kyc.resubmit.nextLevel'))).toBeTruthy();
    expect(screen.getAllByText(i18n.t('kyc.documents.kept'))).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('common.submit') }));
    // The kept ID photo and selfie are not missing; the proof of address is.
    expect(await screen.findAllByText(i18n.t('web2.kyc.photoMissing'))).toHaveLength(1);
  });
});
