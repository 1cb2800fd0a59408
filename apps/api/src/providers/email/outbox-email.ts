import type { Clock } from '../../lib/clock';
import type { EmailSender } from '../messaging';
import type { OutboxRepository } from '../outbox-repository';

/** Keeps each email in the outbox instead of sending it. */
export function createOutboxEmail(repo: OutboxRepository, clock: Clock): EmailSender {
  return {
    channel: 'outbox',
    async send(message) {
      await repo.add({
        channel: 'email',
        recipient: message.to.trim().toLowerCase(),
        subject: message.subject,
        body: message.text,
        createdAt: clock.now(),
      });
    },
  };
}
