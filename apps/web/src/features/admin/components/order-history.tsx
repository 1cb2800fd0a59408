import type { AdminOrder } from '@svarna/contracts';
import { actorLabel, dateTime, statusLabel } from '../lib/admin-display';
import { Panel } from './panel';

/** Every change of status, oldest first: what, why, who and when. */
export function OrderHistory({ order }: { order: AdminOrder }) {
  return (
    <Panel title="History">
      <ol className="flex flex-col gap-3">
        {order.history.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
          <li key={index} className="border-l-2 border-stone-300 pl-3 dark:border-stone-600">
            <p className="font-medium">{statusLabel(event.status)}</p>
            {event.note && <p className="text-sm">{event.note}</p>}
            <p className="text-sm text-stone-700 dark:text-stone-300">
              {actorLabel(event.actor, event.actorName)} ·{' '}
              <time dateTime={event.at}>{dateTime(event.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
