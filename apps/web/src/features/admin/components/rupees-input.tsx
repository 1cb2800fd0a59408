import { type FieldPath, useFormContext, useWatch } from 'react-hook-form';
import { formatRupees } from '../../../lib/price';
import { numberOf, type ProductFormValues } from '../lib/product-form-values';
import { FormInput } from './product-fields';

interface RupeesInputProps {
  id: string;
  label: string;
  name: FieldPath<ProductFormValues>;
  error: string | undefined;
  optional?: boolean;
}

/** A price in rupees, typed freely; the amount it reads as is shown under it with Indian grouping. */
export function RupeesInput({ id, label, name, error, optional }: RupeesInputProps) {
  const { register, control } = useFormContext<ProductFormValues>();
  const typed = useWatch({ control, name }) as string;
  const amount = numberOf(typed ?? '');
  const reads = amount !== undefined && Number.isFinite(amount) && amount > 0 ? formatRupees(amount) : null;
  return (
    <FormInput
      id={id}
      label={`${label} (₹)`}
      optional={optional}
      inputMode="decimal"
      autoComplete="off"
      registration={register(name)}
      error={error}
      hint={reads ? <p>Reads as {reads}</p> : undefined}
    />
  );
}
