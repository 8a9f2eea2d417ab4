/** The API's DateTime scalar (an ISO string; typed unknown by codegen) as a Date. */
export const toDate = (value: unknown): Date =>
  value instanceof Date ? value : new Date(String(value));
