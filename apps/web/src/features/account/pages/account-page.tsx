import { LogOut } from 'lucide-react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useAuth, useLogout, useProfile } from '../../auth';
import { AccountTabList, AccountTabPanels } from '../components/account-tabs';
import { AddressesTab } from '../components/addresses-tab';
import { OrdersTab } from '../components/orders-tab';
import { WishlistTab } from '../components/wishlist-tab';
import { type AccountTabId, pageFromParam, tabFromParam } from '../lib/account-tabs';

/** The shopper's name and email: the fresh profile, else what sign-in stored. */
function useShopper() {
  const { user } = useAuth();
  const profile = useProfile().data;
  return {
    name: (profile?.name ?? user?.name ?? '').trim(),
    email: (profile?.email ?? user?.email ?? '').trim(),
  };
}

/**
 * /account: on desktop a sidebar (name, email, the tabs, Log out) beside the open tab; on phones
 * 'Hello {name}', the tabs across, and Log out fixed at the bottom. The tab and the orders page live
 * in the URL, so a reload or a shared link opens the same view.
 */
export function AccountPage() {
  useDocumentTitle('My Account');
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const page = pageFromParam(params.get('page'));
  const desktop = useMediaQuery('(min-width: 768px)');
  const { name, email } = useShopper();
  const logout = useLogout();

  const selectTab = (next: AccountTabId) => setParams({ tab: next }, { replace: true });
  const setPage = useCallback(
    (next: number, replace = false) => setParams({ tab: 'orders', page: String(next) }, { replace }),
    [setParams],
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-28 md:grid md:grid-cols-[15rem_1fr] md:gap-10 md:pb-12">
      <aside className="flex flex-col gap-4 md:sticky md:top-24 md:self-start">
        <div>
          <h1 className="text-2xl font-semibold">
            <span className="md:hidden">Hello {name || 'there'}</span>
            <span className="hidden md:inline">{name || 'My Account'}</span>
          </h1>
          {email && <p className="hidden break-all text-stone-700 md:block dark:text-stone-300">{email}</p>}
        </div>
        <AccountTabList
          active={tab}
          onSelect={selectTab}
          orientation={desktop ? 'vertical' : 'horizontal'}
          className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0"
        />
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white p-3 md:static md:border-0 md:bg-transparent md:p-0 dark:border-stone-700 dark:bg-stone-950 md:dark:bg-transparent">
          <Button
            type="button"
            onClick={() => void logout()}
            variant="secondary"
            className="w-full gap-2 md:justify-start"
          >
            <LogOut aria-hidden="true" className="size-4" />
            Log out
          </Button>
        </div>
      </aside>
      <div className="mt-6 min-w-0 md:mt-0">
        <AccountTabPanels
          active={tab}
          render={(open) =>
            open === 'orders' ? (
              <OrdersTab page={page} onPage={setPage} />
            ) : open === 'account' ? (
              <AddressesTab />
            ) : (
              <WishlistTab />
            )
          }
        />
      </div>
    </div>
  );
}
