import { UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useAuth } from '../session';
import { iconButtonClass } from './icon-button';

// The signed-in shopper's menu (with its profile sync and log out) is its own chunk: the server renders
// the guest's link, and a first visit is a guest's, so the first load does not carry it.
const SignedInMenu = lazy(() => import('./signed-in-menu').then((m) => ({ default: m.SignedInMenu })));

/** The guest's account icon: a link to the account page (which asks a guest to sign in). */
function AccountLink() {
  return (
    <Link to={paths.account.to()} aria-label="My Account" className={iconButtonClass}>
      <UserRound aria-hidden="true" className="size-6" />
    </Link>
  );
}

/** The header's account icon: a link to the account page for guests, a menu for signed-in shoppers. */
export function AccountMenu() {
  const { isAuthenticated, user } = useAuth();
  if (!isAuthenticated) return <AccountLink />;
  return (
    <Suspense fallback={<AccountLink />}>
      <SignedInMenu name={user?.name?.trim() || 'there'} />
    </Suspense>
  );
}
