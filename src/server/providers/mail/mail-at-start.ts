/**
 * Production sends sign-in codes by e-mail only: without SMTP the codes would land in the
 * development outbox, which production does not serve, and nobody could sign in. The server
 * refuses to start then, in one line, instead of starting a checkout no one can use.
 */
export function mailProblem(env: Record<string, string | undefined>): string | undefined {
  if (env.NODE_ENV !== 'production') return undefined;
  const url = env.SMTP_URL;
  if (!url)
    return 'The server does not start: SMTP_URL is not set, and in production sign-in codes go out by e-mail only (e.g. smtps://user:password@smtp.example.com:465; README, Configuration).';
  const protocol = URL.canParse(url) ? new URL(url).protocol : '';
  if (protocol !== 'smtp:' && protocol !== 'smtps:') return 'The server does not start: SMTP_URL must be an smtp:// or smtps:// URL (README, Configuration).';
  return undefined;
}
