/** A message to one recipient; the text is already in the recipient's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail: SMTP in production (SMTP_URL), the database outbox in development. */
export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}
