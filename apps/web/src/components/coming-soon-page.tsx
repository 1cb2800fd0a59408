import { useMatches } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';

/** A page that is registered but not built yet: its name and 'Coming soon', nothing made up. */
export function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-4 text-stone-700 dark:text-stone-300">Coming soon</p>
    </div>
  );
}

/** Route component: the title comes from the matched route's handle. */
export function ComingSoonRoute() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { title?: string } | undefined;
  return <ComingSoonPage title={handle?.title ?? 'Coming soon'} />;
}
