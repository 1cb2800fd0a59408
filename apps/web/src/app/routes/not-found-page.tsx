import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold">Page not found</h1>
      <p className="mt-4 text-stone-700 dark:text-stone-300">The page you are looking for does not exist.</p>
      <Link to={paths.home.to()} className="mt-6 inline-block font-medium underline underline-offset-4">
        Back to home
      </Link>
    </div>
  );
}

export default NotFoundPage;
