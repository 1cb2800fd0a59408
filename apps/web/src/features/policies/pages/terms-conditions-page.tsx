import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import {
  PolicyPage,
  PolicySection,
  policyLinkClass,
  useStoreName,
  WhatsAppLink,
} from '../components/policy-page';

export function TermsConditionsPage() {
  const store = useStoreName();
  return (
    <PolicyPage
      title="Terms & Conditions"
      intro={
        <p>
          These terms apply to every purchase from {store} through this website. By placing an order you agree
          to them, so please read them before you buy.
        </p>
      }
    >
      <PolicySection id="offers" title="Our offers are invitations, not binding offers">
        <p>
          Products, prices and promotions shown on this website are an invitation to you to make an offer;
          they are not binding offers from us. Your order is your offer to buy. A contract is formed only when
          we accept your order by confirming and dispatching it. We may decline or cancel an order, for
          example when an item is no longer available or was listed at an incorrect price; any amount you paid
          for an order we cancel is refunded.
        </p>
      </PolicySection>

      <PolicySection id="specifications" title="Product descriptions and specifications">
        <p>
          Weights, dimensions and other specifications are estimates. Our jewellery is finished by hand, so
          each piece can differ slightly from another, and colours can look different on different screens.
        </p>
      </PolicySection>

      <PolicySection id="prices" title="Prices, taxes and currency">
        <p>
          Prices may change at any time without notice. The price that applies to your order is the one shown
          when you place it. Prices exclude taxes unless stated otherwise; where a page says a price is
          inclusive of GST, it already contains the tax. All prices are in Indian Rupees (INR, ₹).
        </p>
      </PolicySection>

      <PolicySection id="shipping-returns" title="Shipping and returns">
        <p>
          Delivery times and charges are set out in our{' '}
          <Link to={paths.shippingPolicy.to()} className={policyLinkClass}>
            Shipping Policy
          </Link>
          , and returns and refunds in our{' '}
          <Link to={paths.returnPolicy.to()} className={policyLinkClass}>
            Return Policy
          </Link>
          . Both form part of these terms.
        </p>
      </PolicySection>

      <PolicySection id="separate-agreements" title="Separate agreements">
        <p>
          Where you and {store} have agreed separate terms in writing, for example for a bulk or custom order,
          that agreement is separate from these terms and governs what it covers. Payments are also subject to
          the terms of the payment provider you use at checkout.
        </p>
      </PolicySection>

      <PolicySection id="governing-law" title="Governing law">
        <p>These terms and any contract between us are governed by the laws of India.</p>
      </PolicySection>

      <PolicySection id="contact" title="Questions">
        <p>
          If you have a question about these terms, please <WhatsAppLink />.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

export default TermsConditionsPage;
