import type { HomeSection } from '@svarna/contracts';
import { lazy, memo, type ReactNode, Suspense, useEffect } from 'react';
import { Spinner } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useSiteConfig } from '../../layout';
import { DEFAULT_PROMO_CARD, DEFAULT_TRENDING_TABS, useHomeContent } from '../api/get-home-content';
import { HeroSection } from '../components/hero-section';
import { PromoBanner } from '../components/promo-banner';
import { Reveal } from '../components/reveal';

// Below-the-fold sections load as their own chunks: the carousel library stays out of the home route's
// first download.
const TrendingProductSection = lazy(() => import('../components/trending-product-section'));
const TrendingProducts = lazy(() => import('../components/trending-products'));
const FeaturedPromoCard = lazy(() => import('../components/featured-promo-card'));

/** Space held for a section whose code is still loading, so the page below it does not jump. */
function SectionFallback({ minHeight }: { minHeight: string }) {
  return <div aria-hidden="true" style={{ minHeight }} />;
}

function LazySection({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  return (
    <Reveal>
      <Suspense fallback={<SectionFallback minHeight={minHeight} />}>{children}</Suspense>
    </Reveal>
  );
}

/*
 * Each lazy section is a component without props, memoised: when anything above re-renders right after
 * hydration (the stored cart or theme applying, say), a section whose code is still loading keeps its
 * props, so React goes on hydrating its server HTML instead of replacing it with a fresh render.
 */
const TrendingSectionSlot = memo(function TrendingSectionSlot() {
  const tabs = useHomeContent().data?.trendingTabs ?? DEFAULT_TRENDING_TABS;
  return (
    <LazySection minHeight="36rem">
      <TrendingProductSection tabs={tabs} />
    </LazySection>
  );
});

/** The owner's featured card (the desk's home page); none when the owner shows none. */
const FeaturedPromoSlot = memo(function FeaturedPromoSlot() {
  const { data } = useHomeContent();
  const card = data ? data.promoCard : DEFAULT_PROMO_CARD;
  if (!card) return null;
  return (
    <LazySection minHeight="30rem">
      <FeaturedPromoCard
        slug={card.productSlug}
        title={card.title ?? undefined}
        subtitle={card.subtitle ?? undefined}
        description={card.description ?? undefined}
        buttonText={card.buttonText ?? undefined}
        linkText={card.linkText ?? undefined}
        linkPath={card.linkPath ?? undefined}
        originalPrice={card.originalPrice ?? undefined}
        salePrice={card.salePrice ?? undefined}
      />
    </LazySection>
  );
});

/**
 * Mobile only (below 1024 px): hidden by CSS on desktop, so the server's HTML (rendered as on a phone)
 * lays out right on both; its code and data are not fetched on desktop once hydrated. The media query
 * lives here, not in HomePage: when it turns true right after hydration, only this section re-renders.
 * Re-rendering the whole page then gave new props to sections whose code was still loading (their
 * Suspense boundaries not yet hydrated), and React replaced their server HTML with a fresh render.
 */
const MobileTrendingProducts = memo(function MobileTrendingProducts() {
  const desktop = useMediaQuery('(min-width: 1024px)');
  return (
    <div className="lg:hidden">
      {desktop ? null : (
        <LazySection minHeight="40rem">
          <TrendingProducts />
        </LazySection>
      )}
    </div>
  );
});

export function HomePage() {
  const { data, error, isPending } = useHomeContent();
  const siteTitle = useSiteConfig().data?.header[0]?.siteTitle;
  useDocumentTitle(siteTitle);
  useEffect(() => {
    if (error) console.error('Failed to load homepage content', error);
  }, [error]);

  if (isPending) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner label="Loading homepage" />
      </div>
    );
  }
  if (error) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-16 text-center">
        <h1 className="sr-only">Home</h1>
        <p role="alert" className="text-lg">
          Failed to load homepage content
        </p>
        <Button type="button" onClick={() => window.location.reload()} variant="primary" className="mt-4">
          Try Again
        </Button>
      </div>
    );
  }

  const render = (section: HomeSection) => {
    switch (section) {
      case 'hero':
        return (
          <Reveal key={section}>
            <HeroSection items={data.heroItems} />
          </Reveal>
        );
      case 'betterLifeBanner':
        return (
          <Reveal key={section}>
            <PromoBanner placement="betterLife" />
          </Reveal>
        );
      case 'trendingProductSection':
        // The featured promo card sits right after the trending tabs.
        return [<TrendingSectionSlot key={section} />, <FeaturedPromoSlot key="featuredPromo" />];
      case 'trendingProducts':
        return <MobileTrendingProducts key={section} />;
      case 'highlightBanner':
        return (
          <Reveal key={section}>
            <PromoBanner placement="highlight" />
          </Reveal>
        );
    }
  };

  return (
    <>
      {data.heroItems.length === 0 && <h1 className="sr-only">{siteTitle || 'Home'}</h1>}
      {data.sectionOrder.map(render)}
    </>
  );
}

export default HomePage;
