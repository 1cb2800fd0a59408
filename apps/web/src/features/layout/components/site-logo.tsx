import type { SiteConfig } from '@svarna/contracts';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

export function SiteLogo({ config, className = '' }: { config: SiteConfig; className?: string }) {
  const header = config.header[0];
  const logo = header?.websiteLogo;
  const title = header?.siteTitle ?? 'Home';
  return (
    <Link
      to={paths.home.to()}
      className={`inline-flex items-center ${className}`}
      aria-label={`${title} home`}
    >
      {logo?.filePath ? (
        <img
          src={logo.filePath}
          alt={title}
          width={logo.width}
          height={logo.height}
          className="h-9 w-auto lg:h-11"
          fetchPriority="high"
        />
      ) : (
        <span className="text-xl font-semibold">{title}</span>
      )}
    </Link>
  );
}
