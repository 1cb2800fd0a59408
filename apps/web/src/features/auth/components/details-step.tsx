import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type { AuthSession } from '../api/login';
import { sessionFrom, useVerifyOtp } from '../api/verify-otp';
import { DETAILS_FAILED, DETAILS_MESSAGE, errorText } from '../lib/auth-messages';
import { looksLikeEmail } from '../lib/sanitize';
import { FormAlert } from './form-parts';

export interface DetailsStepProps {
  /** E.164, and the code already checked: sent again with the details, it signs in */
  phone: string;
  otp: string;
  prefill?: { name: string; email: string } | undefined;
  onSignedIn: (session: AuthSession) => void;
}

/** Step 3 (a new account, or one missing its name or email): name and email, both required. */
export function DetailsStep({ phone, otp, prefill, onSignedIn }: DetailsStepProps) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(prefill?.name ?? '');
  const [email, setEmail] = useState(prefill?.email ?? '');
  const [checked, setChecked] = useState(false);
  const [noSession, setNoSession] = useState(false);
  const verify = useVerifyOtp();

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  const nameInvalid = checked && name.trim() === '';
  const emailInvalid = checked && !looksLikeEmail(email.trim());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    setChecked(true);
    setNoSession(false);
    if (name.trim() === '' || !looksLikeEmail(email.trim())) return;
    verify.mutate(
      { phone, otp, name: name.trim(), finalEmail: email.trim() },
      {
        onSuccess: (response) => {
          const session = sessionFrom(response);
          if (session) onSignedIn(session);
          else setNoSession(true);
        },
      },
    );
  };

  let message: string | null = null;
  if (nameInvalid || emailInvalid) message = DETAILS_MESSAGE;
  else if (verify.isError) message = errorText(verify.error, DETAILS_FAILED);
  else if (noSession) message = DETAILS_FAILED;
  const errorId = message ? `${id}-error` : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-stone-700 dark:text-stone-300">Almost done: tell us your name and email.</p>
      <Input
        id={`${id}-name`}
        label="Full name"
        ref={nameRef}
        name="name"
        autoComplete="name"
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
        aria-invalid={nameInvalid || undefined}
        aria-describedby={errorId}
      />
      <Input
        id={`${id}-email`}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={emailInvalid || undefined}
        aria-describedby={errorId}
      />
      <FormAlert id={errorId} message={message} />
      <Button type="submit" disabled={verify.isPending} variant="primary" className="w-full gap-2">
        {verify.isPending ? 'Signing in…' : 'Continue'}
      </Button>
    </form>
  );
}
