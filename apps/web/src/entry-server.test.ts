import { describe, expect, it } from 'vitest';
import { splitImagePreloads } from './entry-server';

describe('splitImagePreloads', () => {
  const logo = '<link rel="preload" as="image" href="/media/logo.svg"/>';
  const hero =
    '<link rel="preload" as="image" href="/media/hero.svg" imageSizes="(min-width: 1024px) 50vw, 100vw" fetchPriority="high"/>';

  it("moves the high-priority image's preload to the head and drops the other leading preloads", () => {
    const split = splitImagePreloads(`${logo}${hero}<div class="shell"><img src="/media/hero.svg"/></div>`);
    expect(split.head).toBe(hero);
    expect(split.html).toBe('<div class="shell"><img src="/media/hero.svg"/></div>');
  });

  it('leaves a page without leading preloads as it is, even with such a link further in', () => {
    const html = `<div>${hero}</div>`;
    expect(splitImagePreloads(html)).toEqual({ head: '', html });
  });
});
