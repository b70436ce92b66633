/** Types of server-runtime.mjs (how the built server is launched; see there). */
export declare const SERVER_MALLOC_ENV: Readonly<{
  MALLOC_ARENA_MAX: string;
  MALLOC_MMAP_THRESHOLD_: string;
}>;
export declare const SERVER_NODE_FLAGS: readonly string[];
