import type { AdminCollectionListItem } from '@svarna/contracts';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminCollections } from '../api/admin-collections';
import { ActionNotice } from '../components/action-notice';
import { LoadProblem } from '../components/load-problem';

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const day = (iso: string) => dayFormat.format(new Date(iso));

/** 'Shown to shoppers · 15 Oct 2026 – 5 Nov 2026' */
function windowLabel(collection: AdminCollectionListItem): string {
  const state = collection.isAvailable
    ? 'Shown to shoppers'
    : collection.isActive
      ? 'Outside its dates'
      : 'Switched off';
  const { startDate, endDate } = collection;
  if (!startDate && !endDate) return state;
  const dates = `${startDate ? day(startDate) : 'always'} – ${endDate ? day(endDate) : 'no end'}`;
  return `${state} · ${dates}`;
}

/** /admin/collections: every collection with its window and products; each opens its form. */
export function AdminCollectionsPage() {
  useDocumentTitle('Collections · Order desk');
  const { data, error } = useAdminCollections();
  const deleted = (useLocation().state as { deleted?: string } | null)?.deleted;

  if (error) return <LoadProblem error={error} what="the collections" />;
  return (
    <section aria-labelledby="collections-heading" className="flex max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="collections-heading" className="text-2xl font-semibold">
          Collections
        </h1>
        <Link to={paths.adminCollection.to('new')} className={buttonClass({ variant: 'ink' })}>
          New collection
        </Link>
      </div>
      <ActionNotice notice={deleted ? { tone: 'done', text: `Deleted ${deleted}.` } : null} />
      {!data ? (
        <Spinner label="Loading the collections" />
      ) : data.length === 0 ? (
        <p className="text-stone-700 dark:text-stone-300">No collections yet.</p>
      ) : (
        <ul aria-label="Collections" className="divide-y divide-stone-200 dark:divide-stone-700">
          {data.map((collection) => (
            <li key={collection._id}>
              <Link
                to={paths.adminCollection.to(collection._id)}
                className="flex min-h-11 items-center gap-3 px-2 py-3 hover:bg-stone-100 dark:hover:bg-stone-800"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words">{collection.title}</span>
                  <span className="block text-sm text-stone-700 dark:text-stone-300">
                    {windowLabel(collection)}
                  </span>
                </span>
                <span className="shrink-0 text-sm text-stone-700 dark:text-stone-300">
                  {collection.productCount} {collection.productCount === 1 ? 'product' : 'products'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
