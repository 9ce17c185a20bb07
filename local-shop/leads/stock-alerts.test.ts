// The stock-alert migration on PGlite (the same checks scripts/postgres-check.mjs runs on a real
// PostgreSQL) and PostgREST's RPC over the local shop's REST interface.
import {describe, expect, it} from 'vitest';
import {
  ANON_KEY,
  SERVICE_KEY,
  callRpc,
  sqlCheck,
  startLeads,
  tempDataDir,
} from './test-server';

const checks = sqlCheck('stock_alerts_test.sql');
const matchChecks = sqlCheck('stock_alert_match_test.sql');
const mailSafetyChecks = sqlCheck('stock_alert_mail_safety_test.sql');
const retryWaitChecks = sqlCheck('stock_alert_retry_wait_test.sql');

describe('stock alerts in the database', {timeout: 120_000}, () => {
  it('pass the row-level security and matching checks, and answer RPC for the service role only', async () => {
    const leads = await startLeads(tempDataDir(), true);
    try {
      // The same checks scripts/postgres-check.mjs runs on a real PostgreSQL; rolled back.
      await leads.services.exec(`begin;\n${checks}\nrollback;`);
      await expect(
        leads.services.exec(
          `begin;\n${checks.replace("if n <> 2 then raise exception 'expected 2 matches", "if n <> 3 then raise exception 'expected 2 matches")}\nrollback;`,
        ),
      ).rejects.toThrow(/expected 2 matches/);
      await leads.services.exec('rollback');
      // Every alert shape matched exactly, through the index.
      await leads.services.exec(`begin;\n${matchChecks}\nrollback;`);
      // No public-schema function for the public key, the opt-in cap, claimed deliveries.
      await leads.services.exec(`begin;\n${mailSafetyChecks}\nrollback;`);
      await leads.services.exec(`begin;\n${retryWaitChecks}\nrollback;`);

      const rpc = (name: string, key: string, body: unknown) =>
        callRpc(leads.base, name, key, body);
      const anon = await rpc('record_shopify_webhook', ANON_KEY, {
        webhook_id: 'w',
        topic: 't',
      });
      expect(anon.status).toBe(401);
      const record = async () =>
        (
          await rpc('record_shopify_webhook', SERVICE_KEY, {
            webhook_id: 'w',
            topic: 't',
          })
        ).json();
      expect(await record()).toBe(true);
      expect(await record()).toBe(false);
      expect(
        await (
          await rpc('match_stock_alerts', SERVICE_KEY, {product: {id: 'p'}})
        ).json(),
      ).toEqual([]);
      const unknown = await rpc('no_such_function', SERVICE_KEY, {});
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as {code: string}).code).toBe('PGRST202');
      const wrongArgs = await rpc('match_stock_alerts', SERVICE_KEY, {nope: 1});
      expect(wrongArgs.status).toBe(404);
    } finally {
      await leads.stop();
    }
  });
});
