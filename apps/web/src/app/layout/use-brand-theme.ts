import type { SiteConfig } from '@svarna/contracts';
import { type CSSProperties, useEffect } from 'react';
import { readableTextOn } from '../../lib/color';

/** The site config's font and primary colour as the CSS variables index.css reads. */
export function brandVariables(config: SiteConfig): Record<string, string> {
  const { primaryColor, fontFamily } = config.theme;
  return {
    ...(primaryColor
      ? { '--brand-primary': primaryColor, '--brand-on-primary': readableTextOn(primaryColor) }
      : {}),
    ...(fontFamily ? { '--brand-font': fontFamily } : {}),
  };
}

/**
 * The brand variables as a style for the shell's root: the server's HTML is painted in the brand font
 * from the start, rather than in the default one until an effect sets it (text reflowing after hydration).
 */
export const brandStyle = (config: SiteConfig) => brandVariables(config) as CSSProperties;

/**
 * Applies the site config's font, primary colour and favicon to the document (for what is portalled to
 * <body>, outside the shell's root).
 */
export function useBrandTheme(config: SiteConfig | undefined): void {
  useEffect(() => {
    if (!config) return;
    const root = document.documentElement;
    for (const [name, value] of Object.entries(brandVariables(config))) root.style.setProperty(name, value);
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
