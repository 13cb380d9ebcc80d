import { describe, expect, it } from 'vitest';
import type { ErrorsConfig } from '../shared/generated/errors.schema';
import { errorPolicy, historyReturnQuery } from './errorPolicy';

const config: ErrorsConfig = {
  successCode: '0000',
  codes: [
    { code: '12000', behaviour: 'logout' },
    { code: '40010', behaviour: 'toast', messageKey: 'errors.card.dataIncorrect' },
  ],
  prefixRules: [{ prefix: '9', except: ['91234'], behaviour: 'accountDisabled' }],
  defaultBehaviour: 'toast',
};

describe('error policy', () => {
  it('follows the behaviour config gives a listed code', () => {
    expect(errorPolicy({ code: '12000', message: '', isInHistory: false }, config)).toEqual({ kind: 'logout', route: 'emailCode' });
  });

  it('applies a prefix rule except for its listed exceptions, which take the default', () => {
    expect(errorPolicy({ code: '95555', message: '', isInHistory: false }, config)).toEqual({ kind: 'accountDisabled', route: 'accountsDisabled' });
    expect(errorPolicy({ code: '91234', message: 'busy', isInHistory: false }, config)).toEqual({
      kind: 'toast',
      message: 'busy',
      messageKey: 'errors.generic',
      durationMs: 3000,
    });
  });

  it("toasts the server message with the code's own message key as the fallback text", () => {
    expect(errorPolicy({ code: '40010', message: '', isInHistory: true }, config)).toEqual({
      kind: 'toast',
      message: '',
      messageKey: 'errors.card.dataIncorrect',
      durationMs: 3000,
    });
  });

  it('returns a 70006 in the history to /emailCode?fromName=tradeList, the value config/routes.json declares for the login', () => {
    expect(historyReturnQuery).toEqual({ fromName: 'tradeList' });
    expect(errorPolicy({ code: '70006', message: '', isInHistory: true })).toEqual({ kind: 'logout', route: 'emailCode', query: { fromName: 'tradeList' } });
  });
});
