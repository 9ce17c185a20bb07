-- Automatic retry runs leave a failed alert e-mail alone for a while after its last attempt;
-- the dealer's retry (no wait) takes it at once (migration 20261127110000). Runs as a superuser
-- inside one transaction the caller rolls back, and raises on the first broken promise.
set local role anon;
insert into public.stock_alerts (id, email, locale, kind, reference, source, label, consent_text)
values ('00000000-0000-4000-8000-00000000b001', 'wait@example.com', 'en', 'reference',
  '126610LN', 'product', null, 'consent');
do $$
begin
  begin
    perform * from public.claim_due_stock_alert_deliveries(5, 0);
    raise exception 'anon claimed deliveries';
  exception when insufficient_privilege then null;
  end;
end
$$;
reset role;

set local role service_role;
do $$
declare
  n integer;
begin
  perform public.queue_stock_alert_opt_in('00000000-0000-4000-8000-00000000b001');
  perform public.mark_stock_alert_delivery(d.id, false, 'mail api answered 503')
  from public.alert_deliveries d where d.alert_id = '00000000-0000-4000-8000-00000000b001';
  -- Just failed: an automatic run (60 s wait) leaves it for the dealer to see.
  select count(*) into n from public.claim_due_stock_alert_deliveries(5, 60) c
  where c.alert_id = '00000000-0000-4000-8000-00000000b001';
  if n <> 0 then raise exception 'an automatic run took a message that failed a moment ago'; end if;
  -- The dealer's retry takes it at once, and only once.
  select count(*) into n from public.claim_due_stock_alert_deliveries(5, 0) c
  where c.alert_id = '00000000-0000-4000-8000-00000000b001';
  if n <> 1 then raise exception 'the dealer''s retry claimed the failed message % times', n; end if;
  select count(*) into n from public.claim_due_stock_alert_deliveries(5, 0) c
  where c.alert_id = '00000000-0000-4000-8000-00000000b001';
  if n <> 0 then raise exception 'a claimed message was claimed again'; end if;
  -- Failed again, long ago: an automatic run takes it.
  perform public.mark_stock_alert_delivery(d.id, false, 'mail api answered 503')
  from public.alert_deliveries d where d.alert_id = '00000000-0000-4000-8000-00000000b001';
  update public.alert_deliveries set updated_at = now() - interval '2 minutes'
  where alert_id = '00000000-0000-4000-8000-00000000b001';
  select count(*) into n from public.claim_due_stock_alert_deliveries(5, 60) c
  where c.alert_id = '00000000-0000-4000-8000-00000000b001';
  if n <> 1 then raise exception 'an automatic run left a message that failed minutes ago'; end if;
end
$$;
reset role;
