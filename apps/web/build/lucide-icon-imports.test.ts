import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { lucideIconFiles, splitLucideImports } from './lucide-icon-imports.ts';

const require = createRequire(import.meta.url);
const entry = require.resolve('lucide-react').replace(/cjs[\\/]lucide-react\.js$/, 'esm/lucide-react.mjs');
const iconFiles = lucideIconFiles(readFileSync(entry, 'utf8'));

describe('lucide icon imports', () => {
  it('maps every name of an icon, aliases included, to its file in the package', () => {
    expect(iconFiles.get('ArrowLeft')).toBe('arrow-left');
    expect(iconFiles.get('LucideUndo2')).toBe('undo-2');
    expect(iconFiles.get('BrushIcon')).toBe('brush');
    expect(existsSync(path.join(path.dirname(entry), 'icons', 'arrow-left.mjs'))).toBe(true);
    expect(iconFiles.has('LucideProvider')).toBe(false);
  });

  it('imports each icon from its own file and keeps the rest from the entry', () => {
    const code = `import { Brush, ArrowLeft as Back,\n  LucideProvider } from "lucide-react";\nconsole.log(Brush, Back);`;
    const split = splitLucideImports(code, iconFiles);
    expect(split).toBe(
      "import Brush from 'lucide-react/icons/brush';import Back from 'lucide-react/icons/arrow-left';" +
        "import { LucideProvider } from 'lucide-react';\n\nconsole.log(Brush, Back);",
    );
  });

  it('leaves code without icon imports alone', () => {
    expect(splitLucideImports(`import { useLucideContext } from 'lucide-react';`, iconFiles)).toBeNull();
    expect(splitLucideImports(`import { Brush } from './lucide-react';`, iconFiles)).toBeNull();
  });
});
