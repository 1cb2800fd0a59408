import { compileSandboxCheckout } from './sandbox-checkout/compile.mjs';

/**
 * The sandbox's stand-in for Razorpay's checkout.js, served at /api/sandbox/checkout.js: the browser
 * TypeScript in sandbox-checkout/checkout.ts compiled to one script. From source (dev server, tests) it is
 * compiled here; the API's build (build.mjs) replaces this module with the compiled text, so the server
 * bundle carries no compiler.
 */
export const SANDBOX_CHECKOUT_SCRIPT: string = compileSandboxCheckout();
