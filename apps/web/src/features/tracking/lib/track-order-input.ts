import type * as contracts from '@svarna/contracts';
import { orderReference } from '@svarna/contracts';

/* Repeated as a value so this page does not pull zod in; the annotation keeps it equal to the contract's. */
export const ORDER_NUMBER_MESSAGE: typeof contracts.ORDER_NUMBER_MESSAGE =
  'Please enter the 8-character order number from your order confirmation';

/** The order number as the API takes it: no spaces or leading '#', upper-case. */
export const cleanOrderNumber = (value: string) => value.trim().replace(/^#/, '').toUpperCase();

/**
 * The 8-character number from the confirmation page and the account, its 6-character short form, or the
 * order's full 24-character id: the contracts' rule, which the API applies too.
 */
export const isOrderNumber = (value: string) => orderReference(value) !== null;

/** What the shopper looked the order up with: the cleaned number and the E.164 phone. */
export interface OrderLookup {
  orderNumber: string;
  phone: string;
}

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
export const formatDate = (iso: string) => longDate.format(new Date(iso));
