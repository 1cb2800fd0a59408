import { Outlet, useLocation } from 'react-router';
import { AUTH_SCREENS, authScreenFor } from '../lib/auth-screen';

/** The frame around the sign-in and password screens: a card whose heading follows the path. */
export function AuthLayout() {
  const { pathname } = useLocation();
  const screen = AUTH_SCREENS[authScreenFor(pathname)];
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 lg:py-16">
      <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 dark:border-stone-700 dark:bg-stone-900">
        <h1 className="text-2xl font-semibold">{screen.heading}</h1>
        <p className="mt-2 text-stone-700 dark:text-stone-300">{screen.intro}</p>
        <div className="mt-6">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
