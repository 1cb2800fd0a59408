import type { Image } from '@svarna/contracts';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/http-client';
import { useListOrder } from '../lib/use-list-order';
import { ActionNotice, type Notice } from './action-notice';
import { ConfirmDialog } from './confirm-dialog';
import { MoveButtons } from './move-buttons';

interface OrderedContentListProps<T extends { _id: string }> {
  /** what one item is called: 'slide' */
  noun: string;
  items: T[];
  nameOf: (item: T) => string;
  summaryOf: (item: T) => ReactNode;
  imageOf: (item: T) => Image;
  /** the form of an item (null: a new one); `close` is called with what happened */
  renderForm: (item: T | null, close: (done?: string) => void) => ReactNode;
  saveOrder: (ids: string[]) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

const refusal = (error: unknown): Notice => ({
  tone: 'refused',
  text: serverMessage(error) ?? (error as Error).message,
});

/** Hero slides or banners: each with its photo, moved up or down (then saved), edited in place or deleted. */
export function OrderedContentList<T extends { _id: string }>(props: OrderedContentListProps<T>) {
  const { noun, items, nameOf, summaryOf, imageOf, renderForm, saveOrder, remove } = props;
  const order = useListOrder(items);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const close = (done?: string) => {
    setEditing(null);
    if (done) setNotice({ tone: 'done', text: done });
  };
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setNotice({ tone: 'done', text: done });
      return true;
    } catch (error) {
      setNotice(refusal(error));
      return false;
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <ActionNotice notice={notice} />
      {order.ordered.length === 0 && <p className="text-stone-700 dark:text-stone-300">No {noun}s yet.</p>}
      <ol className="flex flex-col gap-3">
        {order.ordered.map((item, index) => {
          const image = imageOf(item);
          return (
            <li key={item._id} className="rounded-md border border-stone-200 p-2 dark:border-stone-700">
              <div className="flex flex-wrap items-center gap-3">
                <img
                  src={image.url}
                  alt=""
                  width={64}
                  height={64}
                  className="size-16 shrink-0 rounded object-cover"
                />
                <div className="min-w-40 flex-1 break-words">{summaryOf(item)}</div>
                <div className="flex flex-wrap gap-2">
                  <MoveButtons
                    label={nameOf(item)}
                    index={index}
                    count={order.ordered.length}
                    onMove={(offset) => order.move(index, offset)}
                  />
                  <Button
                    type="button"
                    aria-label={`Edit ${nameOf(item)}`}
                    onClick={() => setEditing(editing === item._id ? null : item._id)}
                    variant="secondary"
                  >
                    Edit
                  </Button>
                  <Button
                    type="button"
                    aria-label={`Delete ${nameOf(item)}`}
                    onClick={() => setDeleting(item)}
                    variant="secondary"
                  >
                    Delete
                  </Button>
                </div>
              </div>
              {editing === item._id && <div className="mt-3">{renderForm(item, close)}</div>}
            </li>
          );
        })}
      </ol>
      {order.changed && (
        <div className="sticky bottom-2 z-10 flex flex-wrap items-center gap-3 rounded-lg border border-stone-300 bg-white p-3 shadow-md dark:border-stone-600 dark:bg-stone-900">
          <p className="flex-1">The order of the {noun}s has changed and is not saved yet.</p>
          <Button
            type="button"
            onClick={async () => {
              if (await act(() => saveOrder(order.ids), 'The new order is saved.')) order.reset();
            }}
            variant="ink"
          >
            Save order of {noun}s
          </Button>
          <Button type="button" onClick={order.reset} variant="secondary">
            Undo
          </Button>
        </div>
      )}
      {editing === 'new' ? (
        renderForm(null, close)
      ) : (
        <Button type="button" onClick={() => setEditing('new')} variant="secondary" className="self-start">
          Add a {noun}
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting ? nameOf(deleting) : ''}?`}
        confirmText={`Delete ${noun}`}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void act(() => remove(target._id), `Deleted ${nameOf(target)}.`);
        }}
        onClose={() => setDeleting(null)}
      >
        <p>It leaves the home page at once. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
