import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/categories: top-level categories with their subcategories, added, renamed, ordered and deleted. */
export function AdminCategoriesPage() {
  useDocumentTitle('Categories · Order desk');
  return (
    <section aria-labelledby="categories-heading" className="flex flex-col gap-4">
      <h1 id="categories-heading" className="text-2xl font-semibold">
        Categories
      </h1>
    </section>
  );
}
