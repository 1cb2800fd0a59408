import type { Image } from '@svarna/contracts';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ProductImage } from '../../../components/product-image';
import { fixedSize, IMAGE_SIZES } from '../../../lib/responsive-image';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // engines without :focus-visible: treat all focus as keyboard focus
  }
}

/** Product images advance every 5000 ms. */
export const AUTOPLAY_MS = 5000;

interface ProductGalleryProps {
  images: Image[];
  name: string;
  outOfStock: boolean;
  /** slide to show when it changes (the selected variant's first photo) */
  focusIndex?: number;
}

/**
 * The product's image carousel (Embla). Autoplays every 5 s, pausing while the pointer is over it or
 * focus is inside it, when the shopper presses Pause, and never under prefers-reduced-motion.
 * Previous/next buttons and thumbnails are labelled; Arrow Left/Right work from any control inside.
 * The first image is the page's largest paint and loads eagerly; the frame is square, so nothing shifts.
 */
export function ProductGallery({ images, name, outOfStock, focusIndex = 0 }: ProductGalleryProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({ loop: false, align: 'start' });
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const count = images.length;
  const canAutoplay = count > 1 && !reducedMotion;
  const playing = canAutoplay && !paused && !hovered && !focused;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const go = useCallback(
    (index: number) => {
      if (!api || count === 0) return;
      api.scrollTo(((index % count) + count) % count, reducedMotion);
    },
    [api, count, reducedMotion],
  );
  const next = () => go(selected + 1);
  const prev = () => go(selected - 1);

  // Show the selected variant's photo when the variant changes, and its photos replace the slides (not on
  // first render).
  const firstFocus = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new focus index or new slides move the carousel
  useEffect(() => {
    if (firstFocus.current) {
      firstFocus.current = false;
      return;
    }
    go(focusIndex);
  }, [focusIndex, images]);

  // Restarts after every slide change, so a manual move also gets the full 5 s.
  useEffect(() => {
    if (!playing || !api) return;
    const timer = window.setTimeout(() => go(selected + 1), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, api, selected, go]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      prev();
    }
  };

  const controlClass =
    'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow ring-1 ring-stone-300 hover:bg-white dark:bg-stone-900/90 dark:text-stone-100 dark:ring-stone-600 dark:hover:bg-stone-900';

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label="Product images"
      data-testid="product-carousel"
      data-selected-index={selected}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        // Keyboard focus pauses; a mouse click on a control does not (the pointer is over it anyway).
        if (isFocusVisible(event.target)) setFocused(true);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="flex min-w-0 flex-col gap-3"
    >
      <div className="relative overflow-hidden rounded-lg bg-stone-100 dark:bg-stone-800">
        <div ref={viewportRef} className="overflow-hidden">
          <div className="flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
            {(count > 0 ? images : [null]).map((image, index) => (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern marks slides as role=group
              <div
                key={image?.filePath ?? 'placeholder'}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${Math.max(count, 1)}`}
                className="min-w-0 shrink-0 grow-0 basis-full"
              >
                <ProductImage
                  image={image}
                  alt={image?.alt || name}
                  priority={index === 0}
                  sizes={IMAGE_SIZES.gallery}
                  className="aspect-square w-full object-cover"
                />
              </div>
            ))}
          </div>
        </div>
        {outOfStock && (
          <span className="absolute top-3 left-3 rounded bg-stone-900 px-3 py-1 text-sm font-semibold text-white">
            Out of Stock
          </span>
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous image"
              onClick={prev}
              className={`${controlClass} left-3`}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              aria-label="Next image"
              onClick={next}
              className={`${controlClass} right-3`}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </>
        )}
        {canAutoplay && (
          <button
            type="button"
            aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
            onClick={() => setPaused((p) => !p)}
            className="absolute right-3 bottom-3 z-10 flex size-11 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow ring-1 ring-stone-300 hover:bg-white dark:bg-stone-900/90 dark:text-stone-100 dark:ring-stone-600"
          >
            {paused ? (
              <Play aria-hidden="true" className="size-5" />
            ) : (
              <Pause aria-hidden="true" className="size-5" />
            )}
          </button>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto p-1" aria-label="Choose an image">
          {images.map((image, index) => (
            <li key={image.filePath} className="shrink-0">
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${count}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => go(index)}
                className={`block overflow-hidden rounded-md border-2 ${
                  index === selected
                    ? 'border-brand'
                    : 'border-transparent hover:border-stone-400 dark:hover:border-stone-500'
                }`}
              >
                <ProductImage
                  image={image}
                  alt=""
                  fallbackWidth={80}
                  fallbackHeight={80}
                  sizes={`(min-width: 640px) ${fixedSize(80)}, ${fixedSize(64)}`}
                  className="size-16 object-cover sm:size-20"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
