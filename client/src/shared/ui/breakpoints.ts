// The layout's widths, in CSS px (the same values as in shared/styles/layout.css).
// Phones below TABLET; from WIDE the side navigation and the list-with-details layouts.
export const TABLET_PX = 768;
export const WIDE_PX = 1024;
export const WIDE_QUERY = `(min-width: ${WIDE_PX}px)`;
