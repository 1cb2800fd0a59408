import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { median } from './lib';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number>;

export interface LighthousePage {
  name: string;
  url: string;
  /** localStorage entries the page's origin holds before the page loads (a saved cart, say) */
  localStorage?: Record<string, string>;
  /** text the loaded page must show once its storage is seeded, checked once before scoring */
  expectText?: string;
}

export interface PageScores {
  page: LighthousePage;
  /** every scored run, in order; a run Lighthouse could not finish is left out and named in errors */
  runs: Scores[];
  /** each category's median over the runs */
  median: Scores;
  errors: string[];
}

/** What the page script sees; the bench's TypeScript has no DOM library. */
interface PageGlobals {
  localStorage: { setItem(k: string, v: string): void; clear(): void };
  document: { body: { innerText: string } };
}

/**
 * Replaces localStorage for the page's origin from a same-origin page that
 * loads no script of the app (/robots.txt), so nothing of the app is cached or run by the seeding.
 * Lighthouse keeps localStorage across its runs (it clears the HTTP cache, service workers and cache
 * storage only), so the next Lighthouse run of the page loads with exactly these entries.
 */
async function setLocalStorage(port: number, url: string, entries: Record<string, string>) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(new URL('/robots.txt', url).href);
    await tab.evaluate((pairs) => {
      const g = globalThis as unknown as PageGlobals;
      g.localStorage.clear();
      for (const [k, v] of pairs) g.localStorage.setItem(k, v);
    }, Object.entries(entries));
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/** Loads a seeded page once on a phone-sized viewport and checks it shows `text` (its cart, say). */
async function pageShows(port: number, url: string, text: string): Promise<boolean> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    await tab.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
    await tab.goto(url, { waitUntil: 'networkidle0' });
    const shown = await tab.evaluate(
      // biome-ignore lint/performance/useDomNodeTextContent: what a shopper sees, not text in hidden nodes
      (t) => (globalThis as unknown as PageGlobals).document.body.innerText.includes(t),
      text,
    );
    await tab.close();
    return shown;
  } finally {
    await browser.disconnect();
  }
}

/**
 * Lighthouse's default (mobile, simulated slow 4G) run of each page in Debian's Chromium, `runs` times
 * per page (round-robin, so a slow moment of the machine does not land on one page only), with the
 * median of each category.
 */
export async function lighthouseMedians(
  pages: LighthousePage[],
  chromePath: string,
  runs = 3,
): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results = pages.map((page): PageScores => ({ page, runs: [], median: emptyScores(), errors: [] }));
  /** pages whose seeded storage did not show what it should: scoring them would measure another page */
  const unscored = new Set<PageScores>();
  try {
    // A first run in a fresh browser profile sometimes fails to paint at all; warm it up, unscored.
    if (pages[0])
      await lighthouse(pages[0].url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['seo'],
      });
    for (const result of results) {
      const { page } = result;
      if (!page.localStorage || !page.expectText) continue;
      await setLocalStorage(chrome.port, page.url, page.localStorage);
      if (await pageShows(chrome.port, page.url, page.expectText)) continue;
      unscored.add(result);
      result.errors.push(
        `with its storage seeded, ${page.url} did not show '${page.expectText}'; not scored`,
      );
    }
    for (let round = 0; round < runs; round++) {
      for (const result of results) {
        const { page } = result;
        if (unscored.has(result)) continue;
        // Every run starts from the same storage: the page's own entries, or none (a first visit).
        await setLocalStorage(chrome.port, page.url, page.localStorage ?? {});
        const run = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        const lhr = run?.lhr;
        if (!lhr || lhr.runtimeError) {
          result.errors.push(lhr?.runtimeError?.message ?? 'Lighthouse returned no result');
          continue;
        }
        result.runs.push(
          Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
          ) as Scores,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  for (const result of results)
    result.median = Object.fromEntries(
      CATEGORIES.map((c) => [c, median(result.runs.map((r) => r[c]))]),
    ) as Scores;
  return results;
}

function emptyScores(): Scores {
  return Object.fromEntries(CATEGORIES.map((c) => [c, Number.NaN])) as Scores;
}
