import { Link } from 'react-router';
import { Accordion, type AccordionItem } from '../../../components/accordion';
import { paths } from '../../../lib/paths';

const linkClass = 'font-medium text-brand underline underline-offset-2 dark:text-amber-300';

/** Questions shoppers ask on every product page; answers follow the shipping and return policies. */
const FAQ_ITEMS: AccordionItem[] = [
  {
    id: 'materials',
    title: 'What materials is your jewellery made of?',
    content: (
      <div className="space-y-2">
        <p>
          Our moissanite pieces are crafted in 925 sterling silver. Kundan, pearl, temple and other
          traditional designs are made on a brass alloy that is free of nickel and lead, so it is gentle on
          sensitive skin. Both are finished with 18K micro gold plating.
        </p>
        <p>
          Stones include lab-grown moissanite, kundan (foil-backed glass), shell pearls and synthetic rubies,
          emeralds and sapphires. The exact base metal, plating and stone of this piece are listed under
          Product Specifications on this page.
        </p>
      </div>
    ),
  },
  {
    id: 'returns',
    title: 'Can I return or exchange my order?',
    content: (
      <div className="space-y-2">
        <p>
          Our policy is <strong>No Return/ No Exchange</strong>. The one exception is a parcel that arrives
          damaged: record a video while opening the parcel for the first time that clearly shows the damage,
          and send it to us on WhatsApp.
        </p>
        <p>
          The item must be unworn and in its original condition, with tags and packaging. Once approved, the
          pickup takes 3-5 business days and the refund or store credit follows within 15 business days.
          Shipping charges are not refunded and international orders cannot be returned.{' '}
          <Link to={paths.returnPolicy.to()} className={linkClass}>
            Read the full return policy
          </Link>
          .
        </p>
      </div>
    ),
  },
  {
    id: 'size-guide',
    title: 'How do I find my ring or bangle size?',
    content: (
      <div className="space-y-2">
        <p>
          <strong>Rings</strong> use Indian ring sizes. Wrap a thin strip of paper around the base of your
          finger, mark where it meets and measure the length in millimetres: size 6 fits about 46.5 mm, and
          each size up adds roughly 1 mm (size 14 is about 54.5 mm). You can also measure the inside diameter
          of a ring that already fits you.
        </p>
        <p>
          <strong>Bangles</strong> are sized by inner diameter in inches: 2.4 is 2 4/16 inches (about 57 mm),
          2.6 is 2 6/16 inches (about 60 mm) and 2.8 is 2 8/16 inches (about 63.5 mm). Measure a bangle you
          wear comfortably, or the widest part of your hand with the thumb tucked in.
        </p>
        <p>
          If you are between two sizes, choose the larger one. Unsure? Message us on WhatsApp before you
          order.
        </p>
      </div>
    ),
  },
  {
    id: 'worldwide-shipping',
    title: 'Do you ship worldwide?',
    content: (
      <p>
        Yes. Orders within India arrive in 2-7 business days. For delivery outside India, message us on
        WhatsApp with your address before ordering and we will confirm the shipping charge and the delivery
        time. Customs duties and import taxes of the destination country are paid by the recipient, and
        international orders are not eligible for return or exchange.{' '}
        <Link to={paths.shippingPolicy.to()} className={linkClass}>
          Read the shipping policy
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'care',
    title: 'How should I care for my jewellery?',
    content: (
      <ul className="list-disc space-y-1 pl-5">
        <li>Put your jewellery on last, after perfume, lotion and hairspray, and take it off first.</li>
        <li>Keep it away from water: remove it before bathing, swimming, exercising or washing dishes.</li>
        <li>Wipe each piece with a soft, dry cloth after wearing; never use chemical cleaners or polish.</li>
        <li>Store pieces separately in the pouch or box they came in, so they do not scratch each other.</li>
        <li>Keep pearls and kundan away from heat and direct sunlight.</li>
      </ul>
    ),
  },
];

export function ProductFaq() {
  return (
    <section aria-labelledby="faq-heading" className="space-y-4">
      <h2 id="faq-heading" className="text-xl font-semibold">
        Frequently Asked Questions
      </h2>
      <Accordion items={FAQ_ITEMS} headingLevel={3} />
    </section>
  );
}
