-- Viewings (20261129200000_viewings.sql): anon and the signed-in role can neither read, change
-- nor call anything; a slot holds one booking (a second submission is told 'taken', the same
-- submission gets its booking back); a cancelled booking frees its slot; a move to a taken slot
-- keeps the old one; an address holds at most three upcoming bookings; a reminder is claimed
-- once. Runs as a superuser inside one transaction the caller rolls back, and raises on the
-- first broken promise.
set local role anon;
do $$
begin
  begin
    perform count(*) from public.viewings;
    raise exception 'anon read the bookings';
  exception when insufficient_privilege then null;
  end;
  begin
    insert into public.viewings (submission_id, place, slot_start, slot_end, name, email, phone, locale)
    values (gen_random_uuid(), 'wilmslow', now() + interval '3 days', now() + interval '3 days 1 hour',
      'A', 'a@example.com', '1', 'en');
    raise exception 'anon inserted a booking';
  exception when insufficient_privilege then null;
  end;
  begin
    perform public.book_viewing(gen_random_uuid(), 'wilmslow', now() + interval '3 days',
      now() + interval '3 days 1 hour', 'A', 'a@example.com', '1', '', null, null, 'en');
    raise exception 'anon booked through the function';
  exception when insufficient_privilege then null;
  end;
  begin
    perform public.upcoming_viewings(now());
    raise exception 'anon read the upcoming bookings';
  exception when insufficient_privilege then null;
  end;
end
$$;
reset role;

set local role authenticated;
do $$
begin
  begin
    perform count(*) from public.viewings;
    raise exception 'a signed-in user read the bookings';
  exception when insufficient_privilege then null;
  end;
  begin
    perform public.cancel_viewing(gen_random_uuid(), 'visitor');
    raise exception 'a signed-in user cancelled a booking';
  exception when insufficient_privilege then null;
  end;
end
$$;
reset role;

set local role service_role;
do $$
declare
  slot timestamptz := date_trunc('hour', now()) + interval '10 days';
  first_submission uuid := gen_random_uuid();
  answer jsonb;
  booked uuid;
  other uuid;
  claimed integer;
begin
  begin
    perform count(*) from public.viewings;
    raise exception 'the service role read the table directly';
  exception when insufficient_privilege then null;
  end;

  answer := public.book_viewing(first_submission, 'wilmslow', slot, slot + interval '1 hour', 'Ann',
    'ann@example.com', '+44 1', 'Hello', 'rolex-1', 'Rolex Submariner', 'en');
  if answer->>'outcome' <> 'booked' then raise exception 'first booking: %', answer; end if;
  booked := (answer->'viewing'->>'id')::uuid;

  answer := public.book_viewing(gen_random_uuid(), 'wilmslow', slot, slot + interval '1 hour',
    'Bob', 'bob@example.com', '+44 2', '', null, null, 'de');
  if answer->>'outcome' <> 'taken' then raise exception 'a second booking of one slot: %', answer; end if;

  answer := public.book_viewing(first_submission, 'wilmslow', slot, slot + interval '1 hour', 'Ann',
    'ann@example.com', '+44 1', 'Hello', 'rolex-1', 'Rolex Submariner', 'en');
  if answer->>'outcome' <> 'booked_before' or (answer->'viewing'->>'id')::uuid <> booked then
    raise exception 'a repeated submission: %', answer;
  end if;

  -- The same time at another place is another slot.
  answer := public.book_viewing(gen_random_uuid(), 'london', slot, slot + interval '1 hour',
    'Bob', 'bob@example.com', '+44 2', '', null, null, 'de');
  if answer->>'outcome' <> 'booked' then raise exception 'another place: %', answer; end if;
  other := (answer->'viewing'->>'id')::uuid;

  if (select count(*) from public.viewing_taken_slots('wilmslow', slot - interval '1 day', slot + interval '1 day')) <> 1 then
    raise exception 'taken slots at wilmslow';
  end if;

  -- A move onto a slot that holds a booking keeps the old slot.
  answer := public.book_viewing(gen_random_uuid(), 'london', slot + interval '1 hour',
    slot + interval '2 hours', 'Cy', 'cy@example.com', '+44 3', '', null, null, 'en');
  answer := public.move_viewing(other, slot + interval '1 hour', slot + interval '2 hours');
  if answer->>'outcome' <> 'taken' then raise exception 'a move onto a taken slot: %', answer; end if;
  if (public.viewing_by_id(other)->>'slot_start')::timestamptz <> slot then
    raise exception 'a refused move changed the booking';
  end if;
  answer := public.move_viewing(other, slot + interval '2 hours', slot + interval '3 hours');
  if answer->>'outcome' <> 'moved' or (answer->'viewing'->>'sequence')::integer <> 1 then
    raise exception 'a move to a free slot: %', answer;
  end if;

  -- Cancelling frees the slot for someone else.
  answer := public.cancel_viewing(booked, 'visitor');
  if answer->>'outcome' <> 'cancelled' then raise exception 'cancel: %', answer; end if;
  answer := public.cancel_viewing(booked, 'visitor');
  if answer->>'outcome' <> 'not_booked' then raise exception 'a second cancel: %', answer; end if;
  answer := public.book_viewing(gen_random_uuid(), 'wilmslow', slot, slot + interval '1 hour',
    'Dee', 'dee@example.com', '+44 4', '', null, null, 'en');
  if answer->>'outcome' <> 'booked' then raise exception 'a freed slot: %', answer; end if;

  -- Three upcoming bookings per address.
  for i in 1..2 loop
    answer := public.book_viewing(gen_random_uuid(), 'surrey', slot + make_interval(hours => i),
      slot + make_interval(hours => i + 1), 'Dee', 'DEE@example.com', '+44 4', '', null, null, 'en');
    if answer->>'outcome' <> 'booked' then raise exception 'booking % of an address: %', i + 1, answer; end if;
  end loop;
  answer := public.book_viewing(gen_random_uuid(), 'surrey', slot + interval '5 hours',
    slot + interval '6 hours', 'Dee', 'dee@example.com', '+44 4', '', null, null, 'en');
  if answer->>'outcome' <> 'too_many' then raise exception 'a fourth booking of an address: %', answer; end if;

  -- A reminder is claimed once; a failed send is released.
  select count(*) into claimed from public.claim_viewing_reminders(slot - interval '1 hour', slot + interval '1 day', now() + interval '1 minute');
  if claimed = 0 then raise exception 'no reminder claimed'; end if;
  select count(*) into claimed from public.claim_viewing_reminders(slot - interval '1 hour', slot + interval '1 day', now() + interval '1 minute');
  if claimed <> 0 then raise exception '% reminders claimed twice', claimed; end if;
  perform public.mark_viewing_reminder(other, false);
  select count(*) into claimed from public.claim_viewing_reminders(slot - interval '1 hour', slot + interval '1 day', now() + interval '1 minute');
  if claimed <> 1 then raise exception 'a released reminder was claimed % times', claimed; end if;
end
$$;
reset role;

-- The index holds even for the table's owner: two standing bookings of one slot cannot exist.
do $$
declare
  slot timestamptz := date_trunc('hour', now()) + interval '20 days';
begin
  insert into public.viewings (submission_id, place, slot_start, slot_end, name, email, phone, locale)
  values (gen_random_uuid(), 'video', slot, slot + interval '30 minutes', 'A', 'a@example.com', '1', 'en');
  begin
    insert into public.viewings (submission_id, place, slot_start, slot_end, name, email, phone, locale)
    values (gen_random_uuid(), 'video', slot, slot + interval '30 minutes', 'B', 'b@example.com', '2', 'en');
    raise exception 'two standing bookings of one slot';
  exception when unique_violation then null;
  end;
end
$$;
