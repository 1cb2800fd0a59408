import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError, serverMessage } from '../../../lib/http-client';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCategories, useCategoryProducts } from '../../catalog';
import { ListingHeader } from '../components/listing-header';
import { ListingError, ListingLoading, ListingNotFound } from '../components/listing-states';
import { ProductGrid } from '../components/product-grid';
import { subcategoriesOf } from '../lib/subcategories';

export function CategoryPage() {
  const { slug = '' } = useParams();
  const { data, error, isPending, refetch } = useCategoryProducts(slug);
  const categories = useCategories();
  const notFound = isApiError(error) && error.status === 404;
  useDocumentTitle(data?.category.title ?? (notFound ? 'Category not found' : 'Category'));

  useEffect(() => {
    if (error && !notFound) console.error('Failed to load category', error);
  }, [error, notFound]);

  if (isPending) return <ListingLoading />;
  if (error) {
    if (notFound) return <ListingNotFound title={serverMessage(error) ?? 'Category not found'} />;
    return (
      <ListingError message={serverMessage(error) ?? 'Failed to load products'} onRetry={() => refetch()} />
    );
  }

  const { category, products, total } = data;
  const subcategories = subcategoriesOf(category._id, categories);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <ListingHeader title={category.title} description={category.description} total={total} />
      {subcategories.length > 0 && (
        <nav aria-label="Subcategories" className="mb-6">
          <ul className="flex flex-wrap gap-2">
            {subcategories.map((sub) => (
              <li key={sub._id}>
                <Link
                  to={paths.subcategory.to(sub.slug)}
                  className="inline-flex min-h-11 items-center rounded-full border border-stone-300 px-4 py-2 text-sm font-medium hover:border-stone-600 hover:bg-stone-100 dark:border-stone-600 dark:hover:border-stone-300 dark:hover:bg-stone-800"
                >
                  {sub.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {products.length === 0 ? (
        <p className="py-12 text-center text-stone-700 dark:text-stone-300">
          No products found in this category.
        </p>
      ) : (
        <ProductGrid products={products} label={`${category.title} products`} />
      )}
    </div>
  );
}

export default CategoryPage;
