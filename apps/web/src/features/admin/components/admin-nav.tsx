import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../../lib/paths';

const linkClass = (isActive: boolean) =>
  `inline-flex min-h-11 items-center rounded-md px-4 font-medium ${
    isActive
      ? 'bg-stone-900 text-white dark:bg-stone-100 dark:text-stone-900'
      : 'hover:bg-stone-100 dark:hover:bg-stone-800'
  }`;

/** Orders and Stock: the desk's two areas. */
export function AdminNav() {
  // /admin itself is the orders list, so Orders is current everywhere but the stock page.
  const onStock = useLocation().pathname.startsWith(paths.adminStock.to());
  return (
    <nav aria-label="Order desk" className="flex flex-wrap items-center gap-2">
      <p className="mr-2 text-sm font-semibold tracking-wide text-stone-700 uppercase dark:text-stone-300">
        Order desk
      </p>
      <Link
        to={paths.adminOrders.to()}
        aria-current={onStock ? undefined : 'page'}
        className={linkClass(!onStock)}
      >
        Orders
      </Link>
      <NavLink to={paths.adminStock.to()} className={({ isActive }) => linkClass(isActive)}>
        Stock
      </NavLink>
    </nav>
  );
}
