import type { AdminCategory } from '@svarna/contracts';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { MoveButtons } from './move-buttons';

interface CategoryRowProps {
  category: AdminCategory;
  index: number;
  count: number;
  onMove: (offset: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** the edit form, and for a top-level category its subcategories */
  children?: ReactNode;
}

const countLabel = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

/** One category: its photo, name, address and product count, with its order, edit and delete buttons. */
export function CategoryRow({
  category,
  index,
  count,
  onMove,
  onEdit,
  onDelete,
  children,
}: CategoryRowProps) {
  return (
    <li className="py-2">
      <div className="flex flex-wrap items-center gap-3">
        {category.image ? (
          <img
            src={category.image.url}
            alt=""
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-md object-cover"
          />
        ) : (
          <span aria-hidden="true" className="size-12 shrink-0 rounded-md bg-stone-200 dark:bg-stone-700" />
        )}
        <div className="min-w-40 flex-1">
          <p className="font-medium break-words">{category.name}</p>
          <p className="text-sm wrap-anywhere text-stone-700 dark:text-stone-300">
            {(category.parentId ? paths.subcategory : paths.category).to(category.slug)} ·{' '}
            {countLabel(category.productCount)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <MoveButtons label={category.name} index={index} count={count} onMove={onMove} />
          <Button type="button" onClick={onEdit} aria-label={`Edit ${category.name}`} variant="secondary">
            Edit
          </Button>
          <Button type="button" onClick={onDelete} aria-label={`Delete ${category.name}`} variant="secondary">
            Delete
          </Button>
        </div>
      </div>
      {children}
    </li>
  );
}
