import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type { FieldErrors } from '../lib/admin-forms';
import { type HeroHighlightValues, MAX_HIGHLIGHTS } from '../lib/hero-values';
import { fieldId } from '../lib/use-desk-form';

interface HighlightsEditorProps {
  formId: string;
  highlights: HeroHighlightValues[];
  errors: FieldErrors;
  onChange: (highlights: HeroHighlightValues[]) => void;
}

/** A slide's highlights ('18K', 'Gold plated', …): up to six, each a label, a sub-label and a line. */
export function HighlightsEditor({ formId, highlights, errors, onChange }: HighlightsEditorProps) {
  const set = (index: number, changes: Partial<HeroHighlightValues>) =>
    onChange(highlights.map((h, i) => (i === index ? { ...h, ...changes } : h)));
  const field = (index: number, name: keyof HeroHighlightValues) => {
    const path = `highlights.${index}.${name}`;
    return { id: fieldId(formId, path), error: errors[path], value: highlights[index]?.[name] ?? '' };
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-medium">
        Highlights <span className="font-normal text-stone-700 dark:text-stone-300">(optional)</span>
      </legend>
      {highlights.map((_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a highlight is its place; its fields are controlled
          key={index}
          className="grid gap-2 rounded-md border border-stone-200 p-3 sm:grid-cols-3 dark:border-stone-700"
        >
          <Input
            {...field(index, 'label')}
            label={`Highlight ${index + 1}`}
            maxLength={40}
            onChange={(e) => set(index, { label: e.target.value })}
          />
          <Input
            {...field(index, 'subLabel')}
            label={`Highlight ${index + 1} sub-label`}
            optional
            maxLength={40}
            onChange={(e) => set(index, { subLabel: e.target.value })}
          />
          <Input
            {...field(index, 'description')}
            label={`Highlight ${index + 1} line`}
            optional
            maxLength={200}
            onChange={(e) => set(index, { description: e.target.value })}
          />
          <Button
            type="button"
            onClick={() => onChange(highlights.filter((__, i) => i !== index))}
            variant="secondary"
            className="self-start sm:col-span-3"
          >
            Remove highlight {index + 1}
          </Button>
        </div>
      ))}
      {highlights.length < MAX_HIGHLIGHTS && (
        <Button
          type="button"
          onClick={() => onChange([...highlights, { label: '', subLabel: '', description: '' }])}
          variant="secondary"
          className="self-start"
        >
          Add a highlight
        </Button>
      )}
    </fieldset>
  );
}
