import type { Address, PaymentMethod } from '@svarna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { serverMessage } from '../../lib/http-client';
import { paths } from '../../lib/paths';
import { profileQuery, session, useAuth, useUpdateProfile } from '../auth';
import { type CartItem, checkoutBlock, fetchAvailableStock, useCartActions } from '../cart';
import { CHECKOUT_MESSAGES as M, REDIRECT_TO_CART_MS } from './lib/checkout-messages';
import { amountInPaise, type CheckoutTotals } from './lib/checkout-totals';
import { type Contact, orderRequest } from './lib/order-request';
import { type PaymentOutcome, payForOrder } from './lib/pay-for-order';
import { forgetPendingOrder, pendingOrderFor } from './lib/pending-order';
import { findStockProblems } from './lib/stock-check';
import {
  type CheckoutEntries,
  type CheckoutField,
  type CheckoutLayout,
  validateCheckout,
} from './lib/validate-checkout';

/** idle; working (overlay); paying (the payment window is up); redirecting (to the cart); leaving (done) */
export type CheckoutPhase = 'idle' | 'working' | 'paying' | 'redirecting' | 'leaving';

export interface CheckoutNotice {
  message: string;
  detail?: string;
  /** offer 'Try again' (a declined payment) */
  retry?: boolean;
}

export interface CheckoutFlowInput {
  layout: CheckoutLayout;
  items: readonly CartItem[];
  method: PaymentMethod;
  totals: CheckoutTotals;
  entries: CheckoutEntries;
  contact: Contact;
  address: Address | null;
  /** the shopper's phone, to prefill the payment window */
  phone: string;
  brandName: string;
}

const brandColour = () =>
  getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim() || undefined;

/**
 * Placing an order: validate, check stock, (for cash on delivery) the advance dialog, save a
 * changed name or email, place the order, pay in the window, confirm, then clear the cart, refresh the
 * profile and show the confirmation. A failed or closed payment leaves everything as it was, to try again.
 */
export function useCheckoutFlow(input: CheckoutFlowInput) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCartActions();
  const updateProfile = useUpdateProfile();
  const { user } = useAuth();
  const [phase, setPhaseState] = useState<CheckoutPhase>('idle');
  const [notice, setNotice] = useState<CheckoutNotice | null>(null);
  /** what the last check found wanting (its notice is the check's message) */
  const [problem, setProblem] = useState<{ field: CheckoutField; message: string; at: number } | null>(null);
  const [codDialogOpen, setCodDialogOpen] = useState(false);
  const phaseRef = useRef<CheckoutPhase>('idle');
  const latest = useRef(input);
  latest.current = input;
  const lifetime = useRef(new AbortController());

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  const setPhase = (next: CheckoutPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  };
  const fail = (message: string) => {
    setNotice({ message });
    setPhase('idle');
  };
  /** A declined payment: what happened, that no money was taken, and the way to try again. */
  const declined = (message: string) => {
    setNotice({ message, detail: M.paymentFailedNextStep, retry: true });
    setPhase('idle');
  };

  const sendBackToCart = (lines: string[]) => {
    setNotice({ message: M.outOfStock(lines), detail: M.redirectingToCart });
    setPhase('redirecting');
    const timer = setTimeout(() => navigate(paths.cart.to()), REDIRECT_TO_CART_MS);
    lifetime.current.signal.addEventListener('abort', () => clearTimeout(timer));
  };

  const finish = (orderId: string) => {
    setPhase('leaving');
    forgetPendingOrder();
    cart.clear();
    queryClient
      .fetchQuery({ ...profileQuery, staleTime: 0 })
      .then((fresh) => session.setUser(fresh))
      .catch(() => {});
    void navigate(paths.orderConfirmation.to(orderId), { replace: true });
  };

  const request = () => {
    const { items, address, contact, method, totals } = latest.current;
    return address ? orderRequest(items, address, contact, method, totals.total) : null;
  };

  const saveProfileIfChanged = async () => {
    const name = latest.current.contact.name.trim();
    const email = latest.current.contact.email.trim();
    if (name === (user?.name ?? '') && email.toLowerCase() === (user?.email ?? '').toLowerCase()) return;
    await updateProfile.mutateAsync({ name, email });
  };

  const pay = async () => {
    const body = request();
    if (!body) return fail(M.addAddress);
    const { layout, method, totals, contact, phone, brandName } = latest.current;
    setPhase('working');
    try {
      await saveProfileIfChanged();
    } catch (error) {
      return fail(serverMessage(error) ?? M.placeFailed);
    }
    const cod = method === 'cod';
    const outcome: PaymentOutcome = await payForOrder(
      {
        request: body,
        kind: cod ? 'cod_token' : 'full',
        amount: amountInPaise(cod ? totals.advance : totals.total),
        confirmBy: cod && layout === 'mobile' ? 'webhook' : 'signature',
        window: {
          name: brandName,
          description: cod ? 'Cash on Delivery advance' : 'Order payment',
          prefill: { name: contact.name.trim(), email: contact.email.trim(), contact: phone },
          ...(brandColour() ? { theme: { color: brandColour()! } } : {}),
        },
        signal: lifetime.current.signal,
      },
      {
        onWindowOpen: () => setPhase('paying'),
        onConfirming: () => {
          setNotice(null);
          setPhase('working');
        },
        onAttemptFailed: declined,
      },
    );
    if (outcome.status === 'paid') finish(outcome.orderId);
    else if (outcome.status === 'out-of-stock') sendBackToCart(outcome.lines);
    else if (outcome.declined) declined(outcome.message);
    else {
      // the server no longer sells a line: the line says so, and checkout waits until it is removed
      if (outcome.unavailable)
        cart.markUnavailable(
          outcome.unavailable.map((line) => ({
            productId: line.product,
            variant: line.variant ?? 'default',
          })),
        );
      fail(outcome.message);
    }
  };

  const submit = async () => {
    if (phaseRef.current !== 'idle') return;
    const { layout, entries, items, method } = latest.current;
    // a piece no longer sold: its line and the disabled button say so until it is removed
    if (checkoutBlock(items)) return;
    const found = validateCheckout(layout, entries);
    setNotice(found ? { message: found.message } : null);
    setProblem(found ? { field: found.field, message: found.message, at: Date.now() } : null);
    if (found) return;
    const body = request();
    setPhase('working');
    // A pending order from a failed attempt already holds its stock: only a new order is checked.
    if (!body || !pendingOrderFor(body)) {
      const short = await findStockProblems(items, fetchAvailableStock);
      if (short.length) return sendBackToCart(short);
    }
    if (method === 'cod') {
      setPhase('idle');
      setCodDialogOpen(true);
      return;
    }
    await pay();
  };

  const proceedWithCod = () => {
    setCodDialogOpen(false);
    void pay();
  };

  // A check's message (the notice while `problem` is set) stays only while its cause does: once the
  // shopper verifies the phone, fills the field or adds the address, the message and the field's invalid
  // mark go; the next check finds whatever else is missing.
  const wanting = problem ? validateCheckout(input.layout, input.entries) : null;
  const resolved =
    problem !== null && (wanting?.field !== problem.field || wanting.message !== problem.message);

  return {
    phase,
    notice: resolved ? null : notice,
    problem: resolved ? null : problem,
    codDialogOpen,
    submit: () => void submit(),
    proceedWithCod,
    cancelCod: () => setCodDialogOpen(false),
  };
}

export type CheckoutFlow = ReturnType<typeof useCheckoutFlow>;
