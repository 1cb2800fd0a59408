import nodemailer from 'nodemailer';
import type { EmailSender } from '../messaging';

export interface SmtpEmailOptions {
  /** e.g. smtps://user:pass@smtp.example.com:465 */
  url: string;
  from: string;
}

export function createSmtpEmail({ url, from }: SmtpEmailOptions): EmailSender & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    channel: 'smtp',
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
    close() {
      transport.close();
    },
  };
}
