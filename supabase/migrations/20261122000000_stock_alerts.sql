-- Stock alerts (docs/decisions/050-stock-alerts.md): a collector leaves an e-mail address for a
-- reference or a catalogue filter set; when Shopify reports a watch that became buyable, the
-- storefront's server asks match_stock_alerts() which confirmed alerts it satisfies and tells
-- each of them once, ever (alert_deliveries' unique (alert_id, product_id)).
--
-- Access: the public (anon) key may insert a pending alert and nothing else, not even read it
-- back. Confirmation, cancelling, matching and delivery run on the server with the service-role
-- key, which bypasses row-level security; the functions below are executable by it alone.

create table public.stock_alerts (
  -- Chosen by the storefront (the form's submission id): a repeated post is the same alert.
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  email text not null,
  locale text not null default 'en',
  kind text not null,
  -- kind 'reference': the reference, upper-case without spaces (as the storefront normalises it)
  reference text,
  -- kind 'filter': the catalogue's filter values; an empty array means "any".
  brands text[] not null default '{}',
  year_bands text[] not null default '{}',
  price_band text,
  size_bands text[] not null default '{}',
  -- Where the visitor subscribed, and what they saw (for the e-mails and the dealer).
  source text not null,
  label text,
  -- Consent as given: the exact wording shown beside the button, and when.
  consent_text text not null,
  consent_at timestamptz not null default now(),
  status text not null default 'pending',
  confirmed_at timestamptz,
  cancelled_at timestamptz,
  -- What a product must share with the alert to be worth a closer look (GIN-indexed below):
  -- 'ref:<reference>' for a reference alert, the brand slugs (or '*' for any brand) for a filter.
  match_keys text[] generated always as (
    case
      when kind = 'reference' then array['ref:' || reference]
      when cardinality(brands) = 0 then array['*']
      else brands
    end
  ) stored,
  constraint stock_alerts_email_length check (char_length(email) <= 254),
  constraint stock_alerts_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint stock_alerts_locale_value check (locale in ('en', 'de')),
  constraint stock_alerts_kind_value check (kind in ('reference', 'filter')),
  constraint stock_alerts_reference_shape check (
    (kind = 'reference' and reference ~ '^[A-Z0-9./-]{2,40}$')
    or (kind = 'filter' and reference is null)
  ),
  constraint stock_alerts_filter_shape check (
    kind = 'filter'
    or (cardinality(brands) = 0 and cardinality(year_bands) = 0 and price_band is null and cardinality(size_bands) = 0)
  ),
  constraint stock_alerts_brands_shape check (
    cardinality(brands) <= 12 and array_to_string(brands, ',') ~ '^[a-z0-9,-]*$'
  ),
  constraint stock_alerts_year_bands_value check (
    year_bands <@ array['2020-present', '2015-2019', '2010-2014', '2000-2009', 'pre-2000']
  ),
  constraint stock_alerts_price_band_value check (
    price_band in ('under-10000', '10000-25000', '25000-50000', '50000-100000', 'over-100000')
  ),
  constraint stock_alerts_size_bands_value check (
    size_bands <@ array['under-36', '36-38', '39-41', '42-44', 'over-44']
  ),
  constraint stock_alerts_source_value check (source in ('product', 'reference', 'search', 'catalogue')),
  constraint stock_alerts_label_length check (char_length(label) <= 200),
  constraint stock_alerts_consent_text_length check (char_length(btrim(consent_text)) between 1 and 1000),
  constraint stock_alerts_status_value check (status in ('pending', 'confirmed', 'cancelled'))
);

-- One product update looks only at confirmed alerts that share a key with it.
create index stock_alerts_match_keys on public.stock_alerts using gin (match_keys)
  where status = 'confirmed';
create index stock_alerts_email on public.stock_alerts (lower(email));

create table public.alert_deliveries (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  alert_id uuid not null references public.stock_alerts (id) on delete cascade,
  kind text not null,
  -- The Shopify product id for an alert; 'confirmation' for the opt-in message.
  product_id text not null,
  -- The watch as matched (title, handle, price), for the message and for a retry.
  product jsonb,
  status text not null default 'pending',
  attempts integer not null default 0,
  last_error text,
  sent_at timestamptz,
  constraint alert_deliveries_kind_value check (kind in ('confirmation', 'alert')),
  constraint alert_deliveries_status_value check (status in ('pending', 'sent', 'failed')),
  constraint alert_deliveries_last_error_length check (char_length(last_error) <= 1000),
  -- Each alert hears about each watch at most once, ever.
  constraint alert_deliveries_once unique (alert_id, product_id)
);
create index alert_deliveries_unsent on public.alert_deliveries (updated_at)
  where status <> 'sent';

-- Shopify retries a webhook for up to 48 hours with the same X-Shopify-Webhook-Id.
create table public.shopify_webhook_events (
  webhook_id text primary key,
  received_at timestamptz not null default now(),
  topic text not null,
  constraint shopify_webhook_events_webhook_id_length check (char_length(webhook_id) between 1 and 200),
  constraint shopify_webhook_events_topic_length check (char_length(topic) <= 100)
);

-- ---------------------------------------------------------------------------------------
-- Access. Supabase grants ALL on new public tables to anon and authenticated: revoke first.
alter table public.stock_alerts enable row level security;
alter table public.alert_deliveries enable row level security;
alter table public.shopify_webhook_events enable row level security;
revoke all on table public.stock_alerts, public.alert_deliveries, public.shopify_webhook_events
  from anon, authenticated;
grant all on table public.stock_alerts, public.alert_deliveries, public.shopify_webhook_events
  to service_role;
-- The public key may write the columns of a new alert, never its status or timestamps...
grant insert (
  id, email, locale, kind, reference, brands, year_bands, price_band, size_bands,
  source, label, consent_text
) on table public.stock_alerts to anon;
-- ...and row-level security says so again: only pending, unconfirmed rows.
create policy "anon can insert a pending stock alert" on public.stock_alerts
  for insert to anon
  with check (status = 'pending' and confirmed_at is null and cancelled_at is null);

-- ---------------------------------------------------------------------------------------
-- Matching. `product` holds the watch's facts as the storefront derives them:
--   {"id": "gid://shopify/Product/1", "references": ["126610LN"], "brand": "rolex",
--    "year_band": "2020-present", "price_band": "10000-25000", "size_band": "39-41", ...}
-- Returns the confirmed alerts it satisfies that have not been told about this watch yet.
create function public.match_stock_alerts(product jsonb)
returns table (alert_id uuid, email text, locale text, kind text, reference text, label text)
language sql
stable
set search_path = ''
as $$
  select a.id, a.email, a.locale, a.kind, a.reference, a.label
  from public.stock_alerts a
  where a.status = 'confirmed'
    and a.match_keys && (
      array(
        select 'ref:' || r
        from jsonb_array_elements_text(
          case when jsonb_typeof(match_stock_alerts.product -> 'references') = 'array'
            then match_stock_alerts.product -> 'references' else '[]'::jsonb end
        ) r
      ) || array[coalesce(match_stock_alerts.product ->> 'brand', ''), '*']
    )
    and (
      a.kind = 'reference'
      or (
        (cardinality(a.brands) = 0 or (match_stock_alerts.product ->> 'brand') = any (a.brands))
        and (cardinality(a.year_bands) = 0 or (match_stock_alerts.product ->> 'year_band') = any (a.year_bands))
        and (a.price_band is null or a.price_band = (match_stock_alerts.product ->> 'price_band'))
        and (cardinality(a.size_bands) = 0 or (match_stock_alerts.product ->> 'size_band') = any (a.size_bands))
      )
    )
    and not exists (
      select 1 from public.alert_deliveries d
      where d.alert_id = a.id and d.product_id = (match_stock_alerts.product ->> 'id')
    );
$$;

-- Matches and claims in one statement: the unique constraint lets only one of two concurrent
-- runs (a retried webhook, two product updates) queue a message for the same alert and watch.
create function public.queue_stock_alert_deliveries(product jsonb)
returns table (
  delivery_id uuid, alert_id uuid, email text, locale text, kind text,
  reference text, label text, delivery_product jsonb
)
language sql
volatile
set search_path = ''
as $$
  with queued as (
    insert into public.alert_deliveries (alert_id, kind, product_id, product)
    select m.alert_id, 'alert', queue_stock_alert_deliveries.product ->> 'id', queue_stock_alert_deliveries.product
    from public.match_stock_alerts(queue_stock_alert_deliveries.product) m
    on conflict (alert_id, product_id) do nothing
    returning id, alert_id, product
  )
  select q.id, a.id, a.email, a.locale, a.kind, a.reference, a.label, q.product
  from queued q join public.stock_alerts a on a.id = q.alert_id;
$$;

-- The opt-in message, queued once per alert (a repeated form post finds it queued already).
create function public.queue_stock_alert_confirmation(alert uuid)
returns table (
  delivery_id uuid, alert_id uuid, email text, locale text, kind text,
  reference text, label text, delivery_product jsonb
)
language sql
volatile
set search_path = ''
as $$
  with queued as (
    insert into public.alert_deliveries (alert_id, kind, product_id)
    select a.id, 'confirmation', 'confirmation'
    from public.stock_alerts a
    where a.id = queue_stock_alert_confirmation.alert and a.status = 'pending'
    on conflict (alert_id, product_id) do nothing
    returning id, alert_id, product
  )
  select q.id, a.id, a.email, a.locale, a.kind, a.reference, a.label, q.product
  from queued q join public.stock_alerts a on a.id = q.alert_id;
$$;

-- Messages that did not go out (failed, or pending for over a minute: the sender died), for a
-- retry; at most `max_attempts` tries each, and only within a week.
create function public.stock_alert_deliveries_to_retry(max_attempts integer)
returns table (
  delivery_id uuid, alert_id uuid, email text, locale text, kind text,
  reference text, label text, delivery_product jsonb, delivery_kind text
)
language sql
stable
set search_path = ''
as $$
  select d.id, a.id, a.email, a.locale, a.kind, a.reference, a.label, d.product, d.kind
  from public.alert_deliveries d join public.stock_alerts a on a.id = d.alert_id
  where d.status <> 'sent'
    and d.attempts < stock_alert_deliveries_to_retry.max_attempts
    and d.created_at > now() - interval '7 days'
    and (d.status = 'failed' or d.updated_at < now() - interval '1 minute')
    and a.status <> 'cancelled'
    and (d.kind = 'confirmation' or a.status = 'confirmed')
  order by d.created_at
  limit 100;
$$;

create function public.mark_stock_alert_delivery(delivery_id uuid, sent boolean, error text)
returns void
language sql
volatile
set search_path = ''
as $$
  update public.alert_deliveries d
  set status = case when mark_stock_alert_delivery.sent then 'sent' else 'failed' end,
      attempts = d.attempts + 1,
      last_error = case when mark_stock_alert_delivery.sent then null else left(mark_stock_alert_delivery.error, 1000) end,
      sent_at = case when mark_stock_alert_delivery.sent then now() else d.sent_at end,
      updated_at = now()
  where d.id = mark_stock_alert_delivery.delivery_id and d.status <> 'sent';
$$;

-- Confirm (double opt-in) and cancel; both answer the alert as it now stands.
create function public.confirm_stock_alert(alert uuid)
returns table (id uuid, email text, locale text, kind text, reference text, label text, status text)
language sql
volatile
set search_path = ''
as $$
  with changed as (
    update public.stock_alerts a
    set status = 'confirmed', confirmed_at = now()
    where a.id = confirm_stock_alert.alert and a.status = 'pending'
    returning a.id
  )
  select a.id, a.email, a.locale, a.kind, a.reference, a.label,
    case when exists (select 1 from changed) then 'confirmed' else a.status end
  from public.stock_alerts a
  where a.id = confirm_stock_alert.alert;
$$;

create function public.cancel_stock_alert(alert uuid)
returns table (id uuid, email text, locale text, kind text, reference text, label text, status text)
language sql
volatile
set search_path = ''
as $$
  with changed as (
    update public.stock_alerts a
    set status = 'cancelled', cancelled_at = now()
    where a.id = cancel_stock_alert.alert and a.status <> 'cancelled'
    returning a.id
  )
  select a.id, a.email, a.locale, a.kind, a.reference, a.label,
    case when exists (select 1 from changed) then 'cancelled' else a.status end
  from public.stock_alerts a
  where a.id = cancel_stock_alert.alert;
$$;

-- The manage page: every alert of one address, newest first.
create function public.stock_alerts_for_email(email text)
returns table (
  id uuid, created_at timestamptz, kind text, reference text, label text, status text,
  locale text, consent_at timestamptz, confirmed_at timestamptz
)
language sql
stable
set search_path = ''
as $$
  select a.id, a.created_at, a.kind, a.reference, a.label, a.status, a.locale,
    a.consent_at, a.confirmed_at
  from public.stock_alerts a
  where lower(a.email) = lower(stock_alerts_for_email.email)
  order by a.created_at desc
  limit 200;
$$;

-- Shopify's webhook id, recorded once: true the first time, false for a retry or replay.
create function public.record_shopify_webhook(webhook_id text, topic text)
returns boolean
language sql
volatile
set search_path = ''
as $$
  with inserted as (
    insert into public.shopify_webhook_events (webhook_id, topic)
    values (record_shopify_webhook.webhook_id, record_shopify_webhook.topic)
    on conflict do nothing
    returning 1
  )
  select exists (select 1 from inserted);
$$;

create function public.stock_alert_webhook_seen(webhook_id text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.shopify_webhook_events e
    where e.webhook_id = stock_alert_webhook_seen.webhook_id
  );
$$;

-- The dealer's demand view: confirmed alerts per reference and per filter set.
create function public.stock_alert_demand()
returns table (
  kind text, reference text, brands text[], year_bands text[], price_band text,
  size_bands text[], label text, alerts bigint
)
language sql
stable
set search_path = ''
as $$
  select a.kind, a.reference, a.brands, a.year_bands, a.price_band, a.size_bands,
    min(a.label), count(*)
  from public.stock_alerts a
  where a.status = 'confirmed'
  group by a.kind, a.reference, a.brands, a.year_bands, a.price_band, a.size_bands
  order by count(*) desc, a.kind, a.reference
  limit 500;
$$;

-- Functions are executable by PUBLIC by default: only the server's key may call these.
do $$
declare
  f text;
begin
  foreach f in array array[
    'match_stock_alerts(jsonb)',
    'queue_stock_alert_deliveries(jsonb)',
    'queue_stock_alert_confirmation(uuid)',
    'stock_alert_deliveries_to_retry(integer)',
    'mark_stock_alert_delivery(uuid, boolean, text)',
    'confirm_stock_alert(uuid)',
    'cancel_stock_alert(uuid)',
    'stock_alerts_for_email(text)',
    'record_shopify_webhook(text, text)',
    'stock_alert_webhook_seen(text)',
    'stock_alert_demand()'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
    execute format('grant execute on function public.%s to service_role', f);
  end loop;
end
$$;
