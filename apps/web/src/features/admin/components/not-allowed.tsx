import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** What anyone without the admin role sees at /admin. */
export function NotAllowed() {
  useDocumentTitle('Not allowed');
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold">Not allowed</h1>
      <p className="mt-4 text-stone-700 dark:text-stone-300">
        You are not allowed to open the order desk. It is for the store's staff only.
      </p>
      <Link to={paths.home.to()} className="mt-6 inline-block font-medium underline underline-offset-4">
        Back to home
      </Link>
    </div>
  );
}
