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
  -- An offer on the euro site keeps its currency and its site's country.
  insert into public.offers (submission_id, product_handle, product_title, variant_id,
    currency, country, asking_price, amount, name, email)
  values ('00000000-0000-4000-8000-000000000134', 'rolex-test', 'Rolex Test',
    'gid://shopify/ProductVariant/7', 'EUR', 'DE', 14625, 12800, 'Ada', 'ada@example.com');
  begin
    insert into public.offers (submission_id, product_handle, product_title, variant_id,
      currency, country, asking_price, amount, name, email)
    values (gen_random_uuid(), 'rolex-test', 'Rolex Test', 'gid://shopify/ProductVariant/7',
      'EUR', 'Germany', 14625, 12800, 'Ada', 'ada@example.com');
    raise exception 'an offer with a country that is not a code was stored';
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
  -- An offer made on the UK site: in pounds, from Britain (20261130090000_offer_country.sql).
  if listed->>'currency' <> 'GBP' or listed->>'country' <> 'GB' then
    raise exception 'an offer without a currency is not in pounds from Britain: %', listed;
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
  -- Countered again before paying (20261129231000): the draft order is cleared from the offer
  -- and its withdrawal recorded with its id, then the new counter.
  answer := public.offer_transition(offer_id, 'buyer_accepted', 'countered', 'dealer',
    'countered', 11800, null);
  if answer->>'status' <> 'countered' or (answer->>'counter_amount')::numeric <> 11800
    or answer->>'draft_order_id' is not null or answer->>'invoice_url' is not null
    or answer->>'reserved_until' is not null or answer->>'agreed_amount' is not null then
    raise exception 'not countered again: %', answer;
  end if;
  if answer->'events'->-2->>'action' <> 'draft_order_withdrawn'
    or answer->'events'->-2->>'draft_order_id' <> 'gid://shopify/DraftOrder/1'
    or answer->'events'->-1->>'action' <> 'countered'
    or (answer->'events'->-1->>'amount')::numeric <> 11800 then
    raise exception 'the history does not keep the withdrawn draft and the new counter: %', answer;
  end if;
  answer := public.offer_transition(offer_id, 'countered', 'countered', 'dealer', 'countered',
    11700, null);
  if (answer->>'counter_amount')::numeric <> 11700
    or answer->'events'->-1->>'action' <> 'countered' then
    raise exception 'a counter could not be countered again: %', answer;
  end if;
  answer := public.offer_transition(offer_id, 'countered', 'buyer_accepted', 'buyer',
    'buyer_accepted', 11700, null);
  answer := public.offer_transition(offer_id, 'accepted,buyer_accepted', 'paid', 'buyer',
    'paid', 11700, '#1001');
  if answer->>'status' <> 'paid' or answer->>'paid_at' is null
    or (answer->>'agreed_amount')::numeric <> 11700 then
    raise exception 'not paid: %', answer;
  end if;
  -- Shopify may deliver orders/paid twice: the second finds it paid and changes nothing.
  if public.offer_transition(offer_id, 'accepted,buyer_accepted', 'paid', 'buyer', 'paid',
    11700, '#1001') is not null then
    raise exception 'an offer was paid twice';
  end if;
  select o.id into offer_id from public.offers o
  where o.submission_id = '00000000-0000-4000-8000-000000000134';
  answer := public.offer_get(offer_id);
  if answer->>'currency' <> 'EUR' or answer->>'country' <> 'DE' then
    raise exception 'the euro offer lost its currency or country: %', answer;
  end if;
  listed := public.offer_list(10);
  if jsonb_array_length(listed) < 1 then
    raise exception 'the service role cannot list offers';
  end if;
end
$$;
reset role;
