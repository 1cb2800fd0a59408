import type { ButtonHTMLAttributes, Ref } from 'react';

/**
 * The store's buttons, in both themes:
 * - primary: the brand's colour, the page's main action (Add to Cart, Buy Now, Verify OTP)
 * - outline: a strong two-pixel border beside a primary one (Add to Cart next to Buy Now, Try Again)
 * - secondary: a light border, the desk's everyday action (Edit, Cancel, Add a row)
 * - ink: the desk's main action, dark on light and light on dark
 * - danger: deletes or cancels for good
 * - ghost: no border or fill until hovered
 * - link: underlined words that act like a link (Resend OTP, Change number)
 */
export type ButtonVariant = 'primary' | 'outline' | 'secondary' | 'ink' | 'danger' | 'ghost' | 'link';

/**
 * Every size keeps a 44 px touch target: sm is narrow (px-3), md the usual, lg 48 px high (a product's
 * buy buttons), xl 48 px and wide (the home page's calls to action), icon a 44 px square. A link's size
 * is its text.
 */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl' | 'icon';

const base =
  'inline-flex items-center justify-center rounded-md disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[#2563eb] dark:focus-visible:outline-[#93c5fd]';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand font-semibold text-on-brand hover:brightness-110',
  outline:
    'border-2 border-stone-900 font-semibold hover:bg-stone-100 dark:border-stone-100 dark:hover:bg-stone-800',
  secondary:
    'border border-stone-400 font-medium hover:bg-stone-100 dark:border-stone-500 dark:hover:bg-stone-800',
  ink: 'bg-stone-900 font-semibold text-white hover:bg-stone-700 dark:bg-stone-100 dark:text-stone-900 dark:hover:bg-stone-300',
  danger: 'bg-red-700 font-semibold text-white hover:bg-red-800',
  ghost: 'font-medium hover:bg-stone-100 dark:hover:bg-stone-800',
  link: 'text-sm font-medium underline underline-offset-2 hover:no-underline disabled:no-underline',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3',
  md: 'min-h-11 px-5',
  lg: 'min-h-12 px-5',
  xl: 'min-h-12 px-8',
  icon: 'size-11',
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** layout only (width, margins, flex, gap): colours and sizes come from variant and size */
  className?: string;
}

/** The classes of a button, for an element that only looks like one (a router Link, a file input's label). */
export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  return [base, variants[variant], variant === 'link' ? '' : sizes[size], className]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {
  ref?: Ref<HTMLButtonElement>;
}

/** A button of the store (type="button" unless told otherwise). */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
