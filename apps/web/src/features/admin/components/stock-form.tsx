import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { isApiError, serverMessage } from '../../../lib/http-client';
import { type StockTarget, useSetStock } from '../api/set-stock';
import { type FieldErrors, serverFieldErrors, validateStock } from '../lib/admin-forms';
import { ActionNotice, type Notice } from './action-notice';

interface StockFormProps {
  target: StockTarget;
  /** what is counted: the product's name or the variant's label */
  name: string;
  current: number;
}

/** One stock figure: the new count and why it changed. */
export function StockForm({ target, name, current }: StockFormProps) {
  const id = useId();
  const save = useSetStock(target);
  const [stock, setStock] = useState(String(current));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  // A save (here or by someone else) changes the figure the server holds: start again from it.
  useEffect(() => setStock(String(current)), [current]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const checked = validateStock(stock, reason);
    setErrors(checked.errors ?? {});
    if (checked.errors) {
      document.getElementById(`${id}-${checked.errors.stock ? 'stock' : 'reason'}`)?.focus();
      return;
    }
    try {
      await save.mutateAsync(checked.value);
      setReason('');
      setNotice({ tone: 'done', text: `Saved: ${name} now has ${checked.value.stock} in stock.` });
    } catch (error) {
      setErrors(serverFieldErrors(isApiError(error) ? error.details : undefined));
      setNotice({ tone: 'refused', text: serverMessage(error) ?? (error as Error).message });
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Stock of ${name}`}
      className="flex flex-col gap-3 rounded-lg border border-stone-200 p-4 dark:border-stone-700"
    >
      <h3 className="font-semibold">
        {name} <span className="font-normal text-stone-700 dark:text-stone-300">({current} in stock)</span>
      </h3>
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start">
        <Input
          id={`${id}-stock`}
          label="Stock"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={stock}
          onChange={(event) => setStock(event.target.value)}
          error={errors.stock}
        />
        <Input
          id={`${id}-reason`}
          label="Reason"
          optional
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
        />
        <Button type="submit" disabled={save.isPending} variant="ink" className="sm:mt-7">
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
      <ActionNotice notice={notice} />
    </form>
  );
}
