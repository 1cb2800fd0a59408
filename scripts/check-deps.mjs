// Every runtime dependency a workspace lists must be one its code uses: named in an import, a dynamic
// import or a resolved path (fonts) somewhere in the workspace's own source or scripts. Run by `npm run lint`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const workspaces = ['apps/api', 'apps/web', 'packages/contracts'];
const problems = [];

function sources(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'test'].includes(entry.name) ? [] : sources(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

for (const workspace of workspaces) {
  const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
  const code = [...sources(join(root, workspace, 'src')), ...sources(join(root, workspace, 'scripts'))]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  for (const dependency of Object.keys(manifest.dependencies ?? {})) {
    // 'name' or 'name/sub/path' in quotes: an import, import(), require.resolve or a package path.
    const used = new RegExp(`['"\`]${escapeRegExp(dependency)}(/[^'"\`]*)?['"\`]`).test(code);
    if (!used)
      problems.push(`${workspace}: "${dependency}" is listed in dependencies but its code never uses it`);
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
