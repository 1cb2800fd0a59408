import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';

/** Back, and the page's name. */
export function CheckoutHeader() {
  const navigate = useNavigate();
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.home.to());
  };
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-950">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
        <button
          type="button"
          onClick={back}
          aria-label="Back"
          className="inline-flex size-11 items-center justify-center rounded-md hover:bg-stone-100 dark:hover:bg-stone-800"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </button>
        <h1 className="text-lg font-semibold tracking-widest">CHECKOUT</h1>
      </div>
    </header>
  );
}
