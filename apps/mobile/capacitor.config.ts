/// <reference types="@capacitor/status-bar" />
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
  plugins: {
    // The bar at launch, before the web app restyles it from index.html's theme-color
    // (apps/web/src/lib/native-status-bar.ts): brand-600 with light text, the web view below it.
    // Android 15+ ignores overlaysWebView and backgroundColor (edge-to-edge is enforced).
    StatusBar: {
      overlaysWebView: false,
      style: 'DARK',
      backgroundColor: '#7c3aed',
    },
    // Capacitor 8's default, spelled out: on Android the page gets the bars' real insets as
    // --safe-area-inset-* (older WebViews report env(safe-area-inset-*) wrong); index.css
    // keeps the screens below the status bar with them.
    SystemBars: {
      insetsHandling: 'css',
    },
  },
};

export default config;
