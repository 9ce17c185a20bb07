-- What every Supabase project has before the first migration, for databases that are not
-- Supabase (the local shop's PGlite, the throw-away PostgreSQL of scripts/postgres-check.mjs):
-- the API roles and Supabase's default privileges. Not a migration: never apply it to Supabase.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;
grant usage on schema public to anon, authenticated, service_role;
-- Supabase's default privileges: new public tables are granted to the API roles, which
-- is why the migrations revoke before they grant.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
-- ...and new functions are executable by them (besides PostgreSQL's own default for PUBLIC),
-- which is why the migrations revoke every function from public, anon and authenticated.
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
