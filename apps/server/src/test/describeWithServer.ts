import { describe, it } from 'vitest';

/**
 * A suite that needs a server outside the test run, named by the variable holding its URL
 * (`TEST_REDIS_URL`, `TEST_DATABASE_URL`). Set: the suite runs (a server that does not answer fails
 * it). Unset: under CI (`CI=true`, exported by .ci/run) the suite FAILS with the reason, since a
 * suite CI meant to run must never pass by being skipped; locally it is skipped and the reason printed.
 * `ciRuns: false` is for suites only one pass of CI can run (PostgreSQL-only suites: the PGlite pass
 * has no TEST_DATABASE_URL by design, the PostgreSQL pass always sets it).
 */
export function describeWithServer(
  variable: 'TEST_REDIS_URL' | 'TEST_DATABASE_URL',
  title: string,
  body: (url: string) => void,
  { ciRuns = true }: { ciRuns?: boolean } = {},
): void {
  const url = process.env[variable];
  if (url) {
    describe(title, () => body(url));
    return;
  }
  const reason = `${variable} is not set: "${title}" needs that server`;
  if (ciRuns && process.env.CI === 'true') {
    describe(title, () => {
      it(`cannot run: ${variable} is missing`, () => {
        throw new Error(
          `${reason}. CI must run this suite; start the server and set ${variable} (.ci/run does both).`,
        );
      });
    });
    return;
  }
  process.stderr.write(`skipped: ${reason} (set ${variable} to run it)\n`);
  describe.skip(title, () => body(''));
}
