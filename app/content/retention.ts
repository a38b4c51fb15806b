/**
 * Retention periods the privacy statement promises, read by the page and by
 * the tools that enforce them. Operations must honour them: log rotation on
 * the host (docs/deploy.md), deletion of stored submissions (npm run inbox --
 * delete).
 */
export const retention = Object.freeze({
  serverLogDays: 7,
  submissionDays: 180,
});
