import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ProductGrid } from '../components/product-grid';
import { nextSearchParams } from '../lib/search-request';
import { useSearchResults } from '../lib/use-search-results';

function SearchForm({ q, category }: { q: string | null; category: string | null }) {
  const [, setSearchParams] = useSearchParams();
  const [value, setValue] = useState(q ?? '');
  const inputId = useId();
  // Back/forward or a header search changes q: the field follows the URL.
  useEffect(() => setValue(q ?? ''), [q]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearchParams(nextSearchParams(value, { q, category }));
  };

  return (
    <search>
      <form onSubmit={onSubmit} className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          Search products
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            type="search"
            name="q"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder="Search products..."
            autoComplete="off"
            enterKeyHint="search"
            className="min-h-11 min-w-0 flex-1 rounded-md border border-stone-400 bg-white px-3 py-2 text-base placeholder:text-stone-600 dark:border-stone-500 dark:bg-stone-900 dark:placeholder:text-stone-400"
          />
          <Button type="submit" variant="primary" className="gap-2">
            <Search aria-hidden="true" className="size-5" />
            <span>Search</span>
          </Button>
        </div>
      </form>
    </search>
  );
}

export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q');
  const category = params.get('category');
  const query = q?.trim() ?? '';
  const { data, error, isPending } = useSearchResults(q, category);
  useDocumentTitle(query ? `Search: ${query}` : 'Search');

  useEffect(() => {
    // A search failure is logged and the results stay empty.
    if (error) console.error('Search failed', error);
  }, [error]);

  const results = error ? [] : (data?.results ?? []);
  // every match, not only the page's 20; past the count's cap, "1,000+"
  const total = error ? 0 : (data?.total ?? 0);
  const more = !error && (data?.more ?? false);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="mb-4 text-2xl font-semibold sm:text-3xl">
        {query ? `Search results for “${query}”` : 'Search'}
      </h1>
      <SearchForm q={q} category={category} />
      <div className="mt-6" aria-live="polite">
        {!query ? (
          <p className="text-stone-700 dark:text-stone-300">
            Type the name of a piece, a stone or a category (for example “jhumkas” or “moissanite ring”) to
            find products.
          </p>
        ) : isPending ? (
          <p role="status">Searching...</p>
        ) : results.length === 0 ? (
          <p className="py-8 text-center text-stone-700 dark:text-stone-300">
            No products found matching your search.
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">
              {total.toLocaleString('en-IN')}
              {more ? '+' : ''} {total === 1 && !more ? 'product' : 'products'} found
              {category ? ` in ${category}` : ''}
              {total > results.length ? ` · showing the best ${results.length}` : ''}
            </p>
            <ProductGrid products={results} label="Search results" />
          </>
        )}
      </div>
    </div>
  );
}

export default SearchPage;
