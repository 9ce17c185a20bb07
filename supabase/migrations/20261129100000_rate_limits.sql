-- Limits that hold on every edge server (docs/decisions/129-limits-in-the-shared-database.md):
-- the lead forms' rate limits and the admin password lockout, counted here rather than in one
-- worker isolate's memory. A key is a scope and an HMAC of who is counted (made by the
-- storefront with its session secret), never an address or an e-mail in clear.
create table public.rate_limits (
  key text primary key check (key ~ '^[a-z][a-z0-9_.-]{0,39}:[A-Za-z0-9_-]{43}$'),
  -- Sliding window: the times of the hits still inside it, oldest first.
  hits timestamptz[] not null default '{}' check (cardinality(hits) <= 1000),
  -- Growing waits: wrong guesses since the last right one, and the end of the current wait.
  failures integer not null default 0 check (failures >= 0),
  locked_until timestamptz,
  -- Past this the row says nothing any more and may be deleted.
  expires_at timestamptz not null
);

create index rate_limits_expires_at on public.rate_limits (expires_at);

-- Closed to every API role, the service role included: counts change only through the
-- functions below, which run as their owner.
alter table public.rate_limits enable row level security;
revoke all on table public.rate_limits from public, anon, authenticated, service_role;

-- Deletes up to 200 rows that have expired, skipping any a concurrent hit holds, so cleaning
-- never waits on (or holds up) a count.
create function public.prune_rate_limits()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.rate_limits
  where key in (
    select r.key from public.rate_limits r
    where r.expires_at < clock_timestamp()
    order by r.expires_at
    limit 200
    for update skip locked
  );
$$;

-- One hit of `key` against "at most max_hits in window_seconds" (a sliding window). With
-- `counting` false it only looks. Answers {"allowed", "wait_ms"}: wait_ms is how long until the
-- oldest hit leaves the window when refused, 0 when allowed. Concurrent hits of one key queue
-- on its row, so however many arrive together, no more than max_hits are allowed.
create function public.rate_limit_hit(
  key text, max_hits integer, window_seconds integer, counting boolean
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  span interval;
  now_at timestamptz;
  recent timestamptz[];
  allowed boolean;
begin
  if max_hits is null or max_hits not between 1 and 1000
    or window_seconds is null or window_seconds not between 1 and 2678400 then
    raise exception 'rate_limit_hit: max_hits must be 1-1000 and window_seconds 1-2678400'
      using errcode = '22023';
  end if;
  span := make_interval(secs => window_seconds);
  if counting then
    perform public.prune_rate_limits();
    -- Takes the key's row lock (making the row when new) before anything is read.
    insert into public.rate_limits as r (key, expires_at)
    values (rate_limit_hit.key, clock_timestamp() + span)
    on conflict on constraint rate_limits_pkey do update set hits = r.hits
    returning r.hits into recent;
  else
    select r.hits into recent from public.rate_limits r where r.key = rate_limit_hit.key;
  end if;
  now_at := clock_timestamp();
  recent := array(
    select t from unnest(coalesce(recent, '{}')) t where t > now_at - span order by t);
  allowed := cardinality(recent) < max_hits;
  if counting then
    if allowed then
      recent := recent || now_at;
    end if;
    update public.rate_limits r
    set hits = recent, expires_at = coalesce(recent[cardinality(recent)], now_at) + span
    where r.key = rate_limit_hit.key;
  end if;
  return jsonb_build_object(
    'allowed', allowed,
    'wait_ms', case when allowed then 0
      else greatest(1, ceil(extract(epoch from recent[1] + span - now_at) * 1000))::bigint end);
end;
$$;

-- One password guess of `key` with growing waits: free_guesses wrong guesses cost nothing,
-- then each further one makes the next wait twice as long (1 s, 2 s, 4 s ... up to
-- max_wait_seconds). A guess let through is counted as wrong at once (rate_limit_clear undoes
-- it when it was right), so guesses sent together cannot all pass. With `counting` false it only
-- looks. Answers {"allowed", "wait_ms"}: when refused, the wait left; when allowed, the wait
-- this guess earns if it is wrong. Failures are forgotten a day after their wait ends.
create function public.rate_limit_guess(
  key text, free_guesses integer, max_wait_seconds integer, counting boolean
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  now_at timestamptz;
  row_failures integer;
  row_locked timestamptz;
  wait_ms bigint;
begin
  if free_guesses is null or free_guesses not between 0 and 1000
    or max_wait_seconds is null or max_wait_seconds not between 1 and 86400 then
    raise exception 'rate_limit_guess: free_guesses must be 0-1000 and max_wait_seconds 1-86400'
      using errcode = '22023';
  end if;
  if counting then
    perform public.prune_rate_limits();
    insert into public.rate_limits as r (key, expires_at)
    values (rate_limit_guess.key, clock_timestamp() + interval '1 day')
    on conflict on constraint rate_limits_pkey do update set hits = r.hits
    returning r.failures, r.locked_until into row_failures, row_locked;
  else
    select r.failures, r.locked_until into row_failures, row_locked
    from public.rate_limits r where r.key = rate_limit_guess.key;
  end if;
  now_at := clock_timestamp();
  if row_locked > now_at then
    return jsonb_build_object('allowed', false,
      'wait_ms', ceil(extract(epoch from row_locked - now_at) * 1000)::bigint);
  end if;
  if not counting then
    return jsonb_build_object('allowed', true, 'wait_ms', 0);
  end if;
  row_failures := coalesce(row_failures, 0) + 1;
  wait_ms := case when row_failures > free_guesses
    then least(max_wait_seconds * 1000::bigint,
      1000 * power(2, least(row_failures - free_guesses - 1, 30))::bigint)
    else 0 end;
  update public.rate_limits r
  set failures = row_failures,
    locked_until = now_at + make_interval(secs => wait_ms / 1000.0),
    expires_at = now_at + make_interval(secs => wait_ms / 1000.0) + interval '1 day'
  where r.key = rate_limit_guess.key;
  return jsonb_build_object('allowed', true, 'wait_ms', wait_ms);
end;
$$;

-- Forgets a key: the right password clears its wrong guesses.
create function public.rate_limit_clear(key text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.rate_limits r where r.key = rate_limit_clear.key;
$$;

revoke all on function public.prune_rate_limits() from public, anon, authenticated;
revoke all on function public.rate_limit_hit(text, integer, integer, boolean) from public, anon, authenticated;
revoke all on function public.rate_limit_guess(text, integer, integer, boolean) from public, anon, authenticated;
revoke all on function public.rate_limit_clear(text) from public, anon, authenticated;
grant execute on function public.prune_rate_limits() to service_role;
grant execute on function public.rate_limit_hit(text, integer, integer, boolean) to service_role;
grant execute on function public.rate_limit_guess(text, integer, integer, boolean) to service_role;
grant execute on function public.rate_limit_clear(text) to service_role;
