// `hasVisited` tells a first-time visitor (welcome screen) from a returning one (login).
const KEY = 'hasVisited';

export function hasVisited(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function markVisited() {
  try {
    localStorage.setItem(KEY, 'true');
  } catch {
    // storage blocked: the welcome screen shows again next time
  }
}
