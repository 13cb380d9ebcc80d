import nodemailer from 'nodemailer';
import type { MailProvider } from './mail';

/**
 * SMTP through nodemailer; `url` is a connection URL such as smtps://user:pass@mail.example.com.
 * The recipient goes as an address object: nodemailer parses a plain string as a header, so
 * "x<attacker@evil.example>" would reach attacker@evil.example instead of the address checked.
 */
export function smtpMail(url: string, from: string): MailProvider & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, to: { name: '', address: message.to }, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
}
