import { formatPaise } from '@svarna/contracts';

/** ₹12,34,567.89 from paise, the paise always shown (the invoice's font draws the rupee sign). */
export const formatInr = (amountPaise: number) => formatPaise(amountPaise, { decimals: true });

/** 300 basis points: '3%'; 250: '2.5%'. */
export function formatRate(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}
