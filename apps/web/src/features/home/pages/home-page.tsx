import type { HomeSection } from '@svarna/contracts';
import { useEffect } from 'react';
import { Spinner } from '../../../components/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSiteConfig } from '../../layout';
import { useHomeContent } from '../api/get-home-content';
import { HeroSection } from '../components/hero-section';
import { PromoBanner } from '../components/promo-banner';
import { TrendingProducts } from '../components/trending-products';

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
        return <HeroSection key={section} items={data.heroItems} />;
      case 'betterLifeBanner':
        return <PromoBanner key={section} placement="betterLife" />;
      case 'trendingProductSection':
        return <TrendingProducts key={section} />;
      case 'trendingProducts':
        // The mobile-only trending carousel comes with the carousel work; the grid above already lists them.
        return null;
      case 'highlightBanner':
        return <PromoBanner key={section} placement="highlight" />;
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
