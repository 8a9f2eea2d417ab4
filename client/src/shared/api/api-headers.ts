/**
 * What every API call sends: the session's bearer token and the app's language (e-mails and server
 * texts follow it).
 */
export const apiHeaders = (token: string | null, language: string) => ({
  authorization: token ? `Bearer ${token}` : '',
  'accept-language': language,
});
