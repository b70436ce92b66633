/**
 * Vitest setup for the web project: Testing Library's `findBy…` and `waitFor` wait up to 5 s
 * instead of 1 s, so a screen that loads a lazy chunk still passes on a busy CI machine (two
 * cores shared by unit tests running in parallel). Files without a DOM (environment node) load
 * nothing here.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
