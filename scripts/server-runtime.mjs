/**
 * How the built server is launched: glibc's malloc variables and Node's flags, set by the process
 * that starts it (scripts/setup.mjs for `npm start`, and the benches that measure the server as
 * `npm start` runs it). Plain JavaScript with only constants: setup.mjs runs before anything is
 * installed.
 */

/**
 * glibc's malloc settings for the server (docs/decisions.md "Print", server memory; the
 * tunables: https://www.gnu.org/software/libc/manual/html_node/Memory-Allocation-Tunables.html).
 * `MALLOC_ARENA_MAX`: glibc gives each thread that allocates under contention its own arena,
 * up to 8 per core, and keeps their memory: the libuv and libvips threads (sharp) left 100+ MB
 * behind after a book of pages; with 2 the peak of a 24-page book fell from about 500 to about
 * 390 MB. `MALLOC_MMAP_THRESHOLD_`: blocks from 128 KB up get their own mapping, returned to
 * the system when freed. By default glibc raises that threshold to the largest block freed (up
 * to 32 MB), after which libvips's picture buffers and other large blocks are carved from the
 * arenas and stay there, scattered: 20-40 MB less at a book's peak, the book taking as long.
 */
export const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * Node's flags for the server, the same as `npm run start -w @huebook/server` passes
 * (apps/server/package.json, which cannot import this file; keep the two the same), and the
 * benches that start the built server (bench/print-server.ts, bench/server-start.bench.ts):
 * - `--max-semi-space-size=4`: V8's young generation stays at 2 × 4 MB instead of growing to
 *   2 × 16 MB, in the main thread and in each worker thread (about 15 MB less at start).
 * - `--liftoff-only`: WebAssembly (in the server, only PGlite's PostgreSQL) runs as compiled by
 *   V8's baseline compiler, Liftoff, and is not recompiled by TurboFan in the background when
 *   hot: those compilations peak at 70 MB of scratch memory, about 50 MB of which glibc keeps
 *   for good. The cost: CPU-heavy queries take 1.3-1.5 times as long (an aggregate over 100k
 *   rows 34 instead of 23 ms of CPU); the app's small queries take as long.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--liftoff-only', '--enable-source-maps'];
