import {
  PolicyList,
  PolicyPage,
  PolicySection,
  PolicySubheading,
  policyLinkClass,
  useStoreName,
  WhatsAppLink,
} from '../components/policy-page';

const External = ({ href, children }: { href: string; children: string }) => (
  <a href={href} target="_blank" rel="noopener noreferrer" className={policyLinkClass}>
    {children}
    <span className="sr-only"> (opens in a new tab)</span>
  </a>
);

export function PrivacyPolicyPage() {
  const store = useStoreName();
  return (
    <PolicyPage
      title="Privacy Policy"
      intro={
        <p>
          This Privacy Policy describes how {store} collects, uses and shares your personal information when
          you visit or make a purchase from this website.
        </p>
      }
    >
      <PolicySection id="information-we-collect" title="Personal information we collect">
        <p>
          When you visit the site, we automatically collect some information about your device, and when you
          place an order we collect the details needed to complete it. We call these Device Information and
          Order Information.
        </p>
        <PolicySubheading>Device Information</PolicySubheading>
        <p>
          Information about your web browser, IP address, time zone and some of the cookies on your device,
          and, as you browse, the pages and products you view, the website or search terms that brought you
          here and how you interact with the site. We collect it with:
        </p>
        <PolicyList>
          <li>
            cookies and your browser&apos;s local storage, small data files kept on your device; we use local
            storage to remember your cart, your light or dark theme and the campaign that brought you here;
          </li>
          <li>
            log files, which record actions on the site: IP address, browser type, referring and exit pages,
            and date and time;
          </li>
          <li>tags and pixels, small pieces of code that record how you browse the site.</li>
        </PolicyList>
        <PolicySubheading>Order Information</PolicySubheading>
        <p>
          When you make or attempt a purchase, we collect your name, billing and shipping address, email
          address, phone number and payment information. Card, UPI and net banking details are entered in our
          payment provider&apos;s secure window; we do not see or store your full card number.
        </p>
      </PolicySection>

      <PolicySection id="how-we-use" title="How we use your personal information">
        <p>We use Order Information to:</p>
        <PolicyList>
          <li>
            fulfil your orders: process payment, arrange shipping and send invoices and order confirmations;
          </li>
          <li>communicate with you about your orders, including on WhatsApp;</li>
          <li>screen orders for risk and fraud;</li>
          <li>
            in line with the preferences you have shared with us, tell you about our products and offers.
          </li>
        </PolicyList>
        <p>
          We use Device Information to screen for risk and fraud (in particular your IP address) and to
          improve the site, for example by learning how shoppers browse and interact with it and how well our
          campaigns work.
        </p>
      </PolicySection>

      <PolicySection id="sharing" title="Sharing your personal information">
        <p>
          We share your personal information with third parties only to run the store. We use an analytics
          provider, Google Analytics, to understand how customers use the site. You can read how Google uses
          personal information in the{' '}
          <External href="https://policies.google.com/privacy">Google Privacy Policy</External> and opt out of
          Google Analytics with the{' '}
          <External href="https://tools.google.com/dlpage/gaoptout">
            Google Analytics opt-out browser add-on
          </External>
          .
        </p>
        <p>
          Your name, address and phone number are shared with our courier partners to deliver your order, and
          payments are handled by our payment provider. We may also share your personal information to comply
          with applicable laws and regulations, to respond to a summons, search warrant or other lawful
          request for information, or otherwise to protect our rights.
        </p>
      </PolicySection>

      <PolicySection id="behavioural-advertising" title="Behavioural advertising">
        <p>
          We may use your personal information to show you targeted advertisements or marketing messages we
          believe may interest you. You can opt out of targeted advertising here:
        </p>
        <PolicyList>
          <li>
            <External href="https://www.facebook.com/settings/?tab=ads">Facebook ad preferences</External>
          </li>
          <li>
            <External href="https://adssettings.google.com/">Google ad settings</External>
          </li>
          <li>
            <External href="https://optout.aboutads.info/">
              Digital Advertising Alliance opt-out portal
            </External>
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="do-not-track" title="Do not track">
        <p>
          Please note that we do not alter the site&apos;s data collection and use practices when we see a Do
          Not Track signal from your browser.
        </p>
      </PolicySection>

      <PolicySection id="your-rights" title="Your rights as a European resident">
        <p>
          If you are a European resident, you have the right to access the personal information we hold about
          you and to ask that it be corrected, updated or deleted. To exercise this right, <WhatsAppLink />.
        </p>
        <p>
          We process your information to fulfil contracts we may have with you (for example, when you place an
          order) or otherwise to pursue the legitimate business interests listed above. Please note that your
          information will be transferred outside Europe, including to India.
        </p>
      </PolicySection>

      <PolicySection id="data-retention" title="Data retention">
        <p>
          When you place an order, we keep your Order Information for our records unless and until you ask us
          to delete it. Invoices and payment records are kept for as long as Indian tax and accounting law
          requires.
        </p>
      </PolicySection>

      <PolicySection id="changes" title="Changes">
        <p>
          We may update this privacy policy from time to time to reflect changes to our practices or for other
          operational, legal or regulatory reasons. The current version is always the one on this page.
        </p>
      </PolicySection>

      <PolicySection id="minors" title="Minors">
        <p>The site is not intended for individuals under the age of 8.</p>
      </PolicySection>

      <PolicySection id="contact" title="Contact us">
        <p>
          For more information about our privacy practices, if you have questions, or if you would like to
          make a complaint, please <WhatsAppLink />.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

export default PrivacyPolicyPage;
