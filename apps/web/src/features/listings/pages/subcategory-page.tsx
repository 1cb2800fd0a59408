import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError, serverMessage } from '../../../lib/http-client';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSubcategoryProducts } from '../../catalog';
import { ListingHeader } from '../components/listing-header';
import { ListingError, ListingLoading, ListingNotFound } from '../components/listing-states';
import { ProductGrid } from '../components/product-grid';

export function SubcategoryPage() {
  const { slug = '' } = useParams();
  const { data, error, isPending, refetch } = useSubcategoryProducts(slug);
  const notFound = isApiError(error) && error.status === 404;
  useDocumentTitle(data?.subcategory.title ?? (notFound ? 'Subcategory not found' : 'Subcategory'));

  useEffect(() => {
    if (error && !notFound) console.error('Failed to load subcategory', error);
  }, [error, notFound]);

  if (isPending) return <ListingLoading />;
  if (error) {
    if (notFound) return <ListingNotFound title={serverMessage(error) ?? 'Subcategory not found'} />;
    return (
      <ListingError message={serverMessage(error) ?? 'Failed to load products'} onRetry={() => refetch()} />
    );
  }

  const { subcategory, products, total } = data;
  const crumbLink = 'rounded underline-offset-4 hover:underline';

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <ListingHeader title={subcategory.title} description={subcategory.description} total={total}>
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-stone-700 dark:text-stone-300">
            <li>
              <Link to={paths.home.to()} className={crumbLink}>
                Home
              </Link>
            </li>
            {subcategory.parent && (
              <li className="flex items-center gap-1">
                <span aria-hidden="true">/</span>
                <Link to={paths.category.to(subcategory.parent.slug)} className={crumbLink}>
                  {subcategory.parent.title}
                </Link>
              </li>
            )}
            <li className="flex items-center gap-1">
              <span aria-hidden="true">/</span>
              <span aria-current="page" className="font-medium text-stone-900 dark:text-stone-100">
                {subcategory.title}
              </span>
            </li>
          </ol>
        </nav>
      </ListingHeader>
      {products.length === 0 ? (
        <p className="py-12 text-center text-stone-700 dark:text-stone-300">
          No products found in this subcategory.
        </p>
      ) : (
        <ProductGrid products={products} label={`${subcategory.title} products`} />
      )}
    </div>
  );
}

export default SubcategoryPage;
