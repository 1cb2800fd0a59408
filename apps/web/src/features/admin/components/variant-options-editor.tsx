import { X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/input';
import { valuesFromText } from '../lib/option-values';
import type { OptionValues, ProductFormValues } from '../lib/product-form-values';
import { pathId } from './product-fields';

const MAX_OPTIONS = 3;
const SUGGESTED_NAMES = ['Size', 'Colour', 'Metal'];

interface OptionEditorProps {
  id: string;
  option: OptionValues;
  onChange: (option: OptionValues) => void;
  onRemove: () => void;
}

/** One option: its name, its values as chips (each removable), and a box that adds values. */
function OptionEditor({ id, option, onChange, onRemove }: OptionEditorProps) {
  const [text, setText] = useState('');
  const label = option.name.trim() || 'this option';
  const add = () => {
    const added = valuesFromText(text, option.values);
    if (added.length) onChange({ ...option, values: [...option.values, ...added] });
    setText('');
  };
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <li className="flex flex-col gap-3 rounded-md border border-stone-200 p-3 dark:border-stone-700">
      <div className="flex items-end gap-2">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={`${id}-name`} className="font-medium">
            Option name
          </label>
          <input
            id={`${id}-name`}
            value={option.name}
            maxLength={40}
            onChange={(event) => onChange({ ...option, name: event.target.value })}
            className={inputClass}
          />
        </div>
        <Button type="button" onClick={onRemove} variant="secondary" size="sm">
          Remove option
        </Button>
      </div>
      {option.values.length > 0 && (
        <ul aria-label={`Values of ${label}`} className="flex flex-wrap gap-2">
          {option.values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center rounded-full bg-stone-100 pl-3 dark:bg-stone-800"
            >
              {value}
              <button
                type="button"
                aria-label={`Remove ${value} from ${label}`}
                onClick={() => onChange({ ...option, values: option.values.filter((v) => v !== value) })}
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-stone-200 dark:hover:bg-stone-700"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-values`} className="font-medium">
          Add values to {label}
        </label>
        <p id={`${id}-values-hint`} className="text-sm text-stone-700 dark:text-stone-300">
          Separate them with commas; 6-12 adds every size from 6 to 12.
        </p>
        <div className="flex gap-2">
          <input
            id={`${id}-values`}
            value={text}
            aria-describedby={`${id}-values-hint`}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={addOnEnter}
            className={inputClass}
          />
          <Button type="button" onClick={add} variant="secondary">
            Add
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The options the variants differ by ('Size' 6 to 12, 'Colour' Gold and Silver); rows follow them. */
export function VariantOptionsEditor({
  formId,
  onOptionsChange,
}: {
  formId: string;
  onOptionsChange: () => void;
}) {
  const { control, setValue } = useFormContext<ProductFormValues>();
  const options = useWatch({ control, name: 'options' });
  const update = (next: OptionValues[]) => {
    setValue('options', next);
    onOptionsChange();
  };
  const unusedName = SUGGESTED_NAMES.find((name) => !options.some((o) => o.name === name)) ?? '';

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-medium">Options</legend>
      <ul className="flex flex-col gap-3">
        {options.map((option, index) => (
          <OptionEditor
            // the list changes only through these editors, so a place is a stable identity
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            id={pathId(formId, `options.${index}`)}
            option={option}
            onChange={(changed) => update(options.map((o, i) => (i === index ? changed : o)))}
            onRemove={() => update(options.filter((_, i) => i !== index))}
          />
        ))}
      </ul>
      {options.length < MAX_OPTIONS && (
        <Button
          type="button"
          onClick={() => update([...options, { name: unusedName, values: [] }])}
          variant="secondary"
          className="self-start"
        >
          {options.length === 0 ? 'Add an option' : 'Add another option'}
        </Button>
      )}
    </fieldset>
  );
}
