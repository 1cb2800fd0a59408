/** The header's round icon buttons (the account icon, the menu button). */
export const iconButtonClass = 'rounded-md p-2 hover:bg-stone-100 dark:hover:bg-stone-800';
