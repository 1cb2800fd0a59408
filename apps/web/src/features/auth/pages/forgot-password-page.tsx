import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useForgotPassword } from '../api/forgot-password';
import { FormAlert, FormStatus } from '../components/form-parts';
import { errorText, FORGOT_INPUT_REQUIRED, GENERIC_FAILURE } from '../lib/auth-messages';

/** How long the 'taking you to the code' notice shows before the OTP page. */
export const FORGOT_REDIRECT_MS = 1500;

/** /auth/forgot-password: an email gets a reset link (with 'Resend Email'); a phone goes on to the code. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const id = useId();
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [missing, setMissing] = useState(false);
  const forgot = useForgotPassword();
  const result = forgot.isSuccess ? forgot.data : null;

  useEffect(() => {
    if (result?.method !== 'phone') return;
    const state = { phone: result.phone ?? sentTo };
    const timer = setTimeout(() => void navigate(paths.verifyForgotOtp.to(), { state }), FORGOT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [result, sentTo, navigate]);

  const submit = (value: string) => {
    setSentTo(value);
    forgot.mutate(value);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (forgot.isPending) return;
    const value = input.trim();
    setMissing(!value);
    if (value) submit(value);
  };

  const message = missing
    ? FORGOT_INPUT_REQUIRED
    : forgot.isError
      ? errorText(forgot.error, GENERIC_FAILURE)
      : null;
  const errorId = message ? `${id}-error` : undefined;

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Input
          id={id}
          label="Email or phone number"
          name="input"
          required
          autoComplete="username"
          maxLength={254}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          aria-invalid={missing || undefined}
          aria-describedby={errorId}
        />
        <FormAlert id={errorId} message={message} />
        <Button
          type="submit"
          disabled={forgot.isPending || result?.method === 'phone'}
          variant="primary"
          className="w-full gap-2"
        >
          {forgot.isPending ? 'Sending…' : 'Continue'}
        </Button>
      </form>
      {result?.method === 'email' && (
        <>
          <FormStatus>{result.message}</FormStatus>
          <Button type="button" onClick={() => submit(sentTo)} disabled={forgot.isPending} variant="link">
            Resend Email
          </Button>
        </>
      )}
      {result?.method === 'phone' && <FormStatus>{result.message} Taking you to enter the code…</FormStatus>}
      <p className="text-center">
        <Link to={paths.login.to()} className={buttonClass({ variant: 'link' })}>
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
