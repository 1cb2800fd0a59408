import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';

interface MoveButtonsProps {
  /** what moves, read out in the buttons' names: 'Move Rings up' */
  label: string;
  index: number;
  count: number;
  onMove: (offset: -1 | 1) => void;
}

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
      <Button
        ref={up}
        type="button"
        aria-label={`Move ${label} up`}
        disabled={index === 0}
        onClick={() => move(-1)}
        variant="secondary"
        size="icon"
      >
        <ArrowUp aria-hidden="true" className="size-5" />
      </Button>
      <Button
        ref={down}
        type="button"
        aria-label={`Move ${label} down`}
        disabled={index === count - 1}
        onClick={() => move(1)}
        variant="secondary"
        size="icon"
      >
        <ArrowDown aria-hidden="true" className="size-5" />
      </Button>
    </span>
  );
}
