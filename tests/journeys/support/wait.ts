// Waiting for a condition, never for time: poll until it holds or the deadline passes.

/** How long an expectation waits, as the Chromium suite's `expect.timeout`. */
export const EXPECT_TIMEOUT_MS = 15_000;

/** An error that only says "not yet" (an element React has just replaced): the wait goes on. */
export class NotYetError extends Error {}

/**
 * Polls `condition` until it returns something other than undefined or false, and returns that.
 * Any other error the condition throws ends the wait at once; the deadline fails with
 * `description`.
 */
export async function waitUntil<T>(
  description: string,
  condition: () => Promise<T | undefined | false>,
  timeoutMs = EXPECT_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  // What the last "not yet" said, for a timeout to tell why.
  let lastReason = '';
  for (;;) {
    const value = await condition().catch((error: unknown) => {
      if (error instanceof NotYetError) {
        lastReason = error.message;
        return undefined;
      }
      throw error;
    });
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline)
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${description}${lastReason ? ` (last: ${lastReason})` : ''}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
