import type { OrderTracking } from '@svarna/contracts';
import { Button } from '../../../components/ui/button';
import { CodeEntryForm, formatPhone, OTP_MESSAGE, useCodeEntry } from '../../auth';
import { useSendTrackCode } from '../api/send-track-code';
import { useVerifyTrackCode } from '../api/verify-track-code';
import type { OrderLookup } from '../lib/track-order-input';

const VERIFY_FAILED = 'OTP verification failed. Please try again.';
const SEND_FAILED = 'Failed to send the code. Please try again.';

export interface TrackCodeFormProps {
  lookup: OrderLookup;
  /** epoch ms from which another code may be sent */
  resendAt: number;
  onResent: (resendAfter: number) => void;
  /** the order's progress and the permission to cancel it that the right code gives */
  onTracked: (tracking: OrderTracking, cancelToken: string) => void;
  onChangeLookup: () => void;
}

/** Step 2: the 6-digit code; Resend waits out the same countdown as sign-in. */
export function TrackCodeForm({ lookup, resendAt, onResent, onTracked, onChangeLookup }: TrackCodeFormProps) {
  const entry = useCodeEntry({
    resendAt,
    verify: useVerifyTrackCode(),
    verifyVariables: (otp) => ({ ...lookup, otp }),
    onVerified: (body) => {
      onTracked(body.tracking, body.cancelToken);
      return true;
    },
    send: useSendTrackCode(),
    sendVariables: lookup,
    onSent: (body) => onResent(body.resendAfter),
    messages: { invalid: OTP_MESSAGE, verifyFailed: VERIFY_FAILED, sendFailed: SEND_FAILED },
  });

  return (
    <CodeEntryForm
      entry={entry}
      to={lookup.phone}
      intro={
        <p role="status" className="text-stone-700 dark:text-stone-300">
          If order <span className="font-semibold">#{lookup.orderNumber}</span> was placed with{' '}
          <span className="font-semibold whitespace-nowrap">{formatPhone(lookup.phone)}</span>, we have sent a
          6-digit code to that phone.
        </p>
      }
      submitLabel="Show order status"
      pendingLabel="Checking…"
      aside={
        <Button type="button" onClick={onChangeLookup} variant="link">
          Change order number or phone
        </Button>
      }
    />
  );
}
