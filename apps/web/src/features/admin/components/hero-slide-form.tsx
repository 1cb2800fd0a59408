import { type AdminHero, AdminHeroInputSchema } from '@svarna/contracts';
import { type FormEvent, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { heroSlidesApi } from '../api/home-content-lists';
import { type HeroValues, heroInput, heroLabels, heroValues } from '../lib/hero-values';
import { useDeskForm } from '../lib/use-desk-form';
import { deskDraftKey, useFormDraft } from '../lib/use-form-draft';
import { ActionNotice } from './action-notice';
import { DraftRestoredNotice } from './draft-restored-notice';
import { CheckboxField, TextAreaField } from './form-fields';
import { HighlightsEditor } from './highlights-editor';
import { ProductPicker } from './product-picker';
import { SingleImageField } from './single-image-field';

interface HeroSlideFormProps {
  /** null: a new slide */
  slide: AdminHero | null;
  close: (done?: string) => void;
}

/** One hero slide: the product it sells, its words, highlights and photo, shown or not. */
export function HeroSlideForm({ slide, close }: HeroSlideFormProps) {
  const formId = useId();
  const desk = useDeskForm(formId);
  const save = heroSlidesApi.useSave();
  const draft = useFormDraft(deskDraftKey('hero', slide?._id ?? 'new'), heroValues(slide));
  const { values } = draft;
  const set = (changes: Partial<HeroValues>) => draft.setValues((v) => ({ ...v, ...changes }));
  const text = (
    name: 'title' | 'categoryLabel' | 'categoryLinkText' | 'brandTag' | 'emiText',
    max: number,
  ) => ({
    ...desk.field(name),
    label: heroLabels[name],
    maxLength: max,
    value: values[name],
    onChange: (e: { target: { value: string } }) => set({ [name]: e.target.value }),
  });

  const cancel = () => {
    draft.reset(heroValues(slide));
    close();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missingPhoto = values.image ? {} : { image: 'Choose a photo for the slide' };
    const body = desk.check(AdminHeroInputSchema, heroInput(values), heroLabels, missingPhoto);
    if (!body) return;
    const saved = await desk.save(() => save.mutateAsync({ id: slide?._id ?? null, body }), {
      done: 'Saved.',
      labels: heroLabels,
    });
    if (!saved) return;
    draft.reset(heroValues(slide));
    close(`Saved the slide ${values.title.trim()}.`);
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={submit}
      aria-label={slide ? `Edit ${slide.title}` : 'New slide'}
      className="flex flex-col gap-3 rounded-lg border border-stone-300 p-3 dark:border-stone-600"
    >
      {draft.restored && <DraftRestoredNotice onDiscard={() => draft.reset(heroValues(slide))} />}
      <Input
        {...desk.field('productSlug')}
        label="Product"
        hint="The product the slide sells (its slug); its price shows on the slide"
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
      <div className="grid gap-3 sm:grid-cols-2">
        <Input {...text('title', 120)} />
        <Input {...text('categoryLabel', 60)} hint="Over the title, e.g. Necklace" />
        <Input {...text('categoryLinkText', 60)} optional hint="Empty: 'All' and the category line" />
        <Input {...text('brandTag', 60)} optional />
        <Input {...text('emiText', 120)} optional />
      </div>
      <TextAreaField
        {...desk.field('descriptionText')}
        label={heroLabels.descriptionText}
        optional
        maxLength={500}
        value={values.descriptionText}
        onChange={(e) => set({ descriptionText: e.target.value })}
      />
      <HighlightsEditor
        formId={formId}
        highlights={values.highlights}
        errors={desk.errors}
        onChange={(highlights) => set({ highlights })}
      />
      <SingleImageField
        {...desk.field('image')}
        label="Photo"
        image={values.image}
        onChange={(image) =>
          set({ image, ...(image?.alt && !values.imageAlt ? { imageAlt: image.alt } : {}) })
        }
      />
      <Input
        {...desk.field('imageAlt')}
        label={heroLabels.imageAlt}
        optional
        hint="Read out in the photo's place"
        maxLength={200}
        value={values.imageAlt}
        onChange={(e) => set({ imageAlt: e.target.value })}
      />
      <CheckboxField
        {...desk.field('isActive')}
        label="Shown on the home page"
        checked={values.isActive}
        onChange={(e) => set({ isActive: e.target.checked })}
      />
      <ActionNotice notice={desk.notice} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={desk.pending} variant="ink">
          {desk.pending ? 'Saving…' : 'Save slide'}
        </Button>
        <Button type="button" onClick={cancel} variant="secondary">
          Cancel
        </Button>
      </div>
    </form>
  );
}
