// Supabase-style API keys. On Supabase the gateway checks `apikey`, and the Bearer token
// decides the database role the request runs as; both are required here as in the old site.
import type {IncomingMessage} from 'node:http';
import {header} from './http';

export type ApiRole = 'anon' | 'service_role';

export interface Keys {
  anonKey: string;
  serviceKey: string;
}

export type AuthResult =
  {ok: true; role: ApiRole} | {ok: false; message: string; hint: string};

function roleOf(token: string | undefined, keys: Keys): ApiRole | null {
  if (!token) return null;
  if (token === keys.serviceKey) return 'service_role';
  if (token === keys.anonKey) return 'anon';
  return null;
}

export function authenticate(req: IncomingMessage, keys: Keys): AuthResult {
  const apikey = header(req, 'apikey');
  if (!apikey) {
    return {
      ok: false,
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    };
  }
  if (!roleOf(apikey, keys)) {
    return {
      ok: false,
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    };
  }
  const bearer = /^Bearer\s+(.+)$/i
    .exec(header(req, 'authorization') ?? '')?.[1]
    ?.trim();
  const role = roleOf(bearer, keys);
  if (!role) {
    return {
      ok: false,
      message: bearer
        ? 'Invalid JWT'
        : 'No Authorization Bearer token found in request',
      hint: 'Send `Authorization: Bearer <anon or service_role key>`.',
    };
  }
  return {ok: true, role};
}
