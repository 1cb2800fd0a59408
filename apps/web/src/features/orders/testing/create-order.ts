import type { Order, OrderAddress } from '@svarna/contracts';

const address: OrderAddress = {
  name: 'Asha Rao',
  email: 'asha@mail.test',
  line1: '12 Janpath',
  line2: '',
  city: 'Central Delhi',
  state: 'Delhi',
  pincode: '110001',
  country: 'India',
  phone: '+919876543210',
};

export function createOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '66aa0000000000000abcdef1',
    orderNumber: '0ABCDEF1',
    status: 'pending',
    paymentMethod: 'razorpay',
    paymentStatus: 'paid',
    createdAt: '2025-09-16T10:30:00.000Z',
    updatedAt: '2025-09-16T10:31:00.000Z',
    expiresAt: '2025-09-16T11:00:00.000Z',
    subtotal: 4998,
    shipping: 100,
    discount: 0,
    total: 5098,
    gst: 148.48,
    tokenAmount: null,
    tokenPaymentStatus: null,
    amountDue: 0,
    coupon: null,
    trackingUrl: null,
    items: [
      {
        _id: 'i1',
        product: {
          _id: '1',
          name: 'Kundan Choker',
          slug: 'kundan-choker',
          featuredImage: { filePath: '/media/p1.svg', url: '/media/p1.svg' },
          salePrice: 2499,
          basePrice: 2999,
          shortDescription: '',
        },
        quantity: 2,
        price: 2499,
        variant: { _id: '5', attributes: [{ name: 'Size', value: '2.6' }] },
      },
    ],
    shippingAddress: address,
    billingAddress: address,
    statusHistory: [],
    ...overrides,
  };
}
