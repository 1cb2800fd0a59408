import type { SiteConfig } from '@svarna/contracts';
import { useEffect } from 'react';
import { readableTextOn } from '../../lib/color';

/** Applies the site config's font, primary colour and favicon to the document. */
export function useBrandTheme(config: SiteConfig | undefined): void {
  useEffect(() => {
    if (!config) return;
    const root = document.documentElement;
    const { primaryColor, fontFamily } = config.theme;
    if (primaryColor) {
      root.style.setProperty('--brand-primary', primaryColor);
      root.style.setProperty('--brand-on-primary', readableTextOn(primaryColor));
    }
    if (fontFamily) root.style.setProperty('--brand-font', fontFamily);
    const favicon = config.header[0]?.favicon?.filePath;
    if (favicon) {
      let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (!link) {
        link = document.createElement('link');
        link.rel = 'icon';
        document.head.appendChild(link);
      }
      link.href = favicon;
    }
  }, [config]);
}
