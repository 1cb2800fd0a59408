import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { DevOutboxHint } from '../../dev-outbox';
import { FormAlert } from './form-parts';
import { OtpInput } from './otp-input';
import { ResendCodeButton } from './resend-code-button';
import type { CodeEntry } from './use-code-entry';

export interface CodeEntryFormProps {
  entry: CodeEntry;
  /** where the code went (the development outbox shows it there) */
  to: string;
  /** the line above the input: where the code went */
  intro: ReactNode;
  /** the submit button's words, and while the check runs */
  submitLabel: string;
  pendingLabel: string;
  /** a link or button beside Resend (a different phone, order...); without it Resend stands centred alone */
  aside?: ReactNode;
}

/** The one-time-code form shared by sign-in, forgotten password and order tracking (see useCodeEntry). */
export function CodeEntryForm({ entry, to, intro, submitLabel, pendingLabel, aside }: CodeEntryFormProps) {
  const resend = (
    <ResendCodeButton secondsLeft={entry.secondsLeft} pending={entry.sending} onResend={entry.resend} />
  );
  return (
    <form onSubmit={entry.submit} noValidate className="flex flex-col gap-4">
      {intro}
      <OtpInput {...entry.input} />
      <FormAlert id={entry.errorId} message={entry.message} />
      <DevOutboxHint to={to} />
      <Button type="submit" disabled={entry.verifying} variant="primary" className="w-full gap-2">
        {entry.verifying ? pendingLabel : submitLabel}
      </Button>
      {aside ? (
        <div className="flex flex-wrap justify-between gap-2">
          {resend}
          {aside}
        </div>
      ) : (
        <p className="text-center text-sm">{resend}</p>
      )}
    </form>
  );
}
