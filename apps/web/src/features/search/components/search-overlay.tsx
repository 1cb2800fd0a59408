import { useSearchState } from '../search-state';
import { DesktopSearchModal } from './desktop-search-modal';
import { MobileSearch } from './mobile-search';

/** The lazily loaded part of search: whichever overlay is open. */
export default function SearchOverlay() {
  const desktopOpen = useSearchState((s) => s.desktopOpen);
  const mobileOpen = useSearchState((s) => s.mobileOpen);
  return (
    <>
      {desktopOpen && <DesktopSearchModal />}
      {mobileOpen && <MobileSearch />}
    </>
  );
}
