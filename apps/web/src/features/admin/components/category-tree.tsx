import type { AdminCategory } from '@svarna/contracts';
import { Button } from '../../../components/ui/button';
import { TOP_LEVEL } from '../lib/category-order';
import { CategoryForm } from './category-form';
import { CategoryRow } from './category-row';

interface CategoryTreeProps {
  categories: AdminCategory[];
  order: Record<string, string[]>;
  onMove: (parent: string, index: number, offset: -1 | 1) => void;
  /** the open form: a category's id, or 'new:{parentId}' for a new subcategory */
  editing: string | null;
  onEdit: (editing: string | null) => void;
  onSaved: (message: string) => void;
  onDelete: (category: AdminCategory) => void;
}

/** Top-level categories in the owner's order, each with its subcategories nested under it. */
export function CategoryTree(props: CategoryTreeProps) {
  const { categories, order, onMove, editing, onEdit, onSaved, onDelete } = props;
  const byId = new Map(categories.map((c) => [c._id, c]));
  const listOf = (parent: string) =>
    (order[parent] ?? []).map((id) => byId.get(id)).filter((c): c is AdminCategory => Boolean(c));
  const parents = listOf(TOP_LEVEL);
  const close = () => onEdit(null);
  const saved = (message: string) => {
    close();
    onSaved(message);
  };

  const rows = (parent: string) => {
    const list = listOf(parent);
    return list.map((category, index) => (
      <CategoryRow
        key={category._id}
        category={category}
        index={index}
        count={list.length}
        onMove={(offset) => onMove(parent, index, offset)}
        onEdit={() => onEdit(editing === category._id ? null : category._id)}
        onDelete={() => onDelete(category)}
      >
        {editing === category._id && (
          <div className="mt-2">
            <CategoryForm category={category} parents={parents} onSaved={saved} onCancel={close} />
          </div>
        )}
        {parent === TOP_LEVEL && (
          <div className="mt-1 ml-6 border-l border-stone-200 pl-3 dark:border-stone-700">
            {listOf(category._id).length > 0 && (
              <ul aria-label={`Subcategories of ${category.name}`}>{rows(category._id)}</ul>
            )}
            {editing === `new:${category._id}` ? (
              <CategoryForm
                category={null}
                parents={parents}
                parentId={category._id}
                onSaved={saved}
                onCancel={close}
              />
            ) : (
              <Button
                type="button"
                onClick={() => onEdit(`new:${category._id}`)}
                aria-label={`Add a subcategory to ${category.name}`}
                variant="secondary"
                className="mt-1"
              >
                Add a subcategory
              </Button>
            )}
          </div>
        )}
      </CategoryRow>
    ));
  };

  return (
    <ul aria-label="Categories" className="divide-y divide-stone-200 dark:divide-stone-700">
      {rows(TOP_LEVEL)}
    </ul>
  );
}
