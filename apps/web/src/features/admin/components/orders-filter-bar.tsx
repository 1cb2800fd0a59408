import {
  ADMIN_ORDER_PAYMENT_FILTERS,
  type AdminOrderPaymentFilter,
  ORDER_STATUSES,
  type OrderStatus,
} from '@svarna/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/input';
import { statusLabel } from '../lib/admin-display';
import {
  type OrdersFilter,
  PAYMENT_FILTER_LABELS,
  REFUNDED_DAYS_LABELS,
  type RefundedDays,
} from '../lib/orders-filter';

const REFUNDED_DAYS = [1, 7, 30] as const satisfies readonly RefundedDays[];

interface OrdersFilterBarProps {
  filter: OrdersFilter;
  onChange: (filter: OrdersFilter) => void;
}

/**
 * A status to show (or all), the money behind a dashboard card (and, for refunded, when), and a search by
 * order number or phone; any of them starts again at page 1.
 */
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
      <div className="flex flex-col gap-1 md:w-64">
        <label htmlFor={`${id}-payment`} className="font-medium">
          Payment
        </label>
        <select
          id={`${id}-payment`}
          value={filter.payment ?? ''}
          onChange={(event) =>
            onChange({
              ...filter,
              payment: (event.target.value || undefined) as AdminOrderPaymentFilter | undefined,
              days: undefined,
              page: 1,
            })
          }
          className={inputClass}
        >
          <option value="">Any payment</option>
          {ADMIN_ORDER_PAYMENT_FILTERS.map((payment) => (
            <option key={payment} value={payment}>
              {PAYMENT_FILTER_LABELS[payment]}
            </option>
          ))}
        </select>
      </div>
      {filter.payment === 'refunded' && (
        <div className="flex flex-col gap-1 md:w-44">
          <label htmlFor={`${id}-days`} className="font-medium">
            Refunded
          </label>
          <select
            id={`${id}-days`}
            value={filter.days ?? ''}
            onChange={(event) =>
              onChange({
                ...filter,
                days: (Number(event.target.value) || undefined) as RefundedDays | undefined,
                page: 1,
              })
            }
            className={inputClass}
          >
            <option value="">Any time</option>
            {REFUNDED_DAYS.map((days) => (
              <option key={days} value={days}>
                {REFUNDED_DAYS_LABELS[days]}
              </option>
            ))}
          </select>
        </div>
      )}
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
          <Button type="submit" variant="ink">
            Search
          </Button>
        </div>
      </form>
    </div>
  );
}
