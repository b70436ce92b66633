/**
 * `npm run build:mobile`: builds the web app for the iOS and Android shells into apps/mobile/www
 * with every API call and picture on VITE_API_ORIGIN (the deployed server, e.g.
 * https://huebook.example), drops what only a web server uses (pre-compressed copies, source
 * maps, the route manifest), then runs `cap sync` (copies www into both native projects and
 * updates their plugins). The Capacitor 8 CLI needs Node.js 22 or newer; the web build runs on
 * the repository's Node.js 20.19+.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const MOBILE = path.resolve(import.meta.dirname, '..');
const WEB = path.resolve(MOBILE, '../web');
const WWW = path.join(MOBILE, 'www');

/** Stops with a plain message (no stack trace). */
function fail(message) {
  console.error(`build:mobile: ${message}`);
  process.exit(1);
}

const apiOrigin = process.env.VITE_API_ORIGIN?.trim();
if (!apiOrigin) {
  fail(
    'set VITE_API_ORIGIN to the address of the Huebook server the apps talk to, e.g.\n' +
      '  VITE_API_ORIGIN=https://huebook.example npm run build:mobile\n' +
      'and list nothing for it on the server: capacitor://localhost and https://localhost are always allowed.',
  );
}
let origin;
try {
  origin = new URL(apiOrigin);
} catch {
  origin = undefined;
}
if (!origin || !['http:', 'https:'].includes(origin.protocol) || origin.pathname !== '/' || origin.search) {
  fail(`VITE_API_ORIGIN must be the server's http:// or https:// address alone (got "${apiOrigin}")`);
}

const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 22) {
  fail(
    `the Capacitor 8 CLI needs Node.js 22 or newer, this is ${process.versions.node}. ` +
      'Run it with Node.js 22 first on PATH (see the README, "Mobile apps").',
  );
}

const run = (command, args, cwd, env = process.env) =>
  execFileSync(command, args, { cwd, env, stdio: 'inherit' });

run('npx', ['vite', 'build', '--outDir', WWW, '--emptyOutDir'], WEB, {
  ...process.env,
  VITE_API_ORIGIN: origin.origin,
});

// A web view reads files from the app bundle: compressed copies, maps and the manifest only add weight.
rmSync(path.join(WWW, '.vite'), { recursive: true, force: true });
for (const entry of readdirSync(WWW, { recursive: true, withFileTypes: true })) {
  if (entry.isFile() && /\.(br|gz|map)$/.test(entry.name)) rmSync(path.join(entry.parentPath, entry.name));
}

run('npx', ['cap', 'sync'], MOBILE);
