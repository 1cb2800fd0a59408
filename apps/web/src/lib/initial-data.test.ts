import { describe, expect, it } from 'vitest';
import { readInitialData } from './initial-data';

const docWith = (html: string) =>
  new DOMParser().parseFromString(`<html><body>${html}</body></html>`, 'text/html');

describe('readInitialData', () => {
  it('reads the inlined responses', () => {
    const doc = docWith(
      '<script type="application/json" id="initial-data">{"siteConfig":{"theme":{}}}</script>',
    );
    expect(readInitialData(doc)).toEqual({ siteConfig: { theme: {} } });
  });
  it('is empty without the element or with broken JSON', () => {
    expect(readInitialData(docWith(''))).toEqual({});
    expect(
      readInitialData(docWith('<script type="application/json" id="initial-data">{oops</script>')),
    ).toEqual({});
  });
});
