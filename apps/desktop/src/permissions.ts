/**
 * Which permission requests of the renderer are granted (Electron security checklist, "Handle
 * session permission requests from remote content"). The SPA asks for none: no camera, no
 * location, no notifications, no clipboard API (it reads files through <input type="file"> and
 * saves through downloads). Only `fullscreen` is granted, for the full-screen button of the
 * landing site's video player. `openExternal` stays denied: external links go through the
 * navigation policy (navigation.ts), which opens only http(s) and mailto.
 */
const GRANTED = new Set(['fullscreen']);

/** True when the app grants `permission` (Electron's permission names, e.g. `media`, `fullscreen`). */
export function isPermissionGranted(permission: string): boolean {
  return GRANTED.has(permission);
}
