import { Link, useLocation, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCatalogProducts } from '../api/catalog-products';
import { ActionNotice } from '../components/action-notice';
import { ExportCsvButton } from '../components/export-csv-button';
import { LoadProblem } from '../components/load-problem';
import { Pager } from '../components/pager';
import { ProductsFilterBar } from '../components/products-filter-bar';
import { ProductsList } from '../components/products-list';
import { type ProductsFilter, productsFilterParams, readProductsFilter } from '../lib/products-filter';

/** /admin/products?q&status&stock&sort&page: every product, cards on a phone and a table on a desk. */
export function AdminProductsPage() {
  useDocumentTitle('Products · Order desk');
  const [params, setParams] = useSearchParams();
  const deleted = (useLocation().state as { deleted?: string } | null)?.deleted;
  const filter = readProductsFilter(params);
  const { data, error, isFetching } = useCatalogProducts(filter);
  const show = (next: ProductsFilter) => setParams(productsFilterParams(next));

  return (
    <section aria-labelledby="products-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="products-heading" className="text-2xl font-semibold">
          Products
        </h1>
        <div className="flex flex-wrap gap-2">
          <ExportCsvButton />
          <Link to={paths.adminProductsImport.to()} className={buttonClass({ variant: 'secondary' })}>
            Import CSV
          </Link>
          <Link to={paths.adminProductNew.to()} className={buttonClass({ variant: 'ink' })}>
            New product
          </Link>
        </div>
      </div>
      {deleted && <ActionNotice notice={{ tone: 'done', text: `Deleted ${deleted}.` }} />}
      <ProductsFilterBar filter={filter} onChange={show} />
      {error ? (
        <LoadProblem error={error} what="products" />
      ) : !data ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading products" />
        </div>
      ) : (
        <div aria-busy={isFetching} className="flex flex-col gap-4">
          <ProductsList products={data.products} />
          {/* the page asked for, even while the previous answer stands in for it */}
          <Pager
            pagination={{ ...data.pagination, page: filter.page }}
            noun="product"
            onPage={(page) => show({ ...filter, page })}
          />
        </div>
      )}
    </section>
  );
}
