import { type AdminBanner, AdminBannerInputSchema } from '@svarna/contracts';
import { type FormEvent, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { bannersApi } from '../api/home-content-lists';
import {
  type BannerValues,
  bannerInput,
  bannerLabels,
  bannerValues,
  missingBannerPhotos,
} from '../lib/banner-values';
import { useDeskForm } from '../lib/use-desk-form';
import { deskDraftKey, useFormDraft } from '../lib/use-form-draft';
import { ActionNotice } from './action-notice';
import { BannerFields } from './banner-fields';
import { DraftRestoredNotice } from './draft-restored-notice';
import { CheckboxField } from './form-fields';
import { SingleImageField } from './single-image-field';

interface BannerFormProps {
  /** null: a new banner */
  banner: AdminBanner | null;
  close: (done?: string) => void;
}

/** One home banner: its words, product, prices, a photo for phones and one for computers, shown or not. */
export function BannerForm({ banner, close }: BannerFormProps) {
  const formId = useId();
  const desk = useDeskForm(formId);
  const save = bannersApi.useSave();
  const draft = useFormDraft(deskDraftKey('banner', banner?._id ?? 'new'), bannerValues(banner));
  const { values } = draft;
  const set = (changes: Partial<BannerValues>) => draft.setValues((v) => ({ ...v, ...changes }));

  const cancel = () => {
    draft.reset(bannerValues(banner));
    close();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = desk.check(
      AdminBannerInputSchema,
      bannerInput(values),
      bannerLabels,
      missingBannerPhotos(values),
    );
    if (!body) return;
    const saved = await desk.save(() => save.mutateAsync({ id: banner?._id ?? null, body }), {
      done: 'Saved.',
      labels: bannerLabels,
    });
    if (!saved) return;
    draft.reset(bannerValues(banner));
    close(`Saved the banner ${values.title.trim()}.`);
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={submit}
      aria-label={banner ? `Edit ${banner.title}` : 'New banner'}
      className="flex flex-col gap-3 rounded-lg border border-stone-300 p-3 dark:border-stone-600"
    >
      {draft.restored && <DraftRestoredNotice onDiscard={() => draft.reset(bannerValues(banner))} />}
      <BannerFields formId={formId} values={values} errors={desk.errors} set={set} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SingleImageField
          {...desk.field('mobileImage')}
          label={bannerLabels.mobileImage}
          image={values.mobileImage}
          onChange={(mobileImage) => set({ mobileImage })}
        />
        <SingleImageField
          {...desk.field('desktopImage')}
          label={bannerLabels.desktopImage}
          image={values.desktopImage}
          onChange={(desktopImage) => set({ desktopImage })}
        />
      </div>
      <CheckboxField
        {...desk.field('isActive')}
        label="Shown on the home page"
        checked={values.isActive}
        onChange={(e) => set({ isActive: e.target.checked })}
      />
      <ActionNotice notice={desk.notice} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={desk.pending} variant="ink">
          {desk.pending ? 'Saving…' : 'Save banner'}
        </Button>
        <Button type="button" onClick={cancel} variant="secondary">
          Cancel
        </Button>
      </div>
    </form>
  );
}
