import { describe, expect, it } from 'vitest';
import { validateCardCanBeSaved } from './saved-cards';

describe('validateCardCanBeSaved', () => {
  it('lets a sixth card be saved and refuses a seventh', () => {
    expect(validateCardCanBeSaved(5)).toEqual({ valid: true });
    expect(validateCardCanBeSaved(6)).toEqual({ valid: false, messageKey: 'validation.card.limitReached', params: { max: '6' } });
  });
});
