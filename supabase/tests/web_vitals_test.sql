-- Field Web Vitals (20261128090000_web_vitals.sql): anon can neither read, write nor call
-- anything; the service role records readings the table's checks accept; the weekly view gives
-- the 75th percentile and the sample count per kind of page, metric and ISO week; readings from
-- more than 90 days ago are dropped. Runs as a superuser inside one transaction the caller rolls
-- back, and raises on the first broken promise.
set local role anon;
do $$
begin
  begin
    insert into public.web_vitals (page_kind, metric, value) values ('home', 'LCP', 1000);
    raise exception 'anon inserted a reading';
  exception when insufficient_privilege then null;
  end;
  begin
    perform count(*) from public.web_vitals;
    raise exception 'anon read the readings';
  exception when insufficient_privilege then null;
  end;
  begin
    perform public.record_web_vital('home', 'LCP', 1000);
    raise exception 'anon recorded a reading';
  exception when insufficient_privilege then null;
  end;
  begin
    perform * from public.web_vitals_weekly(4);
    raise exception 'anon read the weekly view';
  exception when insufficient_privilege then null;
  end;
  begin
    perform public.prune_web_vitals();
    raise exception 'anon pruned the readings';
  exception when insufficient_privilege then null;
  end;
end
$$;
reset role;

-- Readings from earlier weeks, as if recorded then (the superuser may date them).
delete from public.web_vitals;
insert into public.web_vitals (page_kind, metric, value, recorded_on) values
  ('product', 'INP', 80, (now() at time zone 'utc')::date - 7),
  ('product', 'INP', 120, (now() at time zone 'utc')::date - 7),
  ('home', 'CLS', 0.2, (now() at time zone 'utc')::date - 91),
  ('home', 'CLS', 0.02, (now() at time zone 'utc')::date - 90);

set local role service_role;
do $$
declare
  n integer;
  row record;
  this_week date := date_trunc('week', (now() at time zone 'utc')::date)::date;
begin
  perform public.record_web_vital('home', 'LCP', 1000);
  perform public.record_web_vital('home', 'LCP', 2000);
  perform public.record_web_vital('home', 'LCP', 3000);
  perform public.record_web_vital('home', 'LCP', 4000);
  perform public.record_web_vital('product', 'INP', 40);

  -- The 91-day-old reading went with the first insert; the 90-day-old one stays.
  select count(*) into n from public.web_vitals where metric = 'CLS';
  if n <> 1 then raise exception 'retention kept % CLS readings, not 1', n; end if;
  select count(*) into n from public.web_vitals
  where recorded_on = (now() at time zone 'utc')::date;
  if n <> 5 then raise exception 'readings are not dated today (% of 5)', n; end if;

  select * into row from public.web_vitals_weekly(2) w
  where w.page_kind = 'home' and w.metric = 'LCP';
  if row.p75 <> 3250 or row.samples <> 4 or row.week_start <> this_week then
    raise exception 'home LCP this week: p75 % of % samples in %', row.p75, row.samples, row.week_start;
  end if;
  if row.iso_week <> to_char(this_week, 'IYYY-"W"IW') or row.iso_week !~ '^\d{4}-W\d{2}$' then
    raise exception 'the ISO week is written %', row.iso_week;
  end if;
  -- Each week apart: last week's two product INP readings, this week's one.
  select count(*) into n from public.web_vitals_weekly(2) w
  where w.page_kind = 'product' and w.metric = 'INP';
  if n <> 2 then raise exception 'product INP fell in % weeks, not 2', n; end if;
  select * into row from public.web_vitals_weekly(2) w
  where w.page_kind = 'product' and w.metric = 'INP' and w.week_start = this_week - 7;
  if row.p75 <> 110 or row.samples <> 2 then
    raise exception 'product INP last week: p75 % of % samples', row.p75, row.samples;
  end if;
  -- One week asked for: last week's readings are left out.
  select count(*) into n from public.web_vitals_weekly(1) w where w.week_start < this_week;
  if n <> 0 then raise exception 'one week asked for, % older rows came', n; end if;

  -- What the table refuses, whoever sends it.
  begin
    perform public.record_web_vital('checkout', 'LCP', 1000);
    raise exception 'an unknown kind of page was kept';
  exception when check_violation then null;
  end;
  begin
    perform public.record_web_vital('home', 'FID', 10);
    raise exception 'a metric other than LCP, INP and CLS was kept';
  exception when check_violation then null;
  end;
  begin
    perform public.record_web_vital('home', 'CLS', 11);
    raise exception 'a CLS above 10 was kept';
  exception when check_violation then null;
  end;
  begin
    perform public.record_web_vital('home', 'LCP', -1);
    raise exception 'a negative LCP was kept';
  exception when check_violation then null;
  end;
  begin
    perform public.record_web_vital('home', 'INP', 'NaN'::double precision);
    raise exception 'a NaN INP was kept';
  exception when check_violation then null;
  end;
end
$$;
reset role;
