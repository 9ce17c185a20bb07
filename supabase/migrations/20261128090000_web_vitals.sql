-- Field Web Vitals (docs/decisions/109-field-web-vitals.md): LCP, INP and CLS from visitors who
-- accepted analytics, each as the kind of page, the metric, its value and the day it arrived.
-- No address, no identifier, no time of day; kept 90 days.
create table public.web_vitals (
  page_kind text not null check (page_kind in
    ('home', 'list', 'brand', 'product', 'reference', 'article', 'sell', 'cart', 'other')),
  metric text not null check (metric in ('LCP', 'INP', 'CLS')),
  -- Milliseconds for LCP and INP, the bare score for CLS; past these a reading is not a visit.
  value double precision not null check (
    value >= 0 and value <= case metric when 'CLS' then 10 else 60000 end),
  recorded_on date not null default (now() at time zone 'utc')::date
);

create index web_vitals_recorded_on on public.web_vitals (recorded_on);

-- Closed to the public and signed-in roles: no policy, no grant. Readings arrive through
-- record_web_vital, which the storefront's server calls with the service-role key.
alter table public.web_vitals enable row level security;
revoke all on table public.web_vitals from public, anon, authenticated;

-- Retention: readings from more than 90 days ago go. Both functions below run it first, so the
-- promise holds whether visitors report or the dealer reads.
create function public.prune_web_vitals()
returns void
language sql
volatile
set search_path = ''
as $$
  delete from public.web_vitals
  where recorded_on < (now() at time zone 'utc')::date - 90;
$$;

-- One reading, dated by the database (UTC day), never by the browser.
create function public.record_web_vital(page_kind text, metric text, value double precision)
returns void
language sql
volatile
set search_path = ''
as $$
  select public.prune_web_vitals();
  insert into public.web_vitals (page_kind, metric, value)
  values (record_web_vital.page_kind, record_web_vital.metric, record_web_vital.value);
$$;

-- The admin page's view: the 75th percentile (continuous, as CrUX reports it) per kind of page,
-- metric and ISO week, with its sample count, for the last `weeks` weeks including this one.
create function public.web_vitals_weekly(weeks integer)
returns table (
  page_kind text, metric text, week_start date, iso_week text,
  p75 double precision, samples bigint
)
language sql
volatile
set search_path = ''
as $$
  select public.prune_web_vitals();
  select v.page_kind, v.metric, w.week_start, to_char(w.week_start, 'IYYY-"W"IW'),
    percentile_cont(0.75) within group (order by v.value), count(*)
  from public.web_vitals v
  cross join lateral (select date_trunc('week', v.recorded_on)::date as week_start) w
  where v.recorded_on >= date_trunc('week', (now() at time zone 'utc')::date)::date
    - 7 * (least(greatest(web_vitals_weekly.weeks, 1), 53) - 1)
  group by v.page_kind, v.metric, w.week_start
  order by w.week_start, v.metric, v.page_kind;
$$;

revoke all on function public.prune_web_vitals() from public, anon, authenticated;
revoke all on function public.record_web_vital(text, text, double precision) from public, anon, authenticated;
revoke all on function public.web_vitals_weekly(integer) from public, anon, authenticated;
grant execute on function public.prune_web_vitals() to service_role;
grant execute on function public.record_web_vital(text, text, double precision) to service_role;
grant execute on function public.web_vitals_weekly(integer) to service_role;
