import { describe, expect, it } from 'vitest';

import { planScreenChunks } from './screen-chunks.ts';

/** A module graph: static imports, lazy imports, and which module is the entry. */
function graph(modules: Record<string, { imports?: string[]; lazy?: string[]; entry?: boolean }>) {
  const ids = Object.keys(modules).map((id) => `/app/${id}`);
  const info = (id: string) => {
    const name = id.replace('/app/', '');
    const module = modules[name];
    if (!module) return null;
    const dynamicImporters = Object.entries(modules)
      .filter(([, other]) => other.lazy?.includes(name))
      .map(([importer]) => `/app/${importer}`);
    return {
      importedIds: (module.imports ?? []).map((m) => `/app/${m}`),
      dynamicallyImportedIds: (module.lazy ?? []).map((m) => `/app/${m}`),
      dynamicImporters,
      isEntry: module.entry ?? false,
    };
  };
  return { ids, info };
}

describe('planScreenChunks', () => {
  const { ids, info } = graph({
    'main.tsx': { entry: true, imports: ['spinner.tsx'], lazy: ['layout.tsx', 'coloring.tsx', 'book.tsx'] },
    'spinner.tsx': {},
    'layout.tsx': { imports: ['spinner.tsx', 'query.ts'] },
    'query.ts': {},
    'coloring.tsx': { imports: ['canvas.ts', 'trash-icon.ts', 'spinner.tsx'], lazy: ['pdf.ts'] },
    'canvas.ts': {},
    'trash-icon.ts': {},
    'pdf.ts': { imports: ['canvas.ts'] },
    'book.tsx': { imports: ['trash-icon.ts'] },
  });
  const plan = planScreenChunks(
    '/app',
    { shell: ['layout.tsx'], screens: [{ name: 'coloring', module: 'coloring.tsx' }] },
    ids,
    info,
  );
  const placed = Object.fromEntries([...plan].map(([id, group]) => [id.replace('/app/', ''), group]));

  it('groups the shell, and what a screen shares with other screens, never the landing’s modules', () => {
    expect(placed).toEqual({
      'layout.tsx': 'shell',
      'query.ts': 'shell',
      'trash-icon.ts': 'coloring-shared',
    });
  });
});
