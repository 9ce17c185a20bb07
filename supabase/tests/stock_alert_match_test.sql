-- match_stock_alerts over alerts of every shape: it must return exactly the alerts whose
-- criteria a watch meets (checked against the criteria written out row by row), and find them
-- through the GIN index, never by reading the whole table. Runs on PGlite (Vitest) and a real
-- PostgreSQL (scripts/postgres-check.mjs), as a superuser, in a transaction the caller rolls back.

insert into public.stock_alerts
  (email, kind, reference, brands, year_bands, price_band, size_bands, source, consent_text,
   status, confirmed_at)
select 'shape' || i || '@example.com',
  case when i % 5 < 2 then 'reference' else 'filter' end,
  case when i % 5 < 2 then 'R' || (i % 97) end,
  -- Filter sets: no brand, one or two brands; each band any, one or two values.
  case when i % 5 < 2 or i % 3 = 0 then '{}'::text[]
    when i % 3 = 1 then array[(array['rolex', 'tudor', 'omega'])[1 + i % 3]]
    else array['rolex', (array['tudor', 'omega'])[1 + i % 2]] end,
  case when i % 5 < 2 or i % 4 = 0 then '{}'::text[]
    when i % 4 = 1 then array[(array['2020-present', '2015-2019', 'pre-2000'])[1 + i % 3]]
    else array['2020-present', '2010-2014'] end,
  case when i % 5 < 2 or i % 2 = 0 then null
    else (array['under-10000', '10000-25000', 'over-100000'])[1 + i % 3] end,
  case when i % 5 < 2 or i % 7 < 4 then '{}'::text[]
    when i % 7 = 4 then array['39-41']
    else array['36-38', '42-44'] end,
  case when i % 5 < 2 then 'product' else 'catalogue' end,
  'Shape check.',
  case when i % 11 = 0 then 'pending' else 'confirmed' end,
  now()
from generate_series(1, 20000) i;
analyze public.stock_alerts;

do $$
declare
  watch jsonb;
  expected integer;
  got integer;
  plan text;
  i integer;
begin
  for i in 0..59 loop
    watch := jsonb_strip_nulls(jsonb_build_object(
      'id', 'gid://shopify/Product/shape-' || i,
      'references', case when i % 6 = 5 then '[]'::jsonb else jsonb_build_array('R' || (i % 97), 'X' || i) end,
      'brand', (array['rolex', 'tudor', 'omega', 'cartier'])[1 + i % 4],
      'year_band', (array['2020-present', '2015-2019', '2010-2014', 'pre-2000', null])[1 + i % 5],
      'price_band', (array['under-10000', '10000-25000', 'over-100000', null])[1 + i % 4],
      'size_band', (array['39-41', '36-38', '42-44', null])[1 + (i / 4) % 4]
    ));
    select count(*) into got from public.match_stock_alerts(watch);
    select count(*) into expected
    from public.stock_alerts a
    where a.status = 'confirmed'
      and case
        when a.kind = 'reference' then a.reference in (
          select jsonb_array_elements_text(watch -> 'references'))
        else (cardinality(a.brands) = 0 or watch ->> 'brand' = any (a.brands))
          and (cardinality(a.year_bands) = 0 or watch ->> 'year_band' = any (a.year_bands))
          and (a.price_band is null or a.price_band = watch ->> 'price_band')
          and (cardinality(a.size_bands) = 0 or watch ->> 'size_band' = any (a.size_bands))
      end is true;
    if got <> expected then
      raise exception 'match_stock_alerts(%) found % alerts, the criteria say %', watch, got, expected;
    end if;
    if i = 0 and got = 0 then
      raise exception 'the shape check matched nothing: it proves nothing';
    end if;
  end loop;

  -- The function's statement is planned without the product's value (a parameter), so the
  -- candidate scan is explained the same way: the keys come from a sub-select.
  for plan in
    explain select a.id from public.stock_alerts a
    where a.status = 'confirmed'
      and a.match_keys && (select public.stock_alert_product_keys(
        '{"references": ["R1"], "brand": "rolex", "year_band": "2020-present"}'::jsonb))
  loop
    if plan like '%Seq Scan on stock_alerts%' then
      raise exception 'match candidates are read by a sequential scan: %', plan;
    end if;
  end loop;
end
$$;
