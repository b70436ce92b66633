/**
 * Build-only: `import { Brush, Plus as Add } from 'lucide-react'` becomes one default import per
 * icon file (`lucide-react/icons/brush`, a path the package exports), the way Next.js's
 * `optimizePackageImports` treats lucide-react. lucide-react's entry re-exports every icon (and
 * a namespace of all of them), so through it the module graph says each importer reaches all
 * ~1,700 icons; with direct imports it names the ones used, which screen-chunks.ts needs to tell
 * the landing's icons from the signed-in screens'. Bytes do not change (unused icons were
 * tree-shaken either way); the build reads far fewer modules.
 * Names the entry exports from elsewhere (LucideProvider, …) keep their import from the entry.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Plugin } from 'vite';

/** Icon export name → icon file name (`ArrowLeft` → `arrow-left`), read from the entry's re-exports. */
export function lucideIconFiles(entrySource: string): Map<string, string> {
  const files = new Map<string, string>();
  const reexport = /export\s*\{([^}]*)\}\s*from\s*['"]\.\/icons\/([\w-]+)\.mjs['"]/g;
  for (const [, names = '', file = ''] of entrySource.matchAll(reexport)) {
    for (const specifier of names.split(',')) {
      const alias = /^\s*default\s+as\s+(\w+)\s*$/.exec(specifier)?.[1];
      if (alias) files.set(alias, file);
    }
  }
  return files;
}

/**
 * `code` with its named imports from 'lucide-react' split into one import per icon file, or
 * null when it has none that could be split.
 */
export function splitLucideImports(code: string, iconFiles: Map<string, string>): string | null {
  let changed = false;
  const result = code.replace(
    /import\s*\{([^}]*)\}\s*from\s*(['"])lucide-react\2;?/g,
    (statement, names: string) => {
      const direct: string[] = [];
      const rest: string[] = [];
      for (const specifier of names
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
        const file = iconFiles.get(imported);
        if (file) direct.push(`import ${local} from 'lucide-react/icons/${file}';`);
        else rest.push(specifier);
      }
      if (direct.length === 0) return statement;
      changed = true;
      const imports = [
        ...direct,
        ...(rest.length > 0 ? [`import { ${rest.join(', ')} } from 'lucide-react';`] : []),
      ];
      // As many lines as the statement had, so the lines below keep their source-map positions.
      return imports.join('') + '\n'.repeat(statement.split('\n').length - 1);
    },
  );
  return changed ? result : null;
}

/** The plugin (`vite build` only: the dev server pre-bundles lucide-react whole). */
export function lucideIconImports(): Plugin {
  let iconFiles: Map<string, string> | null = null;
  return {
    name: 'huebook:lucide-icon-imports',
    apply: 'build',
    transform: {
      filter: { id: { exclude: /node_modules/ }, code: 'lucide-react' },
      handler(code) {
        if (!iconFiles) {
          const require = createRequire(import.meta.url);
          // The package's ESM entry (its `import` condition), beside its CommonJS `main`.
          const main = require.resolve('lucide-react');
          const entry = main.replace(/cjs[\\/]lucide-react\.js$/, 'esm/lucide-react.mjs');
          iconFiles = lucideIconFiles(readFileSync(entry, 'utf8'));
        }
        const split = splitLucideImports(code, iconFiles);
        // Lines keep their places (splitLucideImports): the module's source map stays usable.
        return split === null ? null : { code: split, map: null };
      },
    },
  };
}
