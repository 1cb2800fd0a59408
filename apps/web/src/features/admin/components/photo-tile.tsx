import { ArrowLeft, ArrowRight, GripVertical } from 'lucide-react';
import { type PointerEvent, useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import type { PhotoValue, ProductFormValues } from '../lib/product-form-values';
import { FormInput, pathId, useFieldErrors } from './product-fields';

export interface PhotoTileProps {
  formId: string;
  index: number;
  count: number;
  photo: PhotoValue;
  dragging: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
  onDragStart: (event: PointerEvent<HTMLElement>) => void;
}

/**
 * One photo: its alt text (required), Make featured, Move left and right (focus stays on the moved
 * photo's button), a handle to drag it by (mouse or finger), and Remove.
 */
export function PhotoTile({
  formId,
  index,
  count,
  photo,
  dragging,
  onMove,
  onRemove,
  onDragStart,
}: PhotoTileProps) {
  const { register } = useFormContext<ProductFormValues>();
  const errorAt = useFieldErrors();
  const left = useRef<HTMLButtonElement>(null);
  const right = useRef<HTMLButtonElement>(null);
  const moved = useRef<'left' | 'right' | null>(null);
  const name = `photo ${index + 1}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new place (index) is what brings focus back
  useEffect(() => {
    if (!moved.current) return;
    const [preferred, other] = moved.current === 'left' ? [left, right] : [right, left];
    (preferred.current?.disabled ? other : preferred).current?.focus();
    moved.current = null;
  }, [index]);

  const move = (direction: 'left' | 'right') => {
    moved.current = direction;
    onMove(direction === 'left' ? index - 1 : index + 1);
  };

  return (
    <li
      data-photo-index={index}
      className={`flex flex-col gap-3 rounded-md border p-3 ${
        dragging
          ? 'border-stone-900 opacity-70 dark:border-stone-100'
          : 'border-stone-200 dark:border-stone-700'
      }`}
    >
      <div className="flex gap-3">
        <img
          src={photo.url}
          alt=""
          className="size-24 shrink-0 rounded bg-stone-100 object-cover dark:bg-stone-800"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-medium">{index === 0 ? 'Featured photo' : `Photo ${index + 1}`}</p>
          {photo.name && <p className="truncate text-sm text-stone-700 dark:text-stone-300">{photo.name}</p>}
        </div>
      </div>
      <FormInput
        id={pathId(formId, `photos.${index}.alt`)}
        label={`Alt text, ${name}`}
        maxLength={200}
        registration={register(`photos.${index}.alt`)}
        error={errorAt(`photos.${index}.alt`)}
        hint={<p>What the photo shows, for shoppers who cannot see it.</p>}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          aria-label={`Drag ${name} to another place`}
          onPointerDown={onDragStart}
          variant="secondary"
          size="icon"
          className="cursor-grab touch-none"
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </Button>
        <Button
          ref={left}
          type="button"
          aria-label={`Move ${name} left`}
          disabled={index === 0}
          onClick={() => move('left')}
          variant="secondary"
          size="icon"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Button>
        <Button
          ref={right}
          type="button"
          aria-label={`Move ${name} right`}
          disabled={index === count - 1}
          onClick={() => move('right')}
          variant="secondary"
          size="icon"
        >
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
        {index > 0 && (
          <Button
            type="button"
            aria-label={`Make ${name} featured`}
            onClick={() => onMove(0)}
            variant="secondary"
            size="sm"
          >
            Make featured
          </Button>
        )}
        <Button type="button" aria-label={`Remove ${name}`} onClick={onRemove} variant="secondary" size="sm">
          Remove
        </Button>
      </div>
    </li>
  );
}
