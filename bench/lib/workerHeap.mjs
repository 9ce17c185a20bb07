// The shop's own isolate, read through workerd's V8 inspector: how much of the worker's memory
// is JavaScript the shop keeps alive, apart from the runtime around it (docs/decisions/067).
// Miniflare asks workerd for an inspector on a free loopback port and learns which one over a
// private channel, so the candidates are the loopback ports the workerd process listens on.
import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync, readlinkSync} from 'node:fs';

const WORKER_TARGET = 'core:user:hydrogen';

/** The workerd processes in a preview's process group. */
export function workerdPids(groupId) {
  const out = execFileSync('ps', ['-o', 'pid=,comm=', '-g', String(groupId)], {
    encoding: 'utf8',
  });
  return out
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, comm]) => comm?.startsWith('workerd'))
    .map(([pid]) => Number(pid));
}

/** Loopback TCP ports a process listens on (Linux: its socket inodes in /proc/net/tcp). */
function listeningPorts(pid) {
  const inodes = new Set();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(
        readlinkSync(`/proc/${pid}/fd/${fd}`),
      );
      if (match) inodes.add(match[1]);
    } catch {
      // Closed while reading.
    }
  }
  const ports = [];
  for (const table of ['tcp', 'tcp6']) {
    const rows = readFileSync(`/proc/${pid}/net/${table}`, 'utf8').split('\n');
    for (const row of rows.slice(1)) {
      const cols = row.trim().split(/\s+/);
      // cols: sl, local address, remote address, state (0A = listening), …, inode (10th)
      if (cols[3] === '0A' && inodes.has(cols[9]))
        ports.push(parseInt(cols[1].split(':').at(-1), 16));
    }
  }
  return ports;
}

/** The DevTools target of the storefront's isolate in a preview's process group. */
export async function findWorkerTarget(groupId, targetId = WORKER_TARGET) {
  for (const pid of workerdPids(groupId)) {
    for (const port of listeningPorts(pid)) {
      try {
        const targets = await (
          await fetch(`http://127.0.0.1:${port}/json`, {
            signal: AbortSignal.timeout(2000),
          })
        ).json();
        const target = targets.find?.(({id}) => id === targetId);
        if (target) return target.webSocketDebuggerUrl;
      } catch {
        // Not the inspector (the shop's own port answers pages, not a target list).
      }
    }
  }
  throw new Error(`No ${targetId} inspector in the preview's workerd`);
}

function openSession(url) {
  const socket = new WebSocket(url);
  let nextId = 1;
  const waiting = new Map();
  const chunks = [];
  let keepChunks = false;
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    if (message.method === 'HeapProfiler.addHeapSnapshotChunk') {
      if (keepChunks) chunks.push(message.params.chunk);
      return;
    }
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.error) pending.reject(new Error(message.error.message));
    else pending.resolve(message.result);
  });
  const send = (method, params = {}, timeoutMs = 600_000) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`${method}: no answer in ${timeoutMs} ms`));
      }, timeoutMs);
      waiting.set(id, {
        resolve: (value) => (clearTimeout(timer), resolve(value)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      socket.send(JSON.stringify({id, method, params}));
    });
  // A worker that went away (workerd crashed) fails every question still waiting.
  socket.addEventListener('close', () => {
    for (const pending of waiting.values())
      pending.reject(new Error('The worker inspector closed'));
    waiting.clear();
  });
  // A connection workerd drops before it opens only closes: that fails the attempt too.
  const opened = new Promise((resolve, reject) => {
    const fail = () => reject(new Error('The worker inspector did not open'));
    const timer = setTimeout(fail, 10_000);
    socket.addEventListener('open', () => (clearTimeout(timer), resolve()), {
      once: true,
    });
    socket.addEventListener('error', () => (clearTimeout(timer), fail()), {
      once: true,
    });
    socket.addEventListener('close', () => (clearTimeout(timer), fail()), {
      once: true,
    });
  });
  const snapshot = async (keep) => {
    chunks.length = 0;
    keepChunks = keep;
    await send('HeapProfiler.takeHeapSnapshot', {reportProgress: false});
    keepChunks = false;
    return chunks.splice(0).join('');
  };
  return {socket, send, snapshot, opened};
}

/**
 * A small DevTools-protocol client for the storefront's isolate. MiniOxygen holds the isolate's
 * one inspector session (it prints the worker's console through it); workerd boots that session
 * when another connects, but answers the newcomer only once the booted one is gone, so the first
 * connection is dropped and the next one answers.
 */
export async function connectWorkerHeap(groupId, targetId = WORKER_TARGET) {
  const url = await findWorkerTarget(groupId, targetId);
  let session;
  for (let attempt = 0; attempt < 3 && !session; attempt++) {
    const candidate = openSession(url);
    try {
      await candidate.opened;
      await candidate.send('Runtime.getHeapUsage', {}, 3000);
      session = candidate;
    } catch {
      candidate.socket.close();
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  if (!session) throw new Error('The worker inspector did not answer');
  const {socket, send, snapshot} = session;

  return {
    /**
     * Live JavaScript heap of the isolate, in MB, and with `withSnapshot` the snapshot itself
     * (parsed). workerd does not answer collectGarbage; a heap snapshot collects garbage first,
     * so the size read after one is what is still reachable.
     */
    async measure({withSnapshot = false} = {}) {
      const json = await snapshot(withSnapshot);
      const {usedSize} = await send('Runtime.getHeapUsage');
      return {
        heapMb: Math.round((usedSize / 1024 / 1024) * 10) / 10,
        snapshot: withSnapshot ? JSON.parse(json) : null,
      };
    },
    close() {
      socket.close();
    },
  };
}

/** Retained-by-type summary of a snapshot: self size and count per constructor name. */
export function sizesByConstructor(snapshot) {
  const {node_fields: fields, node_types: types} = snapshot.snapshot.meta;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const typeNames = types[0];
  const totals = new Map();
  const {nodes, strings} = snapshot;
  for (let i = 0; i < nodes.length; i += width) {
    const type = typeNames[nodes[i + typeAt]];
    const name =
      type === 'object' || type === 'closure'
        ? strings[nodes[i + nameAt]]
        : `(${type})`;
    const entry = totals.get(name) ?? {count: 0, bytes: 0};
    entry.count++;
    entry.bytes += nodes[i + sizeAt];
    totals.set(name, entry);
  }
  return totals;
}
