// Installs one of Debian's Chromium packages when its program is missing: `npm test` needs the headless
// shell for the journeys (docs/decisions/0027), `npm run bench` the desktop browser for Lighthouse.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const apt = (args) => {
  const asRoot = process.getuid?.() === 0;
  const [cmd, ...rest] = asRoot ? ['apt-get', ...args] : ['sudo', 'apt-get', ...args];
  return (
    spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0
  );
};

/**
 * Makes sure a Chromium is at `path`. A path the user chose (`chosenBy` names its variable) is never
 * installed over: when it is missing the process stops. Otherwise Debian's `debianPackage` is installed.
 */
export function ensureChromium({ path, debianPackage, chosenBy, purpose }) {
  if (existsSync(path)) return;
  if (process.env[chosenBy]) {
    console.error(`No Chromium at ${chosenBy} (${path}).`);
    process.exit(1);
  }
  console.info(`Installing Debian's ${debianPackage} for ${purpose}…`);
  if (!apt(['update']) || !apt(['install', '-y', '--no-install-recommends', debianPackage])) {
    console.error(`Could not install ${debianPackage}; ${purpose} need it at ${path}.`);
    process.exit(1);
  }
}
