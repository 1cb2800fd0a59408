import { AdminCancelSchema, AdminStatusMoveSchema, AdminStockSchema } from '@svarna/contracts';
import type { z } from 'zod';

/** A form's problems by field name, each with its message. */
export type FieldErrors = Partial<Record<string, string>>;

const capitalised = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

function problemsOf(error: z.ZodError, labels: Record<string, string>): FieldErrors {
  const problems: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    const label = labels[field];
    problems[field] ??= label ? issue.message.replace(field, label) : capitalised(issue.message);
  }
  return problems;
}

export const TRACKING_URL_REQUIRED = 'Tracking URL is required to mark the order shipped';

/** Shipping needs the courier's tracking page; other moves take only an optional note. */
export function validateMove(status: string, trackingUrl: string, note: string) {
  const input = {
    status,
    ...(trackingUrl.trim() ? { trackingUrl } : {}),
    ...(note.trim() ? { note } : {}),
  };
  const parsed = AdminStatusMoveSchema.safeParse(input);
  const errors = parsed.success
    ? {}
    : problemsOf(parsed.error, { trackingUrl: 'Tracking URL', note: 'Note' });
  if (status === 'shipped' && !trackingUrl.trim()) errors.trackingUrl = TRACKING_URL_REQUIRED;
  return Object.keys(errors).length ? { errors } : { value: parsed.data! };
}

export function validateCancel(reason: string) {
  const parsed = AdminCancelSchema.safeParse({ reason });
  return parsed.success ? { value: parsed.data } : { errors: problemsOf(parsed.error, { reason: 'Reason' }) };
}

/** The number field arrives as text: empty and non-numbers are named before the contract's checks. */
export function validateStock(stock: string, reason: string) {
  if (!stock.trim()) return { errors: { stock: 'Stock is required' } as FieldErrors };
  const parsed = AdminStockSchema.safeParse({
    stock: Number(stock),
    ...(reason.trim() ? { reason } : {}),
  });
  if (parsed.success) return { value: parsed.data };
  return { errors: problemsOf(parsed.error, { stock: 'Stock', reason: 'Reason' }) };
}

/** The server's field messages (a 400's details) by field, to show beside the same fields. */
export function serverFieldErrors(details: { field: string; message: string }[] | undefined): FieldErrors {
  const problems: FieldErrors = {};
  for (const detail of details ?? []) problems[detail.field] ??= detail.message;
  return problems;
}
