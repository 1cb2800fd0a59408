import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSiteConfig } from '../../layout';
import { whatsappHref } from '../lib/whatsapp';

export const policyLinkClass =
  'font-medium text-stone-900 underline decoration-brand decoration-2 underline-offset-2 hover:decoration-4 dark:text-stone-100';

interface PolicyPageProps {
  title: string;
  /** ISO date shown as 'Last updated' */
  lastUpdated?: string;
  intro?: ReactNode;
  children: ReactNode;
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** The store's name from the site config, for policy text. */
export function useStoreName(): string {
  const { data } = useSiteConfig();
  return data?.header[0]?.siteTitle || 'our store';
}

/** A readable policy: one h1, sections as h2 (h3 inside), prose no wider than about 70 characters. */
export function PolicyPage({ title, lastUpdated, intro, children }: PolicyPageProps) {
  const { data } = useSiteConfig();
  const siteTitle = data?.header[0]?.siteTitle;
  useDocumentTitle(siteTitle ? `${title} | ${siteTitle}` : title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header className="border-b border-stone-200 pb-6 dark:border-stone-700">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        {lastUpdated && (
          <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
            Last updated: <time dateTime={lastUpdated}>{longDate(lastUpdated)}</time>
          </p>
        )}
        {intro && <div className="mt-4 text-lg leading-8 text-stone-800 dark:text-stone-200">{intro}</div>}
      </header>
      <div className="mt-8 space-y-10 text-base leading-7 text-stone-800 dark:text-stone-200">{children}</div>
    </article>
  );
}

export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-semibold text-stone-900 dark:text-stone-50">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PolicySubheading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 text-lg font-semibold text-stone-900 dark:text-stone-50">{children}</h3>;
}

export function PolicyList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-stone-500">{children}</ul>;
}

/** 'message us on WhatsApp' as a link to the configured number, else the support email or phone. */
export function WhatsAppLink({ children = 'message us on WhatsApp' }: { children?: ReactNode }) {
  const { data } = useSiteConfig();
  const footer = data?.footer[0];
  const href = whatsappHref(footer?.supportWhatsapp);
  if (href)
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={policyLinkClass}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  if (footer?.supportEmail)
    return (
      <a href={`mailto:${footer.supportEmail}`} className={policyLinkClass}>
        write to {footer.supportEmail}
      </a>
    );
  return <>contact our customer support</>;
}
