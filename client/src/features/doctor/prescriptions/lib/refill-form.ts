// The refill form: which active medications are ticked, and each one's quantity and new
// expiry as typed. The shared refill rules check them; their problems come back per row.
import { ValidationError } from 'yup';
import { refillSchema } from '#common/validation/medication';

export type RefillRow = { checked: boolean; quantity: string; expiry: string };
export type RefillRows = Record<string, RefillRow>;
export type RefillProblems = {
  form?: string;
  rows: Record<string, { quantity?: string; expiry?: string }>;
};

export const emptyRow = (): RefillRow => ({ checked: false, quantity: '', expiry: '' });

export function toRefills(rows: RefillRows) {
  return Object.entries(rows)
    .filter(([, row]) => row.checked)
    .map(([prescriptionId, row]) => ({
      prescriptionId,
      quantity: row.quantity,
      expiry: row.expiry,
    }));
}

/** Validation ids per ticked row (and for the whole form), or null when all is well. */
export function refillProblems(rows: RefillRows, today: string): RefillProblems | null {
  const refills = toRefills(rows);
  try {
    refillSchema(today).validateSync({ refills }, { abortEarly: false });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const problems: RefillProblems = { rows: {} };
    for (const inner of error.inner) {
      const match = /^refills\[(\d+)\]\.(quantity|expiry)$/.exec(inner.path ?? '');
      if (!match) {
        problems.form ??= inner.message;
        continue;
      }
      const id = refills[Number(match[1])].prescriptionId;
      const field = match[2] as 'quantity' | 'expiry';
      problems.rows[id] = {
        ...problems.rows[id],
        [field]: problems.rows[id]?.[field] ?? inner.message,
      };
    }
    return problems;
  }
}
