-- Offers on watches and what became of them (docs/decisions/131-offers-through-draft-orders.md).
--
-- `offers`: one row per offer a collector makes on a watch page. Like the lead tables, the
-- public (anon) role may INSERT an open offer and nothing else; a repeated post of one form
-- (same submission_id) answers 409 / 23505 and the storefront counts it as stored.
-- `offer_events`: everything an offer goes through (who, what, when), written by a trigger on
-- the insert and by the functions below; no API role may touch it directly.
-- The dealer's answers go through `offer_transition` and `offer_record_draft` with the
-- service-role key, so a status only moves along the allowed steps, atomically per offer.

create table public.offers (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  submission_id uuid not null unique,
  locale text not null default 'en',
  product_handle text not null,
  product_title text not null,
  variant_id text not null,
  currency text not null default 'GBP',
  asking_price numeric(12, 2) not null,
  amount numeric(12, 2) not null,
  name text not null,
  email text not null,
  phone text,
  message text,
  -- open -> accepted | countered | declined; countered -> buyer_accepted | declined.
  status text not null default 'open',
  counter_amount numeric(12, 2),
  agreed_amount numeric(12, 2),
  draft_order_id text,
  invoice_url text,
  reserved_until timestamptz,
  constraint offers_locale_choice check (locale in ('en', 'de')),
  constraint offers_product_handle_length check (char_length(product_handle) between 1 and 255),
  constraint offers_product_title_length check (char_length(btrim(product_title)) between 1 and 200),
  constraint offers_variant_id_format check (variant_id ~ '^gid://shopify/ProductVariant/[0-9]+$'),
  constraint offers_currency_format check (currency ~ '^[A-Z]{3}$'),
  constraint offers_asking_price_positive check (asking_price > 0),
  constraint offers_amount_range check (amount > 0 and amount < asking_price),
  constraint offers_name_length check (char_length(btrim(name)) between 1 and 100),
  constraint offers_email_length check (char_length(email) <= 254),
  constraint offers_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint offers_phone_length check (char_length(phone) <= 40),
  constraint offers_message_length check (char_length(message) <= 5000),
  constraint offers_status_choice check (
    status in ('open', 'accepted', 'countered', 'declined', 'buyer_accepted')),
  constraint offers_counter_amount_positive check (counter_amount > 0),
  constraint offers_agreed_amount_positive check (agreed_amount > 0),
  constraint offers_draft_order_id_format check (draft_order_id ~ '^gid://shopify/DraftOrder/[0-9]+$'),
  constraint offers_invoice_url_length check (char_length(invoice_url) <= 2000)
);

create index offers_created_at on public.offers (created_at desc);

create table public.offer_events (
  id bigint generated always as identity primary key,
  offer_id uuid not null references public.offers (id) on delete cascade,
  at timestamptz not null default clock_timestamp(),
  actor text not null,
  action text not null,
  amount numeric(12, 2),
  message text,
  draft_order_id text,
  constraint offer_events_actor_choice check (actor in ('buyer', 'dealer', 'shop')),
  constraint offer_events_action_choice check (action in (
    'submitted', 'accepted', 'countered', 'declined', 'buyer_accepted', 'reopened',
    'draft_order_created', 'mail_sent', 'mail_failed')),
  constraint offer_events_amount_positive check (amount > 0),
  constraint offer_events_message_length check (char_length(message) <= 5000)
);

create index offer_events_offer on public.offer_events (offer_id, at);

-- Supabase grants ALL on new public tables to anon and authenticated: revoke first. Offers: an
-- anon INSERT of an open offer only. Events: nobody through the API; the functions write them.
alter table public.offers enable row level security;
alter table public.offer_events enable row level security;
revoke all on table public.offers from public, anon, authenticated;
revoke all on table public.offer_events from public, anon, authenticated;
grant insert on table public.offers to anon;
grant all on table public.offers to service_role;
grant select on table public.offer_events to service_role;

create policy offers_anon_insert_open on public.offers
  for insert to anon
  with check (
    status = 'open' and counter_amount is null and agreed_amount is null
    and draft_order_id is null and invoice_url is null and reserved_until is null);

-- The first event of every offer: the collector's own amount and words.
create function public.offer_submitted_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.offer_events (offer_id, actor, action, amount, message)
  values (new.id, 'buyer', 'submitted', new.amount, new.message);
  return new;
end;
$$;

create trigger offers_submitted_event
  after insert on public.offers
  for each row execute function public.offer_submitted_event();

-- An offer as the storefront reads it, with its history oldest first.
create function public.offer_json(the_offer public.offers)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select to_jsonb(the_offer) || jsonb_build_object('events', coalesce((
    select jsonb_agg(to_jsonb(e) - 'offer_id' order by e.at, e.id)
    from public.offer_events e where e.offer_id = the_offer.id), '[]'::jsonb));
$$;

-- The newest offers (at most max_rows, 1-500) with their histories.
create function public.offer_list(max_rows integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(public.offer_json(o) order by o.created_at desc), '[]'::jsonb)
  from public.offers o
  where o.id in (
    select r.id from public.offers r
    order by r.created_at desc
    limit greatest(1, least(coalesce(offer_list.max_rows, 100), 500)));
$$;

-- One offer with its history, or null.
create function public.offer_get(offer_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select public.offer_json(o) from public.offers o where o.id = offer_get.offer_id;
$$;

-- Moves an offer from one of `from_statuses` (comma-separated) to `to_status` and records why;
-- null (nothing changed) when the offer is in another status, so two answers at once cannot
-- both win.
create function public.offer_transition(
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
  changed public.offers;
begin
  update public.offers o set
    status = offer_transition.to_status,
    updated_at = clock_timestamp(),
    counter_amount = case when offer_transition.to_status = 'countered'
      then offer_transition.amount else o.counter_amount end,
    agreed_amount = case
      when offer_transition.to_status in ('accepted', 'buyer_accepted') then offer_transition.amount
      when offer_transition.to_status in ('open', 'countered') then null
      else o.agreed_amount end
  where o.id = offer_transition.offer_id and o.status = any (string_to_array(offer_transition.from_statuses, ','))
  returning * into changed;
  if changed.id is null then
    return null;
  end if;
  insert into public.offer_events (offer_id, actor, action, amount, message)
  values (changed.id, offer_transition.actor, offer_transition.action,
          offer_transition.amount, nullif(btrim(offer_transition.message), ''));
  return public.offer_json(changed);
end;
$$;

-- The Shopify draft order made for an agreed price, and where the buyer pays it.
create function public.offer_record_draft(
  offer_id uuid, draft_order_id text, invoice_url text, reserved_until timestamptz
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  changed public.offers;
begin
  update public.offers o set
    draft_order_id = offer_record_draft.draft_order_id,
    invoice_url = offer_record_draft.invoice_url,
    reserved_until = offer_record_draft.reserved_until,
    updated_at = clock_timestamp()
  where o.id = offer_record_draft.offer_id
    and o.status in ('accepted', 'buyer_accepted')
  returning * into changed;
  if changed.id is null then
    return null;
  end if;
  insert into public.offer_events (offer_id, actor, action, amount, draft_order_id)
  values (changed.id, 'shop', 'draft_order_created', changed.agreed_amount,
          offer_record_draft.draft_order_id);
  return public.offer_json(changed);
end;
$$;

-- A line in the history that changes nothing else (an e-mail sent or not).
create function public.offer_note(offer_id uuid, action text, message text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.offer_events (offer_id, actor, action, message)
  values (offer_note.offer_id, 'shop', offer_note.action, nullif(btrim(offer_note.message), ''));
$$;

revoke all on function public.offer_submitted_event() from public, anon, authenticated;
revoke all on function public.offer_json(public.offers) from public, anon, authenticated;
revoke all on function public.offer_list(integer) from public, anon, authenticated;
revoke all on function public.offer_get(uuid) from public, anon, authenticated;
revoke all on function public.offer_transition(uuid, text, text, text, text, numeric, text)
  from public, anon, authenticated;
revoke all on function public.offer_record_draft(uuid, text, text, timestamptz)
  from public, anon, authenticated;
revoke all on function public.offer_note(uuid, text, text) from public, anon, authenticated;
grant execute on function public.offer_list(integer) to service_role;
grant execute on function public.offer_get(uuid) to service_role;
grant execute on function public.offer_transition(uuid, text, text, text, text, numeric, text)
  to service_role;
grant execute on function public.offer_record_draft(uuid, text, text, timestamptz) to service_role;
grant execute on function public.offer_note(uuid, text, text) to service_role;
