import { COLLECTION_TYPES, slugFromName } from '@svarna/contracts';
import { Input } from '../../../components/ui/input';
import type { FieldErrors } from '../lib/admin-forms';
import type { CollectionValues } from '../lib/collection-values';
import { fieldId } from '../lib/use-desk-form';
import { CheckboxField, SelectField, TextAreaField } from './form-fields';

interface CollectionFieldsProps {
  formId: string;
  values: CollectionValues;
  errors: FieldErrors;
  set: (changes: Partial<CollectionValues>) => void;
}

const TYPE_LABELS: Record<CollectionValues['collectionType'], string> = {
  festival: 'Festival',
  seasonal: 'Seasonal',
  promotion: 'Promotion',
  others: 'Other',
};

/** The collection's words, type, switch and window (Indian dates, end on or after start). */
export function CollectionFields({ formId, values, errors, set }: CollectionFieldsProps) {
  const field = (name: string) => ({ id: fieldId(formId, name), error: errors[name] });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Input
        {...field('title')}
        label="Title"
        maxLength={120}
        value={values.title}
        onChange={(e) => set({ title: e.target.value })}
      />
      <Input
        {...field('slug')}
        label="Slug"
        optional
        hint={`Its web address: /collections/${values.slug.trim() || slugFromName(values.title) || '…'}`}
        value={values.slug}
        onChange={(e) => set({ slug: e.target.value })}
      />
      <Input
        {...field('shortDescription')}
        label="Short description"
        optional
        maxLength={300}
        value={values.shortDescription}
        onChange={(e) => set({ shortDescription: e.target.value })}
      />
      <SelectField
        {...field('collectionType')}
        label="Type"
        value={values.collectionType}
        onChange={(e) => set({ collectionType: e.target.value as CollectionValues['collectionType'] })}
      >
        {COLLECTION_TYPES.map((type) => (
          <option key={type} value={type}>
            {TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <TextAreaField
          {...field('description')}
          label="Description"
          optional
          rows={5}
          maxLength={5000}
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <Input
        {...field('startDate')}
        label="Start date"
        optional
        type="date"
        className="dark:scheme-dark"
        hint="India time: from the start of this day"
        value={values.startDay}
        onChange={(e) => set({ startDay: e.target.value })}
      />
      <Input
        {...field('endDate')}
        label="End date"
        optional
        type="date"
        className="dark:scheme-dark"
        hint="India time: to the end of this day"
        min={values.startDay || undefined}
        value={values.endDay}
        onChange={(e) => set({ endDay: e.target.value })}
      />
      <CheckboxField
        id={fieldId(formId, 'isActive')}
        label="Active: shown to shoppers within its dates"
        checked={values.isActive}
        onChange={(e) => set({ isActive: e.target.checked })}
        error={errors.isActive}
      />
    </div>
  );
}
