import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** heading level wrapping each header button (WAI-ARIA accordion pattern) */
  headingLevel?: 2 | 3 | 4;
  /** ids open at first */
  defaultOpen?: string[];
  className?: string;
}

/**
 * WAI-ARIA accordion: each header is a button inside a heading with aria-expanded and aria-controls;
 * Enter and Space toggle (native buttons), Arrow Up/Down move between headers, Home/End jump to the
 * first/last. Several panels may be open at once.
 */
export function Accordion({ items, headingLevel = 3, defaultOpen = [], className = '' }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<Set<string>>(() => new Set(defaultOpen));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div
      className={`divide-y divide-stone-200 rounded-lg border border-stone-200 dark:divide-stone-700 dark:border-stone-700 ${className}`}
    >
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-${index}-button`;
        const panelId = `${baseId}-${index}-panel`;
        return (
          <div key={item.id}>
            <Heading className="m-0 text-base font-medium">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex min-h-12 w-full items-center justify-between gap-4 px-4 py-3 text-left hover:bg-stone-50 dark:hover:bg-stone-800/60"
              >
                <span>{item.title}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-4 pt-1 pb-4 text-stone-800 dark:text-stone-200"
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
