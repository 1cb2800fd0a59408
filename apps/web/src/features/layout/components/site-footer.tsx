import type { MegaMenuCategory, SiteConfig } from '@svarna/contracts';
import { Link } from 'react-router';
import { categorySlugFromName, paths } from '../../../lib/paths';

const MAX_ITEMS = 5;

interface FooterLink {
  label: string;
  href: string;
  external?: boolean;
}

interface FooterColumn {
  id: string;
  title: string;
  links: FooterLink[];
}

function FooterLinks({ links }: { links: FooterLink[] }) {
  return (
    <ul className="space-y-2">
      {links.slice(0, MAX_ITEMS).map((link) => (
        <li key={`${link.label}-${link.href}`}>
          {link.external ? (
            <a href={link.href} target="_blank" rel="noopener noreferrer" className="hover:underline">
              {link.label}
            </a>
          ) : (
            <Link to={link.href} className="hover:underline">
              {link.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function buildColumns(config: SiteConfig, categories: MegaMenuCategory[]) {
  const footer = config.footer[0];
  const productCategories: FooterColumn = {
    id: 'categories',
    title: 'Product Categories',
    links: categories.map((c) => ({ label: c.name, href: paths.category.to(categorySlugFromName(c.name)) })),
  };
  const legal: FooterColumn = {
    id: 'legal',
    title: 'Legal & Policies',
    links: [
      { label: 'Privacy Policy', href: paths.privacyPolicy.to() },
      { label: 'Terms & Conditions', href: paths.termsConditions.to() },
      { label: 'Shipping Policy', href: paths.shippingPolicy.to() },
      { label: 'Return Policy', href: paths.returnPolicy.to() },
    ],
  };
  const account: FooterColumn = {
    id: 'account',
    title: 'My Account',
    links: [
      { label: 'Login', href: paths.login.to() },
      { label: 'Register', href: paths.login.to() },
      { label: 'Orders', href: paths.account.to() },
      { label: 'Track your order', href: paths.trackOrder.to() },
    ],
  };
  const follow: FooterColumn = {
    id: 'follow',
    title: 'Follow Us',
    links: (footer?.socialLinks ?? []).map((s) => ({ label: s.label, href: s.href, external: true })),
  };
  const supportLinks: FooterLink[] = [];
  if (footer?.supportPhone)
    supportLinks.push({
      label: `Call ${footer.supportPhone}`,
      href: `tel:${footer.supportPhone}`,
      external: true,
    });
  const whatsapp = footer?.supportWhatsapp?.replace(/\D/g, '');
  if (whatsapp)
    supportLinks.push({ label: 'WhatsApp us', href: `https://wa.me/${whatsapp}`, external: true });
  if (footer?.supportEmail)
    supportLinks.push({ label: footer.supportEmail, href: `mailto:${footer.supportEmail}`, external: true });
  supportLinks.push({ label: 'My Orders', href: paths.account.to() });
  supportLinks.push({ label: 'Track your order', href: paths.trackOrder.to() });
  supportLinks.push({ label: 'Shipping Policy', href: paths.shippingPolicy.to() });
  const support: FooterColumn = { id: 'support', title: 'Customer Support', links: supportLinks };
  return {
    mobile: [productCategories, support, legal, follow],
    desktop: [productCategories, legal, account, follow],
  };
}

/** Mobile: an accordion of four sections. Desktop: four columns. Both end with copyright and credit. */
export function SiteFooter({ config, categories }: { config: SiteConfig; categories: MegaMenuCategory[] }) {
  const footer = config.footer[0];
  const siteTitle = config.header[0]?.siteTitle ?? '';
  const { mobile, desktop } = buildColumns(config, categories);
  return (
    <footer className="mt-16 border-t border-stone-200 bg-stone-50 text-stone-800 dark:border-stone-800 dark:bg-stone-900 dark:text-stone-200">
      <div className="mx-auto max-w-7xl px-4 py-10">
        {footer?.logo?.filePath && (
          <img
            src={footer.logo.filePath}
            alt={siteTitle}
            width={footer.logo.width}
            height={footer.logo.height}
            loading="lazy"
            className="mb-4 h-10 w-auto"
          />
        )}
        {footer?.about && <p className="mb-8 max-w-2xl text-sm">{footer.about}</p>}
        <div className="divide-y divide-stone-200 lg:hidden dark:divide-stone-700">
          {mobile.map((column) => (
            <details key={column.id} className="group py-1">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between font-semibold">
                {column.title}
                <span
                  aria-hidden="true"
                  className="transition group-open:rotate-45 motion-reduce:transition-none"
                >
                  +
                </span>
              </summary>
              <div className="pb-3 text-sm">
                <FooterLinks links={column.links} />
              </div>
            </details>
          ))}
        </div>
        <div className="hidden grid-cols-4 gap-8 lg:grid">
          {desktop.map((column) => (
            <section key={column.id} aria-labelledby={`footer-${column.id}`}>
              <h2 id={`footer-${column.id}`} className="mb-3 font-semibold">
                {column.title}
              </h2>
              <div className="text-sm">
                <FooterLinks links={column.links} />
              </div>
            </section>
          ))}
        </div>
        <div className="mt-10 flex flex-col gap-2 border-t border-stone-200 pt-6 text-sm sm:flex-row sm:justify-between dark:border-stone-700">
          <p>© 2025 {siteTitle}. All rights reserved.</p>
          {footer?.developerCredit && <p>{footer.developerCredit}</p>}
        </div>
      </div>
    </footer>
  );
}

/** Stands in for the footer on the store locator pages: same height reserved, no content. */
export function FooterPlaceholder() {
  return <div aria-hidden="true" className="mt-16 h-24 border-t border-stone-200 dark:border-stone-800" />;
}
