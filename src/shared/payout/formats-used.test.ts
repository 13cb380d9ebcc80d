import { describe, expect, it } from 'vitest';
import { namedFormats } from '../formats';
import { formatsUsedBy } from './formats-used';
import { formOf, loadPayoutForm, payoutFormFiles } from './test-support';

describe('formatsUsedBy', () => {
  it('lists field formats, formats inside rules and joinedFormat, once each', () => {
    expect(formatsUsedBy(formOf('AR'))).toEqual(['cbu', 'cuit', 'email']);
    expect(formatsUsedBy(formOf('NG'))).toEqual(['nuban', 'phone-e164']);
  });

  it('finds only registered or standard formats in every payout form', () => {
    const standard = new Set(['email']);
    const names = Object.keys(payoutFormFiles).map((path) => /payout-forms\/(.+)\.json$/.exec(path)?.[1] ?? '');
    for (const name of names) {
      const form = loadPayoutForm(name);
      if (form === undefined || 'use' in form) continue;
      for (const format of formatsUsedBy(form)) expect(standard.has(format) || format in namedFormats, `${name}: ${format}`).toBe(true);
    }
  });
});
