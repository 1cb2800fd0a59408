import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef } from 'react';

interface MoveButtonsProps {
  /** what moves, read out in the buttons' names: 'Move Rings up' */
  label: string;
  index: number;
  count: number;
  onMove: (offset: -1 | 1) => void;
}

const buttonClass =
  'inline-flex size-11 items-center justify-center rounded-md border border-stone-400 hover:bg-stone-100 disabled:opacity-40 dark:border-stone-500 dark:hover:bg-stone-800';

/**
 * Move up and Move down for one item of an ordered list. Focus stays with the item that moved (on the
 * other button when it reached an end), so a keyboard can keep pressing.
 */
export function MoveButtons({ label, index, count, onMove }: MoveButtonsProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const moved = useRef<-1 | 1 | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the item has moved to its new place
  useEffect(() => {
    if (moved.current === null) return;
    const [preferred, other] = moved.current === -1 ? [up, down] : [down, up];
    (preferred.current?.disabled ? other : preferred).current?.focus();
    moved.current = null;
  }, [index]);

  const move = (offset: -1 | 1) => {
    moved.current = offset;
    onMove(offset);
  };

  return (
    <span className="flex shrink-0 gap-1">
      <button
        ref={up}
        type="button"
        aria-label={`Move ${label} up`}
        disabled={index === 0}
        onClick={() => move(-1)}
        className={buttonClass}
      >
        <ArrowUp aria-hidden="true" className="size-5" />
      </button>
      <button
        ref={down}
        type="button"
        aria-label={`Move ${label} down`}
        disabled={index === count - 1}
        onClick={() => move(1)}
        className={buttonClass}
      >
        <ArrowDown aria-hidden="true" className="size-5" />
      </button>
    </span>
  );
}
