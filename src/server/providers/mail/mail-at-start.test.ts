import { describe, expect, it } from 'vitest';
import { mailProblem } from './mail-at-start';

describe('e-mail at start', () => {
  it('needs an SMTP_URL in production only', () => {
    expect(mailProblem({ NODE_ENV: 'production' })).toMatch(/^The server does not start: SMTP_URL is not set/);
    expect(mailProblem({ NODE_ENV: 'production', SMTP_URL: 'smtps://user:secret@smtp.example.com:465' })).toBeUndefined();
    expect(mailProblem({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' })).toBeUndefined();
    expect(mailProblem({ NODE_ENV: 'development' })).toBeUndefined();
    expect(mailProblem({})).toBeUndefined();
  });

  it('refuses an SMTP_URL that is not an smtp or smtps URL, without repeating it (it may hold a password)', () => {
    for (const wrong of ['smtp.example.com', 'https://smtp.example.com', 'smtps://user:hunter2@']) {
      const problem = mailProblem({ NODE_ENV: 'production', SMTP_URL: wrong });
      expect(problem).toBe('The server does not start: SMTP_URL must be an smtp:// or smtps:// URL (README, Configuration).');
    }
  });
});
