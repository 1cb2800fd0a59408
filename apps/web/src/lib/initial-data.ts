import type { HeroResponse, Product, SiteConfig } from '@svarna/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

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

/** What a server-rendered page carries for hydration: the server's query cache and the router's loader data. */
export interface ServerData {
  queries: DehydratedState;
  router: HydrationState;
}

export const SERVER_DATA_ID = 'ssr-data';

/**
 * The hydration data of a server-rendered page (`<script type="application/json" id="ssr-data">`), or null
 * when the page was not rendered on the server (or its data is unreadable: the page then renders afresh).
 */
export function readServerData(doc: Document = document): ServerData | null {
  const text = doc.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<ServerData>;
    return data.queries && data.router ? (data as ServerData) : null;
  } catch (err) {
    console.warn('Ignoring unreadable server data', err);
    return null;
  }
}
