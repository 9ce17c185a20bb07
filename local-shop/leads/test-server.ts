// Test helper: the lead services behind a real node:http server on an ephemeral port.
import {mkdtempSync, readFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createLeadServices, type LeadServices} from './index';

export const ANON_KEY = 'test-anon-key';
export const SERVICE_KEY = 'test-service-role-key';

export interface RunningLeads {
  base: string;
  dataDir: string;
  services: LeadServices;
  stop(): Promise<void>;
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'leads-test-'));
}

export async function startLeads(
  dataDir = tempDataDir(),
  reset = false,
): Promise<RunningLeads> {
  const services = await createLeadServices({
    dataDir,
    reset,
    anonKey: ANON_KEY,
    serviceKey: SERVICE_KEY,
  });
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (!(await services.handle(req, res, url))) {
      res.writeHead(404).end('not a lead route');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    dataDir,
    services,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.close();
    },
  };
}

export function keyHeaders(
  key: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    apikey: key,
    authorization: `Bearer ${key}`,
    'content-type': 'application/json',
    ...extra,
  };
}

/** A check from supabase/tests/, the same file scripts/postgres-check.mjs runs on PostgreSQL. */
export function sqlCheck(file: string): string {
  return readFileSync(
    fileURLToPath(new URL(`../../supabase/tests/${file}`, import.meta.url)),
    'utf8',
  );
}

/** POST /rest/v1/rpc/<name> with a key, as PostgREST's clients call a function. */
export function callRpc(
  base: string,
  name: string,
  key: string,
  body: unknown,
) {
  return fetch(`${base}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: keyHeaders(key),
    body: JSON.stringify(body),
  });
}
