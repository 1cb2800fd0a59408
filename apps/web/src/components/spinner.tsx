interface SpinnerProps {
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading', className = '' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={`inline-flex ${className}`}>
      <span
        aria-hidden="true"
        className="size-8 rounded-full border-4 border-stone-300 border-t-brand motion-safe:animate-spin dark:border-stone-600 dark:border-t-brand"
      />
    </span>
  );
}

export function FullScreenSpinner({ label = 'Loading the store' }: { label?: string }) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white dark:bg-stone-950">
      <Spinner label={label} className="scale-150" />
    </div>
  );
}
