import { type AdminHome, type AdminHomeInput, AdminHomeInputSchema } from '@svarna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminHomeQuery, useSaveHome } from '../api/admin-home';
import { adminKeys } from '../api/admin-keys';
import { useDeskForm } from './use-desk-form';

/** The home page as a request body, at its version. */
export const homeInput = (home: AdminHome): AdminHomeInput => ({
  sections: home.sections,
  trendingTabs: home.trendingTabs,
  promoCard: home.promoCard,
  version: home.version,
});

/**
 * One part of the home page (its sections, its tabs or its card) edited on its own: a save sends that part
 * over the latest of the others. The version sent is the latest when this part is still as it was opened,
 * else the one opened, so a change someone else made to this very part is refused (409), not overwritten.
 */
export function useHomePart<V>(formId: string, home: AdminHome, valuesOf: (home: AdminHome) => V) {
  const desk = useDeskForm(formId);
  const saveHome = useSaveHome();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(home);
  const [values, setValues] = useState(() => valuesOf(home));

  const save = async (part: Partial<AdminHomeInput>, labels: Record<string, string>) => {
    const untouched = JSON.stringify(valuesOf(opened)) === JSON.stringify(valuesOf(home));
    const version = untouched ? home.version : opened.version;
    const body = desk.check(AdminHomeInputSchema, { ...homeInput(home), ...part, version }, labels);
    if (!body) return;
    const saved = await desk.save(() => saveHome.mutateAsync(body), {
      done: 'Saved.',
      versioned: true,
      labels,
    });
    if (!saved) return;
    queryClient.setQueryData(adminKeys.content.home, saved);
    setOpened(saved);
    setValues(valuesOf(saved));
  };

  const reload = async () => {
    const fresh = await queryClient.fetchQuery(adminHomeQuery);
    setOpened(fresh);
    setValues(valuesOf(fresh));
    desk.clear();
  };

  return { desk, values, setValues, save, reload };
}
