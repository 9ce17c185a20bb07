// Limits that hold on every edge server (docs/decisions/129-limits-in-the-shared-database.md),
// against the run's local shop: two worker instances (each a fresh copy of the app's modules,
// as two isolates are) share one lead-form allowance and one admin lockout; with the store of
// counts down or slow a lead is still taken and the admin login answers 503, never a 500.
import {describe, expect, it, vi} from 'vitest';
import {localShopUrl, routeArgs} from '../support/shopContext';
import {signLeadToken} from '~/server/leads/token';
import {LEAD_TOKEN_FIELD} from '~/domain/leads/forms';
import {handleLeadAction, type LeadActionData} from '~/server/leads/leadAction';
import {requireAdmin} from '~/server/admin/basicAuth';
import {createLimits, databaseCounts} from '~/server/limits/sharedCounter';
import {isolateCounts} from '~/server/limits/isolateCounts';

const SECRET = 'local-shop-development-session-secret';
const ADMIN_PASSWORD = 'limits-admin-password-16+';
type Action = (args: never) => Promise<unknown>;
type Reply = {data: LeadActionData; init: {status?: number} | null};

/** An address no other test uses: each test is its own visitor. */
function newAddress() {
  return `2001:db8::${crypto.randomUUID().slice(0, 8)}`;
}

/** A fresh copy of the app's modules: what a second isolate runs, with its own memory. */
async function workerInstance() {
  vi.resetModules();
  const leads = await import('~/routes/($locale).api.$kind');
  const admin = await import('~/routes/admin.vitals');
  return {leadAction: leads.action as Action, adminLoader: admin.loader};
}

async function enquiry(
  action: Action,
  ip: string,
  env: Record<string, string>,
): Promise<Reply> {
  const email = `limits-${crypto.randomUUID()}@example.com`;
  const args = await routeArgs('/api/enquiry', {
    params: {kind: 'enquiry'},
    method: 'POST',
    body: new URLSearchParams({
      [LEAD_TOKEN_FIELD]: await signLeadToken(SECRET, {
        issuedAt: Date.now() - 5000,
      }),
      subject: 'Enquiry: limits',
      name: 'Limits',
      email,
      message: 'Counted once for every worker',
    }),
    headers: {'oxygen-buyer-ip': ip},
    env,
  });
  return (await action(args as never)) as Reply;
}

async function adminVisit(
  loader: (args: never) => Promise<unknown>,
  ip: string,
  password: string,
  env: Record<string, string> = {},
) {
  const args = await routeArgs('/admin/vitals', {
    headers: {
      'oxygen-buyer-ip': ip,
      Authorization: `Basic ${btoa(`dealer:${password}`)}`,
    },
    env: {ADMIN_PASSWORD, ...env},
  });
  try {
    const value = await loader(args as never);
    return value instanceof Response ? value : null;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

async function storedEmails(): Promise<string[]> {
  const response = await fetch(`${localShopUrl()}/inbox.json`);
  const {items} = (await response.json()) as {
    items: Array<{fields: Record<string, unknown>}>;
  };
  return items.map((item) => String(item.fields.email ?? ''));
}

/** The local shop's counts, answering as the fault header asks (or after a delay). */
function countsWith(headers: Record<string, string>, timeoutMs = 1500) {
  return createLimits({
    secret: SECRET,
    shared: databaseCounts({
      url: localShopUrl(),
      serviceKey: 'local-service-role-key',
      timeoutMs,
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          headers: {...(init?.headers as Record<string, string>), ...headers},
        }),
    }),
    isolate: isolateCounts(),
    log: () => {},
  });
}

describe('limits across worker instances', () => {
  it('one visitor gets one lead-form allowance however many workers answer', async () => {
    const first = await workerInstance();
    const second = await workerInstance();
    const env = {LEAD_RATE_LIMIT: '3/600'};
    const ip = newAddress();
    const statuses: number[] = [];
    for (const worker of [first, second, first, second, first])
      statuses.push(
        (await enquiry(worker.leadAction, ip, env)).init?.status ?? 200,
      );
    expect(statuses).toEqual([200, 200, 200, 429, 429]);

    // Twelve at once, six through each worker: three pass.
    const together = newAddress();
    const replies = await Promise.all(
      Array.from({length: 12}, (_, i) =>
        enquiry((i % 2 ? first : second).leadAction, together, env),
      ),
    );
    const passed = replies.filter(
      (reply) => (reply.init?.status ?? 200) === 200,
    );
    const limited = replies.filter((reply) => reply.init?.status === 429);
    expect(passed).toHaveLength(3);
    expect(limited).toHaveLength(9);
    expect(limited[0].data.result.error?.['']).toEqual(['leads.rateLimited']);
  });

  it('one address gets one password allowance however many workers answer', async () => {
    const first = await workerInstance();
    const second = await workerInstance();
    const ip = newAddress();
    const statuses: number[] = [];
    for (const worker of [first, second, first, second])
      statuses.push(
        (await adminVisit(worker.adminLoader, ip, 'wrong-guess'))?.status ??
          200,
      );
    // Three free guesses, then the fourth earns a wait: counted together, not per worker.
    expect(statuses).toEqual([401, 401, 401, 429]);
    const waiting = await adminVisit(first.adminLoader, ip, ADMIN_PASSWORD);
    expect(waiting?.status).toBe(429);
    expect(await waiting?.text()).toMatch(
      /^Too many wrong passwords\. Try again in \d+ seconds\.$/,
    );
    // Someone else at another address signs in, and that clears only their own record.
    expect(
      await adminVisit(second.adminLoader, newAddress(), ADMIN_PASSWORD),
    ).toBeNull();
  });
});

describe('with the store of counts down', () => {
  it('a lead form still takes the lead', async () => {
    const {leadAction} = await workerInstance();
    // The database refuses the key: down as far as counting goes, while leads go in.
    const reply = await enquiry(leadAction, newAddress(), {
      SUPABASE_SERVICE_ROLE_KEY: 'not-the-service-role-key',
    });
    expect(reply.init?.status ?? 200).toBe(200);
    expect(reply.data.outcome).toBe('success');

    for (const [fault, timeoutMs] of [
      [{'X-Local-Shop-Fault': 'refuse'}, 1500],
      [{'X-Local-Shop-Latency': '5000'}, 100],
    ] as const) {
      const email = `limits-down-${crypto.randomUUID()}@example.com`;
      const args = (await routeArgs('/api/newsletter', {
        method: 'POST',
        body: new URLSearchParams({
          [LEAD_TOKEN_FIELD]: await signLeadToken(SECRET, {
            issuedAt: Date.now() - 5000,
          }),
          email,
          source: 'footer',
        }),
        headers: {'oxygen-buyer-ip': newAddress()},
      })) as {request: Request; context: never};
      const answer = (await handleLeadAction('newsletter', args, {
        limits: countsWith(fault, timeoutMs),
      })) as Reply;
      expect(answer.data.outcome, JSON.stringify(fault)).toBe('success');
      expect(await storedEmails()).toContain(email);
    }
  });

  it('the admin login refuses with 503 and says why, and still challenges a visitor without a password', async () => {
    const {adminLoader} = await workerInstance();
    const ip = newAddress();
    const env = {SUPABASE_SERVICE_ROLE_KEY: 'not-the-service-role-key'};
    for (const password of ['wrong-guess', ADMIN_PASSWORD]) {
      const response = await adminVisit(adminLoader, ip, password, env);
      expect(response?.status).toBe(503);
      expect(response?.headers.get('Retry-After')).toBe('60');
      expect(response?.headers.get('Cache-Control')).toBe('private, no-store');
      expect(await response?.text()).toBe(
        'Sign-in is paused: wrong passwords cannot be counted just now. Try again in a minute.',
      );
    }

    const slow = countsWith({'X-Local-Shop-Latency': '5000'}, 100);
    const request = (authorization?: string) =>
      new Request('http://localhost/admin/alerts', {
        headers: {
          'oxygen-buyer-ip': newAddress(),
          ...(authorization ? {Authorization: authorization} : {}),
        },
      });
    const guess = await requireAdmin(
      request(`Basic ${btoa(`a:${ADMIN_PASSWORD}`)}`),
      ADMIN_PASSWORD,
      slow,
    );
    expect(guess?.status).toBe(503);
    const challenge = await requireAdmin(request(), ADMIN_PASSWORD, slow);
    expect(challenge?.status).toBe(401);
    expect(challenge?.headers.get('WWW-Authenticate')).toMatch(/^Basic realm=/);
  });
});
