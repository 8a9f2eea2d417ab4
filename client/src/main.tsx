// The shared styles come first so that feature styles can build on them.
import './shared/styles/base.css';
import './shared/styles/forms.css';
import './shared/styles/layout.css';
import './shared/styles/dialog.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { languageStore } from './i18n/language-store';
import { loadMessages } from './i18n/messages';
import { sessionStore } from './shared/auth/session-store';
import { fontSizeStore } from './shared/preferences/font-size-store';

// Read the stored preferences and session, and the language's messages, before the first render.
languageStore.init();
sessionStore.init();
fontSizeStore.init();
await loadMessages(languageStore.get());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
