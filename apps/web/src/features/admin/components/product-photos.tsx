import { PHOTOS_PER_PRODUCT } from '@svarna/contracts';
import { type ChangeEvent, type PointerEvent, useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { buttonClass } from '../../../components/ui/button';
import { PHOTO_ACCEPT } from '../lib/photo-checks';
import type { ProductFormValues } from '../lib/product-form-values';
import { FormSection } from './form-section';
import { PhotoTile } from './photo-tile';
import { UploadTile } from './upload-tile';
import type { PhotoUploads } from './use-photo-uploads';

const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

/** The product's photos: picked several at a time, described, put in order; the first is featured. */
export function ProductPhotos({ formId, uploads }: { formId: string; uploads: PhotoUploads }) {
  const id = useId();
  const { control, setValue, getValues } = useFormContext<ProductFormValues>();
  const photos = useWatch({ control, name: 'photos' });
  const [dragging, setDragging] = useState<number | null>(null);
  const room = PHOTOS_PER_PRODUCT - photos.length - uploads.sending;

  const setPhotos = (next: ProductFormValues['photos']) => setValue('photos', next, { shouldDirty: true });
  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    setPhotos(moved(getValues('photos'), from, to));
  };
  const remove = (index: number) => {
    const photoId = photos[index]?.id;
    setPhotos(photos.filter((_, i) => i !== index));
    getValues('variants').forEach((row, i) => {
      if (row.photoIds.includes(photoId ?? ''))
        setValue(
          `variants.${i}.photoIds`,
          row.photoIds.filter((one) => one !== photoId),
        );
    });
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).slice(0, Math.max(room, 0));
    event.target.value = '';
    uploads.add(files);
  };

  // Dragging: the handle keeps the pointer (mouse or finger) and the photo under it takes the dragged place.
  const startDrag = (index: number) => (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(index);
  };
  const drag = (event: PointerEvent<HTMLElement>) => {
    if (dragging === null) return;
    const over = document.elementFromPoint?.(event.clientX, event.clientY)?.closest('[data-photo-index]');
    const to = Number(over?.getAttribute('data-photo-index'));
    if (over && Number.isInteger(to) && to !== dragging) {
      move(dragging, to);
      setDragging(to);
    }
  };
  const endDrag = () => setDragging(null);

  return (
    <FormSection
      title="Photos"
      description="The first photo is the featured one. Each photo needs alt text describing it."
    >
      {photos.length > 0 && (
        <ol
          aria-label="Product photos"
          onPointerMove={drag}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        >
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              formId={formId}
              index={index}
              count={photos.length}
              photo={photo}
              dragging={dragging === index}
              onMove={(to) => move(index, to)}
              onRemove={() => remove(index)}
              onDragStart={startDrag(index)}
            />
          ))}
        </ol>
      )}
      {uploads.uploads.length > 0 && (
        <ul aria-label="Photos being added" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {uploads.uploads.map((upload) => (
            <UploadTile
              key={upload.key}
              upload={upload}
              onRetry={() => uploads.retry(upload.key)}
              onDismiss={() => uploads.dismiss(upload.key)}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-1">
        <label
          htmlFor={`${id}-files`}
          className={buttonClass({
            variant: 'secondary',
            className:
              'cursor-pointer self-start has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2',
          })}
        >
          Add photos
          <input
            id={`${id}-files`}
            type="file"
            multiple
            accept={PHOTO_ACCEPT}
            disabled={room <= 0}
            aria-describedby={`${id}-files-hint`}
            onChange={choose}
            className="sr-only"
          />
        </label>
        <p id={`${id}-files-hint`} className="text-sm text-stone-700 dark:text-stone-300">
          JPEG, PNG, WebP or AVIF, up to 20 MB each; {PHOTOS_PER_PRODUCT} photos at most.
        </p>
      </div>
    </FormSection>
  );
}
