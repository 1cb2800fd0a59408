import {
  type AdminCollection,
  AdminCollectionInputSchema,
  AdminCollectionUpdateSchema,
} from '@svarna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { adminCollectionQuery, type CollectionSave, useSaveCollection } from '../api/admin-collections';
import { adminKeys } from '../api/admin-keys';
import {
  type CollectionValues,
  collectionInput,
  collectionLabels,
  collectionValues,
} from '../lib/collection-values';
import { useDeskForm } from '../lib/use-desk-form';
import { deskDraftKey, useFormDraft } from '../lib/use-form-draft';
import { ActionNotice } from './action-notice';
import { CollectionFields } from './collection-fields';
import { CollectionProducts } from './collection-products';
import { DraftRestoredNotice } from './draft-restored-notice';
import { SingleImageField } from './single-image-field';
import { StaleVersionNotice } from './stale-version-notice';

interface CollectionFormProps {
  /** null: a new collection */
  collection: AdminCollection | null;
  onCreated: (collectionId: string) => void;
}

/** A collection's form, kept as a draft on this phone until saved; saved at the version it opened. */
export function CollectionForm({ collection, onCreated }: CollectionFormProps) {
  const formId = useId();
  const desk = useDeskForm(formId);
  const save = useSaveCollection();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(collection);
  const draft = useFormDraft(
    deskDraftKey('collection', collection?._id ?? 'new'),
    collectionValues(collection),
  );
  const { values } = draft;
  const set = (changes: Partial<CollectionValues>) => draft.setValues((v) => ({ ...v, ...changes }));
  const productsError = Object.entries(desk.errors).find(([field]) => /^products(\.|$)/.test(field))?.[1];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = collectionInput(values, opened);
    let request: CollectionSave | null = null;
    if (opened) {
      const body = desk.check(
        AdminCollectionUpdateSchema,
        { ...input, version: opened.version },
        collectionLabels,
      );
      if (body) request = { id: opened._id, body };
    } else {
      const body = desk.check(AdminCollectionInputSchema, input, collectionLabels);
      if (body) request = { id: null, body };
    }
    if (!request) return;
    const sending = request;
    const saved = await desk.save(() => save.mutateAsync(sending), {
      done: 'Saved.',
      versioned: opened !== null,
      labels: collectionLabels,
    });
    if (!saved) return;
    queryClient.setQueryData(adminKeys.content.collection(saved._id), saved);
    draft.reset(collectionValues(saved));
    setOpened(saved);
    if (!opened) onCreated(saved._id);
  };

  const reload = async () => {
    if (!opened) return;
    const fresh = await queryClient.fetchQuery(adminCollectionQuery(opened._id));
    setOpened(fresh);
    draft.reset(collectionValues(fresh));
    desk.clear();
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={submit}
      aria-label={opened ? `Edit ${opened.title}` : 'New collection'}
      className="flex max-w-4xl flex-col gap-5"
    >
      {draft.restored && <DraftRestoredNotice onDiscard={() => draft.reset(collectionValues(opened))} />}
      {desk.stale && <StaleVersionNotice what="This collection" onReload={() => void reload()} />}
      <CollectionFields formId={formId} values={values} errors={desk.errors} set={set} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SingleImageField
          {...desk.field('bannerImage')}
          label="Banner photo"
          optional
          image={values.bannerImage}
          onChange={(bannerImage) => set({ bannerImage })}
        />
        <SingleImageField
          {...desk.field('thumbnailImage')}
          label="Card photo"
          optional
          image={values.thumbnailImage}
          onChange={(thumbnailImage) => set({ thumbnailImage })}
        />
      </div>
      <CollectionProducts
        products={values.products}
        onChange={(products) => set({ products })}
        error={productsError}
      />
      <ActionNotice notice={desk.notice} />
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-stone-200 bg-white/95 px-4 py-2 dark:border-stone-700 dark:bg-stone-950/95">
        <Button type="submit" disabled={desk.pending} variant="ink" className="w-full sm:w-auto">
          {desk.pending ? 'Saving…' : opened ? 'Save collection' : 'Create collection'}
        </Button>
      </div>
    </form>
  );
}
