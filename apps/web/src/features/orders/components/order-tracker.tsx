import type { Order } from '@svarna/contracts';
import { Check, ChevronDown, Circle, CircleDot, ExternalLink, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { eventTime, orderTimeline, type TimelineStep } from '../lib/order-timeline';

export interface OrderTrackerProps {
  order: Pick<Order, 'status' | 'statusHistory' | 'trackingUrl'>;
}

const STATE_TEXT = { done: 'done', current: 'current step', upcoming: 'not yet' } as const;

function StepIcon({ step }: { step: TimelineStep }) {
  const className = 'size-5 shrink-0';
  if (step.status === 'cancelled' || step.status === 'failed')
    return <XCircle aria-hidden="true" className={`${className} text-red-700 dark:text-red-400`} />;
  // a delivered order has reached its last step: that step is done, not in progress
  if (step.state === 'done' || step.status === 'delivered')
    return <Check aria-hidden="true" className={`${className} text-emerald-700 dark:text-emerald-400`} />;
  if (step.state === 'current') return <CircleDot aria-hidden="true" className={`${className} text-brand`} />;
  return <Circle aria-hidden="true" className={`${className} text-stone-400 dark:text-stone-500`} />;
}

function StepText({ step, withState = true }: { step: TimelineStep; withState?: boolean }) {
  return (
    <span className="flex flex-col">
      <span className={step.state === 'upcoming' ? 'text-stone-600 dark:text-stone-400' : 'font-medium'}>
        {step.label}
        {withState && <span className="sr-only"> ({STATE_TEXT[step.state]})</span>}
      </span>
      {step.at && (
        <time dateTime={step.at} className="text-sm text-stone-700 dark:text-stone-300">
          {eventTime(step.at)}
        </time>
      )}
    </span>
  );
}

/**
 * Where an order stands: the current step, and behind an expander the whole forward timeline with the
 * earlier steps marked done. Cancelled and failed orders show that one step. Every date is the time the
 * order first reached that status.
 */
export function OrderTracker({ order }: OrderTrackerProps) {
  const timeline = orderTimeline(order);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shipped = timeline.current.status === 'shipped' || timeline.current.status === 'delivered';
  return (
    <div className="flex flex-col gap-2 rounded-md bg-stone-50 p-3 dark:bg-stone-900">
      <p className="flex items-start gap-2">
        <StepIcon step={timeline.current} />
        <span className="sr-only">Order status: </span>
        <StepText step={timeline.current} withState={false} />
      </p>
      {shipped && order.trackingUrl && (
        <a
          href={order.trackingUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 self-start text-sm font-medium underline underline-offset-2"
        >
          Track your shipment
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
      {timeline.kind === 'forward' && (
        <>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
            className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-medium underline underline-offset-2"
          >
            {expanded ? 'Hide full timeline' : 'Show full timeline'}
            <ChevronDown
              aria-hidden="true"
              className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
            />
          </button>
          <ol id={listId} hidden={!expanded} aria-label="Order timeline" className="flex flex-col gap-3 pl-1">
            {timeline.steps.map((step) => (
              <li
                key={step.status}
                className="flex items-start gap-2"
                aria-current={step.state === 'current' ? 'step' : undefined}
              >
                <StepIcon step={step} />
                <StepText step={step} />
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
