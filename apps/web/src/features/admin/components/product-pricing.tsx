import { GST_RATES_ON_GOODS } from '@svarna/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ProductFormValues } from '../lib/product-form-values';
import { variantRows } from '../lib/variant-rows';
import { FormSection } from './form-section';
import { FormInput, FormSelect, pathId, useFieldErrors } from './product-fields';
import { RupeesInput } from './rupees-input';
import { VariantOptionsEditor } from './variant-options-editor';
import { VariantRowsEditor } from './variant-rows-editor';

/** MRP and sale price, tax, stock alert; then the piece's own stock or its variants. */
export function ProductPricing({ formId }: { formId: string }) {
  const { register, control, getValues, setValue } = useFormContext<ProductFormValues>();
  const errorAt = useFieldErrors();
  const hasVariants = useWatch({ control, name: 'hasVariants' });
  const id = (path: string) => pathId(formId, path);

  const startVariants = () => {
    if (getValues('options').length === 0) setValue('options', [{ name: 'Size', values: [] }]);
  };
  const regenerate = () =>
    setValue(
      'variants',
      variantRows(getValues('options'), getValues('variants'), {
        slug: getValues('slug'),
        price: getValues('basePrice'),
        salePrice: getValues('salePrice'),
      }),
    );

  return (
    <FormSection title="Price, tax and stock">
      <div className="grid gap-4 sm:grid-cols-2">
        <RupeesInput id={id('basePrice')} label="MRP" name="basePrice" error={errorAt('basePrice')} />
        <RupeesInput
          id={id('salePrice')}
          label="Sale price"
          name="salePrice"
          optional
          error={errorAt('salePrice')}
        />
        <FormInput
          id={id('hsnCode')}
          label="HSN code"
          inputMode="numeric"
          maxLength={8}
          registration={register('hsnCode')}
          error={errorAt('hsnCode')}
          hint={<p>7113 for jewellery of precious metal; 4, 6 or 8 digits.</p>}
        />
        <FormSelect
          id={id('gstRate')}
          label="GST rate"
          registration={register('gstRate')}
          error={errorAt('gstRate')}
        >
          {GST_RATES_ON_GOODS.map((rate) => (
            <option key={rate} value={String(rate)}>
              {rate}%
            </option>
          ))}
        </FormSelect>
        <FormInput
          id={id('lowStockThreshold')}
          label="Low-stock alert"
          inputMode="numeric"
          registration={register('lowStockThreshold')}
          error={errorAt('lowStockThreshold')}
          hint={<p>The list marks the piece low at or under this many.</p>}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium">Sizes or colours?</legend>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name={id('hasVariants')}
            className="size-5 accent-stone-900 dark:accent-stone-100"
            checked={!hasVariants}
            onChange={() => setValue('hasVariants', false)}
          />
          No: one piece with its own stock
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name={id('hasVariants')}
            className="size-5 accent-stone-900 dark:accent-stone-100"
            checked={hasVariants}
            onChange={() => {
              setValue('hasVariants', true);
              startVariants();
            }}
          />
          Yes: variants, each with its own price and stock
        </label>
      </fieldset>
      {hasVariants ? (
        <>
          <VariantOptionsEditor formId={formId} onOptionsChange={regenerate} />
          <VariantRowsEditor formId={formId} />
        </>
      ) : (
        <div className="sm:w-1/2">
          <FormInput
            id={id('stock')}
            label="Stock"
            inputMode="numeric"
            registration={register('stock')}
            error={errorAt('stock')}
          />
        </div>
      )}
    </FormSection>
  );
}
