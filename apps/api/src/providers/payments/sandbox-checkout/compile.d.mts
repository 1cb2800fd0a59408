/** The sandbox's checkout.js, compiled from checkout.ts. */
export function compileSandboxCheckout(): string;
