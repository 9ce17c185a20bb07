// Fault suite, leads: double-submits while a fifth of all sink calls fail, in both sink
// orders and with both kinds of failure (an error answer, a dropped connection). Each fault
// is asked of the local shop per request (X-Local-Shop-Fault), so other test files sharing
// the shop are not disturbed. A visitor whose post fails sends again with the same form, as
// the form lets them; the target is 0 duplicates and 0 lost.
import {describe, expect, it} from 'vitest';
import {localShopUrl, routeArgs} from '../support/shopContext';
import {signLeadToken} from '~/server/leads/token';
import {LEAD_TOKEN_FIELD} from '~/domain/leads/forms';
import {handleLeadAction, type LeadActionData} from '~/server/leads/leadAction';
import {sinkConfigFromEnv, type SinkConfig} from '~/server/leads/sinks';
import type {FailMode} from '../../local-shop/faults';
import {askForFault} from '../support/askForFault';

const SECRET = 'local-shop-development-session-secret';
const SUBMISSIONS = 200;
const FAULT_RATE = 0.2;

function faultyFetch(mode: FailMode, counts: {calls: number; faults: number}) {
  return askForFault(fetch, mode, () => {
    counts.calls += 1;
    const fails = Math.random() < FAULT_RATE;
    if (fails) counts.faults += 1;
    return fails;
  });
}

async function post(
  email: string,
  token: string,
  sinks: SinkConfig,
  ip: string,
) {
  const args = (await routeArgs('/api/newsletter', {
    method: 'POST',
    body: new URLSearchParams({
      [LEAD_TOKEN_FIELD]: token,
      email,
      source: 'footer',
    }),
    headers: {'oxygen-buyer-ip': ip},
    env: {LEAD_RATE_LIMIT: '1000/600'},
  })) as {request: Request; context: never};
  const reply = (await handleLeadAction('newsletter', args, {sinks})) as {
    data: LeadActionData;
  };
  return reply.data.outcome;
}

async function storedEmails(): Promise<string[]> {
  const response = await fetch(`${localShopUrl()}/inbox.json`);
  const {items} = (await response.json()) as {
    items: Array<{fields: Record<string, unknown>}>;
  };
  return items.map((item) => String(item.fields.email ?? ''));
}

describe.each([
  ['supabase', 'http'],
  ['forms', 'http'],
  ['supabase', 'refuse'],
  ['forms', 'refuse'],
] as const)('double-submits, primary %s, %s faults', (primary, mode) => {
  it(`${SUBMISSIONS / 2} double-submits: every lead stored exactly once`, async () => {
    const counts = {calls: 0, faults: 0};
    const base = sinkConfigFromEnv(readEnv());
    const sinks: SinkConfig = {
      ...base,
      primary,
      timeoutMs: 5000,
      fetch: faultyFetch(mode, counts),
    };
    const run = `${primary}-${mode}-${Date.now().toString(36)}`;
    const emails: string[] = [];
    let successes = 0;
    const one = async (index: number) => {
      const email = `double-${run}-${index}@example.com`;
      emails.push(email);
      const token = await signLeadToken(SECRET, {
        issuedAt: Date.now() - 5000,
      });
      const ip = `198.18.${index % 250}.${(index >> 8) + 1}`;
      // A double click: both posts of the same rendered form at once.
      let outcomes: string[] = await Promise.all([
        post(email, token, sinks, ip),
        post(email, token, sinks, ip),
      ]);
      // Told it failed: the visitor presses the button again (same form, same token).
      for (let tries = 0; !outcomes.includes('success') && tries < 10; tries++)
        outcomes = [await post(email, token, sinks, ip)];
      if (outcomes.includes('success')) successes += 1;
    };
    const half = SUBMISSIONS / 2;
    for (let start = 0; start < half; start += 10) {
      await Promise.all(
        Array.from({length: Math.min(10, half - start)}, (_, i) =>
          one(start + i),
        ),
      );
    }
    expect(counts.faults).toBeGreaterThan(0);
    const stored = await storedEmails();
    const copies = emails.map(
      (email) => stored.filter((value) => value === email).length,
    );
    expect(successes).toBe(half);
    expect(copies.filter((n) => n === 0)).toHaveLength(0); // lost
    expect(copies.filter((n) => n > 1)).toHaveLength(0); // duplicates
  });
});

function readEnv() {
  return {
    SUPABASE_URL: localShopUrl(),
    SUPABASE_ANON_KEY: 'local-anon-key',
    FORMS_ENDPOINT: `${localShopUrl()}/forms/enquiries`,
  };
}
