import { describe, expect, it } from 'vitest';
import { nationalityVerdict } from './nationality';

describe('nationality rule', () => {
  it('allows anyone on a method without a nationality rule', () => {
    expect(nationalityVerdict({}, undefined)).toBe('allowed');
    expect(nationalityVerdict({}, 'FR')).toBe('allowed');
  });

  it('blocks a Turkish bank for a user whose identity is not Turkish', () => {
    expect(nationalityVerdict({ nationality: ['TR'] }, 'DE')).toBe('mismatch');
    expect(nationalityVerdict({ nationality: ['TR'] }, 'tr')).toBe('allowed');
  });

  it('cannot decide PIX when the Brazilian identity cannot be obtained', () => {
    expect(nationalityVerdict({ nationality: ['BR'] }, undefined)).toBe('unknown');
  });
});
