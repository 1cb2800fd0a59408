import { COD_ADVANCE_RUPEES } from '@svarna/contracts';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { formatRupees } from '../../../lib/price';
import {
  PolicyList,
  PolicyPage,
  PolicySection,
  policyLinkClass,
  WhatsAppLink,
} from '../components/policy-page';

export const SHIPPING_POLICY_UPDATED = '2025-09-16';

export function ShippingPolicyPage() {
  return (
    <PolicyPage
      title="Shipping Policy"
      lastUpdated={SHIPPING_POLICY_UPDATED}
      intro={<p>How long your order takes to reach you, and what delivery costs.</p>}
    >
      <PolicySection id="delivery-time" title="Delivery time">
        <p>Estimated delivery is 2-7 business days, depending on your location. Before your order ships:</p>
        <PolicyList>
          <li>Items in stock ship within 24-48 hours.</li>
          <li>Made-to-order items ship within 5-7 business days.</li>
          <li>Bulk orders need an additional 1-3 business days.</li>
        </PolicyList>
        <p>You can check whether we deliver to your pincode on any product page before you order.</p>
      </PolicySection>

      <PolicySection id="processing" title="Order processing">
        <p>
          Orders are processed Monday to Saturday, 9am-6pm EST. Orders placed after 6pm, or on Sundays or
          holidays, are processed the next business day.
        </p>
      </PolicySection>

      <PolicySection id="same-day" title="Same-day emergency delivery">
        <p>
          Same-day emergency delivery is available for NCR pincodes only. If you need a piece today, place
          your order and <WhatsAppLink>tell us on WhatsApp</WhatsAppLink> straight away so we can arrange it.
        </p>
      </PolicySection>

      <PolicySection id="charges" title="Shipping charges">
        <PolicyList>
          <li>Prepaid orders: {formatRupees(100)} shipping.</li>
          <li>Cash on Delivery orders: {formatRupees(200)} shipping.</li>
        </PolicyList>
        <p>
          Cash on Delivery orders need an advance token payment of {formatRupees(COD_ADVANCE_RUPEES)} online
          when you order; the rest of the order value and the delivery charge are collected when the parcel
          arrives. The advance is not refundable if the parcel is refused at delivery.
        </p>
      </PolicySection>

      <PolicySection id="tracking" title="Tracking your order">
        <p>
          Once your order ships, its status and tracking details appear under Orders in{' '}
          <Link to={paths.account.to()} className={policyLinkClass}>
            My Account
          </Link>
          .
        </p>
      </PolicySection>

      <PolicySection id="damaged" title="Damaged parcels">
        <p>
          Please record a video while you open your parcel for the first time. If anything arrives damaged,
          that video is what lets us replace or refund it: see our{' '}
          <Link to={paths.returnPolicy.to()} className={policyLinkClass}>
            Return Policy
          </Link>
          .
        </p>
      </PolicySection>

      <PolicySection id="contact" title="Questions about delivery">
        <p>
          For anything about a delivery, <WhatsAppLink />.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

export default ShippingPolicyPage;
