-- Issue 36 for stock alerts (docs/decisions/106-alert-mail-safety.md), on PGlite (Vitest) and a
-- real PostgreSQL (scripts/postgres-check.mjs): no function of the public schema runs for the
-- public key, which can still insert a pending alert; at most three opt-in e-mails per
-- recipient in 24 hours; a delivery is claimed by one sender only. Runs as a superuser inside
-- one transaction the caller rolls back, and raises on the first broken promise.

-- Nothing in the public schema is executable by the public (anon) or signed-in roles: not the
-- server's functions, not the helpers (PostgreSQL grants EXECUTE to PUBLIC unless revoked).
do $$
declare
  offending text;
begin
  select string_agg(p.oid::regprocedure::text, ', ' order by p.oid::regprocedure::text)
  into offending
  from pg_proc p
  where p.pronamespace = 'public'::regnamespace
    and (has_function_privilege('anon', p.oid, 'execute')
      or has_function_privilege('authenticated', p.oid, 'execute'));
  if offending is not null then
    raise exception 'executable by anon or authenticated: %', offending;
  end if;
end
$$;

set local role anon;
do $$
begin
  begin
    perform public.stock_alert_product_keys('{"brand": "rolex"}'::jsonb);
    raise exception 'anon called stock_alert_product_keys';
  exception when insufficient_privilege then null;
  end;
  begin
    perform public.stock_alert_match_keys('reference', 'X1', '{}', '{}', null, '{}');
    raise exception 'anon called stock_alert_match_keys';
  exception when insufficient_privilege then null;
  end;
  begin
    perform * from public.claim_stock_alert_deliveries(5);
    raise exception 'anon claimed deliveries';
  exception when insufficient_privilege then null;
  end;
  begin
    perform * from public.queue_stock_alert_opt_in('00000000-0000-4000-8000-00000000a001');
    raise exception 'anon queued an opt-in e-mail';
  exception when insufficient_privilege then null;
  end;
end
$$;
-- ...and still inserts a pending alert, as the subscribe form does, its match keys made for it.
insert into public.stock_alerts (id, email, locale, kind, reference, source, label, consent_text)
values
  ('00000000-0000-4000-8000-00000000a001', 'Cap@Example.com', 'en', 'reference', '126610LN',
    'product', 'Rolex', 'consent'),
  ('00000000-0000-4000-8000-00000000a002', 'cap@example.com', 'en', 'reference', '116610LV',
    'product', 'Rolex', 'consent'),
  ('00000000-0000-4000-8000-00000000a003', 'CAP@example.com', 'de', 'reference', '5711/1A',
    'search', null, 'consent'),
  ('00000000-0000-4000-8000-00000000a004', 'cap@example.com', 'en', 'reference', '15202ST',
    'search', null, 'consent'),
  ('00000000-0000-4000-8000-00000000a005', 'other@example.com', 'en', 'filter', null,
    'catalogue', null, 'consent');
reset role;

set local role service_role;
do $$
declare
  result record;
  n integer;
begin
  if (select match_keys from public.stock_alerts where id = '00000000-0000-4000-8000-00000000a001')
    is distinct from array['ref:126610LN'] then
    raise exception 'an alert inserted by anon has no match keys';
  end if;
  update public.stock_alerts set reference = '126610LV'
  where id = '00000000-0000-4000-8000-00000000a001';
  if (select match_keys from public.stock_alerts where id = '00000000-0000-4000-8000-00000000a001')
    is distinct from array['ref:126610LV'] then
    raise exception 'match keys did not follow a changed reference';
  end if;
  update public.stock_alerts set reference = '126610LN'
  where id = '00000000-0000-4000-8000-00000000a001';

  -- Three opt-in e-mails for one address (whatever its case) in 24 hours, then no more.
  for i in 1..3 loop
    select * into result from public.queue_stock_alert_opt_in(
      ('00000000-0000-4000-8000-00000000a00' || i)::uuid);
    if result.outcome <> 'queued' or result.delivery_id is null then
      raise exception 'opt-in % was not queued: %', i, result.outcome;
    end if;
    if result.reference is null or result.email is null then
      raise exception 'the queued opt-in lacks what the e-mail needs';
    end if;
  end loop;
  select * into result from public.queue_stock_alert_opt_in('00000000-0000-4000-8000-00000000a004');
  if result.outcome <> 'capped' or result.delivery_id is not null then
    raise exception 'a fourth opt-in for one address was %', result.outcome;
  end if;
  -- A repeated post of a queued alert is no new e-mail and does not count.
  select * into result from public.queue_stock_alert_opt_in('00000000-0000-4000-8000-00000000a001');
  if result.outcome <> 'queued_before' then
    raise exception 'a repeated opt-in was %', result.outcome;
  end if;
  -- Another address has its own allowance.
  select * into result from public.queue_stock_alert_opt_in('00000000-0000-4000-8000-00000000a005');
  if result.outcome <> 'queued' then
    raise exception 'another address was %', result.outcome;
  end if;
  select count(*) into n from public.alert_deliveries d
  join public.stock_alerts a on a.id = d.alert_id
  where lower(a.email) = 'cap@example.com';
  if n <> 3 then raise exception 'expected 3 opt-in deliveries, got %', n; end if;
  -- Yesterday's e-mails no longer count.
  update public.alert_deliveries set created_at = now() - interval '25 hours'
  where alert_id = '00000000-0000-4000-8000-00000000a001';
  select * into result from public.queue_stock_alert_opt_in('00000000-0000-4000-8000-00000000a004');
  if result.outcome <> 'queued' then
    raise exception 'the allowance did not recover after 24 hours: %', result.outcome;
  end if;

  -- A new opt-in is claimed by the request that queued it: a retry run leaves it alone.
  select count(*) into n from public.claim_stock_alert_deliveries(5) c
  where c.alert_id = '00000000-0000-4000-8000-00000000a002';
  if n <> 0 then raise exception 'a retry claimed a message being sent'; end if;
  -- A failed message is claimed by exactly one of two runs.
  perform public.mark_stock_alert_delivery(d.id, false, 'mail api answered 503')
  from public.alert_deliveries d where d.alert_id = '00000000-0000-4000-8000-00000000a002';
  select count(*) into n from public.claim_stock_alert_deliveries(5) c
  where c.alert_id = '00000000-0000-4000-8000-00000000a002';
  if n <> 1 then raise exception 'a failed message was claimed % times by the first run', n; end if;
  select count(*) into n from public.claim_stock_alert_deliveries(5) c
  where c.alert_id = '00000000-0000-4000-8000-00000000a002';
  if n <> 0 then raise exception 'a claimed message was claimed again by a second run'; end if;
  -- A claim whose sender died (five minutes without an outcome) is taken over.
  update public.alert_deliveries set claimed_at = now() - interval '6 minutes'
  where alert_id = '00000000-0000-4000-8000-00000000a002';
  select count(*) into n from public.claim_stock_alert_deliveries(5) c
  where c.alert_id = '00000000-0000-4000-8000-00000000a002';
  if n <> 1 then raise exception 'a stalled claim was not taken over'; end if;
  -- A sent message is never claimed again.
  perform public.mark_stock_alert_delivery(d.id, true, null)
  from public.alert_deliveries d where d.alert_id = '00000000-0000-4000-8000-00000000a002';
  update public.alert_deliveries set claimed_at = now() - interval '1 day'
  where alert_id = '00000000-0000-4000-8000-00000000a002';
  select count(*) into n from public.claim_stock_alert_deliveries(5) c
  where c.alert_id = '00000000-0000-4000-8000-00000000a002';
  if n <> 0 then raise exception 'a sent message was claimed'; end if;
end
$$;
reset role;
