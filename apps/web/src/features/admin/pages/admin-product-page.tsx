import type { AdminProduct } from '@svarna/contracts';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCatalogProduct } from '../api/catalog-products';
import { ActionNotice } from '../components/action-notice';
import { DraftNotice } from '../components/draft-notice';
import { LoadProblem } from '../components/load-problem';
import { ProductForm } from '../components/product-form';
import { clearProductDraft, readProductDraft } from '../lib/product-draft';
import { emptyProductValues, productValues } from '../lib/product-form-values';

/** The form, opened with a draft kept on this device when there is one (Discard goes back to the saved). */
function ProductEditor({ product }: { product: AdminProduct | undefined }) {
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const saved = product ? productValues(product) : emptyProductValues();
  const [opening, setOpening] = useState(() => {
    const draft = readProductDraft(product?._id);
    return draft
      ? { values: { ...saved, ...draft.values }, version: draft.version, draftAt: draft.savedAt, round: 0 }
      : { values: saved, version: product?.version ?? null, draftAt: null, round: 0 };
  });
  const discard = () => {
    clearProductDraft(product?._id);
    setOpening((now) => ({
      values: saved,
      version: product?.version ?? null,
      draftAt: null,
      round: now.round + 1,
    }));
  };

  return (
    <ProductForm
      key={opening.round}
      product={product}
      initialValues={opening.values}
      initialVersion={opening.version}
      banner={
        opening.draftAt !== null ? (
          <DraftNotice savedAt={opening.draftAt} onDiscard={discard} />
        ) : created && product ? (
          <ActionNotice notice={{ tone: 'done', text: `Created ${product.name}.` }} />
        ) : null
      }
    />
  );
}

/** /admin/products/new and /admin/products/:productId: the product form. */
export function AdminProductPage() {
  const { productId } = useParams();
  const { data: product, error } = useCatalogProduct(productId);
  useDocumentTitle(productId ? `${product?.name ?? 'Product'} · Order desk` : 'New product · Order desk');

  return (
    <section aria-labelledby="product-heading" className="flex flex-col gap-4">
      <Link to={paths.adminProducts.to()} className="min-h-11 self-start py-2 font-medium underline">
        All products
      </Link>
      <h1 id="product-heading" className="text-2xl font-semibold break-words">
        {productId ? (product?.name ?? 'Product') : 'New product'}
      </h1>
      {error ? (
        <LoadProblem error={error} what="the product" />
      ) : productId && !product ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading the product" />
        </div>
      ) : (
        <ProductEditor key={productId ?? 'new'} product={product} />
      )}
    </section>
  );
}
