/**
 * A duration as people read it in a log line or a list: "45 s", "12 min",
 * "3 h 5 min", "74 h". Hours and minutes read the same in German and English.
 */
export function formatAge(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return `${Math.floor(Math.max(0, ms) / 1000)} s`;
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours >= 24 || minutes % 60 === 0) return `${hours} h`;
  return `${hours} h ${minutes % 60} min`;
}
