import type { AdminProductListItem } from '@svarna/contracts';
import { Link } from 'react-router';
import { mediaUrl, PLACEHOLDER_IMAGE } from '../../../lib/media';
import { paths } from '../../../lib/paths';
import { formatRupees } from '../../../lib/price';
import { dateTime } from '../lib/admin-display';

const price = (product: AdminProductListItem) =>
  product.salePrice !== null && product.salePrice < product.basePrice ? (
    <>
      {formatRupees(product.salePrice)}{' '}
      <s className="text-stone-600 dark:text-stone-400">{formatRupees(product.basePrice)}</s>
    </>
  ) : (
    formatRupees(product.basePrice)
  );

/** '0 available' in red, 'low' in amber, else the count; variants named. */
function Stock({ product }: { product: AdminProductListItem }) {
  const tone =
    product.available === 0
      ? 'text-red-700 dark:text-red-300'
      : product.available <= product.lowStockThreshold
        ? 'text-amber-800 dark:text-amber-300'
        : '';
  const state =
    product.available === 0 ? 'Out of stock' : product.available <= product.lowStockThreshold ? 'Low' : null;
  return (
    <span className={tone}>
      {product.available} available{state && ` · ${state}`}
      {product.variantCount > 0 && (
        <span className="block text-sm text-stone-700 dark:text-stone-300">
          {product.variantCount} {product.variantCount === 1 ? 'variant' : 'variants'}
        </span>
      )}
    </span>
  );
}

function StatusTag({ status }: { status: AdminProductListItem['status'] }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-medium ${
        status === 'published'
          ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
          : 'bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-200'
      }`}
    >
      {status === 'published' ? 'Published' : 'Hidden'}
    </span>
  );
}

const Thumb = ({ product }: { product: AdminProductListItem }) => (
  <img
    src={mediaUrl(product.image) ?? PLACEHOLDER_IMAGE}
    alt=""
    width={56}
    height={56}
    loading="lazy"
    className="size-14 shrink-0 rounded bg-stone-100 object-cover dark:bg-stone-800"
  />
);

const nameLink = (product: AdminProductListItem) => (
  <Link
    to={paths.adminProductEdit.to(product._id)}
    className="inline-flex min-h-11 items-center font-semibold break-words underline underline-offset-2"
  >
    {product.name}
  </Link>
);

/** Desktop (1024 px and wider): one row per product. */
function ProductsTable({ products }: { products: AdminProductListItem[] }) {
  return (
    <table className="hidden w-full text-left text-sm lg:table">
      <caption className="sr-only">Products</caption>
      <thead className="border-b border-stone-300 dark:border-stone-600">
        <tr>
          <th scope="col" className="py-2 pr-3">
            <span className="sr-only">Photo</span>
          </th>
          <th scope="col" className="py-2 pr-3">
            Product
          </th>
          <th scope="col" className="py-2 pr-3">
            Status
          </th>
          <th scope="col" className="py-2 pr-3 text-right">
            Price
          </th>
          <th scope="col" className="py-2 pr-3">
            Stock
          </th>
          <th scope="col" className="py-2">
            Changed
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200 dark:divide-stone-700">
        {products.map((product) => (
          <tr key={product._id}>
            <td className="py-2 pr-3">
              <Thumb product={product} />
            </td>
            <td className="py-2 pr-3">
              {nameLink(product)}
              <span className="block text-stone-700 dark:text-stone-300">
                {product.categoryName ?? 'No category'}
              </span>
            </td>
            <td className="py-2 pr-3">
              <StatusTag status={product.status} />
            </td>
            <td className="py-2 pr-3 text-right whitespace-nowrap">{price(product)}</td>
            <td className="py-2 pr-3">
              <Stock product={product} />
            </td>
            <td className="py-2 whitespace-nowrap">{dateTime(product.updatedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Phone and tablet: one card per product, the whole name a link to its page. */
function ProductCards({ products }: { products: AdminProductListItem[] }) {
  return (
    <ul aria-label="Products" className="flex flex-col gap-3 lg:hidden">
      {products.map((product) => (
        <li
          key={product._id}
          className="flex gap-3 rounded-lg border border-stone-200 p-3 dark:border-stone-700"
        >
          <Thumb product={product} />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex items-start justify-between gap-2">
              {nameLink(product)}
              <StatusTag status={product.status} />
            </div>
            <p>{price(product)}</p>
            <p className="text-sm">
              <Stock product={product} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ProductsList({ products }: { products: AdminProductListItem[] }) {
  if (products.length === 0)
    return <p className="py-10 text-center text-stone-700 dark:text-stone-300">No products match.</p>;
  return (
    <>
      <ProductsTable products={products} />
      <ProductCards products={products} />
    </>
  );
}
