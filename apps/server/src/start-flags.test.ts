import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { SERVER_NODE_FLAGS } from '../../../scripts/server-runtime.mjs';

/**
 * The server is launched two ways with Node's memory flags: by `npm start` (scripts/setup.mjs,
 * from scripts/server-runtime.mjs) and by `npm run start -w @huebook/server` (its package.json,
 * which cannot import a module). A flag changed in one place only would make the two servers
 * differ in memory (docs/decisions.md, server memory).
 */
describe("the server's start script", () => {
  it('runs node with the same flags as npm start', () => {
    const manifest = JSON.parse(readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    expect(manifest.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} dist/server.js`);
  });
});
