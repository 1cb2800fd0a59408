import type { Variant } from '@svarna/contracts';
import { useId } from 'react';
import { type AttributeGroup, isValueAvailable, type Selection } from '../lib/variant-selection';

interface VariantPickerProps {
  groups: AttributeGroup[];
  variants: Variant[];
  selection: Selection;
  onPick: (attributeId: string, valueId: string) => void;
}

/** One labelled select per attribute; values no variant offers are disabled. */
export function VariantPicker({ groups, variants, selection, onPick }: VariantPickerProps) {
  const baseId = useId();
  if (groups.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-4">
      {groups.map((group) => {
        const id = `${baseId}-${group.id}`;
        return (
          <div key={group.id} className="flex min-w-36 flex-col gap-1">
            <label htmlFor={id} className="text-sm font-medium">
              {group.name}
            </label>
            <select
              id={id}
              value={selection[group.id] ?? ''}
              onChange={(event) => onPick(group.id, event.target.value)}
              className="min-h-11 rounded-md border border-stone-400 bg-white px-3 py-2 dark:border-stone-500 dark:bg-stone-900"
            >
              {selection[group.id] == null && <option value="">Choose {group.name}</option>}
              {group.options.map((option) => (
                <option
                  key={option.id}
                  value={option.id}
                  disabled={!isValueAvailable(variants, group.id, option.id)}
                >
                  {option.value}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}
