-- One slot, one booking under concurrency (20261129200000_viewings.sql), on a real PostgreSQL
-- only (scripts/postgres-check.mjs; PGlite has a single connection): 40 sessions wait at a gate
-- (an advisory lock this session holds), then all book the same slot at once. Exactly one is
-- 'booked' and 39 are 'taken'. The sessions commit on their own, so their rows are deleted here.
create extension if not exists dblink;

do $$
declare
  sessions constant integer := 40;
  gate constant bigint := 5400132;
  conninfo text := format('host=127.0.0.1 port=%s dbname=%s user=%s',
    current_setting('port'), current_database(), current_user);
  slot timestamptz := date_trunc('hour', now()) + interval '30 days'
    + make_interval(mins => (random() * 1000)::integer);
  place text := 'p' || substr(md5(random()::text), 1, 12);
  waiting integer;
  booked integer := 0;
  taken integer := 0;
  got text;
  i integer;
begin
  for i in 1..sessions loop
    perform dblink_connect('book' || i, conninfo);
    perform dblink_exec('book' || i, 'set role service_role');
  end loop;
  perform pg_advisory_lock(gate);
  for i in 1..sessions loop
    perform dblink_send_query('book' || i, format(
      'select public.book_viewing(gen_random_uuid(), %L || g.open, %L, %L, %L, %L, %L, '''', null, null, ''en'')->>''outcome'' '
      'from (select left(pg_advisory_xact_lock_shared(%s)::text, 0) as open) g',
      place, slot, slot + interval '1 hour', 'Racer ' || i, 'racer' || i || '@example.com', '+44 ' || i, gate));
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

  for i in 1..sessions loop
    select r.outcome into got from dblink_get_result('book' || i) as r(outcome text);
    if got = 'booked' then booked := booked + 1; end if;
    if got = 'taken' then taken := taken + 1; end if;
    perform * from dblink_get_result('book' || i) as r(outcome text);
  end loop;
  if booked <> 1 or taken <> sessions - 1 then
    raise exception '% concurrent bookings of one slot: % booked, % taken', sessions, booked, taken;
  end if;

  for i in 1..sessions loop
    perform dblink_disconnect('book' || i);
  end loop;
  perform dblink_exec(conninfo, format('delete from public.viewings where place = %L', place));
end
$$;
