import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import type { ProductFormValues } from '../lib/product-form-values';
import { FormInput, pathId, useFieldErrors } from './product-fields';

const MAX_FEATURES = 20;

function FeatureRow({ formId, index, onRemove }: { formId: string; index: number; onRemove: () => void }) {
  const { register } = useFormContext<ProductFormValues>();
  const errorAt = useFieldErrors();
  return (
    <li className="flex items-end gap-2">
      <div className="flex-1">
        <FormInput
          id={pathId(formId, `features.${index}`)}
          label={`Feature ${index + 1}`}
          maxLength={200}
          registration={register(`features.${index}.text`)}
          error={errorAt(`features.${index}`)}
        />
      </div>
      <Button
        type="button"
        onClick={onRemove}
        aria-label={`Remove feature ${index + 1}`}
        variant="secondary"
        size="sm"
      >
        Remove
      </Button>
    </li>
  );
}

/** The piece's selling points, one line each: added and removed. */
export function FeaturesEditor({ formId }: { formId: string }) {
  const { control } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'features' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-medium">Features</legend>
      {fields.length > 0 && (
        <ul className="flex flex-col gap-3">
          {fields.map((field, index) => (
            <FeatureRow key={field.id} formId={formId} index={index} onRemove={() => remove(index)} />
          ))}
        </ul>
      )}
      <Button
        type="button"
        disabled={fields.length >= MAX_FEATURES}
        onClick={() => append({ text: '' }, { shouldFocus: true })}
        variant="secondary"
        className="self-start"
      >
        Add feature
      </Button>
    </fieldset>
  );
}
