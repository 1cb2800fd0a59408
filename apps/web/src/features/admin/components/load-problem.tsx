import { isApiError, serverMessage } from '../../../lib/http-client';
import { NotAllowed } from './not-allowed';

/** A desk read that failed: the not-allowed page on a 403, else the server's message. */
export function LoadProblem({ error, what }: { error: Error; what: string }) {
  if (isApiError(error) && error.status === 403) return <NotAllowed />;
  return (
    <p role="alert" className="py-10 text-center text-red-700 dark:text-red-300">
      Could not load {what}: {serverMessage(error) ?? error.message}
    </p>
  );
}
