import type { SiteConfig } from '@svarna/contracts';
import { paths } from '../../../lib/paths';

/** Help and Support: WhatsApp when the store has a number, else the shipping policy page. */
export function helpAndSupportHref(config: SiteConfig | undefined): { href: string; external: boolean } {
  const digits = config?.footer[0]?.supportWhatsapp?.replace(/\D/g, '');
  if (digits) return { href: `https://wa.me/${digits}`, external: true };
  return { href: paths.shippingPolicy.to(), external: false };
}
