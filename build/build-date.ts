/** A date as content writes it: YYYY-MM-DD. */
export const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day the build publishes for: `BUILD_DATE` (YYYY-MM-DD, for tests and rehearsals) or today by the machine's clock, in UTC. */
export function buildDate(env: NodeJS.ProcessEnv = process.env, now = new Date()): string {
  const given = env.BUILD_DATE?.trim();
  if (given && DATE.test(given)) return given;
  return now.toISOString().slice(0, 10);
}
