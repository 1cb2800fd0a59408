// Import boundaries that the linter cannot express:
// - web: app -> features -> components/lib. A feature reaches another feature only through its
//   public entry (features/<name>/index.ts); components and lib never import features or app.
// - api: routes -> service -> repository; a repository never imports a service or routes.
// - contracts: the plain modules the storefront reads on its first paints import nothing (no zod), so
//   a constant taken from them never brings zod and the schemas along (decision 9).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const problems = [];

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : files(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

const importsOf = (source) =>
  [
    ...source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] ?? m[2]);

const webSrc = join(root, 'apps/web/src');
for (const file of files(webSrc)) {
  const rel = relative(webSrc, file);
  const [area, feature] = rel.split('/');
  for (const spec of importsOf(readFileSync(file, 'utf8'))) {
    if (!spec.startsWith('.') && !spec.startsWith('@/')) continue;
    const target = spec.startsWith('@/') ? spec.slice(2) : relative(webSrc, join(file, '..', spec));
    const [targetArea, targetFeature, ...rest] = target.split('/');
    if ((area === 'components' || area === 'lib') && (targetArea === 'features' || targetArea === 'app')) {
      problems.push(`${rel}: ${area}/ must not import ${targetArea}/ (${spec})`);
    }
    if (area === 'features' && targetArea === 'app')
      problems.push(`${rel}: features must not import app/ (${spec})`);
    if (area === 'features' && targetArea === 'features' && targetFeature !== feature) {
      const viaEntry = rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]));
      if (!viaEntry)
        problems.push(
          `${rel}: reaches into features/${targetFeature}/${rest.join('/')}; import features/${targetFeature} instead`,
        );
    }
  }
}

const apiModules = join(root, 'apps/api/src/modules');
for (const file of files(apiModules)) {
  const rel = relative(apiModules, file);
  if (!/repository\.ts$/.test(rel)) continue;
  for (const spec of importsOf(readFileSync(file, 'utf8'))) {
    if (/(service|routes)$/.test(spec))
      problems.push(`api/modules/${rel}: a repository must not import ${spec}`);
  }
}

const contracts = join(root, 'packages/contracts/src');
for (const name of ['cart-limits.ts', 'catalog-rules.ts', 'money.ts', 'order-rules.ts', 'sign-in-rules.ts']) {
  for (const spec of importsOf(readFileSync(join(contracts, name), 'utf8')))
    problems.push(`contracts/src/${name}: a plain module must not import ${spec}`);
}

if (problems.length) {
  console.error(`Import boundary violations:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info('import boundaries ok');
