import { useEffect, useRef, useState } from 'react';
import { readJson, removeKey, writeJson } from '../../../lib/storage';

/** localStorage key of one desk form's unsaved draft: 'deskDraft:collection:7'. */
export const deskDraftKey = (form: string, id: string) => `deskDraft:${form}:${id}`;

/**
 * A long form's values, kept in localStorage while they differ from what the server holds, so a closed tab
 * or a dropped connection loses nothing. A draft found when the form opens is restored (`restored`).
 */
export function useFormDraft<T>(key: string, saved: T) {
  const [start] = useState(() => {
    const draft = readJson<{ values: T }>(key);
    return draft?.values ? { values: draft.values, restored: true } : { values: saved, restored: false };
  });
  const [values, setValues] = useState<T>(start.values);
  const [restored, setRestored] = useState(start.restored);
  const baseline = useRef(JSON.stringify(saved));

  useEffect(() => {
    if (JSON.stringify(values) === baseline.current) removeKey(key);
    else writeJson(key, { values });
  }, [key, values]);

  /** Starts again from what the server holds (after a save, a reload, or discarding the draft). */
  const reset = (next: T) => {
    baseline.current = JSON.stringify(next);
    removeKey(key);
    setValues(next);
    setRestored(false);
  };

  return { values, setValues, restored, reset };
}
