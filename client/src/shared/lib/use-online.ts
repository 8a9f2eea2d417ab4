import { useSyncExternalStore } from 'react';

/**
 * The page was opened from the service worker's copy because the server could not be reached
 * (sw.ts marks that copy with this meta tag). The browser's navigator.onLine is not enough: it
 * stays true on a network with no way through (a captive Wi-Fi, a dead mobile signal showing
 * bars), and Chromium keeps it true for a page opened while offline is emulated.
 */
const UNREACHABLE_MARK = 'florence-server-unreachable';
let serverUnreachable = document.querySelector(`meta[name="${UNREACHABLE_MARK}"]`) !== null;

/** How often the server is asked again while it could not be reached. */
const RETRY_MS = 3000;
const listeners = new Set<() => void>();
let retry: ReturnType<typeof setInterval> | undefined;

/** Asks the server (past the service worker, which never answers /healthz) whether it is back. */
function askServer() {
  fetch('/healthz', { cache: 'no-store' })
    .then((response) => {
      if (!response.ok || !serverUnreachable) return;
      serverUnreachable = false;
      clearInterval(retry);
      retry = undefined;
      for (const listener of listeners) listener();
    })
    .catch(() => undefined); // still unreachable: asked again
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  window.addEventListener('online', askServer);
  if (serverUnreachable && !retry) retry = setInterval(askServer, RETRY_MS);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      clearInterval(retry);
      retry = undefined;
    }
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    window.removeEventListener('online', askServer);
  };
}

/**
 * False when the browser knows it has no network, or the page was opened without the server
 * (the shell then shows the offline state) until the server answers again.
 */
export const useOnline = () =>
  useSyncExternalStore(subscribe, () => navigator.onLine && !serverUnreachable);
