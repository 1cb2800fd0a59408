/** Full-screen while the order is placed and the payment confirmed; the page behind cannot be used. */
export function ProcessingOverlay({ message }: { message: string }) {
  return (
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/90 dark:bg-stone-950/90">
      <span
        aria-hidden="true"
        className="size-10 rounded-full border-4 border-stone-300 border-t-brand motion-safe:animate-spin dark:border-stone-600 dark:border-t-brand"
      />
      <p role="status" className="text-lg font-medium">
        {message}
      </p>
    </div>
  );
}
