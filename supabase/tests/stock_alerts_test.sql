-- Exercises the stock-alert migration's access rules and matching on whatever PostgreSQL runs
-- it (the local shop's PGlite in Vitest, a real `postgres` in scripts/postgres-check.mjs).
-- Runs as a superuser, switches to the Supabase API roles, raises on the first broken promise,
-- and leaves nothing behind (one transaction, rolled back by the caller).

-- The public key may insert a pending alert...
set local role anon;
insert into public.stock_alerts (id, email, locale, kind, reference, source, label, consent_text)
values ('00000000-0000-4000-8000-000000000001', 'collector@example.com', 'de', 'reference',
  '126610LN', 'product', 'Rolex Submariner 126610LN', 'Tell me when one arrives.');
insert into public.stock_alerts (id, email, kind, brands, price_band, source, consent_text)
values ('00000000-0000-4000-8000-000000000002', 'filter@example.com', 'filter', '{rolex}',
  '10000-25000', 'catalogue', 'Alert me to new watches like these.');

-- ...but never a confirmed one, never read alerts back, never call the server's functions.
do $$
begin
  begin
    insert into public.stock_alerts (email, kind, reference, source, consent_text, status)
    values ('x@example.com', 'reference', 'ABC', 'product', 'consent', 'confirmed');
    raise exception 'anon inserted a confirmed alert';
  exception when insufficient_privilege then null;
  end;
  begin
    perform count(*) from public.stock_alerts;
    raise exception 'anon read stock_alerts';
  exception when insufficient_privilege then null;
  end;
  begin
    perform * from public.match_stock_alerts('{}'::jsonb);
    raise exception 'anon called match_stock_alerts';
  exception when insufficient_privilege then null;
  end;
  begin
    perform * from public.confirm_stock_alert('00000000-0000-4000-8000-000000000001');
    raise exception 'anon confirmed an alert';
  exception when insufficient_privilege then null;
  end;
  begin
    insert into public.alert_deliveries (alert_id, kind, product_id)
    values ('00000000-0000-4000-8000-000000000001', 'alert', 'p');
    raise exception 'anon wrote a delivery';
  exception when insufficient_privilege then null;
  end;
end
$$;

-- The server's key confirms, matches and delivers.
reset role;
set local role service_role;
do $$
declare
  watch jsonb := '{"id": "gid://shopify/Product/1", "references": ["126610LN"], "brand": "rolex",
    "year_band": "2020-present", "price_band": "10000-25000", "size_band": "39-41"}';
  n integer;
begin
  select count(*) into n from public.match_stock_alerts(watch);
  if n <> 0 then raise exception 'a pending alert matched (% rows)', n; end if;

  perform * from public.confirm_stock_alert('00000000-0000-4000-8000-000000000001');
  perform * from public.confirm_stock_alert('00000000-0000-4000-8000-000000000002');
  select count(*) into n from public.match_stock_alerts(watch);
  if n <> 2 then raise exception 'expected 2 matches, got %', n; end if;

  select count(*) into n from public.match_stock_alerts(
    jsonb_set(watch, '{price_band}', '"over-100000"'));
  if n <> 1 then raise exception 'the price band did not narrow the filter alert (% rows)', n; end if;

  select count(*) into n from public.match_stock_alerts(
    '{"id": "gid://shopify/Product/2", "references": ["5711/1A"], "brand": "patek-philippe"}');
  if n <> 0 then raise exception 'an unrelated watch matched (% rows)', n; end if;

  select count(*) into n from public.queue_stock_alert_deliveries(watch);
  if n <> 2 then raise exception 'expected 2 queued deliveries, got %', n; end if;
  -- At most once, ever: the same watch again queues nothing.
  select count(*) into n from public.queue_stock_alert_deliveries(watch);
  if n <> 0 then raise exception 'a watch was queued twice for one alert (% rows)', n; end if;

  begin
    insert into public.alert_deliveries (alert_id, kind, product_id)
    values ('00000000-0000-4000-8000-000000000001', 'alert', 'gid://shopify/Product/1');
    raise exception 'the unique delivery constraint is missing';
  exception when unique_violation then null;
  end;

  if not public.record_shopify_webhook('webhook-1', 'products/update') then
    raise exception 'a new webhook id was not recorded';
  end if;
  if not public.stock_alert_webhook_seen('webhook-1') then
    raise exception 'a recorded webhook id was not seen';
  end if;
  if public.record_shopify_webhook('webhook-1', 'products/update') then
    raise exception 'a replayed webhook id was taken as new';
  end if;

  perform * from public.cancel_stock_alert('00000000-0000-4000-8000-000000000001');
  select count(*) into n from public.match_stock_alerts(
    jsonb_set(watch, '{id}', '"gid://shopify/Product/3"'));
  if n <> 1 then raise exception 'a cancelled alert still matched (% rows)', n; end if;

  select count(*) into n from public.stock_alert_demand();
  if n <> 1 then raise exception 'expected 1 demand row, got %', n; end if;
end
$$;
reset role;
