import { NavLink } from 'react-router';
import { paths } from '../../../lib/paths';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-4 font-medium ${
    isActive
      ? 'bg-stone-900 text-white dark:bg-stone-100 dark:text-stone-900'
      : 'hover:bg-stone-100 dark:hover:bg-stone-800'
  }`;

/** Orders and Stock: the desk's two areas. */
export function AdminNav() {
  return (
    <nav aria-label="Order desk" className="flex flex-wrap items-center gap-2">
      <p className="mr-2 text-sm font-semibold tracking-wide text-stone-700 uppercase dark:text-stone-300">
        Order desk
      </p>
      <NavLink to={paths.adminOrders.to()} className={linkClass}>
        Orders
      </NavLink>
      <NavLink to={paths.adminStock.to()} className={linkClass}>
        Stock
      </NavLink>
    </nav>
  );
}
