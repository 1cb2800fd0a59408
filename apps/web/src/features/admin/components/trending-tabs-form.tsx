import type { AdminHome, TrendingTab } from '@svarna/contracts';
import { type FormEvent, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useAdminCategories } from '../api/admin-categories';
import { moveItem } from '../lib/reorder';
import { useHomePart } from '../lib/use-home-part';
import { ActionNotice } from './action-notice';
import { SelectField } from './form-fields';
import { MoveButtons } from './move-buttons';
import { StaleVersionNotice } from './stale-version-notice';

export const MAX_TRENDING_TABS = 8;
const labels = { 'trendingTabs.label': 'Tab name', 'trendingTabs.slug': 'Category', trendingTabs: 'Tabs' };

/** A tab as edited: with a key of its own, so a moved tab keeps its row (and its focus). */
type EditedTab = TrendingTab & { key: string };
const editedTabs = (home: AdminHome): EditedTab[] =>
  home.trendingTabs.map((tab, index) => ({ ...tab, key: `${index}:${tab.slug}` }));

/** The 'Trending Now' tabs: each a name and the category whose products it shows, in order. */
export function TrendingTabsForm({ home }: { home: AdminHome }) {
  const formId = useId();
  const part = useHomePart(formId, home, editedTabs);
  const added = useRef(0);
  const { data: categories = [] } = useAdminCategories();
  const tabs = part.values;
  const names = new Map(categories.map((c) => [c._id, c.name]));
  const setTab = (index: number, changes: Partial<EditedTab>) =>
    part.setValues(tabs.map((tab, i) => (i === index ? { ...tab, ...changes } : tab)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void part.save({ trendingTabs: tabs.map(({ label, slug }) => ({ label, slug })) }, labels);
  };

  return (
    <form id={formId} noValidate onSubmit={submit} aria-label="Trending tabs" className="flex flex-col gap-3">
      {part.desk.stale && <StaleVersionNotice what="The home page" onReload={() => void part.reload()} />}
      <ol className="flex flex-col gap-3">
        {tabs.map((tab, index) => {
          const known = categories.some((c) => c.slug === tab.slug);
          return (
            <li
              key={tab.key}
              className="flex flex-col gap-2 rounded-md border border-stone-200 p-3 dark:border-stone-700"
            >
              <div className="grid gap-2 sm:grid-cols-2">
                <Input
                  {...part.desk.field(`trendingTabs.${index}.label`)}
                  label={`Tab ${index + 1} name`}
                  maxLength={40}
                  value={tab.label}
                  onChange={(e) => setTab(index, { label: e.target.value })}
                />
                <SelectField
                  {...part.desk.field(`trendingTabs.${index}.slug`)}
                  label={`Tab ${index + 1} category`}
                  value={tab.slug}
                  onChange={(e) => setTab(index, { slug: e.target.value })}
                >
                  {!known && <option value={tab.slug}>{tab.slug || 'Choose a category'}</option>}
                  {categories.map((c) => (
                    <option key={c._id} value={c.slug}>
                      {c.parentId ? `${names.get(c.parentId) ?? ''} › ${c.name}` : c.name}
                    </option>
                  ))}
                </SelectField>
              </div>
              <div className="flex flex-wrap gap-2">
                <MoveButtons
                  label={`tab ${tab.label || index + 1}`}
                  index={index}
                  count={tabs.length}
                  onMove={(offset) => part.setValues(moveItem(tabs, index, offset))}
                />
                <Button
                  type="button"
                  onClick={() => part.setValues(tabs.filter((_, i) => i !== index))}
                  variant="secondary"
                >
                  Remove tab {index + 1}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {part.desk.errors.trendingTabs && (
        <p className="text-sm text-red-700 dark:text-red-300">{part.desk.errors.trendingTabs}</p>
      )}
      {tabs.length < MAX_TRENDING_TABS && (
        <Button
          type="button"
          onClick={() => part.setValues([...tabs, { label: '', slug: '', key: `new:${added.current++}` }])}
          variant="secondary"
          className="self-start"
        >
          Add a tab
        </Button>
      )}
      <ActionNotice notice={part.desk.notice} />
      <Button type="submit" disabled={part.desk.pending} variant="ink" className="self-start">
        {part.desk.pending ? 'Saving…' : 'Save trending tabs'}
      </Button>
    </form>
  );
}
