import { RefreshCw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/http-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOutbox } from '../api/get-outbox';
import { OutboxMessageCard } from '../components/outbox-message-card';

export const OUTBOX_OFF = 'The outbox is off on this server.';
export const OUTBOX_ASK = 'Enter the phone or email the messages were sent to.';

/** /dev/outbox: the SMS codes and emails a demo server kept instead of sending, newest first. */
export function DevOutboxPage() {
  useDocumentTitle('Dev Outbox');
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const [draft, setDraft] = useState(to);
  // the server matches a phone in any of its forms (10 digits, +91…)
  const outbox = useOutbox(to.trim());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    setParams(next ? { to: next } : {}, { replace: true });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 lg:py-12">
      <h1 className="text-2xl font-semibold lg:text-3xl">Dev Outbox</h1>
      <p className="mt-2 text-stone-700 dark:text-stone-300">
        Messages this server kept instead of sending them, newest first.
      </p>
      <form onSubmit={onSubmit} className="mt-6 flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor="outbox-to" className="font-medium">
            To (phone or email)
          </label>
          <input
            id="outbox-to"
            name="to"
            type="search"
            autoComplete="off"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 dark:border-stone-500 dark:bg-stone-900"
          />
        </div>
        <Button type="submit" variant="primary">
          Filter
        </Button>
        <Button
          type="button"
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching || !to.trim()}
          variant="outline"
          className="gap-2"
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          Refresh
        </Button>
      </form>
      <div className="mt-6" aria-live="polite" aria-busy={outbox.isFetching}>
        {to.trim() ? <OutboxBody outbox={outbox} /> : <p>{OUTBOX_ASK}</p>}
      </div>
    </div>
  );
}

function OutboxBody({ outbox }: { outbox: ReturnType<typeof useOutbox> }) {
  if (outbox.isPending) return <Spinner label="Loading messages" />;
  if (outbox.isError) {
    if (isApiError(outbox.error) && outbox.error.status === 404) return <p>{OUTBOX_OFF}</p>;
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        Something went wrong. Please try again.
      </p>
    );
  }
  if (outbox.data.length === 0) return <p>No messages yet.</p>;
  return (
    <ol className="flex flex-col gap-3">
      {outbox.data.map((message) => (
        <li key={`${message.createdAt}-${message.to}-${message.body}`}>
          <OutboxMessageCard message={message} />
        </li>
      ))}
    </ol>
  );
}
