/** The reason a disabled checkout button gives (its aria-describedby), next to it. */
export function CheckoutBlockNote({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-800 dark:text-red-300">
      {text}
    </p>
  );
}

/** The way on to checkout: held (disabled, and described by the note saying why) while `blocked`. */
export function CheckoutButton({
  blocked,
  noteId,
  onClick,
  className,
  children,
}: {
  blocked: string | null;
  noteId: string;
  onClick: () => void;
  className: string;
  children: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={blocked !== null}
      aria-describedby={blocked ? noteId : undefined}
      className={`w-full rounded-md bg-brand text-on-brand hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:brightness-100 ${className}`}
    >
      {children}
    </button>
  );
}
