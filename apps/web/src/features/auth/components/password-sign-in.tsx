import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { type AuthSession, useLogin } from '../api/login';
import { errorText, GENERIC_FAILURE, IDENTIFIER_REQUIRED, PASSWORD_REQUIRED } from '../lib/auth-messages';
import { FormAlert } from './form-parts';

/** Sign-in with a phone number or email and a password. */
export function PasswordSignIn({ onSignedIn }: { onSignedIn: (session: AuthSession) => void }) {
  const id = useId();
  const identifierRef = useRef<HTMLInputElement>(null);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const login = useLogin();

  useEffect(() => {
    identifierRef.current?.focus();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const missing = !identifier.trim() ? IDENTIFIER_REQUIRED : !password ? PASSWORD_REQUIRED : null;
    setProblem(missing);
    if (missing) return;
    login.mutate({ identifier: identifier.trim(), password }, { onSuccess: onSignedIn });
  };

  const message = problem ?? (login.isError ? errorText(login.error, GENERIC_FAILURE) : null);
  const errorId = message ? `${id}-error` : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Input
        id={`${id}-identifier`}
        label="Phone number or email"
        ref={identifierRef}
        name="identifier"
        autoComplete="username"
        maxLength={254}
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
        aria-invalid={problem === IDENTIFIER_REQUIRED || undefined}
        aria-describedby={errorId}
      />
      <Input
        id={`${id}-password`}
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={200}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-invalid={problem === PASSWORD_REQUIRED || undefined}
        aria-describedby={errorId}
      />
      <FormAlert id={errorId} message={message} />
      <Button type="submit" disabled={login.isPending} variant="primary" className="w-full gap-2">
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
