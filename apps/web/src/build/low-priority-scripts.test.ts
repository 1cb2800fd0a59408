import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from './low-priority-scripts';

const BUILT = `<head>
    <script>document.documentElement.classList.add('dark')</script>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/jsx-c3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d4.css">
  </head>`;

describe('lowPriorityScripts', () => {
  it('fetches the entry script and every module preload at low priority, and nothing else', () => {
    const html = lowPriorityScripts(BUILT);
    expect(html).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/index-a1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/react-b2.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/jsx-c3.js">',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d4.css">');
    expect(html).toContain("<script>document.documentElement.classList.add('dark')</script>");
  });

  it('refuses a page without an entry script rather than ship one that never starts', () => {
    expect(() => lowPriorityScripts('<html><head></head></html>')).toThrow(/no entry/);
  });
});
