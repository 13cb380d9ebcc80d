import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import enUS from '../../../config/locales/en-US.json';
import zhHK from '../../../config/locales/zh-HK.json';
import { errorEntryByName } from '../../shared/config/errors';
import { policyToastText } from './policyToastText';

const i18n = createInstance();
await i18n.init({ lng: 'en-US', resources: { 'en-US': { translation: enUS }, 'zh-HK': { translation: zhHK } }, interpolation: { escapeValue: false } });

const validationKey = errorEntryByName('validationFailed').messageKey ?? '';
const toast = (message: string, messageKey = validationKey) => ({ kind: 'toast' as const, message, messageKey, durationMs: 3000 });

describe('policyToastText', () => {
  it('shows the reason of a validation failure without the API field name', () => {
    expect(policyToastText(toast('amount: Up to 0 decimal places are allowed.'), i18n.t)).toBe('Up to 0 decimal places are allowed.');
  });

  it("reads the field off by the language's own template", () => {
    expect(policyToastText(toast('amount：最多只可輸入 0 位小數'), i18n.getFixedT('zh-HK'))).toBe('最多只可輸入 0 位小數');
  });

  it('keeps each reason of a failure with several fields', () => {
    expect(policyToastText(toast('email: must match format "email"; code: must NOT have more than 6 characters'), i18n.t)).toBe(
      'must match format "email"; must NOT have more than 6 characters',
    );
  });

  it("shows other messages as the server wrote them, and the code's own text when there is none", () => {
    expect(policyToastText(toast('System busy: try later', 'errors.server.system'), i18n.t)).toBe('System busy: try later');
    expect(policyToastText(toast('', 'errors.generic'), i18n.t)).toBe('Something went wrong, please try again.');
  });
});
