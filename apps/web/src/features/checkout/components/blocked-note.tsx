export const BLOCKED_NOTE_ID = 'checkout-blocked';

/** Why the order button is disabled (its aria-describedby): a piece in the cart is no longer sold. */
export function BlockedNote({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p id={BLOCKED_NOTE_ID} className="text-sm font-medium text-red-800 dark:text-red-300">
      {text}
    </p>
  );
}
