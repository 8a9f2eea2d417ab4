// What a doctor's camera reads from a patient's invite QR: the link (on this site or
// another address of it) or the bare token. Anything else is not an invite.

const TOKEN = /^[A-Za-z0-9_-]{24}\.[A-Za-z0-9_-]{43}$/;

export function inviteTokenFrom(scanned: string): string | null {
  const text = scanned.trim();
  if (TOKEN.test(text)) return text;
  try {
    const match = /\/patient_invite\/([^/?#]+)\/?$/.exec(new URL(text).pathname);
    const token = match ? decodeURIComponent(match[1]) : '';
    return TOKEN.test(token) ? token : null;
  } catch {
    return null;
  }
}
