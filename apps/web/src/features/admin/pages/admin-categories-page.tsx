import type { AdminCategory } from '@svarna/contracts';
import { useState } from 'react';
import { Spinner } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/http-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminCategories, useDeleteCategory } from '../api/admin-categories';
import { ActionNotice, type Notice } from '../components/action-notice';
import { CategoryForm } from '../components/category-form';
import { CategoryTree } from '../components/category-tree';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadProblem } from '../components/load-problem';
import { useCategoryOrdering } from '../lib/use-category-ordering';

const refused = (error: unknown): Notice => ({
  tone: 'refused',
  text: serverMessage(error) ?? (error as Error).message,
});

/** /admin/categories: top-level categories with their subcategories, added, renamed, ordered and deleted. */
export function AdminCategoriesPage() {
  useDocumentTitle('Categories · Order desk');
  const { data, error } = useAdminCategories();
  const categories = data ?? [];
  const ordering = useCategoryOrdering(categories);
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [savingOrder, setSavingOrder] = useState(false);

  const saveOrder = async () => {
    setSavingOrder(true);
    try {
      await ordering.save();
      setNotice({ tone: 'done', text: 'The new order is saved.' });
    } catch (failure) {
      setNotice(refused(failure));
    } finally {
      setSavingOrder(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const { _id, name } = deleting;
    setDeleting(null);
    try {
      await remove.mutateAsync(_id);
      setNotice({ tone: 'done', text: `Deleted ${name}.` });
    } catch (failure) {
      setNotice(refused(failure));
    }
  };

  if (error) return <LoadProblem error={error} what="the categories" />;
  return (
    <section aria-labelledby="categories-heading" className="flex max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="categories-heading" className="text-2xl font-semibold">
          Categories
        </h1>
        {editing !== 'new' && (
          <Button type="button" onClick={() => setEditing('new')} variant="ink">
            Add a category
          </Button>
        )}
      </div>
      {editing === 'new' && (
        <CategoryForm
          category={null}
          parents={categories.filter((c) => c.parentId === null)}
          onSaved={(text) => {
            setEditing(null);
            setNotice({ tone: 'done', text });
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <ActionNotice notice={notice} />
      {!data ? (
        <Spinner label="Loading the categories" />
      ) : categories.length === 0 ? (
        <p className="text-stone-700 dark:text-stone-300">No categories yet.</p>
      ) : (
        <CategoryTree
          categories={categories}
          order={ordering.order}
          onMove={ordering.move}
          editing={editing}
          onEdit={setEditing}
          onSaved={(text) => setNotice({ tone: 'done', text })}
          onDelete={setDeleting}
        />
      )}
      {ordering.changed && (
        <div className="sticky bottom-2 z-10 flex flex-wrap items-center gap-3 rounded-lg border border-stone-300 bg-white p-3 shadow-md dark:border-stone-600 dark:bg-stone-900">
          <p className="flex-1">The order has changed and is not saved yet.</p>
          <Button type="button" disabled={savingOrder} onClick={saveOrder} variant="ink">
            {savingOrder ? 'Saving…' : 'Save order'}
          </Button>
          <Button type="button" onClick={ordering.undo} variant="secondary">
            Undo
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? ''}?`}
        confirmText="Delete category"
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <p>
          {deleting?.parentId === null ? 'It leaves the menu and its page closes. ' : 'Its page closes. '}
          This cannot be undone. A category with products cannot be deleted: move its products first.
        </p>
      </ConfirmDialog>
    </section>
  );
}
