import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The iOS and Android shells (Capacitor 8). They run the web app that `npm run build:mobile`
 * (scripts/build-mobile.mjs) builds into `www/`: iOS at capacitor://localhost, Android at
 * https://localhost — the two origins the server always answers with CORS
 * (apps/server/src/lib/cors.ts). Every API call and picture goes to the server named by
 * VITE_API_ORIGIN at build time.
 */
const config: CapacitorConfig = {
  appId: 'app.huebook.mobile',
  appName: 'Huebook',
  webDir: 'www',
  ios: {
    // Spec §2 "On iOS extra top padding is added": the web view keeps clear of the status bar
    // and the notch (the page asks for viewport-fit=cover).
    contentInset: 'always',
  },
  server: {
    // Capacitor's default, spelled out: the server's CORS list names https://localhost.
    androidScheme: 'https',
  },
};

export default config;
