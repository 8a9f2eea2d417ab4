// Deployment settings the client needs; override at build time with VITE_* variables.
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@florence.local';
