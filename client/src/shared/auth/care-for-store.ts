// Which patient a signed-in family carer acts for, kept per device (localStorage
// `care_for`), observable by React and read by every API call (api-headers.ts). It also
// keeps that person's name and grants, so the shell can draw the navigation before
// Apollo loads, and the name of a person whose access just ended, for the notice.
import { CARER_GRANTS, type CarerGrant } from '#common/carers';
import { careForHeader } from '../api/care-for-header';
import { sessionStore } from './session-store';

export { CARER_GRANTS };
export type Grant = CarerGrant;

export type CareFor = { patientId: string; name: string; grants: Grant[] };
/** Stored with the carer's id: another account signed in on this device starts afresh. */
type Stored = CareFor & { carerId: string };
export type CareForState = { selection: CareFor | null; endedFor: string | null };

const KEY = 'care_for';
const EMPTY: CareForState = { selection: null, endedFor: null };

const isGrant = (value: unknown): value is Grant => CARER_GRANTS.includes(value as Grant);

/** The stored selection if it is this carer's and well formed; null otherwise. */
export function parseCareFor(raw: string | null, carerId: string): CareFor | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Stored>;
    if (value.carerId !== carerId || typeof value.patientId !== 'string') return null;
    return {
      patientId: value.patientId,
      name: typeof value.name === 'string' ? value.name : '',
      grants: Array.isArray(value.grants) ? value.grants.filter(isGrant) : [],
    };
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const refusalListeners = new Set<() => void>();
let state: CareForState = EMPTY;
let readFor: string | null = null;

const carerId = () => {
  const user = sessionStore.getSnapshot().user;
  return user?.role === 'carer' ? user.id : null;
};

/** The state for the signed-in carer (read from storage once per account). */
function current(): CareForState {
  const id = carerId();
  if (id !== readFor) {
    readFor = id;
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(KEY);
    } catch {
      // storage blocked: no selection is remembered
    }
    state = { selection: id ? parseCareFor(raw, id) : null, endedFor: null };
  }
  return state;
}

function write(next: CareForState) {
  const id = carerId();
  try {
    if (id && next.selection)
      localStorage.setItem(KEY, JSON.stringify({ ...next.selection, carerId: id }));
    else localStorage.removeItem(KEY);
  } catch {
    // storage blocked: the selection lasts for this page only
  }
  state = next;
  listeners.forEach((listener) => listener());
}

const same = (a: CareFor | null, b: CareFor | null) => JSON.stringify(a) === JSON.stringify(b);

export const careForStore = {
  getSnapshot: current,
  /** The patient id to send, for a signed-in carer with a selection. */
  patientId: () => current().selection?.patientId ?? null,
  /** Keeps a notice of ended access: it stays until dismissed, even if another is chosen. */
  select(selection: CareFor | null) {
    if (!same(current().selection, selection)) write({ ...current(), selection });
  },
  /** The selected person's access ended: forget them, and say so until dismissed. */
  end(name: string) {
    write({ selection: null, endedFor: name });
  },
  /** The server refused a call for the selected person: the carer's shell reads access again. */
  notifyRefused: () => refusalListeners.forEach((listener) => listener()),
  onRefused(listener: () => void) {
    refusalListeners.add(listener);
    return () => {
      refusalListeners.delete(listener);
    };
  },
  dismissEnded: () => current().endedFor && write({ ...current(), endedFor: null }),
  subscribe(listener: () => void) {
    listeners.add(listener);
    // a sign-in or sign-out changes whose selection this is
    const unsubscribe = sessionStore.subscribe(listener);
    return () => {
      listeners.delete(listener);
      unsubscribe();
    };
  },
};

// every API call names the selected person from here on (api-headers.ts)
careForHeader.setSource(careForStore.patientId);
