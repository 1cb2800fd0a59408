import { COD_ADVANCE_RUPEES } from '@svarna/contracts';

/** Every message checkout shows (the payment window's too), word for word. */
export const CHECKOUT_MESSAGES = {
  enterName: 'Please enter your name',
  enterEmail: 'Please enter your email',
  enterNameAndEmail: 'Please enter your name and email',
  invalidEmail: 'Please enter a valid email',
  addAddress: 'Please add a delivery address',
  selectAddress: 'Please select a delivery address',
  enterPhone: 'Please enter a valid 10-digit phone number',
  enterOtp: 'Please enter a valid 6-digit OTP',
  enterDetails: 'Please enter your name and a valid email',
  outOfStock: (lines: readonly string[]) => `Some items are out of stock: ${lines.join(', ')}`,
  redirectingToCart: 'Redirecting to cart to update quantities...',
  stockLineShort: (name: string, available: number) => `${name} - Only ${available} available`,
  stockLineFailed: (name: string) => `${name} - Stock check failed`,
  /** a piece the store hid or deleted after it went into the cart */
  stockLineGone: (name: string) => `${name} - No longer available`,
  placeFailed: 'Failed to place order. Please try again.',
  paymentInitFailed: 'Payment initialization failed. Please try again.',
  tokenInitFailed: 'Token payment initialization failed. Please try again.',
  verifyFailed: 'Payment verification failed. Please contact support.',
  tokenVerifyFailed: 'Token payment verification failed. Please contact support.',
  scriptFailed: 'Failed to load Razorpay SDK',
  paymentClosed: 'Payment modal closed by user',
  /** 'Payment failed: {description}', without repeating a description that only says 'Payment failed' */
  paymentFailed: (description: string) =>
    /^\s*(payment failed\.?)?\s*$/i.test(description) ? 'Payment failed' : `Payment failed: ${description}`,
  /** what a declined payment means for the shopper and what to do next, beside a 'Try again' action */
  paymentFailedNextStep:
    'Your payment did not go through and no money was taken. Try again, or choose another payment method.',
  tryAgain: 'Try again',
  processingMobile: 'Processing your order...',
  processingDesktop: 'Processing payment, please wait...',
  inclusiveOfGst: 'Price is inclusive of gst.',
  codNote: (shipping: number) =>
    `Pay ₹${COD_ADVANCE_RUPEES} now as token. Remaining amount + ₹${shipping} delivery will be collected on delivery.`,
} as const;

/** Waits: before sending the shopper back to the cart over stock; the longest between two order reads. */
export const REDIRECT_TO_CART_MS = 4000;
export const ORDER_POLL_MS = 5000;
