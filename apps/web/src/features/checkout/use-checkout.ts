import type { PaymentMethod } from '@svarna/contracts';
import { useMemo, useState } from 'react';
import { useAddresses } from '../addresses';
import { useAuth } from '../auth';
import { checkoutBlock, useCartLines, useServerCartRefresh } from '../cart';
import { useSiteConfig } from '../layout';
import { checkoutTotals } from './lib/checkout-totals';
import type { CheckoutLayout, SignInStep } from './lib/validate-checkout';
import { useBeginCheckout } from './use-begin-checkout';
import { useCheckoutFlow } from './use-checkout-flow';
import { useContactDetails } from './use-contact-details';

/** Everything the checkout page shows and changes, for either layout. */
export function useCheckout(layout: CheckoutLayout) {
  useServerCartRefresh();
  const cart = useCartLines();
  const { items } = cart;
  const { user, isAuthenticated } = useAuth();
  const [method, setMethod] = useState<PaymentMethod>('razorpay');
  const [guestStep, setGuestStep] = useState<SignInStep>('phone');
  const signInStep: SignInStep = isAuthenticated ? 'signed-in' : guestStep;
  const contact = useContactDetails(user);
  const [selectedAddressId, setSelectedAddressId] = useState<string | null>(null);
  const addresses = useAddresses().data ?? [];
  const address = addresses.find((a) => a._id === selectedAddressId) ?? null;
  const totals = useMemo(() => checkoutTotals(items, method), [items, method]);
  const brandName = useSiteConfig().data?.header[0]?.siteTitle || 'Svarna Jewels';
  const phone = user?.phone ?? '';
  useBeginCheckout(items, totals.subtotal);

  const flow = useCheckoutFlow({
    layout,
    items,
    method,
    totals,
    entries: {
      signInStep,
      name: contact.name,
      email: contact.email,
      addressCount: addresses.length,
      selectedAddressId: address?._id ?? null,
    },
    contact: { name: contact.name, email: contact.email },
    address,
    phone,
    brandName,
  });

  return {
    layout,
    items,
    /** the cart is still on its way: its lines and amounts show as loading, and nothing can be placed */
    loading: !cart.loaded && !cart.failed,
    /** the cart could not be read: the page says so and offers to read it again */
    cartFailed: cart.failed,
    retryCart: cart.retry,
    method,
    setMethod,
    signInStep,
    setGuestStep,
    contact,
    phone,
    selectedAddressId,
    setSelectedAddressId,
    totals,
    flow,
    /** why the order cannot be placed (a piece no longer sold, named), else null */
    blocked: checkoutBlock(items),
    /** nothing may change while an order is under way */
    busy: flow.phase !== 'idle',
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
