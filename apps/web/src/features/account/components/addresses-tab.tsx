import type { Address } from '@svarna/contracts';
import { MapPinned, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/spinner';
import { serverMessage } from '../../../lib/http-client';
import { toast } from '../../../lib/toast';
import {
  ADDRESS_MESSAGES,
  AddressForm,
  type AddressFormValues,
  addressFailureText,
  ConfirmDeleteDialog,
  toAddressInput,
  useAddAddress,
  useAddresses,
  useDeleteAddress,
  useSetDefaultAddress,
  useUpdateAddress,
} from '../../addresses';
import { AddressCard } from './address-card';

type Mode = { name: 'list' } | { name: 'add' } | { name: 'edit'; address: Address };

const primaryButton =
  'inline-flex min-h-11 items-center gap-2 rounded-md bg-brand px-5 font-semibold text-on-brand hover:opacity-90';
const outlineButton =
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-stone-400 px-4 font-medium hover:bg-stone-100 dark:border-stone-500 dark:hover:bg-stone-800';

/** 'Your Addresses': the saved cards, the add and edit form, delete after confirming, and the default. */
export function AddressesTab() {
  const addresses = useAddresses();
  const add = useAddAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const [mode, setMode] = useState<Mode>({ name: 'list' });
  const [deleting, setDeleting] = useState<Address | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Leaving the form for the list asks for the list's heading to be shown and focused once it renders:
  // the form is taller than the list, so a phone was otherwise left at the footer.
  const [backToList, setBackToList] = useState(false);
  const showList = () => {
    setMode({ name: 'list' });
    setBackToList(true);
  };

  useEffect(() => {
    if (!backToList || mode.name !== 'list') return;
    setBackToList(false);
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [backToList, mode.name]);

  useEffect(() => {
    if (addresses.isError) toast.error(serverMessage(addresses.error) ?? ADDRESS_MESSAGES.loadFailed);
  }, [addresses.isError, addresses.error]);

  const save = async (values: AddressFormValues) => {
    const editing = mode.name === 'edit' ? mode.address : null;
    try {
      if (editing) await update.mutateAsync({ id: editing._id, address: toAddressInput(values) });
      else await add.mutateAsync(toAddressInput(values));
    } catch (error) {
      toast.error(
        addressFailureText(error, editing ? ADDRESS_MESSAGES.updateFailed : ADDRESS_MESSAGES.addFailed),
      );
      throw error;
    }
    toast.success(editing ? ADDRESS_MESSAGES.updated : ADDRESS_MESSAGES.added);
    showList();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      if (mode.name === 'edit' && mode.address._id === deleting._id) setMode({ name: 'list' });
      toast.success(ADDRESS_MESSAGES.deleted);
    } catch (error) {
      toast.error(serverMessage(error) ?? ADDRESS_MESSAGES.deleteFailed);
    }
    setDeleting(null);
  };

  const makeDefault = async (address: Address) => {
    try {
      await setDefault.mutateAsync(address._id);
      toast.success(ADDRESS_MESSAGES.defaultUpdated);
    } catch (error) {
      toast.error(serverMessage(error) ?? ADDRESS_MESSAGES.defaultFailed);
    }
  };

  const list = addresses.data ?? [];
  const editing = mode.name === 'edit' ? mode.address : null;

  return (
    <section aria-labelledby="account-addresses-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="account-addresses-heading"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 text-xl font-semibold outline-none"
        >
          Your Addresses
        </h2>
        {mode.name === 'list' && list.length > 0 && (
          <button type="button" onClick={() => setMode({ name: 'add' })} className={outlineButton}>
            <Plus aria-hidden="true" className="size-4" />
            Add New Address
          </button>
        )}
      </div>
      {addresses.isPending ? (
        <Spinner label="Loading addresses" />
      ) : addresses.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {ADDRESS_MESSAGES.loadFailed}.{' '}
          <button type="button" className="font-medium underline" onClick={() => void addresses.refetch()}>
            Try again
          </button>
        </p>
      ) : mode.name !== 'list' ? (
        <div className="rounded-lg border border-stone-200 p-4 sm:p-5 dark:border-stone-700">
          <h3 className="mb-3 text-lg font-semibold">{editing ? 'Edit address' : 'Add a new address'}</h3>
          <AddressForm
            key={editing?._id ?? 'new'}
            variant="account"
            address={editing}
            onSave={save}
            onCancel={showList}
            autoFocus
          />
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-stone-300 p-10 text-center dark:border-stone-600">
          <MapPinned aria-hidden="true" className="size-10 text-stone-500" />
          <p className="text-lg font-semibold">No addresses saved</p>
          <button type="button" onClick={() => setMode({ name: 'add' })} className={primaryButton}>
            <Plus aria-hidden="true" className="size-4" />
            Add Your First Address
          </button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {list.map((address) => (
            <li key={address._id}>
              <AddressCard
                address={address}
                onEdit={() => setMode({ name: 'edit', address })}
                onDelete={() => setDeleting(address)}
                onSetDefault={() => void makeDefault(address)}
                settingDefault={setDefault.isPending}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
