/**
 * Page analytics (Google tag). Off unless the served HTML carries
 * `<meta name="analytics-id" content="G-...">`: without it nothing is loaded, queued or sent.
 * When configured, the tag script loads once the browser is idle; events sent before that wait in
 * `dataLayer`, which the script drains when it arrives. Every event carries `debug_mode: true`.
 *
 * Events: view_item_list, select_item, add_to_cart and utm_capture (see initAnalytics).
 */
import { sellingPrice } from '@svarna/contracts';
import { getStorage, type KeyValueStorage, storageKeys, writeJson } from './storage';

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmParams = Record<UtmKey, string | null>;

/** The fields analytics reads from a product, a product summary or a cart line. */
export interface AnalyticsProduct {
  _id: string;
  name?: string;
  /** a product's prices: its selling price is contracts' `sellingPrice(salePrice, basePrice)` */
  salePrice?: number | null;
  basePrice?: number | null;
  /** a cart or order line's unit price, which wins over the product's */
  price?: number | null;
  brandId?: { name: string } | null;
  category?: { title: string } | null;
  /** variant id, or 'default' */
  variant?: string;
  quantity?: number;
}

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price?: number;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  item_list_id?: string;
  item_list_name?: string;
  index?: number;
  quantity: number;
}

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
const ID_PATTERN = /^[A-Z]{1,3}-[A-Z0-9-]{4,}$/i;
const IDLE_TIMEOUT_MS = 4000;

let measurementId: string | null = null;

/** The measurement id from `<meta name="analytics-id">`, or null (analytics off). */
export function readMeasurementId(doc: Document = document): string | null {
  const content = doc.querySelector('meta[name="analytics-id"]')?.getAttribute('content')?.trim() ?? '';
  return ID_PATTERN.test(content) ? content : null;
}

export const isAnalyticsEnabled = () => measurementId !== null;

const emptyUtm = (): UtmParams => ({
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
});

/** The query inside a hash: '#/?utm_source=x' -> 'utm_source=x'; '#utm_source=x' -> 'utm_source=x'. */
function hashQuery(hash: string): string {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  const q = body.indexOf('?');
  if (q >= 0) return body.slice(q + 1);
  return body.includes('=') ? body : '';
}

/**
 * UTM fields from the query string, else from a query inside the hash (the query string wins per key).
 * A malformed value is logged and yields null values.
 */
export function parseUtmParams(location: Pick<Location, 'search' | 'hash'>): UtmParams {
  try {
    const fromSearch = new URLSearchParams(location.search);
    const fromHash = new URLSearchParams(hashQuery(location.hash));
    const result = emptyUtm();
    for (const key of UTM_KEYS) {
      const raw = fromSearch.get(key) ?? fromHash.get(key);
      const value = raw?.trim();
      result[key] = value ? value.slice(0, 200) : null;
    }
    return result;
  } catch (error) {
    console.warn('Could not read campaign parameters', error);
    return emptyUtm();
  }
}

export const hasUtm = (params: UtmParams) => UTM_KEYS.some((key) => params[key] != null);

function gtag(...args: unknown[]): void {
  const w = window as AnalyticsWindow;
  w.gtag?.(...args);
}

/** Sends a named event with debug mode on; a no-op when analytics is off. */
export function trackEvent(name: string, params: Record<string, unknown> = {}): void {
  if (!measurementId) return;
  gtag('event', name, { ...params, debug_mode: true });
}

function priceOf(product: AnalyticsProduct): number | undefined {
  const price =
    product.price ?? (product.basePrice == null ? null : sellingPrice(product.salePrice, product.basePrice));
  return price != null && price > 0 ? price : undefined;
}

/** The GA4 item for a product (price per unit, in rupees). */
export function toAnalyticsItem(
  product: AnalyticsProduct,
  extra: Partial<AnalyticsItem> = {},
): AnalyticsItem {
  const item: AnalyticsItem = {
    item_id: product._id,
    item_name: product.name || product._id,
    quantity: product.quantity ?? 1,
  };
  const price = priceOf(product);
  if (price !== undefined) item.price = price;
  if (product.brandId?.name) item.item_brand = product.brandId.name;
  if (product.category?.title) item.item_category = product.category.title;
  if (product.variant && product.variant !== 'default') item.item_variant = product.variant;
  return { ...item, ...extra };
}

/** 'Frequently Bought Together' -> 'frequently_bought_together' */
export const listIdOf = (listName: string) =>
  listName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/** A list of products was shown (a grid, a carousel, a bundle). */
export function trackViewItemList(listName: string, products: readonly AnalyticsProduct[]): void {
  if (!measurementId || products.length === 0) return;
  const item_list_id = listIdOf(listName);
  trackEvent('view_item_list', {
    item_list_id,
    item_list_name: listName,
    items: products.map((p, index) => toAnalyticsItem(p, { index, item_list_id, item_list_name: listName })),
  });
}

/** A product was picked from a list. */
export function trackSelectItem(listName: string, product: AnalyticsProduct, index?: number): void {
  if (!measurementId) return;
  const item_list_id = listIdOf(listName);
  trackEvent('select_item', {
    item_list_id,
    item_list_name: listName,
    items: [
      toAnalyticsItem(product, {
        item_list_id,
        item_list_name: listName,
        ...(index !== undefined ? { index } : {}),
      }),
    ],
  });
}

/** Products went into the cart (quantity per product, 1 when absent). */
export function trackAddToCart(products: readonly AnalyticsProduct[]): void {
  if (!measurementId || products.length === 0) return;
  const items = products.map((p) => toAnalyticsItem(p));
  const value = items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0);
  trackEvent('add_to_cart', { currency: 'INR', value, items });
}

function loadTagScript(id: string, doc: Document): void {
  if (doc.querySelector(`script[src^="${GTAG_SCRIPT_URL}"]`)) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
  script.onerror = () => console.warn('Analytics script failed to load');
  doc.head.appendChild(script);
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  } else {
    window.setTimeout(run, 1500);
  }
}

export interface InitAnalyticsOptions {
  document?: Document;
  location?: Pick<Location, 'search' | 'hash' | 'href' | 'pathname'>;
  storage?: KeyValueStorage;
}

/**
 * Call once at start-up. Captures campaign parameters (stored under 'utm_params' whenever present, so
 * later screens can read them) and, only when a measurement id is configured, sets up the tag, schedules
 * its script for an idle moment and sends utm_capture.
 */
export function initAnalytics(options: InitAnalyticsOptions = {}): void {
  const doc = options.document ?? document;
  const location = options.location ?? window.location;
  const storage = options.storage ?? getStorage();

  const utm = parseUtmParams(location);
  if (hasUtm(utm)) writeJson(storageKeys.utmParams, utm, storage);

  measurementId = readMeasurementId(doc);
  if (!measurementId) return;

  const w = window as AnalyticsWindow;
  w.dataLayer = w.dataLayer ?? [];
  if (!w.gtag) {
    // The tag expects the `arguments` object itself on the data layer, not an array.
    w.gtag = function gtagStub() {
      // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects from dataLayer
      w.dataLayer?.push(arguments);
    };
  }
  w.gtag('js', new Date());
  w.gtag('config', measurementId, { debug_mode: true });
  const id = measurementId;
  whenIdle(() => loadTagScript(id, doc));

  if (hasUtm(utm)) {
    trackEvent('utm_capture', {
      ...utm,
      page_location: location.href,
      page_path: location.pathname,
      page_title: doc.title,
    });
  }
}

/** Test helper: forget the configured id. */
export function resetAnalyticsForTests(): void {
  measurementId = null;
}
