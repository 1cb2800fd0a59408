import type { Checkout } from '../use-checkout';
import { ContactField } from './contact-fields';
import { CheckoutAddressBook, ContactSteps, DETAILS_TITLE_ID } from './delivery-details';
import { DeliveryMethod } from './delivery-method';
import { OrderSummary } from './order-summary';
import { PaymentMethodChoice } from './payment-method-choice';
import { sectionClass, sectionTitleClass } from './styles';

/**
 * The desktop checkout, 768 px and wider. Left, in this order: contact, the code steps, email,
 * payment type, name, the address list or form, delivery method. Right: the order summary.
 */
export function DesktopCheckout({ checkout }: { checkout: Checkout }) {
  const { contact, flow, busy } = checkout;
  const signedIn = checkout.signInStep === 'signed-in';
  const problemField = flow.problem?.field ?? null;
  return (
    <div className="mx-auto grid w-full max-w-6xl items-start gap-6 px-6 py-8 md:grid-cols-[1fr_20rem] lg:grid-cols-[1fr_26rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <section aria-labelledby={DETAILS_TITLE_ID} className={sectionClass}>
          <h2 id={DETAILS_TITLE_ID} className={sectionTitleClass}>
            Delivery Details
          </h2>
          <ContactSteps checkout={checkout} />
          {signedIn && (
            <div className="mt-5">
              <ContactField
                field="email"
                value={contact.email}
                onChange={contact.setEmail}
                invalid={problemField === 'email'}
                disabled={busy}
              />
            </div>
          )}
        </section>
        <div className={sectionClass}>
          <PaymentMethodChoice
            method={checkout.method}
            onChange={checkout.setMethod}
            disabled={busy}
            appearance="radios"
          />
        </div>
        {signedIn && (
          <div className={`${sectionClass} flex flex-col gap-5`}>
            <ContactField
              field="name"
              value={contact.name}
              onChange={contact.setName}
              invalid={problemField === 'name'}
              disabled={busy}
            />
            <CheckoutAddressBook checkout={checkout} />
          </div>
        )}
        <DeliveryMethod shipping={checkout.totals.shipping} />
      </div>
      <div className="md:sticky md:top-20">
        <OrderSummary checkout={checkout} />
      </div>
    </div>
  );
}
