import {
  type AdminCategory,
  AdminCategoryInputSchema,
  AdminCategoryUpdateSchema,
  type Image,
  slugFromName,
} from '@svarna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { adminCategoriesQuery, type CategorySave, useSaveCategory } from '../api/admin-categories';
import { useDeskForm } from '../lib/use-desk-form';
import { ActionNotice } from './action-notice';
import { SelectField, TextAreaField } from './form-fields';
import { SingleImageField } from './single-image-field';
import { StaleVersionNotice } from './stale-version-notice';

interface CategoryFormProps {
  /** null: a new category */
  category: AdminCategory | null;
  /** the top-level categories it may be filed under */
  parents: AdminCategory[];
  /** a new subcategory's parent */
  parentId?: string | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

const labels = { name: 'Name', slug: 'Slug', description: 'Description', parentId: 'Subcategory of' };

const valuesOf = (category: AdminCategory | null, parentId: string | null) => ({
  name: category?.name ?? '',
  slug: category?.slug ?? '',
  description: category?.description ?? '',
  parentId: category?.parentId ?? parentId ?? '',
  image: category?.image ?? (null as Image | null),
});

/** A category's name, slug, place in the tree, description and photo; new or opened at its version. */
export function CategoryForm({ category, parents, parentId = null, onSaved, onCancel }: CategoryFormProps) {
  const formId = useId();
  const desk = useDeskForm(formId);
  const save = useSaveCategory();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => valuesOf(category, parentId));
  const [version, setVersion] = useState(category?.version ?? 0);
  const set = (changes: Partial<typeof values>) => setValues((current) => ({ ...current, ...changes }));
  const heading = category ? `Edit ${category.name}` : 'New category';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name: values.name,
      ...(values.slug.trim() ? { slug: values.slug } : {}),
      description: values.description,
      parentId: values.parentId || null,
      image: values.image?._id ?? null,
    };
    let request: CategorySave | null = null;
    if (category) {
      const body = desk.check(AdminCategoryUpdateSchema, { ...input, version }, labels);
      if (body) request = { id: category._id, body };
    } else {
      const body = desk.check(AdminCategoryInputSchema, input, labels);
      if (body) request = { id: null, body };
    }
    if (!request) return;
    const saved = await desk.save(() => save.mutateAsync(request), {
      done: 'Saved.',
      versioned: category !== null,
    });
    if (saved) onSaved(`Saved ${values.name.trim()}.`);
  };

  const reload = async () => {
    const fresh = (await queryClient.fetchQuery(adminCategoriesQuery)).find((c) => c._id === category?._id);
    desk.clear();
    if (!fresh) return onCancel();
    setValues(valuesOf(fresh, null));
    setVersion(fresh.version);
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={submit}
      aria-label={heading}
      className="flex flex-col gap-3 rounded-lg border border-stone-300 p-4 dark:border-stone-600"
    >
      <h2 className="font-semibold">{heading}</h2>
      {desk.stale && <StaleVersionNotice what="This category" onReload={() => void reload()} />}
      <div className="grid gap-3 sm:grid-cols-2">
        <Input
          {...desk.field('name')}
          label="Name"
          maxLength={80}
          value={values.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <Input
          {...desk.field('slug')}
          label="Slug"
          optional
          hint={`Its web address: /category/${values.slug.trim() || slugFromName(values.name) || '…'}`}
          value={values.slug}
          onChange={(e) => set({ slug: e.target.value })}
        />
        <SelectField
          {...desk.field('parentId')}
          label="Subcategory of"
          value={values.parentId}
          onChange={(e) => set({ parentId: e.target.value })}
        >
          <option value="">Nothing: a top-level category</option>
          {parents
            .filter((parent) => parent._id !== category?._id)
            .map((parent) => (
              <option key={parent._id} value={parent._id}>
                {parent.name}
              </option>
            ))}
        </SelectField>
        <TextAreaField
          {...desk.field('description')}
          label="Description"
          optional
          maxLength={2000}
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <SingleImageField
        {...desk.field('image')}
        label="Photo"
        optional
        image={values.image}
        onChange={(image) => set({ image })}
      />
      <ActionNotice notice={desk.notice} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={desk.pending} variant="ink">
          {desk.pending ? 'Saving…' : 'Save category'}
        </Button>
        <Button type="button" onClick={onCancel} variant="secondary">
          Cancel
        </Button>
      </div>
    </form>
  );
}
