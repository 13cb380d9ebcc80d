import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMail } from './smtp';

let server: SMTPServer;
let port = 0;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('smtpMail', () => {
  it('delivers the message to an SMTP server with the configured sender', async () => {
    const mail = smtpMail(`smtp://127.0.0.1:${port}`, 'Gangway <no-reply@gangway.test>');
    await mail.send({ to: 'ana@example.com', subject: 'Your code', text: 'Your verification code is 123456.' });
    mail.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['ana@example.com']);
    expect(received[0]?.raw).toContain('From: Gangway <no-reply@gangway.test>');
    expect(received[0]?.raw).toContain('Subject: Your code');
    expect(received[0]?.raw).toContain('Your verification code is 123456.');
  });

  it('sends to the address it is given, never to one a mailer would parse out of a display-name form', async () => {
    const mail = smtpMail(`smtp://127.0.0.1:${port}`, 'Gangway <no-reply@gangway.test>');
    const before = received.length;
    await mail.send({ to: 'x<attacker@evil.example>', subject: 'Your code', text: 'Your verification code is 123456.' }).catch(() => undefined);
    mail.close();
    const recipients = received.slice(before).flatMap((message) => message.to);
    expect(recipients).not.toContain('attacker@evil.example');
  });
});
