import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import type { ProductFormValues } from '../lib/product-form-values';
import { FormSection } from './form-section';
import { FormInput, pathId, useFieldErrors } from './product-fields';

const MAX_SECTIONS = 20;
const MAX_ROWS = 40;

function SpecSection({ formId, index, onRemove }: { formId: string; index: number; onRemove: () => void }) {
  const { control, register } = useFormContext<ProductFormValues>();
  const errorAt = useFieldErrors();
  const { fields, append, remove } = useFieldArray({ control, name: `specifications.${index}.specs` });
  const base = `specifications.${index}`;
  return (
    <li className="flex flex-col gap-3 rounded-md border border-stone-200 p-3 dark:border-stone-700">
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <FormInput
            id={pathId(formId, `${base}.title`)}
            label={`Section ${index + 1} title`}
            maxLength={80}
            registration={register(`specifications.${index}.title`)}
            error={errorAt(`${base}.title`)}
          />
        </div>
        <Button type="button" onClick={onRemove} variant="secondary" size="sm">
          Remove section
        </Button>
      </div>
      {fields.length > 0 && (
        <ul className="flex flex-col gap-3">
          {fields.map((field, row) => (
            <li
              key={field.id}
              className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[1fr_2fr_auto]"
            >
              <FormInput
                id={pathId(formId, `${base}.specs.${row}.key`)}
                label={`Row ${row + 1} name`}
                maxLength={80}
                registration={register(`specifications.${index}.specs.${row}.key`)}
                error={errorAt(`${base}.specs.${row}.key`)}
              />
              <div className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto">
                <FormInput
                  id={pathId(formId, `${base}.specs.${row}.value`)}
                  label={`Row ${row + 1} value`}
                  maxLength={300}
                  registration={register(`specifications.${index}.specs.${row}.value`)}
                  error={errorAt(`${base}.specs.${row}.value`)}
                />
              </div>
              <Button
                type="button"
                aria-label={`Remove row ${row + 1} of section ${index + 1}`}
                onClick={() => remove(row)}
                variant="secondary"
                size="sm"
                className="row-start-1 sm:row-start-auto"
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        type="button"
        disabled={fields.length >= MAX_ROWS}
        onClick={() => append({ key: '', value: '' }, { shouldFocus: true })}
        variant="secondary"
        className="self-start"
      >
        Add a row
      </Button>
    </li>
  );
}

/** Specification sections ('Metal and stones'), each a list of name and value rows ('Purity': '22K'). */
export function SpecSectionsEditor({ formId }: { formId: string }) {
  const { control } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'specifications' });
  return (
    <FormSection
      title="Specifications"
      description="Shown on the product page in sections of name and value."
    >
      {fields.length > 0 && (
        <ul className="flex flex-col gap-4">
          {fields.map((field, index) => (
            <SpecSection key={field.id} formId={formId} index={index} onRemove={() => remove(index)} />
          ))}
        </ul>
      )}
      <Button
        type="button"
        disabled={fields.length >= MAX_SECTIONS}
        onClick={() => append({ title: '', specs: [{ key: '', value: '' }] }, { shouldFocus: true })}
        variant="secondary"
        className="self-start"
      >
        Add a section
      </Button>
    </FormSection>
  );
}
