import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';

/** Shown when a page fails to load (for example a chunk that cannot be fetched after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error('Route error', error);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <main className="mx-auto max-w-7xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">
        {status === 404 ? 'Page not found' : 'Something went wrong. Please try again.'}
      </h1>
      <Button type="button" onClick={() => window.location.reload()} variant="primary" className="mt-6">
        Try Again
      </Button>
    </main>
  );
}
