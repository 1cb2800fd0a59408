import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/products: every product, searched, filtered and sorted; each opens its edit page. */
export function AdminProductsPage() {
  useDocumentTitle('Products · Order desk');
  return (
    <section aria-labelledby="products-heading" className="flex flex-col gap-4">
      <h1 id="products-heading" className="text-2xl font-semibold">
        Products
      </h1>
    </section>
  );
}
