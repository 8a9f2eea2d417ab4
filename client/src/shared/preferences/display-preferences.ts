// Language and text size follow the account, not the device: after sign-in (and at each
// start with a stored session) the app applies what the server keeps; a change made while
// signed in (the header's language switch, /display_language) is sent to the server, so
// the next sign-in or reload on another device shows it. Signed out, both stay local.
import type { FontSize } from '#common/settings/display';
import { isFontSize } from '#common/settings/display';
import { parseLanguage, type Language } from '#common/language';
import { graphql } from '../../generated';
import { languageStore } from '../../i18n/language-store';
import { loadMessages } from '../../i18n/messages';
import { requestGraphQL } from '../api/graphql-request';
import { sessionStore } from '../auth/session-store';
import { fontSizeStore } from './font-size-store';

const SetDisplayPreferencesMutation = graphql(`
  mutation SetDisplayPreferences($language: String, $fontSize: String) {
    setDisplayPreferences(language: $language, fontSize: $fontSize) {
      id
      language
      fontSize
    }
  }
`);

type Display = { language: Language; fontSize: FontSize };
/** What the server holds for the signed-in person; null when nobody is signed in. */
let stored: Display | null = null;

/**
 * Applies the account's stored language and text size on this device, once the person
 * has chosen them (until then the device keeps its own, e.g. the language of the sign-in
 * page).
 */
export function adoptDisplayPreferences(user: {
  language?: string | null;
  fontSize?: string | null;
  displayChosenAt?: unknown;
}) {
  const here: Display = { language: languageStore.get(), fontSize: fontSizeStore.get() };
  if (!user.displayChosenAt) {
    stored = here;
    return;
  }
  const language = parseLanguage(user.language) ?? here.language;
  const fontSize = isFontSize(user.fontSize) ? user.fontSize : here.fontSize;
  stored = { language, fontSize };
  fontSizeStore.set(fontSize);
  if (language !== languageStore.get()) {
    languageStore.set(language);
    void loadMessages(language);
  }
}

function sendChanges() {
  if (!stored || !sessionStore.getToken()) return;
  const now: Display = { language: languageStore.get(), fontSize: fontSizeStore.get() };
  if (now.language === stored.language && now.fontSize === stored.fontSize) return;
  stored = now;
  requestGraphQL(SetDisplayPreferencesMutation, now).catch((error: Error) =>
    // offline or refused: this device keeps the choice; the next change sends again
    console.warn('display preferences not saved', error.name),
  );
}

/** Sends changes made while signed in; returns the unsubscribe. */
export function syncDisplayPreferences() {
  const unsubscribe = [
    languageStore.subscribe(sendChanges),
    fontSizeStore.subscribe(sendChanges),
    sessionStore.subscribe(() => {
      if (!sessionStore.getToken()) stored = null;
    }),
  ];
  return () => unsubscribe.forEach((stop) => stop());
}
