import type { AdminProductListItem } from '@svarna/contracts';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { Spinner } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/input';
import { catalogProductsQuery } from '../api/catalog-products';
import { LoadProblem } from './load-problem';

interface ProductPickerProps {
  id: string;
  /** the search field's label: 'Find a product to add' */
  label: string;
  /** the button beside each found product: 'Add' */
  action: string;
  /** the button's words once picked: 'Added' */
  pickedText?: string;
  isPicked: (product: AdminProductListItem) => boolean;
  onPick: (product: AdminProductListItem) => void;
}

/**
 * Products found by name, each with a button to pick it. It sits inside other forms, so it is no form
 * itself: Enter in the field searches instead of saving the outer form.
 */
export function ProductPicker(props: ProductPickerProps) {
  const { id, label, action, pickedText = 'Added', isPicked, onPick } = props;
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const { data, error } = useQuery({
    ...catalogProductsQuery({ q: query ?? '', sort: 'name', page: 1 }),
    enabled: query !== null,
  });
  const search = () => setQuery(text.trim());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          value={text}
          maxLength={100}
          placeholder="Product name"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className={inputClass}
        />
        <Button type="button" onClick={search} variant="secondary">
          Find
        </Button>
      </div>
      {query === null ? null : error ? (
        <LoadProblem error={error} what="products" />
      ) : !data ? (
        <Spinner label="Finding products" />
      ) : data.products.length === 0 ? (
        <p className="text-stone-700 dark:text-stone-300">No products match.</p>
      ) : (
        <ul aria-label="Products found" className="divide-y divide-stone-200 dark:divide-stone-700">
          {data.products.map((product) => (
            <li key={product._id} className="flex min-h-11 items-center justify-between gap-3 py-1">
              <span className="min-w-0 break-words">{product.name}</span>
              <Button
                type="button"
                disabled={isPicked(product)}
                onClick={() => onPick(product)}
                aria-label={`${action} ${product.name}`}
                variant="secondary"
                className="shrink-0"
              >
                {isPicked(product) ? pickedText : action}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
