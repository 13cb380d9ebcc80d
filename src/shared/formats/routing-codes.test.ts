import { describe, expect, it } from 'vitest';
import { isAbaRouting, isBsb, isIfsc, isSortCode } from './routing-codes';

describe('isIfsc', () => {
  it.each(['HDFC0000001', 'SBIN0001234', 'icic0000104'])('accepts %s', (code) => expect(isIfsc(code)).toBe(true));
  it.each(['HDFC1000001', 'HDF00000001', 'HDFC000001', 'HDFC00000012'])('rejects %s', (code) => expect(isIfsc(code)).toBe(false));
});

describe('isSortCode', () => {
  it.each(['401276', '40-12-76', '40 12 76'])('accepts %s', (code) => expect(isSortCode(code)).toBe(true));
  it.each(['40127', '4012767', '40-12-7A'])('rejects %s', (code) => expect(isSortCode(code)).toBe(false));
});

describe('isBsb', () => {
  it.each(['062000', '062-000'])('accepts %s', (code) => expect(isBsb(code)).toBe(true));
  it.each(['06200', '0620001', '062-00A'])('rejects %s', (code) => expect(isBsb(code)).toBe(false));
});

describe('isAbaRouting', () => {
  it.each(['011000015', '021000021', '121000358', '322271627'])('accepts the Federal Reserve listed %s', (code) => expect(isAbaRouting(code)).toBe(true));
  it.each([
    ['a wrong 3-7-1 check digit', '021000022'],
    ['a wrong 3-7-1 check digit', '011000016'],
    ['8 digits', '02100002'],
    ['a prefix the Federal Reserve never assigns', '500000005'],
    ['all zeros, which passes the sum but names no institution', '000000000'],
  ])('rejects %s: %s', (_why, code) => expect(isAbaRouting(code)).toBe(false));
});
