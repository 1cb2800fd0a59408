import type { Address, PaymentMethod, PlaceOrderRequest } from '@svarna/contracts';
import { type CartItem, unitPrice } from '../../cart';

export interface Contact {
  name: string;
  email: string;
}

/** POST /orders/place's body: the lines, the chosen address with the shopper's name and email, the total. */
export function orderRequest(
  items: readonly CartItem[],
  address: Address,
  contact: Contact,
  paymentMethod: PaymentMethod,
  total: number,
): PlaceOrderRequest {
  const { _id, label, line1, line2, city, state, pincode, phone } = address;
  return {
    items: items.map((item) => ({
      product: item.productId,
      quantity: item.quantity,
      price: unitPrice(item),
      variant: item.variant,
    })),
    shippingAddress: {
      _id,
      label,
      name: contact.name.trim(),
      email: contact.email.trim(),
      line1,
      line2,
      city,
      state: state as PlaceOrderRequest['shippingAddress']['state'],
      pincode,
      country: 'India',
      phone,
    },
    paymentMethod,
    total,
  };
}
