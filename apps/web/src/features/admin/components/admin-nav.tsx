import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../../lib/paths';

const linkClass = (isActive: boolean) =>
  `inline-flex min-h-11 items-center rounded-md px-4 font-medium ${
    isActive
      ? 'bg-stone-900 text-white dark:bg-stone-100 dark:text-stone-900'
      : 'hover:bg-stone-100 dark:hover:bg-stone-800'
  }`;

/** The store's structure and content: categories, collections, the home page and the settings. */
const deskContentLinks = [
  { to: paths.adminCategories.to(), label: 'Categories' },
  { to: paths.adminCollections.to(), label: 'Collections' },
  { to: paths.adminHome.to(), label: 'Home page' },
  { to: paths.adminSettings.to(), label: 'Settings' },
];

/** The desk's areas: the dashboard, orders, stock, products, GST returns and the store's content. */
export function AdminNav() {
  const { pathname } = useLocation();
  const onOrders = pathname.startsWith(paths.adminOrders.to());
  return (
    <nav aria-label="Order desk" className="flex flex-wrap items-center gap-2">
      <p className="mr-2 text-sm font-semibold tracking-wide text-stone-700 uppercase dark:text-stone-300">
        Order desk
      </p>
      <NavLink end to={paths.admin.to()} className={({ isActive }) => linkClass(isActive)}>
        Dashboard
      </NavLink>
      <Link
        to={paths.adminOrders.to()}
        aria-current={onOrders ? 'page' : undefined}
        className={linkClass(onOrders)}
      >
        Orders
      </Link>
      <NavLink to={paths.adminStock.to()} className={({ isActive }) => linkClass(isActive)}>
        Stock
      </NavLink>
      <NavLink to={paths.adminProducts.to()} className={({ isActive }) => linkClass(isActive)}>
        Products
      </NavLink>
      <NavLink to={paths.adminGst.to()} className={({ isActive }) => linkClass(isActive)}>
        GST returns
      </NavLink>
      {deskContentLinks.map(({ to, label }) => (
        <NavLink key={to} to={to} className={({ isActive }) => linkClass(isActive)}>
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
