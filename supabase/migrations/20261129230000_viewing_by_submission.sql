-- A booking form pressed again after its first press timed out for the shopper (issue 54): the
-- booking that submission made, so the page answers with its confirmation whatever the form now
-- holds, instead of a taken slot or a refusal. Null when the submission booked nothing.
create function public.viewing_by_submission(submission uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select to_jsonb(public.viewing_as_row(v)) from public.viewings v
  where v.submission_id = viewing_by_submission.submission;
$$;

revoke all on function public.viewing_by_submission(uuid) from public, anon, authenticated;
grant execute on function public.viewing_by_submission(uuid) to service_role;
