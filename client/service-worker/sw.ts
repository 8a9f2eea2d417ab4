/// <reference lib="webworker" />
// The service worker (served as /sw.js; the build writes it with client/vite/service-worker.ts).
// It keeps the app's own files so the app starts without a network, and never an API
// answer: health information is always fetched fresh, so nothing out of date can show as
// current. Offline, the app opens and says it is offline (app/layouts/offline-state.tsx).
//
// - install: the shell (index.html, the start-up code and styles, the first texts in both
//   languages, the icons and the manifest) goes into this version's cache;
// - pages: the network first (index.html is never stale when online), the cached shell
//   when the network fails;
// - /assets/*: hashed files never change, so the cache first; each file fetched is kept
//   (the code of every screen the person has opened, and the font ranges used);
// - anything else (GraphQL, REST, /dev, /healthz, other origins) is not touched.

/** Written in by the build: the shell's files, and a version that changes with them. */
declare const PRECACHE: string[];
declare const VERSION: string;

const sw = self as unknown as ServiceWorkerGlobalScope;
const SHELL_CACHE = `shell-${VERSION}`;
const ASSET_CACHE = `assets-${VERSION}`;
const SHELL_PAGE = '/index.html';
/** The meta tag's name on a shell served for want of the server (read by use-online.ts). */
const UNREACHABLE_MARK = 'florence-server-unreachable';

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  // An earlier version's files go: its hashed names are not this build's.
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name !== SHELL_CACHE && name !== ASSET_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => sw.clients.claim()),
  );
});

async function cachedOrFetched(request: Request): Promise<Response> {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function pageFromNetworkOrShell(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (failure) {
    const shell = await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE });
    if (shell) return markedUnreachable(shell);
    throw failure;
  }
}

/**
 * The shell, marked as opened because the server could not be reached: the page then shows
 * the offline state even where the browser still says it is online (a network with no way
 * through; see client/src/shared/lib/use-online.ts).
 */
async function markedUnreachable(shell: Response): Promise<Response> {
  const html = (await shell.text()).replace('<head>', `<head><meta name="${UNREACHABLE_MARK}">`);
  return new Response(html, { status: shell.status, headers: shell.headers });
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(pageFromNetworkOrShell(request));
  else if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname))
    event.respondWith(cachedOrFetched(request));
});

// The page names the files it loaded before this worker controlled it (the first visit's
// page and its code): kept too, so that page opens offline as well.
sw.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== 'keep' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter(
    (url): url is string => typeof url === 'string' && url.startsWith('/assets/'),
  );
  event.waitUntil(
    caches.open(ASSET_CACHE).then(async (cache) => {
      for (const url of urls) {
        if (await cache.match(url, { ignoreVary: true })) continue;
        await cache.add(url).catch(() => undefined); // gone or offline: fetched when next used
      }
    }),
  );
});
