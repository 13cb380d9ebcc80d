// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import enUS from '../../../../config/locales/en-US.json';
import { buyQuoteFixture } from '../../../../tests/helpers/machineKit';
import type { NoticeItem } from '../../../shared/generated/api/lists.schema';
import { landingAnswers } from '../../app/landingAnswers';
import { ServicesContext, type AppServices } from '../../app/services';
import type { LandingState } from '../../ssr/landingState';
import { createDismissedNoticesStore } from '../../state/dismissedNotices';
import { NoticeBar } from './NoticeBar';

afterEach(cleanup);

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });

const notice = (content: string): NoticeItem => ({ content, publishTime: 1, endTime: 4_102_444_800_000, systemTime: 2 });
const pricedAt = 1_000_000;
const state = {
  language: 'en-US',
  pricedAt,
  quote: { form: { fiat: 'USD', alpha2: 'US', crypto: 'USDT', network: 'TRX', amount: '20' }, data: buyQuoteFixture() },
  notices: [notice('Rendered by the server')],
  sandbox: { sandbox: false, sandboxKinds: [], sandboxNetworks: [] },
} as unknown as LandingState;

describe('the notice bar on a landing page the server rendered', () => {
  it("shows the page's notices on its first mount however late it comes, and asks the server on a later one", async () => {
    const asked: string[] = [];
    const services = {
      api: {
        request: async (operation: { path?: string }) => {
          asked.push(operation.path ?? '');
          return { kind: 'ok', data: [notice('From the server')], headers: {} };
        },
      },
      dismissedNotices: createDismissedNoticesStore(undefined),
      // Its quote was due a minute before the scripts came: the page still hydrates with what it showed.
      landing: landingAnswers(state, pricedAt + 60_000),
    } as unknown as AppServices;
    const bar = () => (
      <ServicesContext.Provider value={services}>
        <I18nextProvider i18n={i18n}>
          <NoticeBar />
        </I18nextProvider>
      </ServicesContext.Provider>
    );
    const first = render(bar());
    expect(screen.getByText('Rendered by the server')).toBeTruthy();
    expect(asked).toEqual([]);
    first.unmount();
    render(bar());
    expect(await screen.findByText('From the server')).toBeTruthy();
    expect(asked).toEqual(['/index/v2/notice/list']);
  });
});
