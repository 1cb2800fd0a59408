/** The reason a disabled checkout button gives (its aria-describedby), next to it. */
export function CheckoutBlockNote({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-800 dark:text-red-300">
      {text}
    </p>
  );
}
