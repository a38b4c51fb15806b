// @ts-check
/**
 * Retention periods the privacy statement promises. Plain JavaScript so that
 * `npm run inbox` (Node, no TypeScript loader) reads the same numbers as the
 * page. Operations must honour them: log rotation on the host
 * (docs/deploy.md), deletion of stored submissions (npm run inbox -- delete).
 */
export const retention = Object.freeze({
  serverLogDays: 7,
  submissionDays: 180,
});
