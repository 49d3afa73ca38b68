/**
 * The SMTP adapter: nodemailer on SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`), so any
 * relay (or the tests' stand-in server) receives the message as multipart text + HTML.
 */
import nodemailer from 'nodemailer';
import type { MailWrite } from './mail.repository';

export interface Mailer {
  send(mail: MailWrite): Promise<void>;
  close(): void;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close() {
      transport.close();
    },
  };
}
