import type { Address } from '@svarna/contracts';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/http-client';
import { toast } from '../../../lib/toast';
import { useAddAddress } from '../api/add-address';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useUpdateAddress } from '../api/update-address';
import {
  type AddressFormValues,
  type AddressFormVariant,
  addressFailureText,
  toAddressInput,
} from '../lib/address-form-values';
import { ADDRESS_MESSAGES } from '../lib/address-messages';
import { initialSelection, selectionAfterAdd, selectionAfterDelete } from '../lib/address-selection';
import { AddressForm } from './address-form';
import { AddressList } from './address-list';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

export interface AddressBookProps {
  variant: AddressFormVariant;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** the shopper's name and email, sent with an address saved at checkout */
  contact?: { name?: string; email?: string };
  /** the shopper's phone, to start a new address with */
  defaultPhone?: string | undefined;
  /** id of a message about the selection ('Please select a delivery address') */
  describedBy?: string | undefined;
}

type Mode = { name: 'list' } | { name: 'add' } | { name: 'edit'; address: Address };

/**
 * The shopper's addresses: pick one, edit, delete (after confirming) or add. The selection starts at the
 * default address, else the first; with no address the form opens.
 */
export function AddressBook(props: AddressBookProps) {
  const { variant, selectedId, onSelect, contact, defaultPhone, describedBy } = props;
  const addresses = useAddresses();
  const add = useAddAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const [mode, setMode] = useState<Mode>({ name: 'list' });
  const [deleting, setDeleting] = useState<Address | null>(null);
  const selectionStarted = useRef(false);
  const loaded = addresses.data;

  useEffect(() => {
    if (!loaded || selectionStarted.current) return;
    selectionStarted.current = true;
    if (!loaded.some((a) => a._id === selectedId)) onSelect(initialSelection(loaded));
  }, [loaded, selectedId, onSelect]);

  if (addresses.isPending) return <Spinner label="Loading addresses" />;
  if (addresses.isError)
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {ADDRESS_MESSAGES.loadFailed}.{' '}
        <button type="button" className="font-medium underline" onClick={() => void addresses.refetch()}>
          Try again
        </button>
      </p>
    );

  const list = addresses.data;
  const save = async (values: AddressFormValues) => {
    const address = toAddressInput(values, contact);
    if (mode.name === 'edit') {
      try {
        await update.mutateAsync({ id: mode.address._id, address });
      } catch (error) {
        toast.error(addressFailureText(error, ADDRESS_MESSAGES.updateFailed));
        throw error;
      }
      toast.success(ADDRESS_MESSAGES.updated);
    } else {
      try {
        onSelect(selectionAfterAdd(await add.mutateAsync(address)));
      } catch (error) {
        toast.error(addressFailureText(error, ADDRESS_MESSAGES.addFailed));
        throw error;
      }
      toast.success(ADDRESS_MESSAGES.added);
    }
    setMode({ name: 'list' });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const left = await remove.mutateAsync(deleting._id);
      onSelect(selectionAfterDelete(left, selectedId));
      if (mode.name === 'edit' && mode.address._id === deleting._id) setMode({ name: 'list' });
      toast.success(ADDRESS_MESSAGES.deleted);
    } catch (error) {
      toast.error(serverMessage(error) ?? ADDRESS_MESSAGES.deleteFailed);
    }
    setDeleting(null);
  };

  const editing = mode.name === 'edit' ? mode.address : null;
  const formOpen = list.length === 0 || mode.name !== 'list';

  return (
    <div className="flex flex-col gap-4">
      {formOpen ? (
        <AddressForm
          key={editing?._id ?? 'new'}
          variant={variant}
          address={editing}
          defaultPhone={defaultPhone}
          onSave={save}
          onCancel={list.length > 0 ? () => setMode({ name: 'list' }) : undefined}
          autoFocus={mode.name !== 'list'}
        />
      ) : (
        <>
          <AddressList
            addresses={list}
            selectedId={selectedId}
            onSelect={onSelect}
            onEdit={(address) => setMode({ name: 'edit', address })}
            onDelete={setDeleting}
            describedBy={describedBy}
          />
          <Button
            type="button"
            onClick={() => setMode({ name: 'add' })}
            variant="secondary"
            className="gap-2 self-start"
          >
            <Plus aria-hidden="true" className="size-4" />
            Add new address
          </Button>
        </>
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
