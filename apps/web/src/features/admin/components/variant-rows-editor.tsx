import { useFormContext, useWatch } from 'react-hook-form';
import type { PhotoValue, ProductFormValues, VariantRow } from '../lib/product-form-values';
import { variantLabel } from '../lib/variant-rows';
import { FormInput, pathId, useFieldErrors } from './product-fields';
import { RupeesInput } from './rupees-input';

/** A photo a variant may show: the product's ('Photo 2') or one only variants show ('Variant photo 1'). */
interface PhotoChoice {
  photo: PhotoValue;
  label: string;
}

interface RowProps {
  formId: string;
  index: number;
  row: VariantRow;
  photos: PhotoChoice[];
}

/** The photos a variant shows first, chosen among the product's photos. */
function VariantPhotos({ index, row, photos }: Omit<RowProps, 'formId'>) {
  const { setValue } = useFormContext<ProductFormValues>();
  const toggle = (photoId: string, on: boolean) =>
    setValue(
      `variants.${index}.photoIds`,
      on ? [...row.photoIds, photoId] : row.photoIds.filter((id) => id !== photoId),
      { shouldDirty: true },
    );
  if (photos.length === 0)
    return <p className="text-sm text-stone-700 dark:text-stone-300">Add product photos to choose from.</p>;
  return (
    <details>
      <summary className="min-h-11 cursor-pointer py-2.5 font-medium">
        Photos of {variantLabel(row)} ({row.photoIds.length} chosen)
      </summary>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
        {photos.map(({ photo, label }) => (
          <li key={photo.id}>
            <label className="flex flex-col items-center gap-1 text-sm">
              <img src={photo.url} alt="" className="aspect-square w-full rounded object-cover" />
              <span className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-stone-900 dark:accent-stone-100"
                  checked={row.photoIds.includes(photo.id)}
                  onChange={(event) => toggle(photo.id, event.target.checked)}
                />
                {label}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </details>
  );
}

function VariantRowFields({ formId, index, row, photos }: RowProps) {
  const { register } = useFormContext<ProductFormValues>();
  const errorAt = useFieldErrors();
  const id = (field: string) => pathId(formId, `variants.${index}.${field}`);
  const rowError = errorAt(`variants.${index}.options`) ?? errorAt(`variants.${index}`);
  return (
    <li>
      <fieldset className="flex flex-col gap-3 rounded-md border border-stone-200 p-3 dark:border-stone-700">
        <legend className="px-1 font-semibold">{variantLabel(row)}</legend>
        {rowError && (
          <p
            id={id('options-error')}
            data-problem
            tabIndex={-1}
            className="text-sm text-red-700 dark:text-red-300"
          >
            {rowError}
          </p>
        )}
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <div className="col-span-2 lg:col-span-1">
            <FormInput
              id={id('sku')}
              label="SKU"
              maxLength={64}
              autoCapitalize="characters"
              spellCheck={false}
              registration={register(`variants.${index}.sku`)}
              error={errorAt(`variants.${index}.sku`)}
            />
          </div>
          <RupeesInput
            id={id('price')}
            label="Price"
            name={`variants.${index}.price`}
            error={errorAt(`variants.${index}.price`)}
          />
          <RupeesInput
            id={id('salePrice')}
            label="Sale price"
            name={`variants.${index}.salePrice`}
            optional
            error={errorAt(`variants.${index}.salePrice`)}
          />
          <FormInput
            id={id('inventory')}
            label="Stock"
            inputMode="numeric"
            registration={register(`variants.${index}.inventory`)}
            error={errorAt(`variants.${index}.inventory`)}
          />
        </div>
        <VariantPhotos index={index} row={row} photos={photos} />
      </fieldset>
    </li>
  );
}

/** One row per combination of the options: its SKU, prices, stock and photos. */
export function VariantRowsEditor({ formId }: { formId: string }) {
  const { control } = useFormContext<ProductFormValues>();
  const [rows, productPhotos, variantOnlyPhotos] = useWatch({
    control,
    name: ['variants', 'photos', 'variantOnlyPhotos'],
  });
  const photos: PhotoChoice[] = [
    ...productPhotos.map((photo, i) => ({ photo, label: `Photo ${i + 1}` })),
    ...(variantOnlyPhotos ?? []).map((photo, i) => ({ photo, label: `Variant photo ${i + 1}` })),
  ];
  const errorAt = useFieldErrors();
  const listError = errorAt('variants') ?? errorAt('variants.root');
  return (
    <section aria-label="Variants" className="flex flex-col gap-3">
      <h3 className="font-semibold">
        Variants{rows.length > 0 && <span className="font-normal"> ({rows.length})</span>}
      </h3>
      {listError && (
        <p
          id={pathId(formId, 'variants-error')}
          data-problem
          tabIndex={-1}
          className="text-sm text-red-700 dark:text-red-300"
        >
          {listError}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="text-stone-700 dark:text-stone-300">
          Name an option and add its values: a row appears for each variant.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((row, index) => (
            <VariantRowFields
              key={JSON.stringify(row.options.map((o) => o.value))}
              formId={formId}
              index={index}
              row={row}
              photos={photos}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
