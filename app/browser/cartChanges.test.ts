import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {oneCartChangeAtATime} from './cartChanges';

const settle = (ms: number) =>
  new Promise((resolve) => setTimeout(resolve, ms));

describe('oneCartChangeAtATime', () => {
  it('runs changes one after another, in the order they were made, whatever each takes or throws', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ms: fc.integer({min: 0, max: 4}), fails: fc.boolean()}),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        async (changes) => {
          const started: number[] = [];
          const finished: number[] = [];
          let running = 0;
          let mostAtOnce = 0;
          const outcomes = await Promise.allSettled(
            changes.map(({ms, fails}, index) =>
              oneCartChangeAtATime(async () => {
                started.push(index);
                running++;
                mostAtOnce = Math.max(mostAtOnce, running);
                await settle(ms);
                running--;
                finished.push(index);
                if (fails) throw new Error(`change ${index}`);
                return index;
              }),
            ),
          );
          const order = changes.map((_, index) => index);
          expect(started).toEqual(order);
          expect(finished).toEqual(order);
          expect(mostAtOnce).toBe(1);
          // Each caller gets its own change's outcome; a failed one does not stop the next.
          outcomes.forEach((outcome, index) =>
            changes[index].fails
              ? expect(outcome).toMatchObject({status: 'rejected'})
              : expect(outcome).toEqual({status: 'fulfilled', value: index}),
          );
        },
      ),
      {seed: 20261204, numRuns: 300},
    );
  });
});
