// The shared rate limits' migration on PGlite (the checks scripts/postgres-check.mjs also runs
// on a real PostgreSQL) and its functions over the local shop's REST interface, as the
// storefront's server calls them: service role only, the counts themselves unreadable.
import {describe, expect, it} from 'vitest';
import {
  ANON_KEY,
  keyHeaders,
  SERVICE_KEY,
  callRpc,
  sqlCheck,
  startLeads,
  tempDataDir,
} from './test-server';

const checks = sqlCheck('rate_limits_test.sql');

describe('rate limits in the database', {timeout: 120_000}, () => {
  it('pass the checks, count over RPC for the service role only and stay out of the inbox', async () => {
    const leads = await startLeads(tempDataDir(), true);
    try {
      await leads.services.exec(`begin;\n${checks}\nrollback;`);

      const rpc = (name: string, key: string, body: unknown) =>
        callRpc(leads.base, name, key, body);
      const hit = (key: string, apiKey = SERVICE_KEY) =>
        rpc('rate_limit_hit', apiKey, {
          key: `lead.enquiry:${key.padEnd(43, 'x')}`,
          max_hits: 5,
          window_seconds: 600,
          counting: true,
        });

      expect(
        (await hit('anon', ANON_KEY)).status,
        'the public key may not count',
      ).toBe(401);
      expect(
        (
          await fetch(`${leads.base}/rest/v1/rate_limits?select=*`, {
            headers: keyHeaders(SERVICE_KEY),
          })
        ).ok,
      ).toBe(false);

      // Thirty at once over HTTP: five pass, the rest are told how long to wait.
      const answers = (await Promise.all(
        Array.from({length: 30}, async () => (await hit('together')).json()),
      )) as Array<{allowed: boolean; wait_ms: number}>;
      expect(answers.filter((a) => a.allowed)).toHaveLength(5);
      for (const refused of answers.filter((a) => !a.allowed))
        expect(refused.wait_ms).toBeGreaterThan(590_000);

      const clear = await rpc('rate_limit_clear', SERVICE_KEY, {
        key: `lead.enquiry:${'together'.padEnd(43, 'x')}`,
      });
      expect(clear.status).toBe(204);
      expect(await (await hit('together')).json()).toEqual({
        allowed: true,
        wait_ms: 0,
      });

      const inbox = (await (
        await fetch(`${leads.base}/inbox.json`)
      ).json()) as {items: Array<{table?: string}>};
      expect(inbox.items.some((item) => item.table === 'rate_limits')).toBe(
        false,
      );
    } finally {
      await leads.stop();
    }
  });
});
