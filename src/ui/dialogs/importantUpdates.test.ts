import { describe, it, expect } from 'vitest';
import { constants } from '../../shared/config/constants';
import { shouldShowImportantUpdates } from './importantUpdates';

const beforeCutoff = Date.parse(constants.importantUpdatesCutoff) - 24 * 3600_000;
const shown = { fiat: 'USD', signedIn: true, lastShownAt: undefined, now: beforeCutoff };

describe('the important-updates dialog', () => {
  it('shows for a signed-in user trading in USD or SGD who has not seen it', () => {
    expect(shouldShowImportantUpdates(shown)).toBe(true);
    expect(shouldShowImportantUpdates({ ...shown, fiat: 'SGD' })).toBe(true);
  });

  it('does not show for other fiats or for visitors', () => {
    expect(shouldShowImportantUpdates({ ...shown, fiat: 'EUR' })).toBe(false);
    expect(shouldShowImportantUpdates({ ...shown, signedIn: false })).toBe(false);
  });

  it('waits more than 30 minutes before showing again', () => {
    const gap = constants.importantUpdatesRepeatGapMs;
    expect(shouldShowImportantUpdates({ ...shown, lastShownAt: beforeCutoff - gap })).toBe(false);
    expect(shouldShowImportantUpdates({ ...shown, lastShownAt: beforeCutoff - gap - 1 })).toBe(true);
  });

  it('never shows from the cut-off date on', () => {
    expect(shouldShowImportantUpdates({ ...shown, now: Date.parse(constants.importantUpdatesCutoff) })).toBe(false);
  });
});
