import { describe, expect, it } from 'vitest';
import { canSaveAnotherCard, visibleSavedCards } from './savedCards';

describe('saved cards', () => {
  it('lets the user save cards until six are saved, then refuses the seventh', () => {
    expect(canSaveAnotherCard(0)).toBe(true);
    expect(canSaveAnotherCard(5)).toBe(true);
    expect(canSaveAnotherCard(6)).toBe(false);
  });

  it('shows at most six saved cards', () => {
    expect(visibleSavedCards([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
