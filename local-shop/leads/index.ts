// Lead services of the local shop: Supabase-style REST inserts and storage, a form-forwarding
// stand-in, and an inbox to read what arrived. The main server (../server.ts) routes to
// `handle` and moves on when it answers false.
import {mkdirSync} from 'node:fs';
import type {IncomingMessage, ServerResponse} from 'node:http';
import path from 'node:path';
import {openDatabase} from './database';
import {FileStore} from './file-store';
import {handleForm} from './forms';
import {sendJson} from './http';
import {handleInbox} from './inbox';
import {handleMail, MAIL_PATH} from './mail';
import {applyMigrations, defaultMigrationsDir} from './migrations';
import {handleRest} from './rest';
import {loadSchemaCache} from './schema-cache';
import {handleStorage} from './storage';

export interface LeadServicesOptions {
  dataDir: string;
  /** Wipe this module's data (database and stored files) and rebuild from the migrations. */
  reset: boolean;
  anonKey: string;
  serviceKey: string;
  /** Bearer key of the e-mail API stand-in (POST /mail/emails). */
  mailKey?: string;
  /** Defaults to the project's supabase/migrations. */
  migrationsDir?: string;
}

export interface LeadServices {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  /** Tools and benchmarks: runs SQL as the database owner, on the one open connection. */
  sql<T>(query: string, params?: unknown[]): Promise<T[]>;
  /** Tools and tests: runs a script of several statements as the database owner. */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

export async function createLeadServices(
  opts: LeadServicesOptions,
): Promise<LeadServices> {
  const storageRoot = path.join(path.resolve(opts.dataDir), 'storage');
  const opened = await openDatabase(opts.dataDir, opts.reset);
  const {db} = opened;
  const store = new FileStore(db, storageRoot);
  try {
    if (opts.reset) await store.wipe();
    mkdirSync(storageRoot, {recursive: true});
    await applyMigrations(db, opts.migrationsDir ?? defaultMigrationsDir);
  } catch (error) {
    await opened.close();
    throw error;
  }
  const schema = await loadSchemaCache(db);
  const keys = {anonKey: opts.anonKey, serviceKey: opts.serviceKey};
  let closed = false;

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ): Promise<boolean> {
    const p = url.pathname;
    if (p.startsWith('/rest/v1/')) {
      await handleRest({db, keys, schema: () => schema}, req, res, url);
    } else if (p.startsWith('/storage/v1/')) {
      await handleStorage(store, keys, req, res, url);
    } else if (p === MAIL_PATH) {
      await handleMail(db, opts.mailKey ?? 'local-mail-key', req, res);
    } else if (p.startsWith('/forms/')) {
      await handleForm(db, store, req, res, url);
    } else if (
      p === '/inbox' ||
      p === '/inbox/' ||
      p === '/inbox.json' ||
      p.startsWith('/inbox/files/') ||
      p.startsWith('/inbox/mail/')
    ) {
      await handleInbox(db, store, schema, req, res, url);
    } else {
      return false;
    }
    return true;
  }

  return {
    async handle(req, res, url) {
      if (closed) return false;
      try {
        return await route(req, res, url);
      } catch (error) {
        // One bad request must never take the local shop down.
        console.error('[leads]', error);
        if (!res.headersSent)
          sendJson(res, 500, {
            message: 'Internal error in the local lead services',
          });
        else res.destroy();
        return true;
      }
    },
    async sql<T>(query: string, params: unknown[] = []) {
      return (await db.query<T>(query, params)).rows;
    },
    async exec(script: string) {
      await db.exec(script);
    },
    async close() {
      if (closed) return;
      closed = true;
      await opened.close();
    },
  };
}
