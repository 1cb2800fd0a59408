import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access } from './access-control';

/** Every tag an operation may carry, with what its operations are for. */
const TAGS = [
  { name: 'health', description: 'Whether the API and its database answer.' },
  { name: 'search', description: 'Typo-tolerant product search over names, descriptions and categories.' },
  { name: 'catalog', description: 'Products, categories and brands, priced in rupees with live stock.' },
  { name: 'collections', description: "The owner's curated collections and their pieces." },
  { name: 'stores', description: "The brand's shops, nearest first from a pincode." },
  { name: 'pincode', description: 'Indian pincodes: city, state and whether the store delivers there.' },
  { name: 'site content', description: 'Branding, the header menu, the hero and the home banners.' },
  { name: 'users', description: 'Sign-in by SMS code or password, tokens, the account and password reset.' },
  {
    name: 'cart',
    description: 'The server-side cart of a guest (by its temp_ id) or of a signed-in shopper.',
  },
  { name: 'wishlist', description: "A signed-in shopper's saved pieces." },
  { name: 'addresses', description: "A signed-in shopper's delivery addresses." },
  { name: 'orders', description: 'Placing, paying for, listing and tracking orders.' },
  { name: 'invoices', description: 'GST tax invoices of paid orders, as PDFs.' },
  { name: 'payments', description: "Razorpay's webhooks." },
  {
    name: 'sandbox',
    description: 'The local stand-in for Razorpay (PAYMENTS=sandbox only): no money moves.',
  },
  {
    name: 'dev',
    description: 'Messages kept instead of sent (only while the SMS and email outbox is on).',
  },
  {
    name: 'admin',
    description: "The order desk: orders, refunds, invoices and stock, for the store's staff.",
  },
];

/**
 * What each operation does beyond its one-line summary, by `METHOD /fastify/url`. A route may instead
 * carry `description` in its own schema. The document's test fails for an operation with neither.
 */
const DESCRIPTIONS: Record<string, string> = {
  'GET /api/health':
    'Answers 200 when the process is up and the database answers a query, 503 when the database does not, so a load balancer takes the process out of rotation.',
  'GET /api/products/search':
    'Full-text search with trigram fallback for typos, over published products, optionally within a category. Answers are cached briefly; uncached searches are limited per client and in all, beyond which a 429 says when to retry.',
  'GET /api/products':
    'The shop listing: published products filtered by category, brand, collection, stock or a search term, sorted and paginated. Prices are in rupees.',
  'GET /api/products/slug/:slug': 'A product page by its URL slug: details, images, variants and prices.',
  'GET /api/products/:id':
    'A product by its numeric id with live stock, never cached: the cart and checkout read it before adding or increasing a line.',
  'GET /api/categories': 'Every category with its subcategories, for the menu and the shop filters.',
  'GET /api/brand': 'Every brand, for the shop filters.',
  'GET /api/products/category/:slug/products':
    "A category's published products, paginated; the category may be named by slug or by its name.",
  'GET /api/products/subcategory/:slug/products':
    "A subcategory's published products, paginated; the subcategory may be named by slug or by its name.",
  'GET /api/collections':
    'Every published collection, with how many of its pieces are available and a few previews.',
  'GET /api/collections/:slug': 'A collection by its slug: title, story and banner.',
  'GET /api/collections/:slug/products':
    "A collection's products, paginated, in the owner's order unless another sort is asked for.",
  'GET /api/stores':
    "The brand's stores; with a pincode, nearest first by the distance between pincode centroids.",
  'GET /api/pincode/lookup':
    "Looks a 6-digit pincode up in India Post's directory: its city and state, and whether the store delivers there.",
  'GET /api/site-content/config/site-config':
    'The theme, logo, favicon and footer the storefront is drawn with.',
  'GET /api/site-content/mega-menu': "The header's categories with their images.",
  'GET /api/site-content/hero': "The home page's hero slides and the order of its sections.",
  'GET /api/site-content/banners': 'The home banners active now.',
  'POST /api/users/send-otp':
    'Texts a 6-digit code to an Indian phone. A code lives 5 minutes; sends are limited to one per 30 s per phone and per hour per phone and per address (429 with Retry-After).',
  'POST /api/users/verify-otp':
    'Checks a sign-in code (5 wrong tries at most) and answers an access token and a refresh token; a new phone must give a name and an email to create its account.',
  'POST /api/users/login':
    'Signs in with a password set through password reset. Failed attempts are limited per account and per address.',
  'POST /api/users/refresh':
    'Exchanges a refresh token for a new pair; each refresh token works once, and a reused one revokes its whole family.',
  'POST /api/users/logout': "Revokes the caller's refresh token family, ending the session on this device.",
  'GET /api/users/profile': "The caller's name, phone, email and role.",
  'PUT /api/users/me': "Changes the caller's name and email.",
  'POST /api/users/forgot-password':
    'Sends a reset link by email or a reset code by SMS, answering alike whether or not an account matches. Limited per account and per address.',
  'POST /api/users/verify-forgot-otp': 'Checks a reset code sent by SMS and answers a reset token.',
  'GET /api/users/verify-reset-token/:token':
    'Whether a reset token from a link or a code is still valid, before the new password is asked for.',
  'POST /api/users/reset-password':
    'Sets a new password with a reset token, used once, and signs the account out of every device.',
  'GET /api/cart':
    "The cart priced at today's prices with live stock: a signed-in shopper's own, or a guest's by its tempCartId.",
  'PUT /api/cart':
    'Replaces every line of the cart; quantities beyond stock are capped and pieces no longer sold are dropped.',
  'POST /api/cart/add':
    'Adds a quantity of a product or of one of its variants, refused beyond the stock on hand.',
  'PUT /api/cart/line':
    "Sets one line's quantity, 0 removing it: lowering always goes through, raising is refused beyond stock as an add is.",
  'POST /api/cart/merge':
    "At sign-in, moves a guest cart's lines into the shopper's cart (within stock) and deletes the guest cart.",
  'GET /api/cart/wishlist': "The caller's saved products, newest first, with their current prices.",
  'POST /api/cart/wishlist/add': "Saves a product to the caller's wishlist; saving it twice keeps one.",
  'DELETE /api/cart/wishlist/:productId': "Removes a product from the caller's wishlist.",
  'GET /api/users/me/address': "The caller's saved delivery addresses, the default first.",
  'POST /api/users/me/address':
    'Saves a delivery address after checking its pincode; the first address saved becomes the default.',
  'PUT /api/users/me/address/:id':
    "Changes one of the caller's saved addresses, with the same pincode check.",
  'DELETE /api/users/me/address/:id':
    "Deletes one of the caller's addresses; when it was the default, the most recent other one becomes the default.",
  'PATCH /api/users/me/address/:id/set-default': "Makes one of the caller's addresses the default.",
  'POST /api/orders/place':
    "Prices every line from the database, adds shipping, refuses a total that differs from the server's (409 with its figures) and takes the stock in one transaction. The order waits as pending until it is paid, and gives its stock back if it is not paid in time.",
  'POST /api/orders/create-razorpay-order':
    'Opens a payment order at the provider for the amount the server computes (the total, or the cash-on-delivery advance), with a receipt unique to the attempt; answers what the checkout window opens with.',
  'POST /api/orders/verify-payment':
    "Checks the checkout handler's HMAC-SHA256 signature, reads the payment from the provider (capturing it when it is only authorised) and marks the order paid when it is for the order's amount in INR.",
  'POST /api/orders/verify-cod-token':
    'As verify-payment, for the ₹1000 advance of a cash-on-delivery order: the rest is due on delivery.',
  'GET /api/orders/me/orders':
    "The caller's orders, newest first, three to a page by default; hidePending leaves unpaid ones out of the pages and the count.",
  'GET /api/orders/:orderId':
    "One of the caller's orders with its lines, address, payments, status history and amount due.",
  'GET /api/orders/:orderId/invoice':
    "The GST tax invoice of one of the caller's paid orders, as a PDF; 409 until the order is paid.",
  'POST /api/orders/track/send-code':
    'For tracking without signing in: texts a code to the phone an order was placed with. The answer is the same whether or not the order and phone match.',
  'POST /api/orders/track/verify':
    "Checks a tracking code and answers the order's number, status, payment state, dates and tracking link only: never the address, pieces or prices. It also answers a cancelToken: a signed permission, for 30 minutes, to cancel this order as the phone it was tracked with.",
  'POST /api/orders/track/cancel':
    "For a guest who tracked an order: cancels it while it is pending, processing or confirmed, with the body's cancelToken from track/verify, the order number shown and an optional reason, as the account's cancel does: its stock goes back once, a paid amount is refunded through the provider to the original method, and the shopper is texted and emailed. Answers the order as tracking shows it. A bad or altered token is a 401 (CANCEL_TOKEN_INVALID), an expired one a 401 (CANCEL_TOKEN_EXPIRED), one for another order or phone a 403; a shipped, delivered or already cancelled order is a 409. Refused tokens are limited per client address (429 with Retry-After).",
  'POST /api/payments/razorpay/webhook':
    "Razorpay's payment.authorized (the payment is captured), payment.captured, order.paid and payment.failed events, verified by their HMAC-SHA256 signature over the raw body and handled once per event id, forward only.",
  'POST /api/sandbox/payments':
    "What the sandbox window's buttons do: pay and capture (success), authorise only (authorized, as an account without automatic capture) or decline (failure) a sandbox payment order, delivering the webhooks Razorpay would.",
  'GET /api/sandbox/checkout.js':
    "The script the storefront loads instead of Razorpay's checkout.js while PAYMENTS=sandbox: it opens the sandbox window.",
  'GET /api/dev/outbox':
    'The SMS codes and emails kept in the outbox for one phone or email, newest first; served only while the outbox is on (never in production unless DEMO=true).',
  'GET /api/admin/orders':
    'Every order, newest first, filtered by status, or searched by order number, order id or phone.',
  'GET /api/admin/orders/:orderId':
    'An order with its customer, lines, status history (who and when), refunds and invoice number.',
  'POST /api/admin/orders/:orderId/status':
    'Moves a paid order forward only (processing, confirmed, shipped with a tracking link, delivered); the shopper is emailed and texted when it ships and when it is delivered.',
  'POST /api/orders/:orderId/cancel':
    "Cancels one of the caller's own orders while it is pending, processing or confirmed, with an optional reason: its stock goes back once, a paid amount is refunded through the provider to the original method, and the shopper is texted and emailed. Another user's order is a 404; a shipped, delivered or already cancelled order is a 409.",
  'POST /api/admin/orders/:orderId/cancel':
    'Cancels an order that has not shipped, with a reason: its stock goes back once and its payments are refunded through the provider.',
  'POST /api/admin/orders/:orderId/refund':
    "Tries an order's failed refunds again, or refunds a payment that arrived after the order had expired or been cancelled.",
  'GET /api/admin/orders/:orderId/invoice': "Any paid order's GST tax invoice, as a PDF.",
  'GET /api/admin/products':
    "Finds products by name or slug, with their stock and their variants' inventory.",
  'GET /api/admin/products/:id/stock':
    "A product's stock, its variants' inventory and its latest stock changes with who made them and why.",
  'PUT /api/admin/products/:id/stock':
    'Sets the stock of a product without variants, with a reason kept in its history; cached pages are dropped so shoppers see it at once.',
  'PUT /api/admin/variants/:id/stock':
    "Sets a variant's inventory, with a reason kept in its history; cached pages are dropped so shoppers see it at once.",
};

const WHO_MAY_CALL: Record<Access, string> = {
  public: 'Open to anyone.',
  customer: "Needs a signed-in shopper's access token (Authorization: Bearer).",
  admin: 'Needs the access token of an account with the admin role.',
};

/** `GET /api/products/slug/:slug` → `getProductsSlugBySlug`: unique, as method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

type SwaggerTransform = typeof jsonSchemaTransform;

/**
 * The API document lists /api only: pages, images, robots.txt and the sitemap are hidden. Each operation
 * gets an operationId made from its method and URL (unless its schema names one) and a description.
 */
const transform: SwaggerTransform = (document) => {
  const { url, route } = document;
  if (!url.startsWith('/api/')) return { schema: { hide: true }, url };
  const result = jsonSchemaTransform(document);
  const schema = result.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return result;
  const method = [route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
  const access = (route as RouteOptions).config?.access as Access | undefined;
  const what = (schema.description as string | undefined) ?? DESCRIPTIONS[`${method} ${url}`];
  return {
    url: result.url,
    schema: {
      ...schema,
      operationId: (schema.operationId as string | undefined) ?? operationIdOf(method, url),
      ...(what ? { description: access ? `${what} ${WHO_MAY_CALL[access]}` : what } : {}),
    },
  };
};

/** The OpenAPI document of /api (from the route schemas) and its viewer at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Svarna Jewels API',
        version: '1.0.0',
        description:
          'The JSON API of the Svarna Jewels store: catalogue, search, sign-in, cart, checkout with Razorpay, orders and the order desk. Amounts are in rupees unless a field says paise; errors are `{ success: false, message, code, details? }`.',
        contact: { name: 'Svarna Jewels', url: publicUrl },
      },
      servers: [{ url: publicUrl }],
      tags: TAGS,
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
