import type { Clock } from '../../lib/clock';
import type { SmsSender } from '../messaging';
import type { OutboxRepository } from '../outbox-repository';

/** Keeps each SMS in the outbox instead of sending it. */
export function createOutboxSms(repo: OutboxRepository, clock: Clock): SmsSender {
  return {
    channel: 'outbox',
    async send(message) {
      await repo.add({
        channel: 'sms',
        recipient: message.to,
        subject: null,
        body: message.text,
        createdAt: clock.now(),
      });
    },
  };
}
