-- Shared rate limits (20261129100000_rate_limits.sql): anon and the signed-in role can neither
-- read, change nor call anything; the service role counts through the functions only; a window
-- lets max_hits through and says how long to wait; the guess lockout grows 1 s, 2 s, 4 s and a
-- right password clears it; expired rows go; keys in clear are refused. Runs as a superuser
-- inside one transaction the caller rolls back, and raises on the first broken promise.
set local role anon;
do $$
begin
  begin
    perform count(*) from public.rate_limits;
    raise exception 'anon read the counts';
  exception when insufficient_privilege then null;
  end;
  begin
    insert into public.rate_limits (key, expires_at)
    values ('lead.enquiry:' || repeat('a', 43), now());
    raise exception 'anon inserted a count';
  exception when insufficient_privilege then null;
  end;
  begin
    delete from public.rate_limits;
    raise exception 'anon deleted the counts';
  exception when insufficient_privilege then null;
  end;
  begin
    perform public.rate_limit_hit('lead.enquiry:' || repeat('a', 43), 5, 600, true);
    raise exception 'anon counted a hit';
  exception when insufficient_privilege then null;
  end;
  begin
    perform public.rate_limit_guess('admin.login:' || repeat('a', 43), 3, 900, true);
    raise exception 'anon counted a guess';
  exception when insufficient_privilege then null;
  end;
  begin
    perform public.rate_limit_clear('admin.login:' || repeat('a', 43));
    raise exception 'anon cleared a lockout';
  exception when insufficient_privilege then null;
  end;
  begin
    perform public.prune_rate_limits();
    raise exception 'anon pruned the counts';
  exception when insufficient_privilege then null;
  end;
end
$$;
reset role;

set local role authenticated;
do $$
begin
  begin
    perform count(*) from public.rate_limits;
    raise exception 'a signed-in user read the counts';
  exception when insufficient_privilege then null;
  end;
  begin
    perform public.rate_limit_clear('admin.login:' || repeat('a', 43));
    raise exception 'a signed-in user cleared a lockout';
  exception when insufficient_privilege then null;
  end;
end
$$;
reset role;

-- The service role bypasses row-level security, so the table itself is closed to it too.
set local role service_role;
do $$
begin
  begin
    perform count(*) from public.rate_limits;
    raise exception 'the service role read the counts directly';
  exception when insufficient_privilege then null;
  end;
  begin
    update public.rate_limits set hits = '{}';
    raise exception 'the service role changed the counts directly';
  exception when insufficient_privilege then null;
  end;
end
$$;

do $$
declare
  k text := 'lead.enquiry:' || repeat('b', 43);
  other text := 'lead.enquiry:' || repeat('c', 43);
  answer jsonb;
  i integer;
begin
  -- Looking counts nothing.
  answer := public.rate_limit_hit(k, 2, 600, false);
  if answer <> '{"allowed": true, "wait_ms": 0}'::jsonb then
    raise exception 'a look at a new key answered %', answer;
  end if;
  for i in 1..2 loop
    answer := public.rate_limit_hit(k, 2, 600, true);
    if not (answer->>'allowed')::boolean then
      raise exception 'hit % of 2 was refused: %', i, answer;
    end if;
  end loop;
  answer := public.rate_limit_hit(k, 2, 600, true);
  if (answer->>'allowed')::boolean then raise exception 'a third hit of 2 was allowed'; end if;
  if (answer->>'wait_ms')::bigint not between 599000 and 600000 then
    raise exception 'the third hit must wait about 600 s, not % ms', answer->>'wait_ms';
  end if;
  answer := public.rate_limit_hit(k, 2, 600, false);
  if (answer->>'allowed')::boolean then raise exception 'a look past the limit said allowed'; end if;
  -- Another key has its own allowance.
  answer := public.rate_limit_hit(other, 2, 600, true);
  if not (answer->>'allowed')::boolean then raise exception 'another key was refused'; end if;

  begin
    perform public.rate_limit_hit('lead.enquiry:198.51.100.7', 2, 600, true);
    raise exception 'a key with an address in clear was kept';
  exception when check_violation then null;
  end;
  begin
    perform public.rate_limit_hit('lead.enquiry:someone@example.com', 2, 600, true);
    raise exception 'a key with an e-mail in clear was kept';
  exception when check_violation then null;
  end;
  begin
    perform public.rate_limit_hit(k, 0, 600, true);
    raise exception 'a limit of 0 was taken';
  exception when invalid_parameter_value then null;
  end;
end
$$;
reset role;

-- Ten minutes later (the superuser moves the hits back): the window has room again.
update public.rate_limits set hits = array(select t - interval '601 seconds' from unnest(hits) t)
where key = 'lead.enquiry:' || repeat('b', 43);

set local role service_role;
do $$
declare
  k text := 'lead.enquiry:' || repeat('b', 43);
  g text := 'admin.login:' || repeat('d', 43);
  answer jsonb;
  waits bigint[] := '{}';
  i integer;
  n integer;
begin
  answer := public.rate_limit_hit(k, 2, 600, true);
  if not (answer->>'allowed')::boolean then
    raise exception 'hits older than the window still counted: %', answer;
  end if;

  -- Guesses: three free, then each earns a wait twice the last (1 s, 2 s, 4 s).
  for i in 1..6 loop
    answer := public.rate_limit_guess(g, 3, 900, true);
    if not (answer->>'allowed')::boolean then
      raise exception 'guess % was refused before its wait: %', i, answer;
    end if;
    waits := waits || (answer->>'wait_ms')::bigint;
    -- Serve the wait at once (the superuser would; here the lock is simply ended).
    if i < 6 then
      perform set_config('role', 'postgres', true);
      update public.rate_limits set locked_until = clock_timestamp() - interval '1 millisecond'
      where key = g;
      perform set_config('role', 'service_role', true);
    end if;
  end loop;
  if waits <> '{0,0,0,1000,2000,4000}'::bigint[] then
    raise exception 'the waits grew as %, not 0,0,0,1000,2000,4000', waits;
  end if;
  answer := public.rate_limit_guess(g, 3, 900, true);
  if (answer->>'allowed')::boolean or (answer->>'wait_ms')::bigint not between 1 and 4000 then
    raise exception 'a guess during the wait was answered %', answer;
  end if;
  answer := public.rate_limit_guess(g, 3, 900, false);
  if (answer->>'allowed')::boolean then raise exception 'a look during the wait said allowed'; end if;
  -- The right password clears the record.
  perform public.rate_limit_clear(g);
  answer := public.rate_limit_guess(g, 3, 900, true);
  if answer <> '{"allowed": true, "wait_ms": 0}'::jsonb then
    raise exception 'a cleared key answered %', answer;
  end if;
  -- The wait never passes the cap.
  perform set_config('role', 'postgres', true);
  update public.rate_limits set failures = 40, locked_until = null where key = g;
  perform set_config('role', 'service_role', true);
  answer := public.rate_limit_guess(g, 3, 900, true);
  if (answer->>'wait_ms')::bigint <> 900000 then
    raise exception 'the 41st wrong guess waits % ms, not the 900 s cap', answer->>'wait_ms';
  end if;
end
$$;
reset role;

-- Expired rows go with the next count; rows still in use stay.
insert into public.rate_limits (key, hits, expires_at) values
  ('lead.contact:' || repeat('e', 43), array[now() - interval '2 hours'], now() - interval '1 hour');
set local role service_role;
do $$
declare
  n integer;
begin
  perform public.rate_limit_hit('lead.contact:' || repeat('f', 43), 5, 600, true);
  perform set_config('role', 'postgres', true);
  select count(*) into n from public.rate_limits where key = 'lead.contact:' || repeat('e', 43);
  if n <> 0 then raise exception 'an expired row was kept'; end if;
  select count(*) into n from public.rate_limits where key = 'lead.contact:' || repeat('f', 43);
  if n <> 1 then raise exception 'the row just counted is missing'; end if;
  select count(*) into n from public.rate_limits where key = 'lead.enquiry:' || repeat('b', 43);
  if n <> 1 then raise exception 'a row still in its window was deleted'; end if;
end
$$;
reset role;
