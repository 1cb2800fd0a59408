// Plain constants, apart from cart.ts's zod schemas: the storefront's entry chunk reads them without zod.
export const CART_MAX_LINES = 50;
export const CART_MAX_QUANTITY = 99;
