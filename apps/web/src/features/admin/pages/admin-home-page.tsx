import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/home: the home page's slides, banners, sections, trending tabs and featured card. */
export function AdminHomePage() {
  useDocumentTitle('Home page · Order desk');
  return (
    <section aria-labelledby="home-heading" className="flex flex-col gap-4">
      <h1 id="home-heading" className="text-2xl font-semibold">
        Home page
      </h1>
    </section>
  );
}
