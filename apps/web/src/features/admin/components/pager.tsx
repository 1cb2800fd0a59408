import type { Pagination } from '@svarna/contracts';
import { Button } from '../../../components/ui/button';

/** Previous and next, with where the list stands: 'Page 2 of 5 (93 orders)', '(1 order)'. */
export function Pager({
  pagination,
  noun,
  onPage,
}: {
  pagination: Pagination;
  /** what is counted, singular: 'order' */
  noun: string;
  onPage: (page: number) => void;
}) {
  const { page, pages, total } = pagination;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-stone-700 dark:text-stone-300">
        Page {Math.min(page, Math.max(pages, 1))} of {Math.max(pages, 1)} ({total}{' '}
        {total === 1 ? noun : `${noun}s`})
      </p>
      <div className="flex gap-2">
        <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button type="button" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
