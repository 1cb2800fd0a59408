import type { AdminCollection } from '@svarna/contracts';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/http-client';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminCollection, useDeleteCollection } from '../api/admin-collections';
import { ActionNotice, type Notice } from '../components/action-notice';
import { CollectionForm } from '../components/collection-form';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadProblem } from '../components/load-problem';

function DeleteCollection({ collection }: { collection: AdminCollection }) {
  const navigate = useNavigate();
  const remove = useDeleteCollection();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const confirm = async () => {
    setOpen(false);
    try {
      await remove.mutateAsync(collection._id);
      navigate(paths.adminCollections.to(), { state: { deleted: collection.title } });
    } catch (error) {
      setNotice({ tone: 'refused', text: serverMessage(error) ?? (error as Error).message });
    }
  };
  return (
    <div className="flex flex-col gap-2 border-t border-stone-200 pt-4 dark:border-stone-700">
      <ActionNotice notice={notice} />
      <Button type="button" onClick={() => setOpen(true)} variant="secondary" className="self-start">
        Delete collection
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete ${collection.title}?`}
        confirmText="Delete collection"
        pending={remove.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        <p>Its page closes and its products stay in the store. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}

/** /admin/collections/:collectionId ('new' for a new one): one collection's form. */
export function AdminCollectionPage() {
  const { collectionId = 'new' } = useParams();
  const isNew = collectionId === 'new';
  const navigate = useNavigate();
  const { data: collection, error } = useAdminCollection(isNew ? null : collectionId);
  const title = isNew ? 'New collection' : (collection?.title ?? 'Collection');
  useDocumentTitle(`${title} · Order desk`);

  if (error) return <LoadProblem error={error} what="the collection" />;
  return (
    <section aria-labelledby="collection-heading" className="flex flex-col gap-4">
      <Link
        to={paths.adminCollections.to()}
        className="inline-flex min-h-11 items-center self-start underline"
      >
        All collections
      </Link>
      <h1 id="collection-heading" className="text-2xl font-semibold break-words">
        {title}
      </h1>
      {collection && !collection.isAvailable && (
        <p className="text-stone-700 dark:text-stone-300">
          Shoppers do not see it now (switched off or outside its dates).
        </p>
      )}
      {isNew ? (
        <CollectionForm
          collection={null}
          onCreated={(id) => navigate(paths.adminCollection.to(id), { replace: true })}
        />
      ) : !collection ? (
        <Spinner label="Loading the collection" />
      ) : (
        <>
          <CollectionForm key={collection._id} collection={collection} onCreated={() => undefined} />
          <DeleteCollection collection={collection} />
        </>
      )}
    </section>
  );
}
