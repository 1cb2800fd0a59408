import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminKeys } from '../api/admin-keys';
import { importProductsCsv } from '../api/product-csv';
import { csvFileProblem, readCsvText } from './product-csv-file';

export interface ChosenCsv {
  name: string;
  /** kept in memory: a send that fails is tried again without choosing the file again */
  text: string;
}

/**
 * The import page's steps: a file chosen and read, its dry run, then (once the owner confirms) the real
 * import of the very same text. Either send can be tried again after a failure.
 */
export function useProductImport() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<ChosenCsv | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const check = useMutation({ mutationFn: (text: string) => importProductsCsv(text, true) });
  const apply = useMutation({
    mutationFn: (text: string) => importProductsCsv(text, false),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });

  async function choose(chosen: File) {
    check.reset();
    apply.reset();
    setFile(null);
    const refused = csvFileProblem(chosen);
    setProblem(refused);
    if (refused) return;
    try {
      const text = await readCsvText(chosen);
      setFile({ name: chosen.name, text });
      check.mutate(text);
    } catch (error) {
      setProblem((error as Error).message);
    }
  }

  /** Sends the kept text again: the real import when that was what failed, else the dry run. */
  function retry() {
    if (!file) return;
    if (apply.isError) apply.mutate(file.text);
    else check.mutate(file.text);
  }

  const importAll = () => {
    if (file) apply.mutate(file.text);
  };

  return { file, problem, check, apply, choose, retry, importAll };
}
