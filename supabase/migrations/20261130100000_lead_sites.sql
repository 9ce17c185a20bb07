-- Every e-mail speaks for the site the shopper used (issue "Prices in the collector's own
-- currency"; decision 141). A stock alert and a viewing keep the pricing country of the site they
-- were made on, as offers do since 20261130090000_offer_country.sql, and their e-mails link there.
-- A stock alert also keeps the currency its price band was chosen in: "Under US$10,000" on the US
-- site is matched against the watch's US-dollar price, never against pounds. Older rows are the
-- UK site's, where every alert and viewing was made before, and their bands are in pounds.

-- ---------------------------------------------------------------------------------------
-- Stock alerts: the site's country and the band's currency.
alter table public.stock_alerts add column country text not null default 'GB';
alter table public.stock_alerts add column currency text not null default 'GBP';
alter table public.stock_alerts add constraint stock_alerts_country_format check (country ~ '^[A-Z]{2}$');
alter table public.stock_alerts add constraint stock_alerts_currency_format check (currency ~ '^[A-Z]{3}$');
grant insert (country, currency) on table public.stock_alerts to anon;

-- An alert's price key names its currency ('f|rolex|*|USD:under-10000|*'); "any price" stays '*'.
-- A caller that names no currency means pounds, as every alert did before.
create function public.stock_alert_match_keys(
  alert_kind text, alert_reference text, alert_brands text[], alert_year_bands text[],
  alert_price_band text, alert_size_bands text[], alert_currency text default 'GBP'
)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when alert_kind = 'reference' then array['ref:' || alert_reference]
    else array(
      select concat_ws('|', 'f', b, y, p, s)
      from unnest(case when cardinality(alert_brands) = 0 then array['*'] else alert_brands end) b,
        unnest(case when cardinality(alert_year_bands) = 0 then array['*'] else alert_year_bands end) y,
        unnest(array[coalesce(alert_currency || ':' || alert_price_band, '*')]) p,
        unnest(case when cardinality(alert_size_bands) = 0 then array['*'] else alert_size_bands end) s
    )
  end;
$$;

-- A watch's price keys: its band in each currency a market sells it in (`price_bands`,
-- {"GBP": "10000-25000", "USD": "10000-25000", ...}), or, from a sender that predates this
-- migration, its pound band (`price_band`).
create or replace function public.stock_alert_product_keys(product jsonb)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array(
    select 'ref:' || r
    from jsonb_array_elements_text(
      case when jsonb_typeof(product -> 'references') = 'array'
        then product -> 'references' else '[]'::jsonb end
    ) r
  ) || array(
    select concat_ws('|', 'f', b, y, p, s)
    from unnest(array_remove(array[product ->> 'brand', '*'], null)) b,
      unnest(array_remove(array[product ->> 'year_band', '*'], null)) y,
      unnest(array(
        select band.key || ':' || band.value
        from jsonb_each_text(
          case when jsonb_typeof(product -> 'price_bands') = 'object'
            then product -> 'price_bands'
            else jsonb_build_object('GBP', product -> 'price_band') end
        ) band
        where band.value is not null
      ) || array['*']) p,
      unnest(array_remove(array[product ->> 'size_band', '*'], null)) s
  );
$$;

create or replace function public.stock_alerts_set_match_keys()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.match_keys := public.stock_alert_match_keys(
    new.kind, new.reference, new.brands, new.year_bands, new.price_band, new.size_bands,
    new.currency
  );
  return new;
end
$$;

drop trigger stock_alerts_match_keys on public.stock_alerts;
create trigger stock_alerts_match_keys
  before insert or update of kind, reference, brands, year_bands, price_band, size_bands, currency,
    match_keys
  on public.stock_alerts
  for each row execute function public.stock_alerts_set_match_keys();

-- Every stored alert's keys in the new form (its band in pounds).
update public.stock_alerts set match_keys = null;

drop function public.stock_alert_match_keys(text, text, text[], text[], text, text[]);

-- The queued messages name the alert's site and band currency too: the e-mail links there and
-- prices the watch in that market.
drop function public.queue_stock_alert_opt_in(uuid);
drop function public.queue_stock_alert_deliveries(jsonb);
drop function public.claim_stock_alert_deliveries(integer);
drop function public.claim_due_stock_alert_deliveries(integer, integer);

create function public.queue_stock_alert_opt_in(alert uuid)
returns table (
  outcome text, delivery_id uuid, alert_id uuid, email text, locale text, kind text,
  reference text, brands text[], year_bands text[], price_band text, size_bands text[],
  delivery_product jsonb, delivery_kind text, country text, currency text
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
  country := target.country;
  currency := target.currency;
  return next;
end
$$;

create function public.queue_stock_alert_deliveries(product jsonb)
returns table (
  delivery_id uuid, alert_id uuid, email text, locale text, kind text,
  reference text, brands text[], year_bands text[], price_band text, size_bands text[],
  delivery_product jsonb, delivery_kind text, country text, currency text
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
    a.price_band, a.size_bands, q.product, q.kind, a.country, a.currency
  from queued q join public.stock_alerts a on a.id = q.alert_id;
$$;

create function public.claim_due_stock_alert_deliveries(max_attempts integer, failed_wait_seconds integer)
returns table (
  delivery_id uuid, alert_id uuid, email text, locale text, kind text,
  reference text, brands text[], year_bands text[], price_band text, size_bands text[],
  delivery_product jsonb, delivery_kind text, country text, currency text
)
language sql
volatile
set search_path = ''
as $$
  with due as (
    select d.id
    from public.alert_deliveries d join public.stock_alerts a on a.id = d.alert_id
    where d.status in ('pending', 'sending', 'failed')
      and d.attempts < claim_due_stock_alert_deliveries.max_attempts
      and d.created_at > now() - interval '7 days'
      and (
        (d.status = 'failed'
          and d.updated_at <= now() - make_interval(secs => greatest(claim_due_stock_alert_deliveries.failed_wait_seconds, 0)))
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
    a.price_band, a.size_bands, c.product, c.kind, a.country, a.currency
  from claimed c join public.stock_alerts a on a.id = c.alert_id
  order by c.created_at;
$$;

create function public.claim_stock_alert_deliveries(max_attempts integer)
returns table (
  delivery_id uuid, alert_id uuid, email text, locale text, kind text,
  reference text, brands text[], year_bands text[], price_band text, size_bands text[],
  delivery_product jsonb, delivery_kind text, country text, currency text
)
language sql
volatile
set search_path = ''
as $$
  select * from public.claim_due_stock_alert_deliveries(claim_stock_alert_deliveries.max_attempts, 0);
$$;

-- ---------------------------------------------------------------------------------------
-- Viewings: the site's country, in the booking and in every answer about it.
alter table public.viewings add column country text not null default 'GB';
alter table public.viewings add constraint viewings_country_format check (country ~ '^[A-Z]{2}$');
alter type public.viewing_row add attribute country text;

create or replace function public.viewing_as_row(v public.viewings)
returns public.viewing_row
language sql
immutable
set search_path = ''
as $$
  select row(v.id, v.place, v.slot_start, v.slot_end, v.name, v.email, v.phone, v.message,
    v.product_handle, v.product_title, v.locale, v.status, v.sequence, v.created_at, v.country
  )::public.viewing_row;
$$;

drop function public.book_viewing(uuid, text, timestamptz, timestamptz, text, text, text, text, text, text, text);

create function public.book_viewing(
  submission uuid, place text, slot_start timestamptz, slot_end timestamptz, name text,
  email text, phone text, message text, product_handle text, product_title text, locale text,
  country text default 'GB'
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  made public.viewings%rowtype;
  upcoming integer;
begin
  select * into made from public.viewings v where v.submission_id = book_viewing.submission;
  if found then
    return jsonb_build_object('outcome', 'booked_before', 'viewing', public.viewing_as_row(made));
  end if;
  -- One address's bookings are counted one at a time, so the cap cannot be raced.
  perform pg_advisory_xact_lock(hashtextextended('viewing-address:' || lower(book_viewing.email), 0));
  select count(*) into upcoming from public.viewings v
  where lower(v.email) = lower(book_viewing.email) and v.status = 'booked'
    and v.slot_start > now();
  if upcoming >= 3 then
    return jsonb_build_object('outcome', 'too_many');
  end if;
  begin
    insert into public.viewings (submission_id, place, slot_start, slot_end, name, email, phone,
      message, product_handle, product_title, locale, country)
    values (book_viewing.submission, book_viewing.place, book_viewing.slot_start,
      book_viewing.slot_end, book_viewing.name, book_viewing.email, book_viewing.phone,
      coalesce(book_viewing.message, ''), book_viewing.product_handle,
      book_viewing.product_title, book_viewing.locale, coalesce(book_viewing.country, 'GB'))
    returning * into made;
  exception when unique_violation then
    select * into made from public.viewings v where v.submission_id = book_viewing.submission;
    if found then
      return jsonb_build_object('outcome', 'booked_before', 'viewing', public.viewing_as_row(made));
    end if;
    return jsonb_build_object('outcome', 'taken');
  end;
  return jsonb_build_object('outcome', 'booked', 'viewing', public.viewing_as_row(made));
end;
$$;

-- ---------------------------------------------------------------------------------------
-- Only the server's key runs these; the key helper runs for its owner and the service role.
do $$
declare
  f text;
begin
  foreach f in array array[
    'stock_alert_match_keys(text, text, text[], text[], text, text[], text)',
    'queue_stock_alert_opt_in(uuid)',
    'queue_stock_alert_deliveries(jsonb)',
    'claim_due_stock_alert_deliveries(integer, integer)',
    'claim_stock_alert_deliveries(integer)',
    'book_viewing(uuid, text, timestamptz, timestamptz, text, text, text, text, text, text, text, text)'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
    execute format('grant execute on function public.%s to service_role', f);
  end loop;
end
$$;
