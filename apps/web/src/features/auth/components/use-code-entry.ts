import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorText } from '../lib/auth-messages';
import { isCompleteOtp } from '../lib/sanitize';
import { useCountdown } from './use-countdown';

/** The part of a mutation (useMutation's result) the code entry drives: sending a code, or checking one. */
export interface CodeMutation<TData, TVariables> {
  mutate: (
    variables: TVariables,
    options?: { onSuccess?: (data: TData) => void; onError?: () => void },
  ) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** What the screen says when the code is incomplete, when checking it fails and when sending it fails. */
export interface CodeEntryMessages {
  invalid: string;
  /** also said when the screen cannot use a verified answer (onVerified returns false) */
  verifyFailed: string;
  sendFailed: string;
}

export interface CodeEntryOptions<TVerified, TVerifyVars, TSent, TSendVars> {
  /** epoch ms from which another code may be sent */
  resendAt: number;
  verify: CodeMutation<TVerified, TVerifyVars>;
  /** what the check needs besides the code (the phone, or the order and phone) */
  verifyVariables: (otp: string) => TVerifyVars;
  /** the code was right: acts on the answer and says whether it could (false: verifyFailed is said) */
  onVerified: (answer: TVerified, otp: string) => boolean;
  send: CodeMutation<TSent, TSendVars>;
  sendVariables: TSendVars;
  /** a new code went out (the caller moves resendAt) */
  onSent: (answer: TSent) => void;
  messages: CodeEntryMessages;
}

/**
 * The one-time-code step of sign-in, forgotten password and order tracking: the code typed (digits only),
 * a check on submit that it is complete before asking the server, Resend after its countdown (clearing the
 * code), the message to show (incomplete, the server's words for a failed check or send, else the
 * screen's own) and focus kept on the code input when it opens, after a failure and after a resend.
 */
export function useCodeEntry<TVerified, TVerifyVars, TSent, TSendVars>(
  options: CodeEntryOptions<TVerified, TVerifyVars, TSent, TSendVars>,
) {
  const { resendAt, verify, verifyVariables, onVerified, send, sendVariables, onSent, messages } = options;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [otp, setOtp] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [refused, setRefused] = useState(false);
  const secondsLeft = useCountdown(resendAt);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    if (!isCompleteOtp(otp)) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    send.reset();
    setRefused(false);
    verify.mutate(verifyVariables(otp), {
      onSuccess: (answer) => {
        if (!onVerified(answer, otp)) setRefused(true);
      },
      onError: () => inputRef.current?.focus(),
    });
  };

  const resend = () => {
    verify.reset();
    setInvalid(false);
    setRefused(false);
    send.mutate(sendVariables, {
      onSuccess: (answer) => {
        setOtp('');
        onSent(answer);
        inputRef.current?.focus();
      },
    });
  };

  let message: string | null = null;
  if (invalid) message = messages.invalid;
  else if (verify.isError) message = errorText(verify.error, messages.verifyFailed);
  else if (send.isError) message = errorText(send.error, messages.sendFailed);
  else if (refused) message = messages.verifyFailed;
  const errorId = message ? `${id}-error` : undefined;

  return {
    /** props for OtpInput */
    input: {
      ref: inputRef,
      id,
      value: otp,
      onChange: (next: string) => {
        setOtp(next);
        setInvalid(false);
      },
      invalid: Boolean(message),
      describedBy: errorId,
    },
    message,
    errorId,
    secondsLeft,
    verifying: verify.isPending,
    sending: send.isPending,
    submit,
    resend,
  };
}

export type CodeEntry = ReturnType<typeof useCodeEntry>;
