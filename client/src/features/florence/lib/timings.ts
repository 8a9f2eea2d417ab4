// Timers of the Florence screens (spec part 1 §4 and §9).

/** The chat closes this long after the check-in ends, so the thank-you can be read. */
export const CLOSE_AFTER_END_MS = 3_000;

/** Basic mode's processing dialog: one step every 2 s, the report after 10 s. */
export const BASIC_STEP_MS = 2_000;
export const BASIC_PROCESSING_MS = 10_000;

/** Voice save: 'Saving Data...' then 'Generating Report...', 2 s each. */
export const VOICE_STEP_MS = 2_000;

/**
 * A reply that shows no progress for this long is read from the server instead: a
 * subscription that was still being set up when the reply began can miss its first
 * events. The built-in replies send a chunk every 160 ms, so 5 s means something is lost.
 */
export const STALLED_REPLY_MS = 5_000;
