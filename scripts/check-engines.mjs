// Every package the lockfile installs must run on the oldest Node the README and `engines` promise, so
// `npm install` on that Node neither warns EBADENGINE nor installs code that may fail there. Run by
// `npm run lint`; a package that wants a newer Node is pinned back in the root `overrides`.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const root = new URL('..', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8'));
const oldestNode = semver.minVersion(manifest.engines.node);

const problems = Object.entries(lock.packages)
  .filter(([path, entry]) => path && entry.engines?.node && !entry.link)
  .filter(([, entry]) => !semver.satisfies(oldestNode, entry.engines.node, { includePrerelease: true }))
  .map(
    ([path, entry]) =>
      `${path}@${entry.version} wants Node ${entry.engines.node}; the store promises ${oldestNode}`,
  );

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
