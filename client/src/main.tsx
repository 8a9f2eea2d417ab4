// The shared styles come first so that feature styles can build on them.
import './shared/styles/base.css';
import './shared/styles/forms.css';
import './shared/styles/layout.css';
import './shared/styles/dialog.css';
import './shared/styles/table.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/service-worker-registration';
import { preloadPage } from './app/routes';
import { languageStore } from './i18n/language-store';
import { loadMessages } from './i18n/messages';
import { sessionStore } from './shared/auth/session-store';
import { fontSizeStore } from './shared/preferences/font-size-store';

// Read the stored preferences and session before the first render, and wait for the
// language's messages and the first page's code: React would hold back a page that
// arrives after its first frame by some 300 ms (Suspense's reveal throttle). No top-level
// await: the page's chunk imports from this one, which must have finished by then.
languageStore.init();
sessionStore.init();
fontSizeStore.init();
// Noto Sans TC for Chinese (client/vite/chinese-font-ranges.ts): one small file per range
// of characters, downloaded when a page shows one of them. Its rules (20 KB) are not in the
// blocking stylesheet: in Chinese they load beside the first page; in English, whose only
// Chinese is the language switch, once the page has loaded, so no font competes with it.
const loadChineseFont = () =>
  void import('@fontsource-variable/noto-sans-tc').catch(() => undefined);
if (languageStore.get() === 'zh-HK' || document.readyState === 'complete') loadChineseFont();
else window.addEventListener('load', loadChineseFont, { once: true });
const firstPage = preloadPage(window.location.pathname, Boolean(sessionStore.getToken())).catch(
  () => undefined,
); // shown by the page itself
void Promise.all([loadMessages(languageStore.get()), firstPage]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
registerServiceWorker();
