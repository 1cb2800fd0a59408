import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { megaMenuQuery } from '../features/layout/api/get-mega-menu';
import { siteConfigQuery } from '../features/layout/api/get-site-config';

export type Loader = (args: LoaderFunctionArgs) => Promise<null>;

/** Waits for every fetch; a failure stays in the cache for the page to show. */
export async function settle(fetches: Promise<unknown>[]): Promise<null> {
  await Promise.all(fetches.map((fetch) => fetch.catch(() => undefined)));
  return null;
}

/** The shell's loader (header, menus and footer), in the entry chunk since every page runs it. */
export const shellLoader = (queryClient: QueryClient) => () =>
  settle([queryClient.ensureQueryData(siteConfigQuery), queryClient.ensureQueryData(megaMenuQuery)]);
