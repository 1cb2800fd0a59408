import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GTAG_SCRIPT_URL,
  initAnalytics,
  parseUtmParams,
  readMeasurementId,
  resetAnalyticsForTests,
  trackAddToCart,
  trackSelectItem,
  trackViewItemList,
} from './analytics';
import type { KeyValueStorage } from './storage';

type TestWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
const w = window as TestWindow;

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      data.set(k, v);
    },
    removeItem: (k) => {
      data.delete(k);
    },
  };
}

const at = (url: string) => {
  const u = new URL(url, 'https://shop.example');
  return { search: u.search, hash: u.hash, href: u.href, pathname: u.pathname };
};

function setMeta(content: string | null) {
  document.head.querySelector('meta[name="analytics-id"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'analytics-id';
  meta.content = content;
  document.head.appendChild(meta);
}

/** The events pushed to the data layer, as [name, params]. */
const events = () =>
  (w.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'event')
    .map((args) => [args[1], args[2]] as [string, Record<string, unknown>]);

const product = {
  _id: '7',
  name: 'Ruby Band Ring',
  salePrice: 1799,
  basePrice: 2099,
  brandId: { name: 'Svarna' },
  category: { title: 'Rings' },
};

beforeEach(() => {
  resetAnalyticsForTests();
  delete w.dataLayer;
  delete w.gtag;
  setMeta(null);
  for (const s of document.querySelectorAll('script')) s.remove();
  vi.stubGlobal('requestIdleCallback', (run: () => void) => {
    run();
    return 1;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setMeta(null);
});

describe('parseUtmParams', () => {
  it('reads the five fields from the query string', () => {
    expect(
      parseUtmParams(
        at('/?utm_source=insta&utm_medium=social&utm_campaign=diwali&utm_term=ring&utm_content=a'),
      ),
    ).toEqual({
      utm_source: 'insta',
      utm_medium: 'social',
      utm_campaign: 'diwali',
      utm_term: 'ring',
      utm_content: 'a',
    });
  });

  it('reads a query inside the hash, with or without a path before it', () => {
    expect(parseUtmParams(at('/#/?utm_source=x&utm_medium=y')).utm_source).toBe('x');
    expect(parseUtmParams(at('/#/?utm_source=x&utm_medium=y')).utm_medium).toBe('y');
    expect(parseUtmParams(at('/shop#utm_campaign=sale')).utm_campaign).toBe('sale');
  });

  it('gives null for absent fields and ignores unrelated parameters', () => {
    expect(parseUtmParams(at('/?q=ring#section'))).toEqual({
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
    });
  });

  it('logs a parse error and yields null values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      get search(): string {
        throw new Error('boom');
      },
      hash: '',
    };
    expect(parseUtmParams(broken).utm_source).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe('analytics off (no meta tag)', () => {
  it('loads nothing, defines no tag and sends nothing; UTM fields are still kept locally', () => {
    const storage = memoryStorage();
    const append = vi.spyOn(document.head, 'appendChild');
    initAnalytics({ location: at('/?utm_source=news'), storage });
    trackViewItemList('Shop', [product]);
    trackSelectItem('Shop', product, 0);
    trackAddToCart([product]);
    expect(append).not.toHaveBeenCalled();
    expect(document.querySelector(`script[src^="${GTAG_SCRIPT_URL}"]`)).toBeNull();
    expect(w.gtag).toBeUndefined();
    expect(w.dataLayer).toBeUndefined();
    expect(JSON.parse(storage.data.get('utm_params') ?? '{}').utm_source).toBe('news');
  });

  it('ignores a meta tag that is not a measurement id', () => {
    setMeta('');
    expect(readMeasurementId()).toBeNull();
    setMeta('<script>');
    expect(readMeasurementId()).toBeNull();
    setMeta('G-ABC123XYZ');
    expect(readMeasurementId()).toBe('G-ABC123XYZ');
  });
});

describe('analytics on', () => {
  beforeEach(() => setMeta('G-TEST1234'));

  it('loads the tag script for the id once idle and configures debug mode', () => {
    initAnalytics({ location: at('/'), storage: memoryStorage() });
    const script = document.querySelector<HTMLScriptElement>(`script[src^="${GTAG_SCRIPT_URL}"]`);
    expect(script?.src).toBe(`${GTAG_SCRIPT_URL}?id=G-TEST1234`);
    expect(script?.async).toBe(true);
    const config = (w.dataLayer ?? [])
      .map((e) => Array.from(e as ArrayLike<unknown>))
      .find((a) => a[0] === 'config');
    expect(config).toEqual(['config', 'G-TEST1234', { debug_mode: true }]);
  });

  it("stores UTM fields under 'utm_params' and sends utm_capture with the page fields", () => {
    const storage = memoryStorage();
    document.title = 'Rings | Svarna Jewels';
    initAnalytics({ location: at('/category/rings#/?utm_source=x&utm_campaign=y'), storage });
    const stored = JSON.parse(storage.data.get('utm_params') ?? 'null');
    expect(stored).toEqual({
      utm_source: 'x',
      utm_medium: null,
      utm_campaign: 'y',
      utm_term: null,
      utm_content: null,
    });
    expect(events()).toEqual([
      [
        'utm_capture',
        {
          ...stored,
          page_location: 'https://shop.example/category/rings#/?utm_source=x&utm_campaign=y',
          page_path: '/category/rings',
          page_title: 'Rings | Svarna Jewels',
          debug_mode: true,
        },
      ],
    ]);
  });

  it('sends no utm_capture and stores nothing without campaign parameters', () => {
    const storage = memoryStorage();
    initAnalytics({ location: at('/?q=ring'), storage });
    expect(events()).toEqual([]);
    expect(storage.data.has('utm_params')).toBe(false);
  });

  it('sends view_item_list, select_item and add_to_cart in GA4 shape', () => {
    initAnalytics({ location: at('/'), storage: memoryStorage() });
    trackViewItemList('Frequently Bought Together', [
      product,
      { ...product, _id: '8', name: 'Studs', salePrice: 999 },
    ]);
    trackSelectItem('Trending Products', product, 3);
    trackAddToCart([{ ...product, quantity: 2, variant: '21' }]);
    const item = {
      item_id: '7',
      item_name: 'Ruby Band Ring',
      price: 1799,
      item_brand: 'Svarna',
      item_category: 'Rings',
      quantity: 1,
    };
    expect(events()).toEqual([
      [
        'view_item_list',
        {
          item_list_id: 'frequently_bought_together',
          item_list_name: 'Frequently Bought Together',
          items: [
            {
              ...item,
              index: 0,
              item_list_id: 'frequently_bought_together',
              item_list_name: 'Frequently Bought Together',
            },
            {
              ...item,
              item_id: '8',
              item_name: 'Studs',
              price: 999,
              index: 1,
              item_list_id: 'frequently_bought_together',
              item_list_name: 'Frequently Bought Together',
            },
          ],
          debug_mode: true,
        },
      ],
      [
        'select_item',
        {
          item_list_id: 'trending_products',
          item_list_name: 'Trending Products',
          items: [
            { ...item, index: 3, item_list_id: 'trending_products', item_list_name: 'Trending Products' },
          ],
          debug_mode: true,
        },
      ],
      [
        'add_to_cart',
        {
          currency: 'INR',
          value: 3598,
          items: [{ ...item, quantity: 2, item_variant: '21' }],
          debug_mode: true,
        },
      ],
    ]);
  });
});
