-- Offers (20261129130000_offers.sql): anon may insert an open offer and nothing else (no read, no
-- answer, no history); the insert writes the first event; statuses move only along the allowed
-- steps, one answer winning; the service role reads offers with their histories. Runs as a
-- superuser inside one transaction the caller rolls back, and raises on the first broken promise.
set local role anon;
do $$
begin
  insert into public.offers (submission_id, product_handle, product_title, variant_id,
    asking_price, amount, name, email, message)
  values ('00000000-0000-4000-8000-000000000131', 'rolex-test', 'Rolex Test',
    'gid://shopify/ProductVariant/7', 12500, 11000, 'Ada', 'ada@example.com', 'Eleven?');
  begin
    insert into public.offers (submission_id, product_handle, product_title, variant_id,
      asking_price, amount, name, email, status)
    values (gen_random_uuid(), 'rolex-test', 'Rolex Test', 'gid://shopify/ProductVariant/7',
      12500, 11000, 'Ada', 'ada@example.com', 'accepted');
    raise exception 'anon inserted an accepted offer';
  exception when insufficient_privilege then null;
  end;
  begin
    insert into public.offers (submission_id, product_handle, product_title, variant_id,
      asking_price, amount, name, email)
    values (gen_random_uuid(), 'rolex-test', 'Rolex Test', 'gid://shopify/ProductVariant/7',
      12500, 12500, 'Ada', 'ada@example.com');
    raise exception 'an offer at the asking price was stored';
  exception when check_violation then null;
  end;
  begin
    perform count(*) from public.offers;
    raise exception 'anon read offers';
  exception when insufficient_privilege then null;
  end;
  begin
    perform count(*) from public.offer_events;
    raise exception 'anon read offer events';
  exception when insufficient_privilege then null;
  end;
  begin
    perform public.offer_list(10);
    raise exception 'anon listed offers';
  exception when insufficient_privilege then null;
  end;
  begin
    perform public.offer_transition('00000000-0000-4000-8000-000000000131'::uuid, 'open',
      'accepted', 'dealer', 'accepted', 11000, null);
    raise exception 'anon answered an offer';
  exception when insufficient_privilege then null;
  end;
end
$$;
reset role;

set local role service_role;
do $$
declare
  offer_id uuid;
  answer jsonb;
  listed jsonb;
begin
  select o.id into offer_id from public.offers o
  where o.submission_id = '00000000-0000-4000-8000-000000000131';
  listed := public.offer_get(offer_id);
  if listed->'events'->0->>'action' is distinct from 'submitted'
    or (listed->'events'->0->>'amount')::numeric <> 11000 then
    raise exception 'the first event is not the submission: %', listed;
  end if;

  answer := public.offer_transition(offer_id, 'open', 'countered', 'dealer', 'countered',
    11500, 'Meet halfway?');
  if answer->>'status' <> 'countered' or (answer->>'counter_amount')::numeric <> 11500 then
    raise exception 'not countered: %', answer;
  end if;
  -- A second answer from open finds the offer countered: nothing changes.
  if public.offer_transition(offer_id, 'open', 'accepted', 'dealer', 'accepted', 11000, null)
    is not null then
    raise exception 'a countered offer was accepted as if open';
  end if;
  answer := public.offer_transition(offer_id, 'countered', 'buyer_accepted', 'buyer',
    'buyer_accepted', 11500, null);
  if (answer->>'agreed_amount')::numeric <> 11500 then
    raise exception 'the agreed amount is not the counter: %', answer;
  end if;
  answer := public.offer_record_draft(offer_id, 'gid://shopify/DraftOrder/1',
    'http://127.0.0.1:4000/invoices/abc', now() + interval '48 hours');
  if answer->>'draft_order_id' <> 'gid://shopify/DraftOrder/1'
    or jsonb_array_length(answer->'events') <> 4 then
    raise exception 'the draft order is not recorded: %', answer;
  end if;
  begin
    perform public.offer_transition(offer_id, 'buyer_accepted', 'sold', 'dealer', 'sold',
      null, null);
    raise exception 'an unknown status was stored';
  exception when check_violation then null;
  end;
  listed := public.offer_list(10);
  if jsonb_array_length(listed) < 1 then
    raise exception 'the service role cannot list offers';
  end if;
end
$$;
reset role;
