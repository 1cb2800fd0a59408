import { ADMIN_PRODUCT_SORTS } from '@svarna/contracts';
import { useEffect, useId, useState } from 'react';
import { inputClass } from '../../../components/ui/input';
import { useDebouncedCallback } from '../../../lib/debounce';
import { type ProductsFilter, SORT_LABELS } from '../lib/products-filter';

interface ProductsFilterBarProps {
  filter: ProductsFilter;
  onChange: (filter: ProductsFilter) => void;
}

const SEARCH_WAIT_MS = 350;

/** Search by name as the owner types (a pause sends it), the status, the stock, and the order. */
export function ProductsFilterBar({ filter, onChange }: ProductsFilterBarProps) {
  const id = useId();
  const [q, setQ] = useState(filter.q);
  // The URL holds the trimmed text: a space typed at the end stays in the box while the search goes out.
  useEffect(() => setQ((typed) => (typed.trim() === filter.q ? typed : filter.q)), [filter.q]);
  const search = useDebouncedCallback(
    (text: string) => onChange({ ...filter, q: text.trim(), page: 1 }),
    SEARCH_WAIT_MS,
  );

  const select = (key: 'status' | 'stock' | 'sort', value: string) =>
    onChange({ ...filter, [key]: value || undefined, page: 1 } as ProductsFilter);

  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr] lg:items-end">
      <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
        <label htmlFor={`${id}-q`} className="font-medium">
          Search products
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          maxLength={100}
          placeholder="Name, slug or SKU"
          onChange={(event) => {
            setQ(event.target.value);
            search.schedule(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            search.cancel();
            onChange({ ...filter, q: q.trim(), page: 1 });
          }}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-status`} className="font-medium">
          Status
        </label>
        <select
          id={`${id}-status`}
          value={filter.status ?? ''}
          onChange={(event) => select('status', event.target.value)}
          className={inputClass}
        >
          <option value="">All</option>
          <option value="published">Published</option>
          <option value="hidden">Hidden</option>
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-stock`} className="font-medium">
          Stock
        </label>
        <select
          id={`${id}-stock`}
          value={filter.stock ?? ''}
          onChange={(event) => select('stock', event.target.value)}
          className={inputClass}
        >
          <option value="">Any</option>
          <option value="out">Out of stock</option>
          <option value="low">Low stock</option>
        </select>
      </div>
      <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
        <label htmlFor={`${id}-sort`} className="font-medium">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          value={filter.sort}
          onChange={(event) => select('sort', event.target.value)}
          className={inputClass}
        >
          {ADMIN_PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
