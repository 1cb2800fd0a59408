import type { HeroResponse, Product, SiteConfig } from '@svarna/contracts';

export interface InitialData {
  siteConfig?: SiteConfig;
  hero?: HeroResponse;
  /** on /product/{slug} */
  product?: Product;
}

/**
 * API responses the server inlined into the page (`<script type="application/json" id="initial-data">`),
 * so the first render does not wait for those requests. Missing or broken data means fetch as usual.
 */
export function readInitialData(doc: Document = document): InitialData {
  const element = doc.getElementById('initial-data');
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as InitialData;
  } catch (err) {
    console.warn('Ignoring unreadable initial data', err);
    return {};
  }
}
