import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { readString, storageKeys } from '../../../lib/storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { AuthSession } from '../api/login';
import { PasswordSignIn } from '../components/password-sign-in';
import { PhoneSignIn } from '../components/phone-sign-in';
import { safeRedirectTarget } from '../lib/redirect-target';
import { useAuth } from '../session';
import { useCompleteSignIn } from '../use-complete-sign-in';

/** /auth/login: phone and code (the default) or password; afterwards on to `redirect` (this site only). */
export function LoginPage() {
  useDocumentTitle('Login');
  const [params] = useSearchParams();
  const target = safeRedirectTarget(params.get('redirect'), window.location.origin);
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const { isAuthenticated } = useAuth();
  // Only who arrives signed in is sent on from here; a sign-in on this page navigates itself.
  const [arrivedSignedIn] = useState(() => isAuthenticated || Boolean(readString(storageKeys.accessToken)));
  const [mode, setMode] = useState<'otp' | 'password'>('otp');

  if (arrivedSignedIn) return <Navigate to={target} replace />;

  const onSignedIn = (session: AuthSession) => {
    completeSignIn(session);
    void navigate(target, { replace: true });
  };

  return (
    <div className="flex flex-col gap-6">
      {mode === 'otp' ? (
        <PhoneSignIn onSignedIn={onSignedIn} autoFocus />
      ) : (
        <PasswordSignIn onSignedIn={onSignedIn} />
      )}
      <div className="flex items-center gap-3 text-sm text-stone-700 dark:text-stone-300" aria-hidden="true">
        <span className="h-px flex-1 bg-stone-300 dark:bg-stone-600" />
        or
        <span className="h-px flex-1 bg-stone-300 dark:bg-stone-600" />
      </div>
      <Button
        type="button"
        onClick={() => setMode(mode === 'otp' ? 'password' : 'otp')}
        variant="outline"
        className="w-full"
      >
        {mode === 'otp' ? 'Sign in with password' : 'Sign in with OTP'}
      </Button>
      <p className="text-center">
        <Link to={paths.forgotPassword.to()} className={buttonClass({ variant: 'link' })}>
          Forgot password?
        </Link>
      </p>
    </div>
  );
}
