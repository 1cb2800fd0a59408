import { CheckCircle2 } from 'lucide-react';
import { displayPhone, LazyAddressBook } from '../../addresses';
import type { Checkout } from '../use-checkout';
import { CHECKOUT_NOTICE_ID } from './checkout-notice';
import { CheckoutSignIn } from './checkout-sign-in';
import { ContactFields } from './contact-fields';
import { StepIndicator } from './step-indicator';
import { sectionClass, sectionTitleClass } from './styles';

export const SIGN_IN_SECTION_ID = 'checkout-sign-in';
export const ADDRESS_SECTION_ID = 'checkout-address';

const STEP_NUMBER = { phone: 1, otp: 2, details: 3, 'signed-in': 3 } as const;

/**
 * 'Delivery Details': a guest signs in here (phone, then code); a signed-in shopper starts at step 3
 * with their phone shown, then name, email and the delivery address.
 */
export function DeliveryDetails({ checkout }: { checkout: Checkout }) {
  const { signInStep, contact, flow, busy } = checkout;
  const problemField = flow.problem?.field ?? null;
  return (
    <section aria-labelledby="checkout-details-title" className={sectionClass}>
      <h2 id="checkout-details-title" className={sectionTitleClass}>
        Delivery Details
      </h2>
      <StepIndicator current={STEP_NUMBER[signInStep]} />
      {signInStep !== 'signed-in' ? (
        <div id={SIGN_IN_SECTION_ID}>
          <CheckoutSignIn onStepChange={checkout.setGuestStep} />
          <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
            Verify your phone number to add your name, email and delivery address.
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          <p className="flex items-center gap-2">
            <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
            <span>
              Phone <span className="font-semibold">{displayPhone(checkout.phone)}</span>
              <span className="sr-only"> (verified)</span>
            </span>
          </p>
          <ContactFields
            name={contact.name}
            email={contact.email}
            onNameChange={contact.setName}
            onEmailChange={contact.setEmail}
            problemField={problemField}
            disabled={busy}
          />
          <div id={ADDRESS_SECTION_ID}>
            <LazyAddressBook
              variant="checkout"
              selectedId={checkout.selectedAddressId}
              onSelect={checkout.setSelectedAddressId}
              contact={{ name: contact.name, email: contact.email }}
              defaultPhone={checkout.phone}
              describedBy={problemField === 'address' ? CHECKOUT_NOTICE_ID : undefined}
            />
          </div>
        </div>
      )}
    </section>
  );
}
