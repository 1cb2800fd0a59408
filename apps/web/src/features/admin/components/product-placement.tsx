import { useFormContext, useWatch } from 'react-hook-form';
import { useCategories } from '../../catalog';
import { useCollections } from '../../collections';
import type { ProductFormValues } from '../lib/product-form-values';
import { FormSection } from './form-section';
import { FormSelect, pathId, useFieldErrors } from './product-fields';

/** Where the piece is found: its category and subcategory, and the collections it belongs to. */
export function ProductPlacement({ formId }: { formId: string }) {
  const { register, setValue, control } = useFormContext<ProductFormValues>();
  const errorAt = useFieldErrors();
  const categories = useCategories().filter((category) => category.parentId === null);
  const collections = useCollections();
  // Controlled: the choices arrive after the form's values, and a select shows a value only among its options.
  const [categorySlug, subcategorySlug] = useWatch({ control, name: ['categorySlug', 'subcategorySlug'] });
  const collectionSlugs = useWatch({ control, name: 'collectionSlugs' });
  // Controlled: react-hook-form reads a lone registered checkbox as true/false rather than a list.
  const toggleCollection = (slug: string, on: boolean) =>
    setValue(
      'collectionSlugs',
      on ? [...collectionSlugs, slug] : collectionSlugs.filter((one) => one !== slug),
      { shouldDirty: true },
    );
  const subcategories = categories.find((c) => c.slug === categorySlug)?.subcategories ?? [];
  const collectionsError = errorAt('collectionSlugs');

  return (
    <FormSection title="Category and collections">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          id={pathId(formId, 'categorySlug')}
          label="Category"
          value={categorySlug}
          registration={register('categorySlug', { onChange: () => setValue('subcategorySlug', '') })}
          error={errorAt('categorySlug')}
        >
          <option value="">Choose a category</option>
          {categories.map((category) => (
            <option key={category._id} value={category.slug}>
              {category.name}
            </option>
          ))}
        </FormSelect>
        <FormSelect
          id={pathId(formId, 'subcategorySlug')}
          label="Subcategory"
          optional
          disabled={subcategories.length === 0}
          value={subcategorySlug}
          registration={register('subcategorySlug')}
          error={errorAt('subcategorySlug')}
        >
          <option value="">None</option>
          {subcategories.map((sub) => (
            <option key={sub._id} value={sub.slug}>
              {sub.title}
            </option>
          ))}
        </FormSelect>
      </div>
      <fieldset
        className="flex flex-col gap-1"
        {...(collectionsError ? { 'aria-describedby': pathId(formId, 'collectionSlugs-error') } : {})}
      >
        <legend className="font-medium">Collections</legend>
        {collections.error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            Could not load the collections.
          </p>
        ) : (
          <div className="grid gap-x-4 sm:grid-cols-2">
            {(collections.data ?? []).map((collection) => (
              <label key={collection._id} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5 accent-stone-900 dark:accent-stone-100"
                  checked={collectionSlugs.includes(collection.slug)}
                  onChange={(event) => toggleCollection(collection.slug, event.target.checked)}
                />
                {collection.title || collection.name}
              </label>
            ))}
          </div>
        )}
        {collectionsError && (
          <p
            id={pathId(formId, 'collectionSlugs-error')}
            data-problem
            tabIndex={-1}
            className="text-sm text-red-700 dark:text-red-300"
          >
            {collectionsError}
          </p>
        )}
      </fieldset>
    </FormSection>
  );
}
