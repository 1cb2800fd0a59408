/** Indian digit grouping: the last three digits, then pairs (12,34,567). */
export function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}

/** ₹12,34,567.89 from paise (the invoice's font draws the rupee sign). */
export function formatInr(amountPaise: number): string {
  const sign = amountPaise < 0 ? '−' : '';
  const abs = Math.abs(amountPaise);
  return `${sign}₹${groupIndian(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** 300 basis points: '3%'; 250: '2.5%'. */
export function formatRate(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}
