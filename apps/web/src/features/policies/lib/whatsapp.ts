/**
 * The store's WhatsApp link from the site config's supportWhatsapp, which may be a link
 * ('https://wa.me/919876543210') or a number ('+91 98765 43210'). Null when there is none.
 */
export function whatsappHref(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  if (/^https:\/\/(wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com)\//i.test(raw)) return raw;
  const digits = raw.replace(/\D/g, '');
  return digits.length >= 10 ? `https://wa.me/${digits}` : null;
}
