import type { OutboxMessage } from '@svarna/contracts';
import { Mail, MessageSquareText } from 'lucide-react';

const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium' });

/** One kept message: channel, recipient, time, subject and the full body (the code is in there). */
export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const Icon = message.channel === 'sms' ? MessageSquareText : Mail;
  return (
    <article className="rounded-lg border border-stone-200 p-4 dark:border-stone-700">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1 rounded bg-stone-100 px-2 py-0.5 font-semibold uppercase dark:bg-stone-800">
          <Icon aria-hidden="true" className="size-4" />
          {message.channel === 'sms' ? 'SMS' : 'Email'}
        </span>
        <span>
          To <span className="font-medium">{message.to}</span>
        </span>
        <time dateTime={message.createdAt} className="text-stone-700 dark:text-stone-300">
          {timeFormat.format(new Date(message.createdAt))}
        </time>
      </header>
      {message.subject && <h2 className="mt-2 font-semibold">{message.subject}</h2>}
      <p className="mt-2 break-words whitespace-pre-wrap">{message.body}</p>
    </article>
  );
}
