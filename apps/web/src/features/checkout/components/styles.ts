export const sectionClass = 'rounded-lg border border-stone-200 p-4 dark:border-stone-700';

export const sectionTitleClass = 'mb-3 text-lg font-semibold';
