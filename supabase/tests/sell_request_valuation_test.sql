-- The quick sell lead's valuation column (20261127000000_sell_request_valuation.sql): the public
-- key may send a lead with its valuation and read nothing back; only an object is kept.
-- Runs as a superuser, switches to the Supabase API roles, raises on the first broken promise,
-- and leaves nothing behind (one transaction, rolled back by the caller).

set local role anon;
insert into public.sell_requests_quick (submission_id, name, email, phone, brand, reference, valuation)
values ('00000000-0000-4000-8000-0000000000a1', 'Ann Seller', 'ann@example.com', '07700900123',
  'Rolex', '126610LN',
  '{"reference":"126610LN","year":"2020-on","condition":"excellent","papers":"complete-set","kind":"estimate","sales":6,"low":9800,"high":10900,"offerLow":null,"offerHigh":null,"date":"2026-11-27"}');
insert into public.sell_requests_quick (submission_id, name, email, phone, brand)
values ('00000000-0000-4000-8000-0000000000a2', 'Bo Seller', 'bo@example.com', '07700900124', 'Tudor');

do $$
begin
  begin
    perform count(*) from public.sell_requests_quick;
    raise exception 'anon read sell_requests_quick';
  exception when insufficient_privilege then null;
  end;
  begin
    update public.sell_requests_quick set valuation = '{}'::jsonb;
    raise exception 'anon updated a lead';
  exception when insufficient_privilege then null;
  end;
  begin
    insert into public.sell_requests_quick (submission_id, name, email, phone, brand, valuation)
    values ('00000000-0000-4000-8000-0000000000a3', 'C', 'c@example.com', '1', 'Rolex', '"a text"');
    raise exception 'a valuation that is not an object was kept';
  exception when check_violation then null;
  end;
end
$$;

reset role;
set local role service_role;
do $$
declare
  kept jsonb;
begin
  select valuation into kept from public.sell_requests_quick
  where submission_id = '00000000-0000-4000-8000-0000000000a1';
  if kept ->> 'reference' <> '126610LN' or (kept ->> 'sales')::int <> 6 then
    raise exception 'valuation not kept: %', kept;
  end if;
  if (select valuation from public.sell_requests_quick
      where submission_id = '00000000-0000-4000-8000-0000000000a2') is not null then
    raise exception 'a lead without a valuation holds one';
  end if;
end
$$;
reset role;
