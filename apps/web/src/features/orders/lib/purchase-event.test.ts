import { describe, expect, it } from 'vitest';
import { createOrder } from '../testing/create-order';
import { purchaseEventParams } from './purchase-event';

describe('purchase event', () => {
  it("carries the order's real total, shipping and the GST the server counted inside the total, in rupees", () => {
    // the GST is the order's own (a piece at 18% here), not 3% of the total worked out on the page
    expect(purchaseEventParams(createOrder({ gst: 612.34 }))).toEqual({
      transaction_id: '66aa0000000000000abcdef1',
      currency: 'INR',
      value: 5098,
      shipping: 100,
      tax: 612.34,
      payment_type: 'razorpay',
      items: [{ item_id: '1', item_name: 'Kundan Choker', price: 2499, quantity: 2, item_variant: '5' }],
    });
  });
});
