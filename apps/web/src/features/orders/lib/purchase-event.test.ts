import { describe, expect, it } from 'vitest';
import { createOrder } from '../testing/create-order';
import { includedGst } from './order-display';
import { purchaseEventParams } from './purchase-event';

describe('purchase event', () => {
  it("carries the order's real total, shipping and the 3% GST inside the total, in rupees", () => {
    expect(includedGst(5098)).toBe(148.49);
    expect(purchaseEventParams(createOrder())).toEqual({
      transaction_id: '66aa0000000000000abcdef1',
      currency: 'INR',
      value: 5098,
      shipping: 100,
      tax: 148.49,
      payment_type: 'razorpay',
      items: [{ item_id: '1', item_name: 'Kundan Choker', price: 2499, quantity: 2, item_variant: '5' }],
    });
  });
});
