// The icons of the first screens (the language switch, the password field's eye): kept apart
// from the whole set (icon-paths.ts, which takes them from here) so that the welcome and
// sign-in screens download only these.
export const GLOBE_PATHS = [
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  'M3 12h18',
  'M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
];
export const EYE_PATHS = [
  'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z',
  'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
];
export const EYE_OFF_PATHS = [
  'M3 3l18 18',
  'M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4',
  'M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
];
