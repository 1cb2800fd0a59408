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
export const DETAILS_TITLE_ID = 'checkout-details-title';

const STEP_NUMBER = { phone: 1, otp: 2, details: 3, 'signed-in': 3 } as const;

/**
 * The contact and code steps: a guest signs in here (phone, then code, then a new account's name and
 * email); a signed-in shopper sees their verified phone at step 3.
 */
export function ContactSteps({ checkout }: { checkout: Checkout }) {
  const { signInStep } = checkout;
  return (
    <>
      <StepIndicator current={STEP_NUMBER[signInStep]} />
      {signInStep !== 'signed-in' ? (
        <div id={SIGN_IN_SECTION_ID}>
          <CheckoutSignIn onStepChange={checkout.setGuestStep} />
          {/* until the code is accepted; a new account's details step comes after verification */}
          {signInStep !== 'details' && (
            <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
              Verify your phone number to add your name, email and delivery address.
            </p>
          )}
        </div>
      ) : (
        <p className="flex items-center gap-2">
          <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
          <span>
            Phone <span className="font-semibold">{displayPhone(checkout.phone)}</span>
            <span className="sr-only"> (verified)</span>
          </span>
        </p>
      )}
    </>
  );
}

/** The saved addresses to pick from, or the form for a first one. */
export function CheckoutAddressBook({ checkout }: { checkout: Checkout }) {
  const { contact, flow } = checkout;
  return (
    <div id={ADDRESS_SECTION_ID}>
      <LazyAddressBook
        variant="checkout"
        selectedId={checkout.selectedAddressId}
        onSelect={checkout.setSelectedAddressId}
        contact={{ name: contact.name, email: contact.email }}
        defaultPhone={checkout.phone}
        describedBy={flow.problem?.field === 'address' ? CHECKOUT_NOTICE_ID : undefined}
      />
    </div>
  );
}

/**
 * The phone's 'Delivery Details': the contact and code steps, then (signed in) name and email and the
 * delivery address.
 */
export function DeliveryDetails({ checkout }: { checkout: Checkout }) {
  const { signInStep, contact, flow, busy } = checkout;
  return (
    <section aria-labelledby={DETAILS_TITLE_ID} className={sectionClass}>
      <h2 id={DETAILS_TITLE_ID} className={sectionTitleClass}>
        Delivery Details
      </h2>
      <ContactSteps checkout={checkout} />
      {signInStep === 'signed-in' && (
        <div className="mt-5 flex flex-col gap-5">
          <ContactFields
            name={contact.name}
            email={contact.email}
            onNameChange={contact.setName}
            onEmailChange={contact.setEmail}
            problemField={flow.problem?.field ?? null}
            disabled={busy}
          />
          <CheckoutAddressBook checkout={checkout} />
        </div>
      )}
    </section>
  );
}
