-- Offers (issue 54; docs/decisions/135-offers-countered-again-and-paid.md): the dealer may counter
-- again, an offer already countered or a counter the buyer accepted but has not paid (the
-- storefront first withdraws that draft order in Shopify, releasing its hold); every counter
-- stays in the history. An offer whose draft order is paid (Shopify's orders/paid) is 'paid'.
alter table public.offers drop constraint offers_status_choice;
alter table public.offers add constraint offers_status_choice check (
  status in ('open', 'accepted', 'countered', 'declined', 'buyer_accepted', 'paid'));

-- When the buyer paid (Shopify's orders/paid for the offer's draft order).
alter table public.offers add column paid_at timestamptz;

alter table public.offer_events drop constraint offer_events_action_choice;
alter table public.offer_events add constraint offer_events_action_choice check (action in (
  'submitted', 'accepted', 'countered', 'declined', 'buyer_accepted', 'reopened',
  'draft_order_created', 'mail_sent', 'mail_failed', 'draft_order_withdrawn', 'paid'));

-- As before, and: a counter clears the draft order it replaces (recorded as withdrawn, with its
-- id), so the offer names only the draft order that can still be paid.
create or replace function public.offer_transition(
  offer_id uuid, from_statuses text, to_status text, actor text, action text,
  amount numeric, message text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  was public.offers;
  changed public.offers;
begin
  select * into was from public.offers o
  where o.id = offer_transition.offer_id
    and o.status = any (string_to_array(offer_transition.from_statuses, ','))
  for update;
  if was.id is null then
    return null;
  end if;
  update public.offers o set
    status = offer_transition.to_status,
    updated_at = clock_timestamp(),
    counter_amount = case when offer_transition.to_status = 'countered'
      then offer_transition.amount else o.counter_amount end,
    agreed_amount = case
      when offer_transition.to_status in ('accepted', 'buyer_accepted') then offer_transition.amount
      when offer_transition.to_status in ('open', 'countered') then null
      else o.agreed_amount end,
    draft_order_id = case when offer_transition.to_status = 'countered'
      then null else o.draft_order_id end,
    invoice_url = case when offer_transition.to_status = 'countered'
      then null else o.invoice_url end,
    reserved_until = case when offer_transition.to_status = 'countered'
      then null else o.reserved_until end,
    paid_at = case when offer_transition.to_status = 'paid'
      then clock_timestamp() else o.paid_at end
  where o.id = was.id
  returning * into changed;
  if offer_transition.to_status = 'countered' and was.draft_order_id is not null then
    insert into public.offer_events (offer_id, actor, action, amount, draft_order_id)
    values (changed.id, 'shop', 'draft_order_withdrawn', was.agreed_amount,
            was.draft_order_id);
  end if;
  insert into public.offer_events (offer_id, actor, action, amount, message)
  values (changed.id, offer_transition.actor, offer_transition.action,
          offer_transition.amount, nullif(btrim(offer_transition.message), ''));
  return public.offer_json(changed);
end;
$$;
