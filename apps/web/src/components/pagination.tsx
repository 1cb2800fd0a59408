import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** the page numbers to offer, in order; 'gap' draws an ellipsis */
  entries: (number | 'gap')[];
  label?: string;
  className?: string;
}

const button =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';
const idle =
  'border-stone-300 hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800 disabled:hover:bg-transparent';
const current =
  'border-stone-900 bg-stone-900 text-white dark:border-stone-100 dark:bg-stone-100 dark:text-stone-900';

/** Numbered pages with previous and next; the current page carries aria-current. */
export function Pagination({
  page,
  pages,
  onPage,
  entries,
  label = 'Pagination',
  className = 'mt-8 flex justify-center',
}: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={className}>
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
        {entries.map((entry, i) =>
          entry === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={entry}>
              <button
                type="button"
                aria-label={`Page ${entry}`}
                aria-current={entry === page ? 'page' : undefined}
                onClick={() => onPage(entry)}
                className={`${button} ${entry === page ? current : idle}`}
              >
                {entry}
              </button>
            </li>
          ),
        )}
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
