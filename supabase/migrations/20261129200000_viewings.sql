-- Viewings (issue 54; docs/decisions/132-viewings-one-slot-one-booking.md): a watch, or a general
-- appointment, at one of the dealer's places or by video call. One slot holds one booking: a
-- partial UNIQUE index on (place, slot_start) over the bookings that stand, so however many press
-- at once, PostgreSQL lets exactly one insert (or move) through and the others fail with 23505.
create table public.viewings (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- One booking per form submission: a repeated post answers with the booking it made.
  submission_id uuid not null unique,
  place text not null check (place ~ '^[a-z][a-z0-9-]{0,39}$'),
  slot_start timestamptz not null,
  slot_end timestamptz not null,
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text not null check (char_length(phone) between 1 and 40),
  message text not null default '' check (char_length(message) <= 2000),
  -- The watch to be shown (Shopify's handle and title), or none for a general appointment.
  product_handle text check (product_handle ~ '^[a-z0-9][a-z0-9-]{0,199}$'),
  product_title text check (char_length(product_title) <= 300),
  locale text not null check (locale in ('en', 'de')),
  status text not null default 'booked' check (status in ('booked', 'cancelled')),
  cancelled_at timestamptz,
  cancelled_by text check (cancelled_by in ('visitor', 'dealer')),
  -- The calendar invitation's SEQUENCE: one more at each move or cancellation.
  sequence integer not null default 0 check (sequence >= 0),
  -- The reminder the day before: claimed by one run, then marked sent.
  reminder_claimed_at timestamptz,
  reminder_sent_at timestamptz,
  constraint viewings_slot_order check (
    slot_end > slot_start and slot_end <= slot_start + interval '4 hours')
);

create unique index viewings_one_booking_per_slot
  on public.viewings (place, slot_start) where status = 'booked';
create index viewings_upcoming on public.viewings (slot_start) where status = 'booked';

-- Closed to every API role, the service role included: bookings change only through the
-- functions below, which run as their owner (as rate_limits).
alter table public.viewings enable row level security;
revoke all on table public.viewings from public, anon, authenticated, service_role;

-- What the functions below answer with: a booking without its bookkeeping columns.
create type public.viewing_row as (
  id uuid, place text, slot_start timestamptz, slot_end timestamptz, name text, email text,
  phone text, message text, product_handle text, product_title text, locale text, status text,
  sequence integer, created_at timestamptz
);

create function public.viewing_as_row(v public.viewings)
returns public.viewing_row
language sql
immutable
set search_path = ''
as $$
  select row(v.id, v.place, v.slot_start, v.slot_end, v.name, v.email, v.phone, v.message,
    v.product_handle, v.product_title, v.locale, v.status, v.sequence, v.created_at
  )::public.viewing_row;
$$;

-- Books a slot. Outcomes: 'booked' (new), 'booked_before' (this submission booked already:
-- the same booking), 'taken' (the slot holds another booking), 'too_many' (this address holds
-- three upcoming bookings). The unique index decides 'taken', never a look before the insert.
create function public.book_viewing(
  submission uuid, place text, slot_start timestamptz, slot_end timestamptz, name text,
  email text, phone text, message text, product_handle text, product_title text, locale text
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
      message, product_handle, product_title, locale)
    values (book_viewing.submission, book_viewing.place, book_viewing.slot_start,
      book_viewing.slot_end, book_viewing.name, book_viewing.email, book_viewing.phone,
      coalesce(book_viewing.message, ''), book_viewing.product_handle,
      book_viewing.product_title, book_viewing.locale)
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

-- The bookings that stand at a place between two times (the slots they hold are not free).
create function public.viewing_taken_slots(place text, from_at timestamptz, to_at timestamptz)
returns table (slot_start timestamptz, slot_end timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select v.slot_start, v.slot_end from public.viewings v
  where v.place = viewing_taken_slots.place and v.status = 'booked'
    and v.slot_end > viewing_taken_slots.from_at and v.slot_start < viewing_taken_slots.to_at
  order by v.slot_start;
$$;

create function public.viewing_by_id(viewing uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select to_jsonb(public.viewing_as_row(v)) from public.viewings v where v.id = viewing_by_id.viewing;
$$;

-- Cancels a booking that stands. Outcomes: 'cancelled' (with the row), 'not_booked'.
create function public.cancel_viewing(viewing uuid, cancelled_by text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  changed public.viewings%rowtype;
begin
  update public.viewings v
  set status = 'cancelled', cancelled_at = now(), cancelled_by = cancel_viewing.cancelled_by,
    sequence = v.sequence + 1, updated_at = now()
  where v.id = cancel_viewing.viewing and v.status = 'booked'
  returning * into changed;
  if not found then
    return jsonb_build_object('outcome', 'not_booked');
  end if;
  return jsonb_build_object('outcome', 'cancelled', 'viewing', public.viewing_as_row(changed));
end;
$$;

-- Moves a booking to another slot of its place in one statement: the new slot is taken, or the
-- booking keeps its old one ('taken'). Outcomes: 'moved' (with the row), 'taken', 'not_booked'.
create function public.move_viewing(viewing uuid, slot_start timestamptz, slot_end timestamptz)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  changed public.viewings%rowtype;
begin
  begin
    update public.viewings v
    set slot_start = move_viewing.slot_start, slot_end = move_viewing.slot_end,
      sequence = v.sequence + 1, updated_at = now(),
      reminder_claimed_at = null, reminder_sent_at = null
    where v.id = move_viewing.viewing and v.status = 'booked'
    returning * into changed;
  exception when unique_violation then
    return jsonb_build_object('outcome', 'taken');
  end;
  if not found then
    return jsonb_build_object('outcome', 'not_booked');
  end if;
  return jsonb_build_object('outcome', 'moved', 'viewing', public.viewing_as_row(changed));
end;
$$;

-- The dealer's list: bookings that stand and end after `from_at`, soonest first.
create function public.upcoming_viewings(from_at timestamptz)
returns setof jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select to_jsonb(public.viewing_as_row(v)) from public.viewings v
  where v.status = 'booked' and v.slot_end > upcoming_viewings.from_at
  order by v.slot_start
  limit 500;
$$;

-- Claims the reminders due: bookings that stand, start between from_at and to_at, were made
-- before booked_before and have no reminder claimed. One statement that skips rows another run
-- holds, so two overlapping runs never claim one reminder.
create function public.claim_viewing_reminders(
  from_at timestamptz, to_at timestamptz, booked_before timestamptz
)
returns setof jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  update public.viewings v set reminder_claimed_at = now()
  where v.id in (
    select d.id from public.viewings d
    where d.status = 'booked' and d.reminder_claimed_at is null
      and d.slot_start >= claim_viewing_reminders.from_at
      and d.slot_start < claim_viewing_reminders.to_at
      and d.created_at < claim_viewing_reminders.booked_before
    order by d.slot_start
    limit 200
    for update skip locked
  )
  returning to_jsonb(public.viewing_as_row(v));
$$;

-- A claimed reminder's outcome: sent (kept) or not (released for the next run).
create function public.mark_viewing_reminder(viewing uuid, sent boolean)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.viewings v
  set reminder_sent_at = case when mark_viewing_reminder.sent then now() else null end,
    reminder_claimed_at = case when mark_viewing_reminder.sent then v.reminder_claimed_at else null end
  where v.id = mark_viewing_reminder.viewing;
$$;

revoke all on function public.viewing_as_row(public.viewings) from public, anon, authenticated;
revoke all on function public.book_viewing(uuid, text, timestamptz, timestamptz, text, text, text, text, text, text, text) from public, anon, authenticated;
revoke all on function public.viewing_taken_slots(text, timestamptz, timestamptz) from public, anon, authenticated;
revoke all on function public.viewing_by_id(uuid) from public, anon, authenticated;
revoke all on function public.cancel_viewing(uuid, text) from public, anon, authenticated;
revoke all on function public.move_viewing(uuid, timestamptz, timestamptz) from public, anon, authenticated;
revoke all on function public.upcoming_viewings(timestamptz) from public, anon, authenticated;
revoke all on function public.claim_viewing_reminders(timestamptz, timestamptz, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_viewing_reminder(uuid, boolean) from public, anon, authenticated;
grant execute on function public.book_viewing(uuid, text, timestamptz, timestamptz, text, text, text, text, text, text, text) to service_role;
grant execute on function public.viewing_taken_slots(text, timestamptz, timestamptz) to service_role;
grant execute on function public.viewing_by_id(uuid) to service_role;
grant execute on function public.cancel_viewing(uuid, text) to service_role;
grant execute on function public.move_viewing(uuid, timestamptz, timestamptz) to service_role;
grant execute on function public.upcoming_viewings(timestamptz) to service_role;
grant execute on function public.claim_viewing_reminders(timestamptz, timestamptz, timestamptz) to service_role;
grant execute on function public.mark_viewing_reminder(uuid, boolean) to service_role;
