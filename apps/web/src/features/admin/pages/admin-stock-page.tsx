import { useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ProductSearch } from '../components/product-search';
import { StockEditor } from '../components/stock-editor';

/** /admin/stock?q&page&product: find a product, set its stock, see what changed before. */
export function AdminStockPage() {
  useDocumentTitle('Stock · Order desk');
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').slice(0, 100);
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const productId = params.get('product');

  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return next;
  };

  return (
    <section aria-labelledby="stock-heading" className="flex flex-col gap-4">
      <h1 id="stock-heading" className="text-2xl font-semibold">
        Stock
      </h1>
      <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
        <ProductSearch
          q={q}
          page={page}
          selectedId={productId}
          onSearch={(text, nextPage) =>
            setParams(withParams({ q: text, page: nextPage > 1 ? String(nextPage) : null }))
          }
          linkTo={(id) => `${paths.adminStock.to()}?${withParams({ product: id })}`}
        />
        {productId ? (
          <StockEditor productId={productId} />
        ) : (
          <p className="text-stone-700 dark:text-stone-300">Pick a product to see and set its stock.</p>
        )}
      </div>
    </section>
  );
}
