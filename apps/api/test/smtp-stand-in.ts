/**
 * A real SMTP server for the tests (smtp-server), which parses every message it accepts
 * (mailparser) the way a mail client would read it. `rejecting` makes it refuse messages with a
 * temporary failure (451), as a relay that is down for a while does.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpStandIn {
  url: string;
  received: ReceivedMail[];
  /** While true, every message is refused with 451. */
  rejecting: boolean;
  /** Resolves with the first message to `to` received from now on (or already received, unread). */
  next(to: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const addressOf = (value: ParsedMail['to'] | ParsedMail['from']) =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((a) => a.value.map((v) => v.address ?? ''))
    .join(',');

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const waiting: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const unread: ReceivedMail[] = [];
  const standIn: SmtpStandIn = {
    url: '',
    received: [],
    rejecting: false,
    next(to) {
      const index = unread.findIndex((mail) => mail.to === to);
      if (index >= 0) return Promise.resolve(unread.splice(index, 1)[0]!);
      return new Promise((resolve) => waiting.push({ to, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (standIn.rejecting) {
            const refusal = Object.assign(new Error('Mailbox temporarily unavailable'), {
              responseCode: 451,
            });
            callback(refusal);
            return;
          }
          const mail: ReceivedMail = {
            to: addressOf(parsed.to),
            from: addressOf(parsed.from),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          standIn.received.push(mail);
          const waiter = waiting.findIndex((w) => w.to === mail.to);
          if (waiter >= 0) waiting.splice(waiter, 1)[0]!.resolve(mail);
          else unread.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return standIn;
}
