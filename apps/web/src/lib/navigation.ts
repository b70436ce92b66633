/**
 * Lets code outside React (the API client) navigate with the app's router. The router registers
 * itself at start; until then (and in tests) navigation falls back to a full page load.
 */
type Navigator = (to: string) => void;

let navigator: Navigator | null = null;

export function registerNavigator(next: Navigator | null): void {
  navigator = next;
}

export function navigateTo(to: string): void {
  if (navigator) navigator(to);
  else window.location.assign(to);
}

/** The path the browser shows now, e.g. '/sign-in'. */
export function currentPath(): string {
  return window.location.pathname;
}
