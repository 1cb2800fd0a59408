import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Scores = Record<(typeof CATEGORIES)[number], number>;

/** Lighthouse's default (mobile, simulated slow 4G) run of each page in Debian's Chromium. */
export async function lighthouseScores(urls: string[], chromePath: string): Promise<Map<string, Scores>> {
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
  const scores = new Map<string, Scores>();
  try {
    // A first run in a fresh browser profile sometimes fails to paint at all; warm it up, unscored.
    if (urls[0])
      await lighthouse(urls[0], {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['seo'],
      });
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const categories = result?.lhr.categories ?? {};
      scores.set(
        url,
        Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
        ) as Scores,
      );
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}
