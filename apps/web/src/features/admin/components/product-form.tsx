import type { AdminProduct, AdminProductValues, Image } from '@svarna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiError, serverMessage } from '../../../lib/http-client';
import { paths } from '../../../lib/paths';
import { adminKeys } from '../api/admin-keys';
import {
  createCatalogProduct,
  deleteCatalogProduct,
  getCatalogProduct,
  updateCatalogProduct,
} from '../api/catalog-products';
import { clearProductDraft } from '../lib/product-draft';
import { formPath, ownerMessage, productResolver } from '../lib/product-form-check';
import { type ProductFormValues, productValues } from '../lib/product-form-values';
import { ActionNotice, type Notice } from './action-notice';
import { CompanionsPicker } from './companions-picker';
import { ConflictNotice } from './conflict-notice';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductActions } from './product-actions';
import { ProductBasics } from './product-basics';
import { ProductHistory } from './product-history';
import { ProductPhotos } from './product-photos';
import { ProductPlacement } from './product-placement';
import { ProductPricing } from './product-pricing';
import { SpecSectionsEditor } from './spec-sections-editor';
import { type DraftBase, useDraftKeeper } from './use-draft-keeper';
import { usePhotoUploads } from './use-photo-uploads';

export interface ProductFormProps {
  /** the saved product; none for a new one */
  product: AdminProduct | undefined;
  /** what the form opens with: the product's values, or a draft kept on this device */
  initialValues: ProductFormValues;
  /** the version those values were opened at */
  initialVersion: number | null;
  /** shown above the form: a restored draft, a product just created */
  banner?: ReactNode;
}

const REFUSED = 'Nothing was saved: correct the marked fields.';

/** Photos without alt text, named the way the owner knows them: 'Photo 2 (ring-side.jpg)'. */
function photosWithoutAlt(values: ProductFormValues, errors: FieldErrors<ProductFormValues>): string[] {
  return values.photos.flatMap((photo, i) =>
    errors.photos?.[i]?.alt ? [`Photo ${i + 1}${photo.name ? ` (${photo.name})` : ''} needs alt text.`] : [],
  );
}

/** The product form: checked against the contract before sending, kept as a draft, saved with its version. */
export function ProductForm({ product, initialValues, initialVersion, banner }: ProductFormProps) {
  const formId = useId().replaceAll(':', '');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ProductFormValues, unknown, AdminProductValues>({
    resolver: productResolver,
    defaultValues: initialValues,
    shouldFocusError: false,
  });
  const base = useRef<DraftBase>({
    saved: JSON.stringify(product ? productValues(product) : initialValues),
    version: initialVersion,
  });
  useDraftKeeper(product?._id, form, base);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const focusDeadline = useRef(0);
  const uploads = usePhotoUploads((image: Image, file: File) =>
    form.setValue('photos', [
      ...form.getValues('photos'),
      { id: image._id, alt: image.alt, url: image.url || image.filePath, name: file.name },
    ]),
  );

  // After a refused save, the first problem in the page's order takes focus once the messages are drawn,
  // which can be a render or two after the refusal (react-hook-form publishes its errors after onInvalid).
  useEffect(() => {
    if (focusDeadline.current < Date.now()) return;
    const problem = document
      .getElementById(formId)
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-problem]');
    if (!problem) return;
    focusDeadline.current = 0;
    problem.focus();
  });

  const refuse = (text: string) => {
    setNotice({ tone: 'refused', text });
    focusDeadline.current = Date.now() + 1000;
  };

  const startAgainFrom = (saved: AdminProduct) => {
    const values = productValues(saved);
    base.current = { saved: JSON.stringify(values), version: saved.version };
    clearProductDraft(saved._id);
    form.reset(values);
    queryClient.setQueryData(adminKeys.catalog.product(saved._id), saved);
  };

  const save = async (input: AdminProductValues) => {
    setNotice(null);
    try {
      if (!product) {
        const created = await createCatalogProduct(input);
        base.current.saved = JSON.stringify(form.getValues());
        clearProductDraft(undefined);
        await queryClient.invalidateQueries({ queryKey: adminKeys.catalog.lists });
        queryClient.setQueryData(adminKeys.catalog.product(created._id), created);
        return navigate(paths.adminProductEdit.to(created._id), { replace: true, state: { created: true } });
      }
      const saved = await updateCatalogProduct(product._id, { ...input, version: base.current.version ?? 0 });
      startAgainFrom(saved);
      setStale(false);
      setNotice({ tone: 'done', text: `Saved: ${saved.name} is ${saved.status}.` });
      await queryClient.invalidateQueries({ queryKey: adminKeys.catalog.lists });
    } catch (error) {
      if (isApiError(error) && error.status === 409 && product) return setStale(true);
      for (const detail of (isApiError(error) && error.details) || [])
        form.setError(formPath(detail.field) as keyof ProductFormValues, {
          type: 'server',
          message: ownerMessage(detail.message),
        });
      refuse(
        isApiError(error)
          ? (serverMessage(error) ?? error.message)
          : `Could not save: ${(error as Error).message}. Everything you typed is kept here.`,
      );
    }
  };

  const refused = (errors: FieldErrors<ProductFormValues>) =>
    refuse([REFUSED, ...photosWithoutAlt(form.getValues(), errors)].join(' '));

  const checkAndSave = form.handleSubmit(save, refused);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (uploads.sending > 0) return refuse('Wait until the photos finish uploading, then save again.');
    void checkAndSave();
  };
  const saveAs = (status: ProductFormValues['status']) => {
    form.setValue('status', status);
    submit();
  };

  const reload = async () => {
    if (!product) return;
    setReloading(true);
    try {
      startAgainFrom(await getCatalogProduct(product._id));
      setStale(false);
      setNotice(null);
    } catch (error) {
      refuse(`Could not reload: ${serverMessage(error) ?? (error as Error).message}`);
    } finally {
      setReloading(false);
    }
  };

  const remove = async () => {
    if (!product) return;
    await deleteCatalogProduct(product._id);
    base.current.saved = JSON.stringify(form.getValues());
    clearProductDraft(product._id);
    await queryClient.invalidateQueries({ queryKey: adminKeys.catalog.lists });
    navigate(paths.adminProducts.to(), { state: { deleted: product.name } });
  };

  return (
    <FormProvider {...form}>
      {/* scroll margins keep a focused field clear of the sticky bar of actions */}
      <form
        id={formId}
        noValidate
        onSubmit={submit}
        className="flex max-w-4xl flex-col gap-6 [&_input]:scroll-mb-40 [&_select]:scroll-mb-40 [&_textarea]:scroll-mb-40"
      >
        {banner}
        <ProductBasics formId={formId} savedSlug={product?.slug} />
        <ProductPhotos formId={formId} uploads={uploads} />
        <ProductPricing formId={formId} />
        <ProductPlacement formId={formId} />
        <SpecSectionsEditor formId={formId} />
        <CompanionsPicker formId={formId} />
        {product && <ProductHistory changes={product.changes} />}
        <ProductActions
          product={product}
          pending={form.formState.isSubmitting}
          onSaveAs={saveAs}
          onDelete={() => setDeleting(true)}
        >
          {stale ? (
            <ConflictNotice onReload={reload} reloading={reloading} />
          ) : (
            <ActionNotice notice={notice} />
          )}
        </ProductActions>
      </form>
      {product && !product.everOrdered && (
        <DeleteProductDialog
          name={product.name}
          open={deleting}
          onClose={() => setDeleting(false)}
          onDelete={remove}
        />
      )}
    </FormProvider>
  );
}
