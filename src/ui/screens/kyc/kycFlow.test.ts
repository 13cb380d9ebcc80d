import { describe, expect, it } from 'vitest';
import { emptyBuyDraft } from '../../state/buyDraft';
import type { HomeFormState } from '../../state/homeForm';
import { kycLevel, quotaQuestionOf, saveKycLevel, saveSubmittedIdentity, submittedIdentity } from './kycFlow';
import { memoryStorage } from '../../../../tests/helpers/memoryStorage';

const home: HomeFormState = {
  tab: 'sell',
  buy: { fiat: 'USD', crypto: 'USDT', network: 'TRX', amount: '100' },
  sell: { fiat: 'BRL', crypto: 'USDT', network: 'TRX', amount: '50' },
};

describe('the KYC flow choices', () => {
  it('asks the payment limit for the order being verified: its fiat, buying, and its method once chosen', () => {
    const order = { cryptoCurrency: 'USDT', fiatCurrency: 'EUR', amount: '1500', network: 'TRX', address: 'T', cryptoCurrencyVolume: '1', depositType: 2 };
    expect(quotaQuestionOf({ ...emptyBuyDraft, order, form: home.buy }, home)).toEqual({ fiat: 'EUR', businessType: 1 });
    expect(quotaQuestionOf({ ...emptyBuyDraft, order: { ...order, payWayCode: '53003' }, form: home.buy }, home)).toEqual({
      fiat: 'EUR',
      businessType: 1,
      payType: '53003',
    });
  });

  it('falls back to the fiat the buy steps started with, then to the home tab the user is on, with its side', () => {
    expect(quotaQuestionOf({ ...emptyBuyDraft, form: { ...home.buy, fiat: 'GBP' } }, home)).toEqual({ fiat: 'GBP', businessType: 1 });
    expect(quotaQuestionOf(emptyBuyDraft, home)).toEqual({ fiat: 'BRL', businessType: 2 });
    expect(quotaQuestionOf(emptyBuyDraft, { ...home, tab: 'buy' })).toEqual({ fiat: 'USD', businessType: 1 });
  });

  it('keeps what was sent to the identity review for the session, so a resubmission starts from it', () => {
    const storage = memoryStorage();
    expect(submittedIdentity(storage)).toEqual({});
    saveSubmittedIdentity(storage, { firstName: 'Ana', lastName: 'Resubmit', nationality: 'US' });
    expect(submittedIdentity(storage)).toEqual({ firstName: 'Ana', lastName: 'Resubmit', nationality: 'US' });
    storage.setItem('gangway.identityReview.submitted', '{broken');
    expect(submittedIdentity(storage)).toEqual({});
  });

  it('keeps the chosen document flow for the session, the legend flow by default', () => {
    const storage = memoryStorage();
    expect(kycLevel(storage)).toBe(1);
    saveKycLevel(storage, 2);
    expect(kycLevel(storage)).toBe(2);
  });
});
