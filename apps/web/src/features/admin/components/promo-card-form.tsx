import type { AdminHome } from '@svarna/contracts';
import { type FormEvent, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { rupeesHint, rupeesOrNull, rupeesText } from '../lib/rupees-text';
import { useHomePart } from '../lib/use-home-part';
import { ActionNotice } from './action-notice';
import { CheckboxField, TextAreaField } from './form-fields';
import { ProductPicker } from './product-picker';
import { StaleVersionNotice } from './stale-version-notice';

const labels = {
  'promoCard.productSlug': 'Product',
  'promoCard.title': 'Title',
  'promoCard.subtitle': 'Subtitle',
  'promoCard.description': 'Description',
  'promoCard.buttonText': 'Button text',
  'promoCard.linkText': 'Link text',
  'promoCard.linkPath': 'Link address',
  'promoCard.originalPrice': 'Original price',
  'promoCard.salePrice': 'Sale price',
};

const TEXTS = ['title', 'subtitle', 'description', 'buttonText', 'linkText', 'linkPath'] as const;
type PromoText = (typeof TEXTS)[number];

const valuesOf = ({ promoCard: card }: AdminHome) => ({
  shown: card !== null,
  productSlug: card?.productSlug ?? '',
  ...(Object.fromEntries(TEXTS.map((name) => [name, card?.[name] ?? ''])) as Record<PromoText, string>),
  originalPrice: rupeesText(card?.originalPrice ?? null),
  salePrice: rupeesText(card?.salePrice ?? null),
});
type PromoValues = ReturnType<typeof valuesOf>;

/** The featured product card after the trending tabs: which product, and the owner's words over its own. */
export function PromoCardForm({ home }: { home: AdminHome }) {
  const formId = useId();
  const part = useHomePart(formId, home, valuesOf);
  const { values } = part;
  const set = (changes: Partial<PromoValues>) => part.setValues((v) => ({ ...v, ...changes }));
  const field = (name: string) => part.desk.field(`promoCard.${name}`);
  const text = (name: PromoText, label: string, max: number) => ({
    ...field(name),
    label,
    optional: true,
    maxLength: max,
    value: values[name],
    onChange: (e: { target: { value: string } }) => set({ [name]: e.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const own = (name: PromoText) => (values[name].trim() ? values[name] : null);
    const promoCard = values.shown
      ? {
          productSlug: values.productSlug,
          title: own('title'),
          subtitle: own('subtitle'),
          description: own('description'),
          buttonText: own('buttonText'),
          linkText: own('linkText'),
          linkPath: own('linkPath'),
          originalPrice: rupeesOrNull(values.originalPrice),
          salePrice: rupeesOrNull(values.salePrice),
        }
      : null;
    void part.save({ promoCard }, labels);
  };

  return (
    <form id={formId} noValidate onSubmit={submit} aria-label="Featured card" className="flex flex-col gap-3">
      {part.desk.stale && <StaleVersionNotice what="The home page" onReload={() => void part.reload()} />}
      <CheckboxField
        id={`${formId}-shown`}
        label="Show a featured product card"
        checked={values.shown}
        onChange={(e) => set({ shown: e.target.checked })}
      />
      {values.shown && (
        <>
          <Input
            {...field('productSlug')}
            label="Product"
            hint="The product's slug; find it by name below"
            value={values.productSlug}
            onChange={(e) => set({ productSlug: e.target.value })}
          />
          <ProductPicker
            id={`${formId}-find`}
            label="Find the product"
            action="Choose"
            pickedText="Chosen"
            isPicked={(found) => found.slug === values.productSlug}
            onPick={(found) => set({ productSlug: found.slug })}
          />
          <p className="text-sm text-stone-700 dark:text-stone-300">
            Words left empty are the product's own.
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <Input {...text('title', 'Title', 120)} />
            <Input {...text('subtitle', 'Subtitle', 120)} />
            <div className="sm:col-span-2">
              <TextAreaField {...text('description', 'Description', 500)} />
            </div>
            <Input {...text('buttonText', 'Button text', 40)} />
            <Input {...text('linkText', 'Link text', 60)} />
            <Input
              {...text('linkPath', 'Link address', 300)}
              hint="A path on the store, such as /category/rings"
            />
            <Input
              {...field('originalPrice')}
              label="Original price (₹)"
              optional
              inputMode="decimal"
              hint={rupeesHint(values.originalPrice)}
              value={values.originalPrice}
              onChange={(e) => set({ originalPrice: e.target.value })}
            />
            <Input
              {...field('salePrice')}
              label="Sale price (₹)"
              optional
              inputMode="decimal"
              hint={rupeesHint(values.salePrice)}
              value={values.salePrice}
              onChange={(e) => set({ salePrice: e.target.value })}
            />
          </div>
        </>
      )}
      <ActionNotice notice={part.desk.notice} />
      <Button type="submit" disabled={part.desk.pending} variant="ink" className="self-start">
        {part.desk.pending ? 'Saving…' : 'Save featured card'}
      </Button>
    </form>
  );
}
