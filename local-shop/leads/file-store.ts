// Files of the storage stand-in and of form posts, under <dataDir>/storage/<bucket>/<path>,
// with their metadata (content type, size, who uploaded) in local_shop.storage_objects.
import {mkdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PGlite} from '@electric-sql/pglite';

// Supabase Storage's own rule for object names, plus: no empty, "." or ".." segments, so a
// key can never climb out of its bucket directory.
const KEY_CHARS = /^[\w/!\-.*'() &$@=;:+,?]+$/;

export function isValidObjectName(name: string): boolean {
  if (!name || name.length > 1024 || !KEY_CHARS.test(name)) return false;
  return name
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export interface StoredObject {
  id: string;
  bucket_id: string;
  name: string;
  content_type: string;
  size: number;
  created_at: string;
}

export class FileStore {
  constructor(
    private readonly db: PGlite,
    readonly root: string,
  ) {}

  private fileFor(bucket: string, name: string): string {
    if (
      !isValidObjectName(bucket) ||
      bucket.includes('/') ||
      !isValidObjectName(name)
    ) {
      throw new Error(`invalid object key ${bucket}/${name}`);
    }
    const file = path.resolve(this.root, bucket, ...name.split('/'));
    // Belt and braces on top of isValidObjectName.
    if (!file.startsWith(path.resolve(this.root) + path.sep)) {
      throw new Error(
        `object key escapes the storage directory: ${bucket}/${name}`,
      );
    }
    return file;
  }

  /**
   * Stores an object. Without `upsert`, returns null when the key exists (the caller answers
   * "Duplicate"); the unique key in the database settles races between two uploads.
   */
  async put(
    bucket: string,
    name: string,
    body: Buffer,
    contentType: string,
    uploadedBy: string,
    upsert: boolean,
  ): Promise<StoredObject | null> {
    const file = this.fileFor(bucket, name);
    const conflict = upsert
      ? `on conflict (bucket_id, name) do update set content_type = excluded.content_type,
           size = excluded.size, uploaded_by = excluded.uploaded_by, updated_at = now()`
      : 'on conflict (bucket_id, name) do nothing';
    const {rows} = await this.db.query<StoredObject>(
      `insert into local_shop.storage_objects (bucket_id, name, content_type, size, uploaded_by)
       values ($1, $2, $3, $4, $5) ${conflict}
       returning id, bucket_id, name, content_type, size, created_at`,
      [bucket, name, contentType, body.length, uploadedBy],
    );
    if (rows.length === 0) return null;
    try {
      await mkdir(path.dirname(file), {recursive: true});
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
    } catch (error) {
      await this.db.query(
        'delete from local_shop.storage_objects where id = $1',
        [rows[0].id],
      );
      throw error;
    }
    return rows[0];
  }

  async get(
    bucket: string,
    name: string,
  ): Promise<{meta: StoredObject; body: Buffer} | null> {
    if (
      !isValidObjectName(name) ||
      !isValidObjectName(bucket) ||
      bucket.includes('/')
    )
      return null;
    const {rows} = await this.db.query<StoredObject>(
      `select id, bucket_id, name, content_type, size, created_at
       from local_shop.storage_objects where bucket_id = $1 and name = $2`,
      [bucket, name],
    );
    if (rows.length === 0) return null;
    try {
      return {meta: rows[0], body: await readFile(this.fileFor(bucket, name))};
    } catch {
      return null;
    }
  }

  async wipe() {
    await rm(this.root, {recursive: true, force: true});
  }
}
