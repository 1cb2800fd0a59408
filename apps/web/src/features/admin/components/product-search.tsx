import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/input';
import { useCatalogProducts } from '../api/catalog-products';
import { LoadProblem } from './load-problem';
import { Pager } from './pager';

interface ProductSearchProps {
  q: string;
  page: number;
  selectedId: string | null;
  onSearch: (q: string, page: number) => void;
  /** the link that opens one product's stock */
  linkTo: (productId: string) => string;
}

/** Products by name, each with what is available, to pick one to count. */
export function ProductSearch({ q, page, selectedId, onSearch, linkTo }: ProductSearchProps) {
  const id = useId();
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const { data, error } = useCatalogProducts({ q, sort: 'name', page });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim(), 1);
  };

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={submit} className="flex flex-col gap-1">
        <label htmlFor={`${id}-q`} className="font-medium">
          Find a product
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={100}
            placeholder="Product name"
            onChange={(event) => setText(event.target.value)}
            className={inputClass}
          />
          <Button type="submit" variant="ink">
            Find
          </Button>
        </div>
      </form>
      {error ? (
        <LoadProblem error={error} what="products" />
      ) : !data ? (
        <Spinner label="Loading products" />
      ) : data.products.length === 0 ? (
        <p className="text-stone-700 dark:text-stone-300">No products match.</p>
      ) : (
        <>
          <ul aria-label="Products" className="divide-y divide-stone-200 dark:divide-stone-700">
            {data.products.map((product) => (
              <li key={product._id}>
                <Link
                  to={linkTo(product._id)}
                  aria-current={product._id === selectedId ? 'true' : undefined}
                  className="flex min-h-11 items-center justify-between gap-3 px-2 py-2 hover:bg-stone-100 aria-[current]:bg-stone-100 dark:hover:bg-stone-800 dark:aria-[current]:bg-stone-800"
                >
                  <span className="font-medium">{product.name}</span>
                  <span className="shrink-0 text-sm text-stone-700 dark:text-stone-300">
                    {product.available} available
                    {product.variantCount > 0 && ` · ${product.variantCount} variants`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pager pagination={data.pagination} noun="product" onPage={(next) => onSearch(q, next)} />
        </>
      )}
    </div>
  );
}
