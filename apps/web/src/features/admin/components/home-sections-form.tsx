import type { AdminHome, HomeSection } from '@svarna/contracts';
import { type FormEvent, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { moveItem } from '../lib/reorder';
import { useHomePart } from '../lib/use-home-part';
import { ActionNotice } from './action-notice';
import { MoveButtons } from './move-buttons';
import { StaleVersionNotice } from './stale-version-notice';

export const SECTION_LABELS: Record<HomeSection, string> = {
  hero: 'Hero slides',
  betterLifeBanner: 'Better-life banner',
  trendingProductSection: 'Trending tabs, then the featured card',
  trendingProducts: 'Trending products (phones only)',
  highlightBanner: 'Highlight banner',
};

/** The home page's sections from top to bottom, moved with Move up/down and saved together. */
export function HomeSectionsForm({ home }: { home: AdminHome }) {
  const formId = useId();
  const part = useHomePart(formId, home, (h) => h.sections);
  const sections = part.values;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void part.save({ sections }, { sections: 'Sections' });
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={submit}
      aria-label="Order of sections"
      className="flex flex-col gap-3"
    >
      {part.desk.stale && <StaleVersionNotice what="The home page" onReload={() => void part.reload()} />}
      <ol className="flex flex-col gap-2">
        {sections.map((section, index) => (
          <li
            key={section}
            className="flex items-center gap-3 rounded-md border border-stone-200 p-2 dark:border-stone-700"
          >
            <span className="min-w-0 flex-1">
              {index + 1}. {SECTION_LABELS[section]}
            </span>
            <MoveButtons
              label={SECTION_LABELS[section]}
              index={index}
              count={sections.length}
              onMove={(offset) => part.setValues(moveItem(sections, index, offset))}
            />
          </li>
        ))}
      </ol>
      <ActionNotice notice={part.desk.notice} />
      <Button type="submit" disabled={part.desk.pending} variant="ink" className="self-start">
        {part.desk.pending ? 'Saving…' : 'Save order of sections'}
      </Button>
    </form>
  );
}
