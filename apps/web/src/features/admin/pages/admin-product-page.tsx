import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/products/new and /admin/products/:productId: the product form. */
export function AdminProductPage() {
  const { productId } = useParams();
  useDocumentTitle(productId ? 'Edit product · Order desk' : 'New product · Order desk');
  return <h1 className="text-2xl font-semibold">{productId ? 'Edit product' : 'New product'}</h1>;
}
