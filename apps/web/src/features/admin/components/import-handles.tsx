import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

interface ImportHandlesProps {
  title: string;
  handles: string[];
  /** shown open; a long list of unchanged products starts closed */
  open?: boolean;
  /** after a real import: each product linked to its page on the store and at the desk */
  linked?: boolean;
}

const linkClass = 'inline-flex min-h-11 items-center underline underline-offset-2';

/** One list of the report (created, changed, unchanged) by handle, under a summary that counts it. */
export function ImportHandles({ title, handles, open = false, linked = false }: ImportHandlesProps) {
  if (handles.length === 0) return null;
  return (
    <details open={open} className="rounded-md border border-stone-200 px-3 dark:border-stone-700">
      <summary className="flex min-h-11 cursor-pointer items-center font-medium">
        {title} ({handles.length})
      </summary>
      <ul aria-label={title} className="flex flex-col pb-2">
        {handles.map((handle) => (
          <li key={handle} className="flex flex-wrap items-center gap-x-4 break-all">
            {linked ? (
              <>
                <Link to={paths.product.to(handle)} className={linkClass}>
                  {handle}
                </Link>
                <Link
                  to={paths.adminProducts.to(new URLSearchParams({ q: handle }))}
                  className={`${linkClass} text-sm`}
                >
                  {/* one inline run: a flex item would drop the space before 'at' */}
                  <span>
                    Edit <span className="sr-only">{handle} </span>at the desk
                  </span>
                </Link>
              </>
            ) : (
              <span className="py-1 font-mono text-sm">{handle}</span>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
