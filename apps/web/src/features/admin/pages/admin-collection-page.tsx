import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/collections/:collectionId ('new' for a new one): one collection's form. */
export function AdminCollectionPage() {
  useDocumentTitle('Collection · Order desk');
  return (
    <section aria-labelledby="collection-heading" className="flex flex-col gap-4">
      <h1 id="collection-heading" className="text-2xl font-semibold">
        Collection
      </h1>
    </section>
  );
}
