// Fault switches for reliability tests and benchmarks: latency, a share of failed requests
// (HTTP 5xx, GraphQL errors, or a refused connection), by environment, at runtime through
// /__local-shop/faults, or per request with X-Local-Shop-Fault / X-Local-Shop-Latency.
import type {IncomingMessage, ServerResponse} from 'node:http';
import {sendJson} from './storefront/http-util';

export type FaultScope = 'storefront' | 'leads' | 'all';
export type FailMode = 'http' | 'graphql' | 'refuse';

export interface FaultSettings {
  scope: FaultScope;
  latencyMs: number;
  failRate: number;
  failMode: FailMode;
  /** Fail only the next N matching requests, then stop failing. Undefined: no limit. */
  remaining?: number;
}

const MODES: FailMode[] = ['http', 'graphql', 'refuse'];
const SCOPES: FaultScope[] = ['storefront', 'leads', 'all'];

export function faultsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): FaultSettings {
  return normalise({
    scope: env.LOCAL_SHOP_FAULT_SCOPE as FaultScope,
    latencyMs: Number(env.LOCAL_SHOP_LATENCY_MS ?? 0),
    failRate: Number(env.LOCAL_SHOP_FAIL_RATE ?? 0),
    failMode: env.LOCAL_SHOP_FAIL_MODE as FailMode,
  });
}

export function normalise(input: Partial<FaultSettings>): FaultSettings {
  const latency = Number(input.latencyMs ?? 0);
  const rate = Number(input.failRate ?? 0);
  const settings: FaultSettings = {
    scope: SCOPES.includes(input.scope as FaultScope)
      ? (input.scope as FaultScope)
      : 'all',
    latencyMs: Number.isFinite(latency) && latency > 0 ? latency : 0,
    failRate: Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0,
    failMode: MODES.includes(input.failMode as FailMode)
      ? (input.failMode as FailMode)
      : 'http',
  };
  if (input.remaining !== undefined && input.remaining !== null) {
    settings.remaining = Math.max(0, Math.floor(Number(input.remaining)));
    // "Fail the next N requests" means every one of them, unless a rate was given.
    if (input.failRate === undefined) settings.failRate = 1;
  }
  return settings;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class FaultSwitch {
  private settings: FaultSettings;

  constructor(private readonly fromEnv: FaultSettings) {
    this.settings = {...fromEnv};
  }

  current(): FaultSettings {
    return {...this.settings};
  }

  set(input: Partial<FaultSettings>) {
    this.settings = normalise(input);
  }

  /** Back to what the environment asked for. */
  clear() {
    this.settings = {
      ...this.fromEnv,
      latencyMs: 0,
      failRate: 0,
      remaining: undefined,
    };
  }

  /**
   * Applies latency and failures to one request of the given area. Returns true when the
   * request has been answered (or its socket destroyed) and must not be handled further.
   */
  async apply(
    req: IncomingMessage,
    res: ServerResponse,
    area: 'storefront' | 'leads',
  ): Promise<boolean> {
    const s = this.settings;
    const inScope = s.scope === 'all' || s.scope === area;
    const headerLatency = Number(req.headers['x-local-shop-latency'] ?? 0);
    const latency =
      (inScope ? s.latencyMs : 0) +
      (Number.isFinite(headerLatency) && headerLatency > 0 ? headerLatency : 0);
    if (latency > 0) await sleep(latency);

    let mode: FailMode | null = null;
    const headerMode = String(req.headers['x-local-shop-fault'] ?? '');
    if (MODES.includes(headerMode as FailMode)) mode = headerMode as FailMode;
    else if (
      inScope &&
      s.failRate > 0 &&
      (s.remaining === undefined || s.remaining > 0) &&
      Math.random() < s.failRate
    ) {
      mode = s.failMode;
      if (s.remaining !== undefined) s.remaining--;
    }
    if (!mode) return false;
    fail(req, res, mode, area);
    return true;
  }
}

function fail(
  req: IncomingMessage,
  res: ServerResponse,
  mode: FailMode,
  area: 'storefront' | 'leads',
) {
  if (mode === 'refuse') {
    req.socket.destroy();
    return;
  }
  if (mode === 'graphql' && area === 'storefront') {
    sendJson(res, 200, {
      errors: [
        {
          message:
            'Internal error. Looks like something went wrong on our end.',
          extensions: {code: 'INTERNAL_SERVER_ERROR'},
        },
      ],
    });
    return;
  }
  sendJson(res, 503, {
    errors: 'Service temporarily unavailable (local shop fault switch)',
  });
}

/** The control endpoint: POST sets faults, DELETE clears, GET shows them. */
export async function handleFaultControl(
  req: IncomingMessage,
  res: ServerResponse,
  faults: FaultSwitch,
  body: () => Promise<Buffer>,
) {
  if (req.method === 'POST') {
    let input: Partial<FaultSettings>;
    try {
      input = JSON.parse(
        (await body()).toString('utf8') || '{}',
      ) as Partial<FaultSettings>;
    } catch {
      sendJson(res, 400, {error: 'Body must be JSON'});
      return;
    }
    faults.set(input);
    sendJson(res, 200, faults.current());
  } else if (req.method === 'DELETE') {
    faults.clear();
    sendJson(res, 200, faults.current());
  } else {
    sendJson(res, 200, faults.current());
  }
}
