import type { HeroItem } from '@svarna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { PriceTag } from '../../../components/price-tag';
import { ProductImage } from '../../../components/product-image';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { addToCart, cartItemFromProduct, defaultVariant } from '../../cart';
import { productBySlugQuery } from '../../catalog';

function useBuyNow() {
  const queryClient = useQueryClient();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const buy = async (slug: string) => {
    setPending(true);
    try {
      const product = await queryClient.fetchQuery(productBySlugQuery(slug));
      const variant = defaultVariant(product);
      const stock = product.variants.length > 0 ? (variant?.inventory ?? 0) : product.stock;
      if (stock <= 0) {
        toast.error('Out of Stock');
        return;
      }
      dispatch(addToCart(cartItemFromProduct(product, variant)));
      navigate(paths.checkout.to());
    } catch (error) {
      console.error('Buy now failed', error);
      toast.error('Failed to add item to cart. Please try again.');
    } finally {
      setPending(false);
    }
  };
  return { buy, pending };
}

function HeroSlide({ item, first }: { item: HeroItem; first: boolean }) {
  const { buy, pending } = useBuyNow();
  const linkText = item.categoryLinkText || `All ${item.category}`;
  const Heading = first ? 'h1' : 'h2';
  return (
    <div className="grid items-center gap-6 lg:grid-cols-2 lg:gap-12">
      <ProductImage
        image={item.image}
        alt={item.image.alt || item.title}
        priority={first}
        sizes="(min-width: 1024px) 50vw, 100vw"
        className="aspect-square w-full rounded-lg object-cover lg:order-2"
      />
      <div className="flex flex-col gap-4">
        {item.brandTag && (
          <p className="text-sm font-semibold tracking-widest text-stone-700 uppercase dark:text-stone-300">
            {item.brandTag}
          </p>
        )}
        <Heading className="text-3xl font-semibold sm:text-4xl">{item.title}</Heading>
        {item.highlights.length > 0 && (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {item.highlights.map((h) => (
              <li key={`${h.label}-${h.subLabel}`} className="rounded-md bg-stone-100 p-3 dark:bg-stone-800">
                <p className="font-semibold">{h.label}</p>
                {h.subLabel && <p className="text-sm">{h.subLabel}</p>}
                {h.description && (
                  <p className="text-xs text-stone-700 dark:text-stone-300">{h.description}</p>
                )}
              </li>
            ))}
          </ul>
        )}
        {item.descriptionText && <p className="text-stone-800 dark:text-stone-200">{item.descriptionText}</p>}
        <PriceTag fields={{ sp: item.sp, mrp: item.mrp }} suffix size="lg" />
        {item.emiText && <p className="text-sm text-stone-700 dark:text-stone-300">{item.emiText}</p>}
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="button"
            disabled={pending}
            onClick={() => buy(item.slug)}
            className="min-h-12 rounded-md bg-brand px-8 py-3 font-semibold text-on-brand hover:brightness-110 disabled:opacity-60"
          >
            Buy Now
          </button>
          <Link to={paths.category.to(item.category)} className="font-medium underline underline-offset-4">
            {linkText}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The home hero: one item at a time, with simple controls when there are several. */
export function HeroSection({ items }: { items: HeroItem[] }) {
  const [index, setIndex] = useState(0);
  const item = items[index];
  if (!item) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured"
      className="mx-auto max-w-7xl px-4 py-6 lg:py-10"
    >
      <HeroSlide key={item._id} item={item} first={index === 0} />
      {items.length > 1 && (
        <div className="mt-6 flex justify-center gap-2">
          {items.map((slide, i) => (
            <button
              key={slide._id}
              type="button"
              aria-label={`Show featured item ${i + 1}: ${slide.title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
              className="flex size-11 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className={`size-3 rounded-full ${i === index ? 'bg-stone-900 dark:bg-stone-100' : 'bg-stone-400'}`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
