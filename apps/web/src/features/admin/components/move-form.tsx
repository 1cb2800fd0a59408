import type { ForwardStatus } from '@svarna/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { isApiError, serverMessage } from '../../../lib/http-client';
import { useMoveOrderStatus } from '../api/move-order-status';
import { statusLabel } from '../lib/admin-display';
import { type FieldErrors, serverFieldErrors, validateMove } from '../lib/admin-forms';
import { moveLabel } from '../lib/order-actions';
import type { Notice } from './action-notice';

interface MoveFormProps {
  orderId: string;
  /** where the order may go, nearest first (the first is chosen to begin with) */
  steps: ForwardStatus[];
  onNotice: (notice: Notice) => void;
}

/** A step forward; shipping asks for the courier's tracking URL. */
export function MoveForm({ orderId, steps, onNotice }: MoveFormProps) {
  const id = useId();
  const move = useMoveOrderStatus(orderId);
  const [step, setStep] = useState<ForwardStatus>(steps[0]!);
  const [trackingUrl, setTrackingUrl] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const focusFirstProblem = (problems: FieldErrors) => {
    const field = problems.trackingUrl ? 'tracking' : problems.note ? 'note' : null;
    if (field) document.getElementById(`${id}-${field}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateMove(step, step === 'shipped' ? trackingUrl : '', note);
    setErrors(checked.errors ?? {});
    if (checked.errors) return focusFirstProblem(checked.errors);
    try {
      await move.mutateAsync(checked.value);
      setTrackingUrl('');
      setNote('');
      onNotice({ tone: 'done', text: `Order marked ${statusLabel(step).toLowerCase()}.` });
    } catch (error) {
      const problems = serverFieldErrors(isApiError(error) ? error.details : undefined);
      setErrors(problems);
      focusFirstProblem(problems);
      onNotice({ tone: 'refused', text: serverMessage(error) ?? (error as Error).message });
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      {steps.length > 1 && (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-medium">Move to</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {steps.map((option) => (
              <label key={option} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-step`}
                  value={option}
                  checked={step === option}
                  onChange={() => setStep(option)}
                  className="size-5 accent-stone-900 dark:accent-stone-100"
                />
                {statusLabel(option)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {step === 'shipped' && (
        <Input
          id={`${id}-tracking`}
          label="Tracking URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={trackingUrl}
          onChange={(event) => setTrackingUrl(event.target.value)}
          error={errors.trackingUrl}
        />
      )}
      <Input
        id={`${id}-note`}
        label="Note"
        optional
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
      />
      <Button type="submit" disabled={move.isPending} variant="ink" className="self-start">
        {move.isPending ? 'Saving…' : moveLabel(step)}
      </Button>
    </form>
  );
}
