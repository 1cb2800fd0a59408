import type { Variant } from '@svarna/contracts';
import { useId } from 'react';
import { type AttributeGroup, isOptionSelectable, type Selection } from '../lib/variant-selection';

interface VariantPickerProps {
  groups: AttributeGroup[];
  variants: Variant[];
  selection: Selection;
  onPick: (attributeId: string, valueId: string) => void;
  /** the mobile bottom bar's smaller version */
  compact?: boolean;
}

/**
 * One labelled select per attribute. Options that are combinations without a variant are disabled
 * (the rule is documented in lib/variant-selection.ts).
 */
export function VariantPicker({ groups, variants, selection, onPick, compact = false }: VariantPickerProps) {
  const baseId = useId();
  if (groups.length === 0) return null;
  return (
    <div className={compact ? 'flex gap-2' : 'flex flex-wrap gap-4'}>
      {groups.map((group) => {
        const id = `${baseId}-${group.id}`;
        return (
          <div
            key={group.id}
            className={compact ? 'flex min-w-0 flex-1 flex-col' : 'flex min-w-36 flex-col gap-1'}
          >
            <label
              htmlFor={id}
              className={
                compact
                  ? 'truncate text-xs font-medium text-stone-700 dark:text-stone-300'
                  : 'text-sm font-medium'
              }
            >
              {group.name}
            </label>
            <select
              id={id}
              value={selection[group.id] ?? ''}
              onChange={(event) => onPick(group.id, event.target.value)}
              className={`rounded-md border border-stone-400 bg-white dark:border-stone-500 dark:bg-stone-900 ${
                compact ? 'min-h-11 w-full px-2 text-sm' : 'min-h-11 px-3 py-2'
              }`}
            >
              {selection[group.id] == null && <option value="">Choose {group.name}</option>}
              {group.options.map((option) => (
                <option
                  key={option.id}
                  value={option.id}
                  disabled={!isOptionSelectable(variants, groups, selection, group.id, option.id)}
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
