/** The e-mail a code was sent to, from /emailCode to /verifyCode (kept for the session, product §2). */
const key = 'gangway.pendingEmail';

export function rememberPendingEmail(storage: Storage, email: string): void {
  storage.setItem(key, email);
}

export function pendingEmail(storage: Storage): string {
  return storage.getItem(key) ?? '';
}
