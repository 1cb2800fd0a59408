import { X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { readString, storageKeys, writeString } from '../../../lib/storage';
import { useHydrated } from '../../../lib/use-hydrated';

export const TOP_BAR_TEXT = 'COD Available | No Exchange | No Return';

/** Dismissible desktop top bar; dismissal is remembered under 'topBarVisible'. */
export function TopBar() {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  // The server (and the hydrating render) shows the bar; a dismissal stored earlier applies right after.
  const visible = !dismissed && (!hydrated || readString(storageKeys.topBarVisible) !== 'false');
  if (!visible) return null;
  const dismiss = () => {
    writeString(storageKeys.topBarVisible, 'false');
    setDismissed(true);
  };
  return (
    <div data-testid="top-bar" className="bg-stone-900 text-sm text-white dark:bg-stone-800">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1.5">
        <p>{TOP_BAR_TEXT}</p>
        <div className="flex items-center gap-4">
          <Link to={paths.account.to()} className="hover:underline">
            Recent Orders
          </Link>
          <Link to={paths.account.to()} className="hover:underline">
            My Account
          </Link>
          <button
            type="button"
            aria-label="Dismiss announcement bar"
            onClick={dismiss}
            className="rounded p-1 hover:bg-white/15"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </div>
  );
}
