import type { Collection } from '@svarna/contracts';
import { Link } from 'react-router';
import { bannerTextColor } from '../lib/collection-rules';
import { CollectionImage } from './collection-image';

const DEFAULT_BANNER_BACKGROUND = '#1c1917';

const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//');
const isWeb = (url: string) => /^https?:\/\//i.test(url);

function CallToAction({ cta }: { cta: NonNullable<Collection['marketing']['callToAction']> }) {
  const className = `inline-flex min-h-11 items-center rounded-md px-6 py-2.5 font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 ${
    cta.style === 'primary'
      ? 'bg-blue-700 text-white hover:bg-blue-800'
      : 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100'
  }`;
  if (isInternal(cta.url)) {
    return (
      <Link to={cta.url} className={className} data-cta-style={cta.style}>
        {cta.text}
      </Link>
    );
  }
  if (!isWeb(cta.url)) return null;
  return (
    <a href={cta.url} className={className} data-cta-style={cta.style}>
      {cta.text}
    </a>
  );
}

/**
 * The collection's banner: its image on its background colour, with the title, hero subtitle, description
 * and optional call to action. From md up the text sits over the image's left side on a fade of the
 * background colour, so it keeps its contrast whatever the picture.
 */
export function CollectionBanner({ collection }: { collection: Collection }) {
  const background = collection.styling.backgroundColor || DEFAULT_BANNER_BACKGROUND;
  const color = bannerTextColor(background, collection.styling.textColor);
  const cta = collection.marketing.callToAction;
  return (
    <section
      aria-labelledby="collection-title"
      className="relative overflow-hidden"
      style={{ backgroundColor: background, color }}
    >
      <CollectionImage
        image={collection.bannerImage}
        alt=""
        priority
        sizes="100vw"
        className="h-36 w-full object-cover object-right sm:h-52 md:absolute md:inset-0 md:h-full"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 hidden md:block"
        style={{ background: `linear-gradient(90deg, ${background} 0%, ${background} 45%, transparent 80%)` }}
      />
      <div className="relative mx-auto max-w-7xl px-4 py-8 md:py-16">
        <div className="max-w-xl space-y-3">
          <h1 id="collection-title" className="text-3xl font-semibold sm:text-4xl">
            {collection.title}
          </h1>
          {collection.marketing.heroSubtitle && (
            <p className="text-lg font-medium">{collection.marketing.heroSubtitle}</p>
          )}
          {collection.description && <p className="leading-relaxed">{collection.description}</p>}
          {cta?.text && cta.url && (
            <div className="pt-2">
              <CallToAction cta={cta} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
