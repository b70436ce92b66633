/**
 * Build-time chunk plan for the screens a deep link opens cold (issue 12, "Fill ready"): the
 * code every signed-in screen loads (query cache, guards, signed-in layout) in one chunk, and
 * each listed screen's code in its own chunk plus one of what it shares with other screens. Automatic splitting left the coloring route in ~20 files (each lucide icon shared by
 * two screens is a file); under HTTP/1.1's 6 connections per host and Lighthouse's mobile
 * throttling (562.5 ms per request) every 6 files cost another round trip.
 *
 * The sets come from the module graph itself (a plugin reads it at `buildEnd`, before chunks
 * are made), so a new import lands in the right chunk without a list to keep up:
 * - the landing's graph (everything the entry imports statically) is never captured: its
 *   chunks stay as automatic splitting made them, and the landing's budget untouched;
 * - `shell`: what the shell modules import statically, less the landing's;
 * - per screen: what it imports statically, less the landing's and the shell's, stays in the
 *   screen's own chunk (automatic splitting does that) unless another lazily loaded module
 *   reaches it too: those go in one `<name>-shared` chunk, which the other screens then load
 *   whole (a few icons and helpers) instead of one file per combination of screens.
 * Lazy imports inside a screen (`import()`) stay their own chunks, off its first load.
 * Each set is closed under static imports, minus modules in chunks that load before it, so the
 * groups need not pull in their dependencies (`includeDependenciesRecursively: false`).
 * Rolldown's groups: https://rolldown.rs/reference/TypeAlias.CodeSplittingGroup
 */
import path from 'node:path';

import type { Plugin, Rolldown } from 'vite';

/** Source modules, relative to the web app's root, as the router imports them. */
export interface ScreenChunkPlan {
  /** Loaded by every signed-in screen (and sign-in): one chunk. */
  shell: string[];
  /** Screens opened cold by deep links, each made one chunk (and one of what it shares). */
  screens: { name: string; module: string }[];
}

type ModuleInfo = Pick<
  Rolldown.ModuleInfo,
  'importedIds' | 'dynamicallyImportedIds' | 'dynamicImporters' | 'isEntry'
>;

/** Every module `roots` reach through static imports, roots included. */
function staticClosure(roots: Iterable<string>, info: (id: string) => ModuleInfo | null): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const module = info(id);
    if (!module) continue;
    seen.add(id);
    stack.push(...module.importedIds);
  }
  return seen;
}

/**
 * The chunk each module goes to (group name by module id), from the module graph: `ids` every
 * module, `info` its imports. Modules not in the map stay with automatic splitting, which keeps
 * a screen's own modules in the screen's chunk.
 */
export function planScreenChunks(
  root: string,
  plan: ScreenChunkPlan,
  ids: Iterable<string>,
  info: (id: string) => ModuleInfo | null,
): Map<string, string> {
  const all = [...ids];
  const resolve = (module: string) => path.resolve(root, module);
  const landing = staticClosure(
    all.filter((id) => info(id)?.isEntry),
    info,
  );
  const groups = new Map<string, string>();
  const assign = (ids: Iterable<string>, name: string) => {
    for (const id of ids) if (!landing.has(id) && !groups.has(id)) groups.set(id, name);
  };
  assign(staticClosure(plan.shell.map(resolve), info), 'shell');

  const lazyTargets = all.filter((id) => (info(id)?.dynamicImporters.length ?? 0) > 0);
  for (const screen of plan.screens) {
    const own = staticClosure([resolve(screen.module)], info);
    // Lazily loaded modules imported from outside this screen: the other screens.
    const others = lazyTargets.filter(
      (id) => !own.has(id) && info(id)!.dynamicImporters.some((importer) => !own.has(importer)),
    );
    const reachedByOthers = staticClosure(others, info);
    assign(
      [...own].filter((id) => reachedByOthers.has(id)),
      `${screen.name}-shared`,
    );
  }
  return groups;
}

/** Where `.vite/screen-chunks.json` says each lazily imported module's code is: file by module. */
export type ScreenChunkFiles = Record<string, string>;

/**
 * The plugin, and the code-splitting groups (for `build.rolldownOptions.output.codeSplitting.
 * groups`) that place modules by the module graph it reads when the modules are loaded. The
 * plugin also writes `.vite/screen-chunks.json` (ScreenChunkFiles, paths relative to the app's
 * root as in Vite's manifest): a module captured by a group has no manifest entry of its own,
 * and the server preloads a route's chunks by module (apps/server/src/lib/route-preload.ts).
 */
export function screenChunks(root: string, plan: ScreenChunkPlan) {
  let groups = new Map<string, string>();
  const plugin: Plugin = {
    name: 'huebook:screen-chunks',
    apply: 'build',
    buildEnd() {
      groups = planScreenChunks(root, plan, this.getModuleIds(), (id) => this.getModuleInfo(id));
    },
    generateBundle(_options, bundle) {
      const files: ScreenChunkFiles = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          if (!this.getModuleInfo(id)?.dynamicImporters.length) continue;
          files[path.relative(root, id).replaceAll(path.sep, '/')] = output.fileName;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/screen-chunks.json',
        source: JSON.stringify(files, null, 2),
      });
    },
  };
  const names = ['shell', ...plan.screens.map((screen) => `${screen.name}-shared`)];
  const codeSplittingGroups = names.map((name) => ({
    name,
    test: (id: string) => groups.get(id) === name,
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups: codeSplittingGroups };
}
