import type { AdminOrder, AdminProductStock, OrderAddress } from '@svarna/contracts';

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

/** A paid prepaid order waiting for the desk, as GET /admin/orders/{id} returns it. */
export function createAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    _id: '66aa0000000000000abcdef1',
    orderNumber: '0ABCDEF1',
    status: 'processing',
    paymentMethod: 'razorpay',
    paymentStatus: 'paid',
    createdAt: '2025-09-16T10:30:00.000Z',
    updatedAt: '2025-09-16T10:31:00.000Z',
    expiresAt: '2025-09-16T11:00:00.000Z',
    subtotal: 124998,
    shipping: 100,
    discount: 0,
    total: 125098,
    gst: 3643.63,
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
          featuredImage: null,
          salePrice: 62499,
          basePrice: 69999,
          shortDescription: '',
        },
        quantity: 2,
        price: 62499,
        variant: { _id: '5', attributes: [{ name: 'Size', value: '2.6' }] },
      },
    ],
    shippingAddress: address,
    billingAddress: address,
    statusHistory: [],
    customer: { _id: '7', name: 'Asha Rao', phone: '+919876543210', email: 'asha@mail.test' },
    codCollectedAt: null,
    history: [
      {
        status: 'pending',
        note: 'Order placed',
        actor: 'customer',
        actorName: null,
        at: '2025-09-16T10:30:00.000Z',
      },
      {
        status: 'processing',
        note: 'Payment received',
        actor: 'payment',
        actorName: null,
        at: '2025-09-16T10:31:00.000Z',
      },
    ],
    refunds: [],
    invoiceNumber: null,
    ...overrides,
  };
}

export function createProductStock(overrides: Partial<AdminProductStock> = {}): AdminProductStock {
  return {
    _id: '12',
    name: 'Moissanite Ring',
    slug: 'moissanite-ring',
    stock: 0,
    variants: [
      { _id: '31', sku: 'MR-6', label: 'Size 6', inventory: 4 },
      { _id: '32', sku: 'MR-7', label: 'Size 7', inventory: 2 },
    ],
    changes: [
      {
        id: 1,
        variantId: '31',
        previous: 6,
        next: 4,
        reason: 'Damaged in transit',
        actor: 'admin:9',
        actorName: 'Store Owner',
        at: '2025-09-15T06:30:00.000Z',
      },
    ],
    ...overrides,
  };
}
