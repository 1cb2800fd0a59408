import type { Address, AddressLabel } from '@svarna/contracts';
import { Building2, House, MapPin, Pencil, Star, Trash2 } from 'lucide-react';
import { addressLine, displayPhone } from '../../addresses';

const LABEL_ICONS: Record<AddressLabel, typeof House> = { Home: House, Office: Building2, Other: MapPin };

interface AddressCardProps {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
  settingDefault: boolean;
}

const actionClass =
  'inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium hover:bg-stone-100 disabled:opacity-50 dark:hover:bg-stone-800';

/** A saved address: its label and icon, Default badge, the address, and what can be done with it. */
export function AddressCard({ address, onEdit, onDelete, onSetDefault, settingDefault }: AddressCardProps) {
  const Icon = LABEL_ICONS[address.label] ?? MapPin;
  return (
    <article
      aria-label={`${address.label} address${address.isDefault ? ' (default)' : ''}`}
      className={`flex h-full flex-col gap-2 rounded-lg border p-4 ${
        address.isDefault ? 'border-brand ring-1 ring-brand' : 'border-stone-300 dark:border-stone-600'
      }`}
    >
      <p className="flex items-center gap-2">
        <Icon aria-hidden="true" className="size-5" />
        <span className="font-semibold">{address.label}</span>
        {address.isDefault && (
          <span className="rounded bg-stone-200 px-1.5 py-0.5 text-xs font-semibold dark:bg-stone-700">
            Default
          </span>
        )}
      </p>
      <address className="text-sm text-stone-700 not-italic dark:text-stone-300">
        <span className="block">{addressLine(address)}</span>
        <span className="block">{address.country}</span>
        <span className="block">{displayPhone(address.phone)}</span>
      </address>
      <div className="mt-auto flex flex-wrap gap-1 pt-2">
        <button type="button" onClick={onEdit} className={actionClass}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {address.label} address</span>
        </button>
        <button type="button" onClick={onDelete} className={`${actionClass} text-red-700 dark:text-red-400`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete<span className="sr-only"> {address.label} address</span>
        </button>
        {!address.isDefault && (
          <button type="button" onClick={onSetDefault} disabled={settingDefault} className={actionClass}>
            <Star aria-hidden="true" className="size-4" />
            Set as default<span className="sr-only"> ({address.label} address)</span>
          </button>
        )}
      </div>
    </article>
  );
}
