import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../lib/paths';
import { useResetPassword } from '../api/reset-password';
import {
  errorText,
  GENERIC_FAILURE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
} from '../lib/auth-messages';
import { FormAlert, FormStatus } from './form-parts';

/** After a successful reset, on to sign-in after 3 s. */
export const RESET_REDIRECT_MS = 3000;

/** Both fields at least 8 characters, and the same. */
export function resetPasswordProblem(password: string, confirm: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH || confirm.length < PASSWORD_MIN_LENGTH)
    return PASSWORD_TOO_SHORT;
  return password === confirm ? null : PASSWORDS_DIFFER;
}

/** New and confirm password; after the reset, the server's message and sign-in 3 s later. */
export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useResetPassword();

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => void navigate(paths.login.to(), { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (reset.isSuccess)
    return (
      <div className="flex flex-col gap-4">
        <FormStatus>{reset.data.message} Taking you to sign in…</FormStatus>
        <Link to={paths.login.to()} className={buttonClass({ variant: 'link' })}>
          Sign in now
        </Link>
      </div>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    const found = resetPasswordProblem(password, confirm);
    setProblem(found);
    if (!found) reset.mutate({ token, newPassword: password });
  };

  const message = problem ?? (reset.isError ? errorText(reset.error, GENERIC_FAILURE) : null);
  const errorId = message ? `${id}-error` : undefined;
  const field = (name: 'new' | 'confirm', label: string, value: string, set: (v: string) => void) => (
    <Input
      id={`${id}-${name}`}
      label={label}
      name={`${name}Password`}
      type="password"
      autoComplete="new-password"
      minLength={PASSWORD_MIN_LENGTH}
      maxLength={200}
      value={value}
      onChange={(event) => set(event.target.value)}
      aria-invalid={Boolean(problem) || undefined}
      aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {field('new', 'New password', password, setPassword)}
      {field('confirm', 'Confirm password', confirm, setConfirm)}
      <p id={`${id}-hint`} className="text-sm text-stone-700 dark:text-stone-300">
        At least {PASSWORD_MIN_LENGTH} characters.
      </p>
      <FormAlert id={errorId} message={message} />
      <Button type="submit" disabled={reset.isPending} variant="primary" className="w-full gap-2">
        {reset.isPending ? 'Saving…' : 'Reset Password'}
      </Button>
    </form>
  );
}
