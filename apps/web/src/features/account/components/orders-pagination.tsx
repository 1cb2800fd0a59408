import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from '../lib/page-window';

interface OrdersPaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

const button =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';
const idle = 'border-stone-300 hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800';
const current =
  'border-stone-900 bg-stone-900 text-white dark:border-stone-100 dark:bg-stone-100 dark:text-stone-900';

/** Previous, up to 5 page numbers around the current page, next (spec §9). */
export function OrdersPagination({ page, pages, onPage }: OrdersPaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Orders pages" className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          <button
            type="button"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            className={`${button} ${idle}`}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </button>
        </li>
        {pageWindow(page, pages).map((n) => (
          <li key={n}>
            <button
              type="button"
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onPage(n)}
              className={`${button} ${n === page ? current : idle}`}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            aria-label="Next page"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
            className={`${button} ${idle}`}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
