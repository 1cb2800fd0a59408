import type { HomeSection } from '@svarna/contracts';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Spinner } from '../../../components/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useSiteConfig } from '../../layout';
import { useHomeContent } from '../api/get-home-content';
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

export function HomePage() {
  const { data, error, isPending } = useHomeContent();
  const siteTitle = useSiteConfig().data?.header[0]?.siteTitle;
  const desktop = useMediaQuery('(min-width: 1024px)');
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
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-4 min-h-11 rounded-md bg-brand px-6 py-2 font-semibold text-on-brand"
        >
          Try Again
        </button>
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
        return [
          <LazySection key={section} minHeight="36rem">
            <TrendingProductSection />
          </LazySection>,
          <LazySection key="featuredPromo" minHeight="30rem">
            <FeaturedPromoCard />
          </LazySection>,
        ];
      case 'trendingProducts':
        // Mobile only (below 1024 px): hidden by CSS on desktop, so the server's HTML (rendered as on a
        // phone) lays out right on both; its code and data are not fetched on desktop once hydrated.
        return (
          <div key={section} className="lg:hidden">
            {desktop ? null : (
              <LazySection minHeight="40rem">
                <TrendingProducts />
              </LazySection>
            )}
          </div>
        );
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
