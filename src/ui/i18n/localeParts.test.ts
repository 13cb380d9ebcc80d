import { describe, expect, it } from 'vitest';
import enUS from '../../../config/locales/en-US.json';
import { mergeJsonInto } from '../../shared/jsonParts';
import { landingLocaleKeys, localePart } from './localeParts';

const tree = {
  common: { ok: 'OK' },
  web: { brand: 'Gangway', legal: { terms: 'long' } },
  payMethod: { '10001': { name: 'Card', note: 'x' } },
  kyc: { title: 'KYC' },
};
const paths = ['common', 'web.brand', 'payMethod.*.name'];

describe('the two parts of a locale', () => {
  it('takes whole groups, keys inside a group and any key for *', () => {
    expect(localePart(tree, paths, 'landing')).toEqual({ common: { ok: 'OK' }, web: { brand: 'Gangway' }, payMethod: { '10001': { name: 'Card' } } });
    expect(localePart(tree, paths, 'rest')).toEqual({ web: { legal: { terms: 'long' } }, payMethod: { '10001': { note: 'x' } }, kyc: { title: 'KYC' } });
  });

  it('make the whole locale again, and the landing part is the smaller one', () => {
    const landing = localePart(enUS, landingLocaleKeys, 'landing');
    const rest = localePart(enUS, landingLocaleKeys, 'rest');
    const whole = structuredClone(landing);
    mergeJsonInto(whole, rest);
    expect(whole).toEqual(enUS);
    expect(JSON.stringify(landing).length).toBeLessThan(JSON.stringify(rest).length);
  });
});
