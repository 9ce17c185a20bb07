import {randomUUID} from 'node:crypto';
import {cpSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {openDatabase} from './database';
import {applyMigrations, defaultMigrationsDir} from './migrations';
import {
  ANON_KEY,
  keyHeaders,
  SERVICE_KEY,
  startLeads,
  tempDataDir,
} from './test-server';

async function countEnquiries(base: string): Promise<number> {
  const res = await fetch(`${base}/rest/v1/enquiries?select=id`, {
    headers: keyHeaders(SERVICE_KEY),
  });
  return ((await res.json()) as any).length;
}

describe('persistence', {timeout: 180_000}, () => {
  it('keeps leads, form posts and photos across a restart, and reset wipes them', async () => {
    const dataDir = tempDataDir();
    const first = await startLeads(dataDir, true);
    await fetch(`${first.base}/rest/v1/enquiries`, {
      method: 'POST',
      headers: keyHeaders(ANON_KEY),
      body: JSON.stringify({
        submission_id: randomUUID(),
        subject: 'S',
        name: 'Kept',
        email: 'k@example.com',
        message: 'M',
      }),
    });
    await fetch(`${first.base}/forms/xkept`, {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: 'application/json'},
      body: JSON.stringify({email: 'k@example.com'}),
    });
    await fetch(`${first.base}/storage/v1/object/sell-photos/kept/1.jpg`, {
      method: 'POST',
      headers: {...keyHeaders(ANON_KEY), 'content-type': 'image/jpeg'},
      body: 'jpeg bytes',
    });
    await first.stop();

    const second = await startLeads(dataDir, false);
    expect(await countEnquiries(second.base)).toBe(1);
    const {items} = (await (
      await fetch(`${second.base}/inbox.json`)
    ).json()) as any;
    expect(items.map((item: {kind: string}) => item.kind).sort()).toEqual([
      'enquiry',
      'form_post',
      'photo',
    ]);
    const photo = await fetch(
      `${second.base}/inbox/files/sell-photos/kept/1.jpg`,
    );
    expect(await photo.text()).toBe('jpeg bytes');
    await second.stop();

    const third = await startLeads(dataDir, true);
    expect(await countEnquiries(third.base)).toBe(0);
    expect(
      ((await (await fetch(`${third.base}/inbox.json`)).json()) as any).items,
    ).toEqual([]);
    expect(
      (await fetch(`${third.base}/inbox/files/sell-photos/kept/1.jpg`)).status,
    ).toBe(404);
    await third.stop();
  });

  it('refuses to open one data dir twice', async () => {
    const dataDir = tempDataDir();
    const leads = await startLeads(dataDir, true);
    await expect(startLeads(dataDir, false)).rejects.toThrow(/already open/);
    await leads.stop();
  });
});

describe('migrations', () => {
  it('applies each migration once, and later files on the next start', async () => {
    const migrationsDir = mkdtempSync(
      path.join(os.tmpdir(), 'leads-migrations-'),
    );
    cpSync(defaultMigrationsDir, migrationsDir, {recursive: true});
    const opened = await openDatabase(tempDataDir(), true);
    try {
      const first = await applyMigrations(opened.db, migrationsDir);
      expect(first.length).toBeGreaterThan(0);
      expect(await applyMigrations(opened.db, migrationsDir)).toEqual([]);

      writeFileSync(
        path.join(migrationsDir, '99990101000000_add_note.sql'),
        'alter table public.contact_messages add column note text;',
      );
      expect(await applyMigrations(opened.db, migrationsDir)).toEqual([
        '99990101000000',
      ]);
      expect(await applyMigrations(opened.db, migrationsDir)).toEqual([]);
      const {rows} = await opened.db.query<{version: string}>(
        'select version from supabase_migrations.schema_migrations order by version',
      );
      expect(rows.map((row) => row.version)).toEqual([
        ...first,
        '99990101000000',
      ]);
    } finally {
      await opened.close();
    }
  });

  it('records nothing for a migration that fails', async () => {
    const migrationsDir = mkdtempSync(
      path.join(os.tmpdir(), 'leads-migrations-'),
    );
    writeFileSync(
      path.join(migrationsDir, '00000000000001_broken.sql'),
      'create table t (a int); select nope;',
    );
    const opened = await openDatabase(tempDataDir(), true);
    try {
      await expect(applyMigrations(opened.db, migrationsDir)).rejects.toThrow();
      const tables = await opened.db.query(
        `select 1 from information_schema.tables where table_name = 't'`,
      );
      expect(tables.rows).toHaveLength(0);
      const applied = await opened.db.query(
        'select 1 from supabase_migrations.schema_migrations',
      );
      expect(applied.rows).toHaveLength(0);
    } finally {
      await opened.close();
    }
  });
});
