-- Stock-alert mail safety, issue 36 (docs/decisions/106-alert-mail-safety.md).
--  1. No function of the public schema runs for the public key. The match-key helpers of
--     20261123000000 kept PostgreSQL's default EXECUTE for PUBLIC. stock_alert_match_keys
--     computed a generated column, and a generated column's function must be executable by
--     whoever inserts (anon, for the subscribe form), so the column is now kept by a trigger
--     that runs as its owner.
--  2. At most three opt-in e-mails per recipient address in 24 hours, counted here, where
--     every isolate sees the same count (queue_stock_alert_opt_in replaces
--     queue_stock_alert_confirmation).
--  3. A message is claimed before it is sent ('sending', claimed_at): the request that queues it
--     claims it at once, and a retry run claims what is due in one statement that skips rows
--     another run holds, so two overlapping runs never send one message twice.
--  4. The queued rows name what the alert is in the shop's own values (reference, brands,
--     bands), never the stored label, which may hold what a visitor typed.

-- 1. Match keys kept by a trigger instead of a generated column (the values and the GIN index
-- stay as they are).
alter table public.stock_alerts alter column match_keys drop expression;

create function public.stock_alerts_set_match_keys()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.match_keys := public.stock_alert_match_keys(
    new.kind, new.reference, new.brands, new.year_bands, new.price_band, new.size_bands
  );
  return new;
end
$$;

create trigger stock_alerts_match_keys
  before insert or update of kind, reference, brands, year_bands, price_band, size_bands, match_keys
  on public.stock_alerts
  for each row execute function public.stock_alerts_set_match_keys();

-- 3. Claims. 'sending' = a sender holds the message since claimed_at.
alter table public.alert_deliveries drop constraint alert_deliveries_status_value;
alter table public.alert_deliveries add constraint alert_deliveries_status_value
  check (status in ('pending', 'sending', 'sent', 'failed'));
alter table public.alert_deliveries add column claimed_at timestamptz;

-- 2 and 4. The opt-in e-mail, queued once per alert and at most three times per address in 24
-- hours. Outcome 'queued' (with the message, claimed by the caller), 'queued_before' (a repeated
-- post: nothing new), 'capped' (the address had three already), 'not_pending' (confirmed,
-- cancelled or unknown).
drop function public.queue_stock_alert_confirmation(uuid);

create function public.queue_stock_alert_opt_in(alert uuid)
returns table (
  outcome text, delivery_id uuid, alert_id uuid, email text, locale text, kind text,
  reference text, brands text[], year_bands text[], price_band text, size_bands text[],
  delivery_product jsonb, delivery_kind text
)
language plpgsql
volatile
set search_path = ''
as $$
#variable_conflict use_column
declare
  target public.stock_alerts%rowtype;
  recent integer;
  queued uuid;
begin
  select * into target from public.stock_alerts s where s.id = queue_stock_alert_opt_in.alert;
  if not found or target.status <> 'pending' then
    outcome := 'not_pending';
    return next;
    return;
  end if;
  -- One opt-in per address at a time, across every isolate: the count below cannot be raced.
  perform pg_advisory_xact_lock(hashtextextended('stock-alert-opt-in:' || lower(target.email), 0));
  if exists (
    select 1 from public.alert_deliveries d
    where d.alert_id = target.id and d.product_id = 'confirmation'
  ) then
    outcome := 'queued_before';
    return next;
    return;
  end if;
  select count(*) into recent
  from public.alert_deliveries d join public.stock_alerts s on s.id = d.alert_id
  where lower(s.email) = lower(target.email)
    and d.product_id = 'confirmation'
    and d.created_at > now() - interval '24 hours';
  if recent >= 3 then
    outcome := 'capped';
    return next;
    return;
  end if;
  insert into public.alert_deliveries as d (alert_id, kind, product_id, status, claimed_at)
  values (target.id, 'confirmation', 'confirmation', 'sending', now())
  on conflict on constraint alert_deliveries_once do nothing
  returning d.id into queued;
  if queued is null then
    outcome := 'queued_before';
    return next;
    return;
  end if;
  outcome := 'queued';
  delivery_id := queued;
  alert_id := target.id;
  email := target.email;
  locale := target.locale;
  kind := target.kind;
  reference := target.reference;
  brands := target.brands;
  year_bands := target.year_bands;
  price_band := target.price_band;
  size_bands := target.size_bands;
  delivery_product := null;
  delivery_kind := 'confirmation';
  return next;
end
$$;

-- The alerts about one watch, claimed by the webhook request that queues them.
drop function public.queue_stock_alert_deliveries(jsonb);

create function public.queue_stock_alert_deliveries(product jsonb)
returns table (
  delivery_id uuid, alert_id uuid, email text, locale text, kind text,
  reference text, brands text[], year_bands text[], price_band text, size_bands text[],
  delivery_product jsonb, delivery_kind text
)
language sql
volatile
set search_path = ''
as $$
  with queued as (
    insert into public.alert_deliveries (alert_id, kind, product_id, product, status, claimed_at)
    select m.alert_id, 'alert', queue_stock_alert_deliveries.product ->> 'id',
      queue_stock_alert_deliveries.product, 'sending', now()
    from public.match_stock_alerts(queue_stock_alert_deliveries.product) m
    on conflict (alert_id, product_id) do nothing
    returning id, alert_id, product, kind
  )
  select q.id, a.id, a.email, a.locale, a.kind, a.reference, a.brands, a.year_bands,
    a.price_band, a.size_bands, q.product, q.kind
  from queued q join public.stock_alerts a on a.id = q.alert_id;
$$;

-- 3. What a retry may send, claimed in one statement: failed messages, messages left pending
-- (queued before this migration) for over a minute, and claims over five minutes old (their
-- sender died: one send takes well under a minute). Rows another run is claiming are skipped.
-- Replaces stock_alert_deliveries_to_retry, which only read them.
drop function public.stock_alert_deliveries_to_retry(integer);

create function public.claim_stock_alert_deliveries(max_attempts integer)
returns table (
  delivery_id uuid, alert_id uuid, email text, locale text, kind text,
  reference text, brands text[], year_bands text[], price_band text, size_bands text[],
  delivery_product jsonb, delivery_kind text
)
language sql
volatile
set search_path = ''
as $$
  with due as (
    select d.id
    from public.alert_deliveries d join public.stock_alerts a on a.id = d.alert_id
    where d.status in ('pending', 'sending', 'failed')
      and d.attempts < claim_stock_alert_deliveries.max_attempts
      and d.created_at > now() - interval '7 days'
      and (
        d.status = 'failed'
        or (d.status = 'pending' and d.updated_at < now() - interval '1 minute')
        or (d.status = 'sending' and d.claimed_at < now() - interval '5 minutes')
      )
      and a.status <> 'cancelled'
      and (d.kind = 'confirmation' or a.status = 'confirmed')
    order by d.created_at
    limit 100
    for update of d skip locked
  ),
  claimed as (
    update public.alert_deliveries d
    set status = 'sending', claimed_at = now(), updated_at = now()
    from due
    where d.id = due.id
    returning d.id, d.alert_id, d.product, d.kind, d.created_at
  )
  select c.id, a.id, a.email, a.locale, a.kind, a.reference, a.brands, a.year_bands,
    a.price_band, a.size_bands, c.product, c.kind
  from claimed c join public.stock_alerts a on a.id = c.alert_id
  order by c.created_at;
$$;

-- The manage page is opened by an alert's id (signed), never by an address in the link: every
-- alert of the same address as that alert, newest first. Null address: no such alert.
create function public.stock_alerts_of_alert_owner(alert uuid)
returns table (
  id uuid, created_at timestamptz, kind text, reference text, label text, status text,
  locale text, consent_at timestamptz, confirmed_at timestamptz, email text
)
language sql
stable
set search_path = ''
as $$
  select a.id, a.created_at, a.kind, a.reference, a.label, a.status, a.locale,
    a.consent_at, a.confirmed_at, a.email
  from public.stock_alerts owner
  join public.stock_alerts a on lower(a.email) = lower(owner.email)
  where owner.id = stock_alerts_of_alert_owner.alert
  order by a.created_at desc
  limit 200;
$$;

-- 1. Only the server's key runs these; the trigger function and the key helpers run for
-- nobody but their owner (and the service role, whose match_stock_alerts calls
-- stock_alert_product_keys as itself).
do $$
declare
  f text;
begin
  foreach f in array array[
    'stock_alert_match_keys(text, text, text[], text[], text, text[])',
    'stock_alert_product_keys(jsonb)',
    'stock_alerts_set_match_keys()',
    'queue_stock_alert_opt_in(uuid)',
    'queue_stock_alert_deliveries(jsonb)',
    'claim_stock_alert_deliveries(integer)',
    'stock_alerts_of_alert_owner(uuid)'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
  end loop;
  foreach f in array array[
    'stock_alert_match_keys(text, text, text[], text[], text, text[])',
    'stock_alert_product_keys(jsonb)',
    'queue_stock_alert_opt_in(uuid)',
    'queue_stock_alert_deliveries(jsonb)',
    'claim_stock_alert_deliveries(integer)',
    'stock_alerts_of_alert_owner(uuid)'
  ] loop
    execute format('grant execute on function public.%s to service_role', f);
  end loop;
end
$$;
