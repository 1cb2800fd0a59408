import type { CheckoutField } from '../lib/validate-checkout';
import { CHECKOUT_NOTICE_ID } from './checkout-notice';
import { inputClass } from './styles';

export const CONTACT_FIELD_IDS = { name: 'checkout-name', email: 'checkout-email' } as const;

interface ContactFieldsProps {
  name: string;
  email: string;
  onNameChange: (name: string) => void;
  onEmailChange: (email: string) => void;
  /** the field the last check found wanting: marked invalid and described by the notice */
  problemField: CheckoutField | null;
  disabled?: boolean;
}

const invalidProps = (invalid: boolean) =>
  invalid ? { 'aria-invalid': true as const, 'aria-describedby': CHECKOUT_NOTICE_ID } : {};

/** Full name and email for the order (an invented placeholder email starts empty). */
export function ContactFields(props: ContactFieldsProps) {
  const { name, email, onNameChange, onEmailChange, problemField, disabled } = props;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={CONTACT_FIELD_IDS.name} className="font-medium">
          Full name
        </label>
        <input
          id={CONTACT_FIELD_IDS.name}
          autoComplete="name"
          maxLength={100}
          value={name}
          disabled={disabled}
          onChange={(event) => onNameChange(event.target.value)}
          className={inputClass}
          {...invalidProps(problemField === 'name')}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={CONTACT_FIELD_IDS.email} className="font-medium">
          Email
        </label>
        <input
          id={CONTACT_FIELD_IDS.email}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          disabled={disabled}
          onChange={(event) => onEmailChange(event.target.value)}
          className={inputClass}
          {...invalidProps(problemField === 'email')}
        />
      </div>
    </div>
  );
}
