import type { Plugin, Rolldown } from 'vite';

/**
 * Small modules that several lazy pages share are copied into each page's chunk instead of each being a
 * chunk of its own (rolldown's `experimentalInlineCommonChunks`, decision 23): the checkout then loads 6
 * files instead of 32. A copied module runs once per copy, so one that holds state (a React context, a
 * store, a cache) would split into several. This plugin fails the build when a copied module's top level
 * declares state, unless it is named in `allowed` with the reason a second copy is harmless.
 */
export function copiesWithoutState(allowed: Record<string, string>): Plugin {
  return {
    name: 'copies-without-state',
    apply: 'build',
    generateBundle(_options, bundle: Rolldown.OutputBundle) {
      const problems = statefulCopies(
        chunkModules(bundle),
        (id) => this.getModuleInfo(id)?.code ?? null,
        allowed,
      );
      if (problems.length > 0)
        this.error(
          `modules copied into several chunks declare state at their top level (decision 23):\n${problems.join('\n')}`,
        );
    },
  };
}

/** Each chunk's module ids. */
function chunkModules(bundle: Rolldown.OutputBundle): string[][] {
  return Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item.moduleIds] : []));
}

/** What makes a module's second copy a second, separate thing: top-level `let`/`var`, a context, a Map or Set. */
const TOP_LEVEL_STATE =
  /^(?:export\s+)?(?:let|var)\s|createContext\s*\(|^(?:export\s+)?const\s+\w+(?:\s*:[^=]+)?\s*=\s*new\s+(?:Map|Set|WeakMap)\b/m;

/**
 * The modules in more than one chunk whose source declares state, each with the chunks' count; a module
 * named in `allowed` (by the end of its path) passes.
 */
export function statefulCopies(
  chunks: string[][],
  sourceOf: (id: string) => string | null,
  allowed: Record<string, string>,
): string[] {
  const copies = new Map<string, number>();
  for (const ids of chunks) for (const id of ids) copies.set(id, (copies.get(id) ?? 0) + 1);
  const problems: string[] = [];
  for (const [id, count] of copies) {
    if (count < 2 || Object.keys(allowed).some((path) => id.endsWith(path))) continue;
    const source = sourceOf(id);
    if (source !== null && TOP_LEVEL_STATE.test(source)) problems.push(`${id} (${count} copies)`);
  }
  return problems;
}
