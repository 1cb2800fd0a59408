import { ORDER_STATUSES, type OrderStatus } from '@svarna/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { statusLabel } from '../lib/admin-display';
import type { OrdersFilter } from '../lib/orders-filter';
import { inputClass, primaryButton } from './field-classes';

interface OrdersFilterBarProps {
  filter: OrdersFilter;
  onChange: (filter: OrdersFilter) => void;
}

/** A status to show (or all) and a search by order number or phone; either starts again at page 1. */
export function OrdersFilterBar({ filter, onChange }: OrdersFilterBarProps) {
  const id = useId();
  const [q, setQ] = useState(filter.q);
  useEffect(() => setQ(filter.q), [filter.q]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, q: q.trim(), page: 1 });
  };

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <div className="flex flex-col gap-1 md:w-56">
        <label htmlFor={`${id}-status`} className="font-medium">
          Status
        </label>
        <select
          id={`${id}-status`}
          value={filter.status ?? ''}
          onChange={(event) =>
            onChange({
              ...filter,
              status: (event.target.value || undefined) as OrderStatus | undefined,
              page: 1,
            })
          }
          className={inputClass}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <form onSubmit={search} className="flex flex-1 flex-col gap-1">
        <label htmlFor={`${id}-q`} className="font-medium">
          Search orders
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            maxLength={40}
            placeholder="Order number or phone"
            onChange={(event) => setQ(event.target.value)}
            className={inputClass}
          />
          <button type="submit" className={primaryButton}>
            Search
          </button>
        </div>
      </form>
    </div>
  );
}
