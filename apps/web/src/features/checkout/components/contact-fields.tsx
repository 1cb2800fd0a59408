import { inputClass } from '../../../components/ui/input';
import type { CheckoutField } from '../lib/validate-checkout';
import { CHECKOUT_NOTICE_ID } from './checkout-notice';

export const CONTACT_FIELD_IDS = { name: 'checkout-name', email: 'checkout-email' } as const;

const FIELDS = {
  name: { label: 'Full name', type: 'text', autoComplete: 'name', maxLength: 100 },
  email: { label: 'Email', type: 'email', autoComplete: 'email', maxLength: 254 },
} as const;

interface ContactFieldProps {
  field: 'name' | 'email';
  value: string;
  onChange: (value: string) => void;
  /** the last check found this field wanting: marked invalid and described by the notice */
  invalid: boolean;
  disabled?: boolean;
}

/** The order's full name or email, with its label. */
export function ContactField({ field, value, onChange, invalid, disabled }: ContactFieldProps) {
  const { label, ...input } = FIELDS[field];
  const id = CONTACT_FIELD_IDS[field];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        {...input}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
        {...(invalid ? { 'aria-invalid': true as const, 'aria-describedby': CHECKOUT_NOTICE_ID } : {})}
      />
    </div>
  );
}

interface ContactFieldsProps {
  name: string;
  email: string;
  onNameChange: (name: string) => void;
  onEmailChange: (email: string) => void;
  /** the field the last check found wanting */
  problemField: CheckoutField | null;
  disabled?: boolean;
}

/** Full name and email for the order, side by side (an invented placeholder email starts empty). */
export function ContactFields(props: ContactFieldsProps) {
  const { name, email, onNameChange, onEmailChange, problemField, disabled } = props;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ContactField
        field="name"
        value={name}
        onChange={onNameChange}
        invalid={problemField === 'name'}
        disabled={disabled}
      />
      <ContactField
        field="email"
        value={email}
        onChange={onEmailChange}
        invalid={problemField === 'email'}
        disabled={disabled}
      />
    </div>
  );
}
