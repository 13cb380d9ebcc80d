import nodemailer from 'nodemailer';
import type { MailProvider } from './mail';

/** SMTP through nodemailer; `url` is a connection URL such as smtps://user:pass@mail.example.com. */
export function smtpMail(url: string, from: string): MailProvider & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
}
