import { BANNER_PLACEMENTS, BANNER_TEXT_POSITIONS } from '@svarna/contracts';
import { Input } from '../../../components/ui/input';
import type { FieldErrors } from '../lib/admin-forms';
import { type BannerValues, bannerLabels } from '../lib/banner-values';
import { rupeesHint } from '../lib/rupees-text';
import { fieldId } from '../lib/use-desk-form';
import { SelectField, TextAreaField } from './form-fields';
import { ProductPicker } from './product-picker';

interface BannerFieldsProps {
  formId: string;
  values: BannerValues;
  errors: FieldErrors;
  set: (changes: Partial<BannerValues>) => void;
}

const PLACEMENTS: Record<BannerValues['placement'], string> = {
  betterLife: 'Better-life banner',
  highlight: 'Highlight banner',
};
const POSITIONS: Record<BannerValues['textPosition'], string> = {
  left: 'Left',
  center: 'Centre',
  right: 'Right',
};

type TextName = 'title' | 'subtitle' | 'buttonText' | 'gradientOverlay';

/** A banner's place, words, product link, prices and text position. */
export function BannerFields({ formId, values, errors, set }: BannerFieldsProps) {
  const field = (name: keyof typeof bannerLabels) => ({
    id: fieldId(formId, name),
    error: errors[name],
    label: bannerLabels[name],
  });
  const text = (name: TextName, max: number) => ({
    ...field(name),
    maxLength: max,
    value: values[name],
    onChange: (e: { target: { value: string } }) => set({ [name]: e.target.value }),
  });
  const price = (name: 'originalPrice' | 'discountedPrice') => ({
    ...field(name),
    label: `${bannerLabels[name]} (₹)`,
    optional: true,
    inputMode: 'decimal' as const,
    hint: rupeesHint(values[name]),
    value: values[name],
    onChange: (e: { target: { value: string } }) => set({ [name]: e.target.value }),
  });

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        {...field('placement')}
        value={values.placement}
        onChange={(e) => set({ placement: e.target.value as BannerValues['placement'] })}
      >
        {BANNER_PLACEMENTS.map((placement) => (
          <option key={placement} value={placement}>
            {PLACEMENTS[placement]}
          </option>
        ))}
      </SelectField>
      <SelectField
        {...field('textPosition')}
        value={values.textPosition}
        onChange={(e) => set({ textPosition: e.target.value as BannerValues['textPosition'] })}
      >
        {BANNER_TEXT_POSITIONS.map((position) => (
          <option key={position} value={position}>
            {POSITIONS[position]}
          </option>
        ))}
      </SelectField>
      <Input {...text('title', 120)} />
      <Input {...text('subtitle', 120)} optional />
      <div className="sm:col-span-2">
        <TextAreaField
          {...field('description')}
          optional
          maxLength={500}
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <Input {...text('buttonText', 40)} />
      <Input
        {...field('buttonLink')}
        hint="The button opens this product (its slug); it must be published"
        value={values.buttonLink}
        onChange={(e) => set({ buttonLink: e.target.value })}
      />
      <div className="sm:col-span-2">
        <ProductPicker
          id={`${formId}-find`}
          label="Find the product"
          action="Choose"
          pickedText="Chosen"
          isPicked={(found) => found.slug === values.buttonLink}
          onPick={(found) => set({ buttonLink: found.slug })}
        />
      </div>
      <Input {...price('originalPrice')} />
      <Input {...price('discountedPrice')} />
      <Input {...text('gradientOverlay', 200)} optional hint="Darkens the photo so the words read" />
    </div>
  );
}
