import { PolicyList, PolicyPage, PolicySection, WhatsAppLink } from '../components/policy-page';

export const RETURN_POLICY_UPDATED = '2025-09-16';

export function ReturnPolicyPage() {
  return (
    <PolicyPage
      title="Return Policy"
      lastUpdated={RETURN_POLICY_UPDATED}
      intro={
        <p>
          We do not accept returns or exchanges, unless your parcel arrives damaged and you have a first-time
          parcel opening video that clearly shows the damage.
        </p>
      }
    >
      <PolicySection id="no-returns" title="No return, no exchange">
        <p>
          Every piece is checked and packed with care before it ships, so orders cannot be returned or
          exchanged for a change of mind, size or style. The only exception is damage in transit, described
          below.
        </p>
      </PolicySection>

      <PolicySection id="damaged" title="If your order arrives damaged">
        <p>A return is accepted only when you have a first-time parcel opening video:</p>
        <PolicyList>
          <li>recorded from before the sealed parcel is opened, without cuts;</li>
          <li>clearly showing the damage to the item.</li>
        </PolicyList>
        <p>
          Send the video with your order number as soon as you have opened the parcel: <WhatsAppLink />.
        </p>
      </PolicySection>

      <PolicySection id="conditions" title="Condition of returned items">
        <p>
          Items must be unworn and in their original condition, with all tags and the original packaging.
          Items that have been worn, altered or damaged after delivery cannot be accepted.
        </p>
      </PolicySection>

      <PolicySection id="international" title="International orders">
        <p>International orders are not eligible for return.</p>
      </PolicySection>

      <PolicySection id="pickup-refunds" title="Pickup and refunds">
        <PolicyList>
          <li>Once your return is approved, the return pickup takes 3-5 business days.</li>
          <li>
            After we receive and check the item, you get a refund to your original payment method or store
            credit within 15 business days.
          </li>
          <li>Shipping amounts are non-refundable.</li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="contact" title="Contact us">
        <p>
          To request a return or ask about one, <WhatsAppLink />.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

export default ReturnPolicyPage;
