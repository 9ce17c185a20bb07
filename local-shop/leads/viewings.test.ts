// The viewings migration on PGlite (the checks scripts/postgres-check.mjs also runs on a real
// PostgreSQL) and its functions over the local shop's REST interface: service role only.
import {describe, expect, it} from 'vitest';
import {
  ANON_KEY,
  keyHeaders,
  SERVICE_KEY,
  sqlCheck,
  startLeads,
  tempDataDir,
} from './test-server';

const checks = sqlCheck('viewings_test.sql');

describe('viewings in the database', {timeout: 120_000}, () => {
  it('pass the checks and book over RPC for the service role only', async () => {
    const leads = await startLeads(tempDataDir(), true);
    try {
      await leads.services.exec(`begin;\n${checks}\nrollback;`);
      const slot = new Date(Date.now() + 9 * 24 * 3600_000);
      slot.setUTCMinutes(0, 0, 0);
      const booking = {
        submission: crypto.randomUUID(),
        place: 'wilmslow',
        slot_start: slot.toISOString(),
        slot_end: new Date(slot.getTime() + 3600_000).toISOString(),
        name: 'Ann',
        email: 'ann@example.com',
        phone: '+44 1',
        message: '',
        product_handle: null,
        product_title: null,
        locale: 'en',
      };
      const book = (key: string, body: unknown) =>
        fetch(`${leads.base}/rest/v1/rpc/book_viewing`, {
          method: 'POST',
          headers: keyHeaders(key),
          body: JSON.stringify(body),
        });
      const anon = await book(ANON_KEY, booking);
      expect(anon.status, 'the public key may not book').toBe(401);
      const made = await book(SERVICE_KEY, booking);
      expect(made.status).toBe(200);
      expect(((await made.json()) as {outcome: string}).outcome).toBe('booked');
      const second = await book(SERVICE_KEY, {
        ...booking,
        submission: crypto.randomUUID(),
        email: 'bob@example.com',
      });
      expect(((await second.json()) as {outcome: string}).outcome).toBe(
        'taken',
      );
      const table = await fetch(`${leads.base}/rest/v1/viewings?select=*`, {
        headers: keyHeaders(SERVICE_KEY),
      });
      expect(table.ok, 'the table is closed to the service role').toBe(false);
    } finally {
      await leads.stop();
    }
  });
});
