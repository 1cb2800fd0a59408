import type { SiteConfig } from '@svarna/contracts';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

const LOGO_CLASS = 'h-9 w-auto lg:h-11';

/**
 * The header's logo. The site logo is drawn for a light ground (maroon lettering); on the dark theme's
 * near-black header it would fall to about 2:1, so the dark theme shows the footer's logo, the brand's
 * version for dark grounds (gold lettering), and when there is none the site logo turned white.
 */
export function SiteLogo({ config, className = '' }: { config: SiteConfig; className?: string }) {
  const header = config.header[0];
  const logo = header?.websiteLogo;
  const darkLogo = config.footer[0]?.logo;
  const hasDarkLogo = Boolean(darkLogo?.filePath) && darkLogo?.filePath !== logo?.filePath;
  const title = header?.siteTitle ?? 'Home';
  return (
    <Link
      to={paths.home.to()}
      className={`inline-flex items-center ${className}`}
      aria-label={`${title} home`}
    >
      {logo?.filePath ? (
        <>
          <img
            src={logo.filePath}
            alt={title}
            width={logo.width}
            height={logo.height}
            data-theme-logo="light"
            className={`${LOGO_CLASS} ${hasDarkLogo ? 'dark:hidden' : 'dark:brightness-0 dark:invert'}`}
          />
          {hasDarkLogo && darkLogo && (
            <img
              src={darkLogo.filePath}
              alt={title}
              width={darkLogo.width}
              height={darkLogo.height}
              data-theme-logo="dark"
              // not fetched while hidden in the light theme
              loading="lazy"
              className={`hidden dark:block ${LOGO_CLASS}`}
            />
          )}
        </>
      ) : (
        <span className="text-xl font-semibold">{title}</span>
      )}
    </Link>
  );
}
