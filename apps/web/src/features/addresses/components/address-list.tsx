import type { Address } from '@svarna/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { addressLine, displayPhone } from '../lib/address-selection';

interface AddressListProps {
  addresses: readonly Address[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  legend?: string;
  /** the field's problem ('Please select a delivery address'), read with the group */
  describedBy?: string | undefined;
}

const iconButtonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium hover:bg-stone-100 dark:hover:bg-stone-800';

/** Saved addresses as one radio group; each with Edit and Delete. */
export function AddressList(props: AddressListProps) {
  const { addresses, selectedId, onSelect, onEdit, onDelete, legend = 'Delivery address' } = props;
  const name = useId();
  return (
    <fieldset aria-describedby={props.describedBy} className="flex flex-col gap-2">
      <legend className="mb-2 font-medium">{legend}</legend>
      {addresses.map((address) => {
        const inputId = `${name}-${address._id}`;
        const selected = address._id === selectedId;
        return (
          <div
            key={address._id}
            className={`flex items-start gap-3 rounded-lg border p-3 ${
              selected ? 'border-brand ring-1 ring-brand' : 'border-stone-300 dark:border-stone-600'
            }`}
          >
            <input
              id={inputId}
              type="radio"
              name={name}
              checked={selected}
              onChange={() => onSelect(address._id)}
              className="mt-1 size-4 shrink-0 accent-brand"
            />
            <label htmlFor={inputId} className="min-w-0 flex-1 cursor-pointer">
              <span className="font-semibold">{address.label}</span>
              {address.isDefault && (
                <span className="ml-2 rounded bg-stone-200 px-1.5 py-0.5 text-xs dark:bg-stone-700">
                  Default
                </span>
              )}
              <span className="block text-sm text-stone-700 dark:text-stone-300">{addressLine(address)}</span>
              <span className="block text-sm text-stone-700 dark:text-stone-300">
                {displayPhone(address.phone)}
              </span>
            </label>
            <div className="flex shrink-0 flex-col sm:flex-row">
              <button type="button" className={iconButtonClass} onClick={() => onEdit(address)}>
                <Pencil aria-hidden="true" className="size-4" />
                <span className="sr-only">Edit {address.label} address</span>
              </button>
              <button
                type="button"
                className={`${iconButtonClass} text-red-700 dark:text-red-400`}
                onClick={() => onDelete(address)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">Delete {address.label} address</span>
              </button>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
