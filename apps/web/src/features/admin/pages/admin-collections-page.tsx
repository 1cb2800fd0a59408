import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/collections: every collection with its window and products; each opens its form. */
export function AdminCollectionsPage() {
  useDocumentTitle('Collections · Order desk');
  return (
    <section aria-labelledby="collections-heading" className="flex flex-col gap-4">
      <h1 id="collections-heading" className="text-2xl font-semibold">
        Collections
      </h1>
    </section>
  );
}
