import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { createOutboxEmail } from './email/outbox-email';
import { createSmtpEmail } from './email/smtp-email';
import type { EmailSender, Messaging, SmsSender } from './messaging';
import { createOutboxRepository } from './outbox-repository';
import { createMsg91Sms } from './sms/msg91-sms';
import { createOutboxSms } from './sms/outbox-sms';

export type { EmailMessage, EmailSender, Messaging, SmsMessage, SmsSender } from './messaging';
export { createOutboxRepository, type OutboxRepository } from './outbox-repository';

/** SMS through MSG91 or into the outbox, email through SMTP or into the outbox, as configured. */
export function createMessaging(config: Config, db: Db, clock: Clock): Messaging {
  const outbox = createOutboxRepository(db);
  const sms = config.SMS === 'msg91' ? createMsg91SmsFromConfig(config) : createOutboxSms(outbox, clock);
  const smtp = config.SMTP_URL ? createSmtpEmail({ url: config.SMTP_URL, from: config.MAIL_FROM }) : null;
  const email: EmailSender = smtp ?? createOutboxEmail(outbox, clock);
  return {
    sms,
    email,
    async close() {
      smtp?.close();
    },
  };
}

function createMsg91SmsFromConfig(config: Config): SmsSender {
  const { MSG91_AUTH_KEY, MSG91_TEMPLATE_ID, MSG91_NOTICE_TEMPLATE_ID, MSG91_BASE_URL } = config;
  if (!MSG91_AUTH_KEY || !MSG91_TEMPLATE_ID || !MSG91_NOTICE_TEMPLATE_ID) {
    throw new Error('SMS=msg91 needs MSG91_AUTH_KEY, MSG91_TEMPLATE_ID and MSG91_NOTICE_TEMPLATE_ID');
  }
  return createMsg91Sms({
    authKey: MSG91_AUTH_KEY,
    otpTemplateId: MSG91_TEMPLATE_ID,
    noticeTemplateId: MSG91_NOTICE_TEMPLATE_ID,
    baseUrl: MSG91_BASE_URL,
  });
}
