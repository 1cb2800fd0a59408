import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { isDevOutboxOn } from '../dev-outbox-meta';

/**
 * On a demo server no SMS is sent: tells the shopper where the code is. Opens the outbox in a new tab so
 * the sign-in in progress stays where it is. Renders nothing when the outbox is off.
 */
export function DevOutboxHint({ to }: { to?: string }) {
  if (!isDevOutboxOn()) return null;
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      Demo store: codes are not sent by SMS. Read yours in{' '}
      <Link
        to={paths.devOutbox.to(to)}
        target="_blank"
        rel="noopener"
        aria-label="the outbox (opens in a new tab)"
        className="font-semibold underline underline-offset-2 hover:no-underline"
      >
        the outbox
      </Link>
      .
    </p>
  );
}
