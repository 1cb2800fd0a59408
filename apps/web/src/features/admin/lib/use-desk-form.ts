import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { isApiError, serverMessage } from '../../../lib/http-client';
import type { Notice } from '../components/action-notice';
import type { FieldErrors } from './admin-forms';

/** The element id of a field: `${formId}-slides-0-title` for the field 'slides.0.title'. */
export const fieldId = (formId: string, field: string) => `${formId}-${field.replaceAll('.', '-')}`;

const capitalised = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/** The contract's message in the form's words: 'endDate must …startDate' → 'End date must …start date'. */
function inFormWords(message: string, labels: Record<string, string>) {
  let words = message;
  for (const [name, label] of Object.entries(labels)) {
    const word = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    words = words
      .replace(new RegExp(`^${word}\\b`), label)
      .replace(new RegExp(`\\b${word}\\b`, 'g'), label.toLowerCase());
  }
  return capitalised(words);
}

/** Zod's problems by dotted path ('slides.0.title'), the fields' names in each message swapped for labels. */
export function schemaProblems(error: z.ZodError, labels: Record<string, string> = {}): FieldErrors {
  const problems: FieldErrors = {};
  for (const issue of error.issues)
    problems[issue.path.map(String).join('.')] ??= inFormWords(issue.message, labels);
  return problems;
}

/** A 409 about the version (not a taken slug or name, which names its own field). */
const isStaleVersion = (error: unknown) =>
  isApiError(error) &&
  error.status === 409 &&
  !(error.details ?? []).some((detail) => detail.field !== 'version');

export interface DeskSaveOptions {
  /** the success line: 'Saved.' */
  done: string;
  /** the form carries a version: a 409 means someone else saved first */
  versioned?: boolean;
  /** the fields' labels, for the server's messages as for the form's own */
  labels?: Record<string, string>;
}

/**
 * One desk form's checks and save: problems shown beside their fields with focus on the first; a 400's
 * field messages likewise; a 409 on a versioned form marks it stale. The form's values are never touched
 * here, so a refused save loses nothing.
 */
export function useDeskForm(formId: string) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [stale, setStale] = useState(false);
  const [pending, setPending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (!focusRequest) return;
    const form = document.getElementById(formId);
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, formId]);

  const refuse = useCallback((problems: FieldErrors, text: string) => {
    setErrors(problems);
    setNotice({ tone: 'refused', text });
    setFocusRequest((n) => n + 1);
  }, []);

  /**
   * The parsed value, or null with every problem shown and nothing sent. `found` holds problems the form
   * found itself (a photo not chosen), shown first.
   */
  function check<S extends z.ZodType>(
    schema: S,
    input: unknown,
    labels?: Record<string, string>,
    found: FieldErrors = {},
  ) {
    const parsed = schema.safeParse(input);
    if (parsed.success && Object.keys(found).length === 0) return parsed.data as z.output<S>;
    const problems = parsed.success ? {} : schemaProblems(parsed.error, labels);
    refuse({ ...problems, ...found }, 'Please correct the marked fields; nothing was saved.');
    return null;
  }

  async function save<T>(send: () => Promise<T>, options: DeskSaveOptions): Promise<T | undefined> {
    setPending(true);
    setNotice(null);
    try {
      const result = await send();
      setErrors({});
      setStale(false);
      setNotice({ tone: 'done', text: options.done });
      return result;
    } catch (error) {
      if (options.versioned && isStaleVersion(error)) {
        setStale(true);
        setErrors({});
        setNotice(null);
        return undefined;
      }
      const problems: FieldErrors = {};
      for (const detail of (isApiError(error) && error.details) || []) {
        problems[detail.field] ??= inFormWords(detail.message, options.labels ?? {});
      }
      refuse(problems, serverMessage(error) ?? (error as Error).message);
      return undefined;
    } finally {
      setPending(false);
    }
  }

  const clear = () => {
    setErrors({});
    setNotice(null);
    setStale(false);
  };

  return {
    errors,
    notice,
    stale,
    pending,
    check,
    save,
    clear,
    /** the id and message props of one field */
    field: (name: string) => ({ id: fieldId(formId, name), error: errors[name] }),
  };
}
