import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { Button, buttonClass } from '../../../components/ui/button';
import { isApiError } from '../../../lib/http-client';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResetTokenCheck } from '../api/verify-reset-token';
import { FormAlert } from '../components/form-parts';
import { ResetPasswordForm } from '../components/reset-password-form';
import { INVALID_RESET_LINK, RESET_LINK_CHECK_FAILED } from '../lib/auth-messages';

/** /auth/reset-password/:token: the link is checked first (verifying, valid, invalid), then a new password. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const { token = '' } = useParams();
  const check = useResetTokenCheck(token);

  if (check.isPending)
    return (
      <div className="flex items-center gap-3">
        <Spinner label="Verifying your reset link" />
        <span aria-hidden="true">Verifying your reset link…</span>
      </div>
    );
  // 400/404/410 are the server saying no to this link; anything else (offline, 5xx, 429) means it could not be asked.
  const refused = check.isError && isApiError(check.error) && [400, 404, 410].includes(check.error.status);
  if (check.isError && !refused)
    return (
      <div className="flex flex-col gap-4">
        <FormAlert message={RESET_LINK_CHECK_FAILED} />
        <Button type="button" onClick={() => void check.refetch()} variant="primary" className="w-full gap-2">
          Try again
        </Button>
      </div>
    );
  if (refused || !check.data?.valid)
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="text-red-700 dark:text-red-300">
          {INVALID_RESET_LINK}
        </p>
        <Link to={paths.forgotPassword.to()} className={buttonClass({ className: 'w-full gap-2' })}>
          Request New Reset Link
        </Link>
      </div>
    );
  return <ResetPasswordForm token={token} />;
}
