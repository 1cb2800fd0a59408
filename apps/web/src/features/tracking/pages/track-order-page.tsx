import type { OrderTracking } from '@svarna/contracts';
import { useState } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { OrderLookupForm } from '../components/order-lookup-form';
import { OrderProgress } from '../components/order-progress';
import { TrackCodeForm } from '../components/track-code-form';
import type { OrderLookup } from '../lib/track-order-input';

type Step =
  | { kind: 'lookup'; lookup?: OrderLookup }
  | { kind: 'code'; lookup: OrderLookup; resendAt: number }
  | { kind: 'tracked'; tracking: OrderTracking; cancelToken: string };

const INTRO: Record<Step['kind'], string> = {
  lookup: 'Enter your order number and the phone number you ordered with. We will text you a code.',
  code: 'Enter the code we sent to see where your order is.',
  tracked: 'Here is where your order is now.',
};

const deadline = (seconds: number) => Date.now() + seconds * 1000;

/** /track-order: a shopper who is not signed in follows an order with its number, phone and a code. */
export function TrackOrderPage() {
  useDocumentTitle('Track your order');
  const [step, setStep] = useState<Step>({ kind: 'lookup' });
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 lg:py-16">
      <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 dark:border-stone-700 dark:bg-stone-900">
        <h1 className="text-2xl font-semibold">Track your order</h1>
        <p className="mt-2 text-stone-700 dark:text-stone-300">{INTRO[step.kind]}</p>
        <div className="mt-6">
          {step.kind === 'lookup' && (
            <OrderLookupForm
              initial={step.lookup}
              onSent={(lookup, resendAfter) =>
                setStep({ kind: 'code', lookup, resendAt: deadline(resendAfter) })
              }
            />
          )}
          {step.kind === 'code' && (
            <TrackCodeForm
              lookup={step.lookup}
              resendAt={step.resendAt}
              onResent={(resendAfter) => setStep({ ...step, resendAt: deadline(resendAfter) })}
              onTracked={(tracking, cancelToken) => setStep({ kind: 'tracked', tracking, cancelToken })}
              onChangeLookup={() => setStep({ kind: 'lookup', lookup: step.lookup })}
            />
          )}
          {step.kind === 'tracked' && (
            <OrderProgress
              tracking={step.tracking}
              cancelToken={step.cancelToken}
              onCancelled={(tracking) => setStep({ ...step, tracking })}
              onTrackAnother={() => setStep({ kind: 'lookup' })}
            />
          )}
        </div>
      </div>
    </div>
  );
}
