import { useId, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/input';
import { useDebouncedCallback } from '../../../lib/debounce';
import { useCatalogProducts } from '../api/catalog-products';
import type { ProductFormValues } from '../lib/product-form-values';
import { FormSection } from './form-section';
import { pathId, useFieldErrors } from './product-fields';

const MAX_COMPANIONS = 8;

/** Frequently bought together: up to 8 other products, found by name. */
export function CompanionsPicker({ formId }: { formId: string }) {
  const id = useId();
  const { control } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'companions' });
  const ownSlug = useWatch({ control, name: 'slug' });
  const errorAt = useFieldErrors();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const search = useDebouncedCallback((value: string) => setQ(value.trim()), 300);
  const found = useCatalogProducts({ q, limit: MAX_COMPANIONS }, q.length > 0);
  const picked = new Set(fields.map((field) => field.slug));
  const full = fields.length >= MAX_COMPANIONS;
  const choices = (found.data?.products ?? []).filter((p) => p.slug !== ownSlug && !picked.has(p.slug));

  return (
    <FormSection
      title="Frequently bought together"
      description={`Up to ${MAX_COMPANIONS} other pieces shown with this one (${fields.length} of ${MAX_COMPANIONS} chosen).`}
    >
      {fields.length > 0 && (
        <ol aria-label="Chosen companions" className="flex flex-col gap-2">
          {fields.map((field, index) => {
            const error = errorAt(`companions.${index}`);
            return (
              <li key={field.id} className="flex flex-col gap-1">
                <div className="flex items-center justify-between gap-2">
                  <span className="min-w-0 break-words">{field.name}</span>
                  <Button
                    type="button"
                    aria-label={`Remove ${field.name}`}
                    onClick={() => remove(index)}
                    variant="secondary"
                    size="sm"
                  >
                    Remove
                  </Button>
                </div>
                {error && (
                  <p
                    id={pathId(formId, `companions.${index}-error`)}
                    data-problem
                    tabIndex={-1}
                    className="text-sm text-red-700 dark:text-red-300"
                  >
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-q`} className="font-medium">
          Find a product by name
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          maxLength={100}
          disabled={full}
          onChange={(event) => {
            setText(event.target.value);
            search.schedule(event.target.value);
          }}
          className={inputClass}
        />
      </div>
      {q && !full && (
        <div aria-live="polite">
          {found.isFetching && !found.data ? (
            <p className="text-sm text-stone-700 dark:text-stone-300">Searching…</p>
          ) : choices.length === 0 ? (
            <p className="text-sm text-stone-700 dark:text-stone-300">No other products match.</p>
          ) : (
            <ul aria-label="Matching products" className="flex flex-col gap-2">
              {choices.map((product) => (
                <li key={product._id} className="flex items-center justify-between gap-2">
                  <span className="min-w-0 break-words">{product.name}</span>
                  <Button
                    type="button"
                    aria-label={`Add ${product.name}`}
                    onClick={() => append({ slug: product.slug, name: product.name })}
                    variant="secondary"
                    size="sm"
                  >
                    Add
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </FormSection>
  );
}
