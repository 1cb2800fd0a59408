const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** '23 Nov 2026' */
export const shortDate = (iso: string) => dayFormat.format(new Date(iso));
