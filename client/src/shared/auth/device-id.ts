// This browser's own random id, sent with a sign-in: a device that signed in with the right
// password lately is not slowed by guesses made from elsewhere (the server keeps only a
// hash; server/domain/accounts/known-devices.ts). It stays across sign-outs, as the device
// does; it is no secret of the account and opens nothing by itself.
const DEVICE_KEY = 'device_id';

export function deviceId(): string | undefined {
  try {
    const kept = localStorage.getItem(DEVICE_KEY);
    if (kept) return kept;
    const fresh = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, fresh);
    return fresh;
  } catch {
    // storage refused (a private window's quota): sign in without one
    return undefined;
  }
}
