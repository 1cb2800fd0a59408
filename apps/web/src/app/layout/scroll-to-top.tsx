import { ScrollRestoration } from 'react-router';

/**
 * Scroll-to-top on every navigation: a new path, and a new query on the same path
 * too (another search, another shop page). React Router's scroll restoration keys each history entry
 * by location.key, so a link or a form goes to the top while Back and Forward return to where the
 * shopper was on that entry.
 */
export function ScrollToTop() {
  return <ScrollRestoration />;
}
