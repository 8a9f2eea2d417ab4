// Likes as the spec shows them: thousands as K (rounded down), a million and more as M
// with one decimal (also rounded down, so a count never shows more than it is).
export function formatLikes(count: number): string {
  const n = Math.max(0, Math.floor(count));
  if (n >= 1_000_000) return `${(Math.floor(n / 100_000) / 10).toFixed(1)}M`;
  if (n >= 1000) return `${Math.floor(n / 1000)}K`;
  return String(n);
}
