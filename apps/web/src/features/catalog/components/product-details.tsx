import type { Product } from '@svarna/contracts';
import { Accordion } from '../../../components/accordion';

interface ProductDetailsProps {
  features: string[];
  specifications: Product['specifications'];
}

/** Key Features and Product Specifications (one accordion section each, the first one open). */
export function ProductDetails({ features, specifications }: ProductDetailsProps) {
  return (
    <div className="min-w-0 space-y-10">
      {features.length > 0 && (
        <section aria-labelledby="product-features" className="space-y-3">
          <h2 id="product-features" className="text-xl font-semibold">
            Key Features
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-stone-800 dark:text-stone-200">
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      )}
      {specifications.length > 0 && (
        <section aria-labelledby="product-specifications" className="space-y-3">
          <h2 id="product-specifications" className="text-xl font-semibold">
            Product Specifications
          </h2>
          <Accordion
            headingLevel={3}
            defaultOpen={specifications[0] ? [specifications[0].section] : []}
            items={specifications.map((section) => ({
              id: section.section,
              title: section.section,
              content: (
                <dl className="divide-y divide-stone-200 dark:divide-stone-700">
                  {section.specs.map((spec) => (
                    <div key={spec._id} className="flex justify-between gap-4 py-2 text-sm">
                      <dt className="text-stone-700 dark:text-stone-300">{spec.key}</dt>
                      <dd className="text-right">{spec.value}</dd>
                    </div>
                  ))}
                </dl>
              ),
            }))}
          />
        </section>
      )}
    </div>
  );
}
