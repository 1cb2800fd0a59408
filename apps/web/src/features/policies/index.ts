// The policy pages are lazy routes (app/router.tsx imports each page file), so nothing here pulls them
// into another bundle.
export { whatsappHref } from './lib/whatsapp';
