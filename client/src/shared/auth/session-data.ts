// What other modules keep for one session (Apollo's cache and live socket) registers how
// to forget it, and signing in or out awaits that. A module that never loaded (Apollo,
// before the first page that needs it) kept nothing, so there is nothing to forget.
type Forget = () => Promise<void> | void;

const forgetters = new Set<Forget>();

export function onForgetSessionData(forget: Forget) {
  forgetters.add(forget);
}

export async function forgetSessionData() {
  await Promise.all([...forgetters].map((forget) => forget()));
}
