import type { Db } from '../../store/db';
import type { MailProvider } from './mail';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: number;
}

/** Development mail: kept in the mail_outbox table and read back at GET /api/dev/outbox. */
export function outboxMail(db: Db, now: () => number): MailProvider {
  return {
    async send(message) {
      await db.query('INSERT INTO mail_outbox (to_email, subject, body, created_at) VALUES ($1, $2, $3, $4)', [
        message.to,
        message.subject,
        message.text,
        now(),
      ]);
    },
  };
}

/** The newest mails first, to one address. */
export async function readOutbox(db: Db, email: string, limit = 20): Promise<OutboxMail[]> {
  return db.query<OutboxMail>(
    `SELECT id, to_email AS "to", subject, body AS "text", created_at AS "createdAt"
       FROM mail_outbox WHERE to_email = $1 ORDER BY id DESC LIMIT $2`,
    [email, limit],
  );
}
