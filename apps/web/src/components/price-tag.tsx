import { formatRupees, getDisplayPrice, type PriceFields } from '../lib/price';

interface PriceTagProps {
  fields: PriceFields;
  /** trailing '/-' as on product and promo prices */
  suffix?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'text-sm', md: 'text-base', lg: 'text-2xl' } as const;

/** Shown price with the original struck through when it differs. */
export function PriceTag({ fields, suffix = false, size = 'md', className = '' }: PriceTagProps) {
  const { price, original } = getDisplayPrice(fields);
  if (price == null) return null;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className={`font-semibold ${sizes[size]}`}>
        <span className="sr-only">Price: </span>
        {formatRupees(price, { suffix })}
      </span>
      {original != null && (
        <s className="text-sm text-stone-600 dark:text-stone-400">
          <span className="sr-only">Original price: </span>
          {formatRupees(original, { suffix })}
        </s>
      )}
    </p>
  );
}
