import type { HeroItem } from '@svarna/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PriceTag } from '../../../components/price-tag';
import { ProductImage } from '../../../components/product-image';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { IMAGE_SIZES } from '../../../lib/responsive-image';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { useAddBySlug } from '../../catalog';

/** The hero's entry animation starts 2 s after the page shows it. */
export const HERO_ENTRY_DELAY_MS = 2000;

/**
 * Plays the entry animation on the elements marked data-hero-enter: they rise and fade in, one after
 * another, from 2 s on. Title, image, price and Buy Now are never hidden; reduced motion skips it all.
 */
function useHeroEntry(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    const root = ref.current;
    if (!enabled || reducedMotion || !root) return;
    const targets = Array.from(root.querySelectorAll<HTMLElement>('[data-hero-enter]'));
    const animations = targets
      .filter((el) => typeof el.animate === 'function')
      .map((el, i) =>
        el.animate(
          [
            { opacity: 0, transform: 'translateY(16px)' },
            { opacity: 1, transform: 'translateY(0)' },
          ],
          {
            duration: 600,
            delay: HERO_ENTRY_DELAY_MS + i * 120,
            easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)',
            fill: 'backwards',
          },
        ),
      );
    return () => {
      for (const animation of animations) animation.cancel();
    };
  }, [enabled, reducedMotion]);
  return ref;
}

function HeroSlide({ item, first, animateEntry }: { item: HeroItem; first: boolean; animateEntry: boolean }) {
  const { buyNow: buy, pending } = useAddBySlug();
  const entryRef = useHeroEntry(animateEntry);
  const linkText = item.categoryLinkText || `All ${item.category}`;
  const Heading = first ? 'h1' : 'h2';
  return (
    <div ref={entryRef} className="grid items-center gap-6 lg:grid-cols-2 lg:gap-12">
      <ProductImage
        image={item.image}
        alt={item.image.alt || item.title}
        priority={first}
        sizes={IMAGE_SIZES.hero}
        className="aspect-square w-full rounded-lg object-cover lg:order-2"
      />
      <div className="flex flex-col gap-4">
        {item.brandTag && (
          <p
            data-hero-enter
            className="text-sm font-semibold tracking-widest text-stone-700 uppercase dark:text-stone-300"
          >
            {item.brandTag}
          </p>
        )}
        <Heading className="text-3xl font-semibold sm:text-4xl">{item.title}</Heading>
        {item.highlights.length > 0 && (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {item.highlights.map((h) => (
              <li
                key={`${h.label}-${h.subLabel}`}
                data-hero-enter
                className="rounded-md bg-stone-100 p-3 dark:bg-stone-800"
              >
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
        <PriceTag fields={item} suffix size="lg" />
        {item.emiText && (
          <p data-hero-enter className="text-sm text-stone-700 dark:text-stone-300">
            {item.emiText}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <Button type="button" disabled={pending} onClick={() => buy(item.slug)} variant="primary" size="xl">
            Buy Now
          </Button>
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
  // Only the first slide shown on arrival plays the entry animation, not slides the shopper picks.
  const [picked, setPicked] = useState(false);
  const item = items[index];
  if (!item) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured"
      className="mx-auto max-w-7xl px-4 py-6 lg:py-10"
    >
      <HeroSlide key={item._id} item={item} first={index === 0} animateEntry={!picked} />
      {items.length > 1 && (
        <div className="mt-6 flex justify-center gap-2">
          {items.map((slide, i) => (
            <button
              key={slide._id}
              type="button"
              aria-label={`Show featured item ${i + 1}: ${slide.title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => {
                setPicked(true);
                setIndex(i);
              }}
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
