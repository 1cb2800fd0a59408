import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/spinner';
import type { AddressBookProps } from './address-book';

// The form and its validation (react-hook-form, zod and the shared schemas) are not part of the checkout's
// first paint, where a guest sees the sign-in steps: they load once a signed-in shopper needs the book.
const AddressBook = lazy(() => import('./address-book').then((m) => ({ default: m.AddressBook })));

/** The address book, its code loaded when it first renders. */
export function LazyAddressBook(props: AddressBookProps) {
  return (
    <Suspense fallback={<Spinner label="Loading addresses" />}>
      <AddressBook {...props} />
    </Suspense>
  );
}
