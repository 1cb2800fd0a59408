const block = 'animate-pulse rounded bg-stone-200 motion-reduce:animate-none dark:bg-stone-800';

/**
 * Placeholder with the loaded page's footprint: the square image frame and thumbnail row on the left,
 * the text, price, selects and buttons at their real heights on the right, so nothing jumps on load.
 */
export function ProductSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6" aria-busy="true" data-testid="product-skeleton">
      <span className="sr-only" role="status">
        Loading product
      </span>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="flex flex-col gap-3">
          <div className={`aspect-square w-full rounded-lg ${block}`} />
          <div className="flex gap-2 p-1">
            {[0, 1, 2].map((i) => (
              <div key={i} className={`size-[68px] rounded-md sm:size-[84px] ${block}`} />
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <div className={`h-5 w-28 ${block}`} />
          <div className={`h-8 w-3/4 sm:h-9 ${block}`} />
          <div className={`h-6 w-32 ${block}`} />
          <div className={`h-8 w-40 ${block}`} />
          <div className="space-y-2">
            <div className={`h-5 w-full ${block}`} />
            <div className={`h-5 w-full ${block}`} />
            <div className={`h-5 w-2/3 ${block}`} />
          </div>
          <div className="flex gap-4">
            <div className={`h-[4.25rem] w-36 ${block}`} />
            <div className={`h-[4.25rem] w-36 ${block}`} />
          </div>
          <div className="grid grid-cols-2 gap-3">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className={`h-16 ${block}`} />
            ))}
          </div>
          <div className={`h-5 w-56 ${block}`} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <div className={`h-12 flex-1 ${block}`} />
            <div className={`h-12 flex-1 ${block}`} />
          </div>
          <div className={`h-40 w-full rounded-lg ${block}`} />
        </div>
      </div>
    </div>
  );
}
