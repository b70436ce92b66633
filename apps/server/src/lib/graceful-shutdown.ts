/**
 * Shuts the server down once, however many signals arrive. `npm start` runs npm → tsx → node:
 * a signal to the whole process group reaches the server once directly and again relayed by
 * npm and tsx. With `process.once` the second one found no listener and tsx's own handler
 * exited at once (143), resetting in-flight uploads (issue 11).
 */

/** What a shutdown needs from the app; Fastify's instance and logger fit. */
export interface ShutdownTarget {
  /**
   * Stops accepting connections, lets in-flight requests finish (new requests on open
   * connections get 503), then runs the onClose hooks (jobs, worker pool, database).
   */
  close(): Promise<unknown>;
  log: {
    info(message: string): void;
    warn(message: string): void;
    error(object: unknown, message: string): void;
  };
}

export interface GracefulShutdownOptions {
  /** Past this many milliseconds after the first signal the process exits with 1. */
  timeoutMs: number;
  signals?: readonly NodeJS.Signals[];
  /** Seams for tests: defaults to `process` and `process.exit`. */
  emitter?: Pick<NodeJS.Process, 'on' | 'off'>;
  exit?: (code: number) => void;
}

/**
 * Installs SIGINT and SIGTERM handlers: the first signal closes `target` and exits 0 when it
 * has closed (1 when closing failed or took over `timeoutMs`); later signals are logged and
 * ignored. Returns `shutdown`, which starts the same sequence (or returns the running one).
 */
export function installGracefulShutdown(
  target: ShutdownTarget,
  options: GracefulShutdownOptions,
): { shutdown(reason: string): Promise<void>; uninstall(): void } {
  const { timeoutMs, signals = ['SIGINT', 'SIGTERM'], emitter = process } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing: Promise<void> | null = null;

  const shutdown = (reason: string): Promise<void> => {
    if (closing) {
      target.log.info(`${reason} received while shutting down: ignored`);
      return closing;
    }
    target.log.info(`${reason} received, shutting down (in-flight requests get up to ${timeoutMs} ms)`);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<number>((resolve) => {
      timer = setTimeout(() => {
        target.log.warn(`shutdown took over ${timeoutMs} ms: exiting with requests still open`);
        resolve(1);
      }, timeoutMs);
    });
    const closed = target.close().then(
      () => 0,
      (error: unknown) => {
        target.log.error({ err: error }, 'shutdown failed');
        return 1;
      },
    );
    closing = Promise.race([closed, deadline]).then((code) => {
      clearTimeout(timer);
      exit(code);
    });
    return closing;
  };

  const handlers = signals.map((signal) => [signal, () => void shutdown(signal)] as const);
  for (const [signal, handler] of handlers) emitter.on(signal, handler);
  return {
    shutdown,
    uninstall: () => {
      for (const [signal, handler] of handlers) emitter.off(signal, handler);
    },
  };
}
