import { describe, expect, it } from 'vitest';
import { signRequest, type SignInput } from '../shared/sign';
import { requestSign } from './requestSign';

describe("the server's sign check (requestSign)", () => {
  // What a browser may sign: no body, a JSON body, text outside ASCII, a character outside the BMP, a lone surrogate (both write it as U+FFFD).
  const inputs: SignInput[] = [
    { key: 'k3y', timestamp: '1', method: 'GET', pathAndQuery: '/trade/list?page=1' },
    { key: 'a'.repeat(64), timestamp: '1795973122420', method: 'post', pathAndQuery: '/trade/create', body: '{"quoteId":"Q1.x.y","address":"TV8B"}' },
    { key: '鍵-ключ', timestamp: '1700000000000', method: 'PUT', pathAndQuery: '/user/name?n=é', body: '{"name":"Nguyễn Thị 李 😀"}' },
    { key: 'k', timestamp: '2', method: 'POST', pathAndQuery: '/x', body: '{"v":"\ud800"}' },
  ];

  it('makes the signature the browser makes with Web Crypto (signRequest), byte for byte', async () => {
    for (const input of inputs) expect(requestSign(input)).toBe(await signRequest(input));
  });

  it('changes with every part that is signed', () => {
    const base = inputs[1] as SignInput;
    const signs = new Set(
      [
        base,
        { ...base, key: `${base.key}b` },
        { ...base, timestamp: '1795973122421' },
        { ...base, method: 'PUT' },
        { ...base, pathAndQuery: '/trade/create?' },
        { ...base, body: '' },
      ].map(requestSign),
    );
    expect(signs.size).toBe(6);
  });
});
