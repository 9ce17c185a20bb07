-- Matching by index for every alert shape (docs/decisions/051-stock-alert-match-keys.md).
-- The first match_keys held 'ref:<reference>' for a reference alert and the brand slugs (or '*'
-- for any brand) for a filter set, so a product's '*' key hit every any-brand alert and the
-- planner read the whole table (808 ms for 100,000 alerts). Now each alert holds every exact
-- combination it accepts, 'f|<brand>|<year band>|<price band>|<size band>' with '*' for "any",
-- and a product asks for the sixteen combinations of its own values and '*': the GIN index
-- returns exactly the alerts that match, whatever their shape.

-- The keys of one alert: its reference, or the cross product of its filter values.
create function public.stock_alert_match_keys(
  alert_kind text, alert_reference text, alert_brands text[], alert_year_bands text[],
  alert_price_band text, alert_size_bands text[]
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
        unnest(array[coalesce(alert_price_band, '*')]) p,
        unnest(case when cardinality(alert_size_bands) = 0 then array['*'] else alert_size_bands end) s
    )
  end;
$$;

-- The keys a product can meet: one per reference, and each of its values or '*' per criterion
-- (a criterion the product lacks, such as a watch without a year, meets only '*').
create function public.stock_alert_product_keys(product jsonb)
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
      unnest(array_remove(array[product ->> 'price_band', '*'], null)) p,
      unnest(array_remove(array[product ->> 'size_band', '*'], null)) s
  );
$$;

drop index public.stock_alerts_match_keys;
alter table public.stock_alerts drop column match_keys;
alter table public.stock_alerts add column match_keys text[] generated always as (
  public.stock_alert_match_keys(kind, reference, brands, year_bands, price_band, size_bands)
) stored;
-- fastupdate off: a new alert goes straight into the index tree. With it on, new entries wait
-- in a pending list that every search reads in full until a vacuum, which made searches
-- hundreds of milliseconds slow after a burst of alerts.
create index stock_alerts_match_keys on public.stock_alerts using gin (match_keys)
  with (fastupdate = off)
  where status = 'confirmed';

-- A shared key is a match: no filter is re-checked row by row.
create or replace function public.match_stock_alerts(product jsonb)
returns table (alert_id uuid, email text, locale text, kind text, reference text, label text)
language sql
stable
set search_path = ''
as $$
  select a.id, a.email, a.locale, a.kind, a.reference, a.label
  from public.stock_alerts a
  where a.status = 'confirmed'
    and a.match_keys && public.stock_alert_product_keys(match_stock_alerts.product)
    and not exists (
      select 1 from public.alert_deliveries d
      where d.alert_id = a.id and d.product_id = (match_stock_alerts.product ->> 'id')
    );
$$;
