-- Shared rate limits under concurrency (20261129100000_rate_limits.sql), on a real PostgreSQL
-- only (scripts/postgres-check.mjs; PGlite has a single connection): 40 sessions wait at a gate
-- (an advisory lock this session holds), then are let go together. On one new key with a limit
-- of 5 exactly 5 hits pass; on one new login key exactly 4 guesses pass (3 free, and the one
-- that earns the first wait). The sessions commit on their own, so their rows are deleted here.
create extension if not exists dblink;

do $$
declare
  sessions constant integer := 40;
  gate constant bigint := 5400129;
  conninfo text := format('host=127.0.0.1 port=%s dbname=%s user=%s',
    current_setting('port'), current_database(), current_user);
  tag text := md5(random()::text) || md5(random()::text);
  hit_key text := 'lead.enquiry:' || substr(tag, 1, 43);
  guess_key text := 'admin.login:' || substr(tag, 22, 43);
  call text;
  waiting integer;
  passed integer;
  stored integer;
  round integer;
  i integer;
begin
  for i in 1..sessions loop
    perform dblink_connect('hit' || i, conninfo);
    perform dblink_exec('hit' || i, 'set role service_role');
  end loop;

  for round in 1..2 loop
    perform pg_advisory_lock(gate);
    -- Each call waits for the gate inside the statement that counts, so all of them race.
    call := case round
      when 1 then format('rate_limit_hit(%L || g.open, 5, 600, true)', hit_key)
      else format('rate_limit_guess(%L || g.open, 3, 900, true)', guess_key) end;
    for i in 1..sessions loop
      perform dblink_send_query('hit' || i, format(
        'select (public.%s->>''allowed'')::boolean '
        'from (select pg_advisory_xact_lock_shared(%s)::text as open) g', call, gate));
    end loop;
    for i in 1..3000 loop
      select count(*) into waiting from pg_locks
      where locktype = 'advisory' and objid = gate and not granted;
      exit when waiting = sessions;
      perform pg_sleep(0.01);
    end loop;
    if waiting <> sessions then
      raise exception 'only % of % sessions reached the gate', waiting, sessions;
    end if;
    perform pg_advisory_unlock(gate);

    passed := 0;
    for i in 1..sessions loop
      passed := passed + (select count(*) from dblink_get_result('hit' || i) as r(allowed boolean)
        where r.allowed);
      -- The empty result that ends the query, so the connection can be used again.
      perform * from dblink_get_result('hit' || i) as r(allowed boolean);
    end loop;
    if round = 1 and passed <> 5 then
      raise exception '% concurrent hits with a limit of 5 were allowed', passed;
    end if;
    if round = 2 and passed <> 4 then
      raise exception '% concurrent guesses with 3 free were let through', passed;
    end if;
  end loop;

  select cardinality(hits) into stored from public.rate_limits where key = hit_key;
  if stored <> 5 then raise exception 'the window holds % hits, not 5', stored; end if;
  select failures into stored from public.rate_limits where key = guess_key;
  if stored <> 4 then raise exception 'the lockout counted % guesses, not 4', stored; end if;

  for i in 1..sessions loop
    perform dblink_disconnect('hit' || i);
  end loop;
  perform dblink_exec(conninfo, format(
    'delete from public.rate_limits where key in (%L, %L)', hit_key, guess_key));
end
$$;
