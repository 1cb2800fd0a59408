import { slugFromName } from '@svarna/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ProductFormValues } from '../lib/product-form-values';
import { FeaturesEditor } from './features-editor';
import { FormSection } from './form-section';
import { FormInput, FormTextArea, pathId, useFieldErrors } from './product-fields';

interface ProductBasicsProps {
  formId: string;
  /** the saved product's slug; none for a new product */
  savedSlug: string | undefined;
}

/** Name, slug (made from the name until edited), descriptions and features. */
export function ProductBasics({ formId, savedSlug }: ProductBasicsProps) {
  const { register, setValue, getValues, control } = useFormContext<ProductFormValues>();
  const [slug, follows] = useWatch({ control, name: ['slug', 'slugFollowsName'] });
  const id = (path: string) => pathId(formId, path);
  const errorAt = useFieldErrors();

  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (getValues('slugFollowsName')) setValue('slug', slugFromName(event.target.value));
    },
  });
  const slugField = register('slug', { onChange: () => setValue('slugFollowsName', false) });
  const followName = () => {
    setValue('slugFollowsName', true);
    setValue('slug', slugFromName(getValues('name')));
  };

  const moved = savedSlug !== undefined && slug.trim() !== '' && slug.trim() !== savedSlug;
  const slugHint = moved ? (
    <p>
      The old link /product/{savedSlug} will redirect to /product/{slug.trim()}.
    </p>
  ) : (
    <p>The product's address: /product/{slug.trim() || '…'}</p>
  );

  return (
    <FormSection title="Name and description">
      <FormInput
        id={id('name')}
        label="Name"
        maxLength={200}
        autoComplete="off"
        registration={nameField}
        error={errorAt('name')}
      />
      <div className="flex flex-col gap-2">
        <FormInput
          id={id('slug')}
          label="Slug"
          maxLength={80}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          registration={slugField}
          error={errorAt('slug')}
          hint={slugHint}
        />
        {!follows && (
          <button type="button" onClick={followName} className="min-h-11 self-start font-medium underline">
            Make the slug from the name
          </button>
        )}
      </div>
      <FormTextArea
        id={id('shortDescription')}
        label="Short description"
        optional
        maxLength={500}
        registration={register('shortDescription')}
        error={errorAt('shortDescription')}
      />
      <FormTextArea
        id={id('description')}
        label="Long description"
        optional
        rows={6}
        maxLength={10_000}
        registration={register('description')}
        error={errorAt('description')}
      />
      <FeaturesEditor formId={formId} />
    </FormSection>
  );
}
