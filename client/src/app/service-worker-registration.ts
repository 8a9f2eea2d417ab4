// Registers /sw.js (client/service-worker/sw.ts) once the page has loaded, so it never
// competes with the first screen's download. Production builds only: the development
// server has no worker, and its modules change on every edit.

/** The app's hashed files this page loaded before a worker controlled it. */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
}

async function register() {
  await navigator.serviceWorker.register('/sw.js');
  const { active } = await navigator.serviceWorker.ready;
  active?.postMessage({ type: 'keep', urls: loadedAssets() });
}

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Without a worker the app works as before, only not offline: nothing to tell anyone.
  const start = () => void register().catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
