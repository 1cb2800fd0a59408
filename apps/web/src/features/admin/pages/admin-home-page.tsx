import { Spinner } from '../../../components/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminHome } from '../api/admin-home';
import { BannersPanel } from '../components/banners-panel';
import { HeroSlidesPanel } from '../components/hero-slides-panel';
import { HomeSectionsForm } from '../components/home-sections-form';
import { LoadProblem } from '../components/load-problem';
import { Panel } from '../components/panel';
import { PromoCardForm } from '../components/promo-card-form';
import { TrendingTabsForm } from '../components/trending-tabs-form';

/** /admin/home: the home page's sections, slides, banners, trending tabs and featured card, each saved apart. */
export function AdminHomePage() {
  useDocumentTitle('Home page · Order desk');
  const { data: home, error } = useAdminHome();
  const homeParts = error ? (
    <LoadProblem error={error} what="the home page" />
  ) : !home ? (
    <Spinner label="Loading the home page" />
  ) : null;

  return (
    <section aria-labelledby="home-heading" className="flex max-w-4xl flex-col gap-4">
      <h1 id="home-heading" className="text-2xl font-semibold">
        Home page
      </h1>
      <Panel title="Order of sections">{home ? <HomeSectionsForm home={home} /> : homeParts}</Panel>
      <HeroSlidesPanel />
      <BannersPanel />
      <Panel title="Trending tabs">{home ? <TrendingTabsForm home={home} /> : homeParts}</Panel>
      <Panel title="Featured card">{home ? <PromoCardForm home={home} /> : homeParts}</Panel>
    </section>
  );
}
