-- A failed alert e-mail is retried by every product webhook's retry run. A mail service that is
-- down would then be asked again on every webhook, and the dealer's "send again" would find
-- nothing left to send. Automatic runs now leave a failed send alone for a while after its last
-- attempt; the dealer's own retry (and any caller that passes 0) takes it at once. A new name,
-- so code still calling claim_stock_alert_deliveries(max_attempts) keeps working while it is
-- deployed after this migration.
create function public.claim_due_stock_alert_deliveries(max_attempts integer, failed_wait_seconds integer)
returns table (
  delivery_id uuid, alert_id uuid, email text, locale text, kind text,
  reference text, brands text[], year_bands text[], price_band text, size_bands text[],
  delivery_product jsonb, delivery_kind text
)
language sql
volatile
set search_path = ''
as $$
  with due as (
    select d.id
    from public.alert_deliveries d join public.stock_alerts a on a.id = d.alert_id
    where d.status in ('pending', 'sending', 'failed')
      and d.attempts < claim_due_stock_alert_deliveries.max_attempts
      and d.created_at > now() - interval '7 days'
      and (
        (d.status = 'failed'
          and d.updated_at <= now() - make_interval(secs => greatest(claim_due_stock_alert_deliveries.failed_wait_seconds, 0)))
        or (d.status = 'pending' and d.updated_at < now() - interval '1 minute')
        or (d.status = 'sending' and d.claimed_at < now() - interval '5 minutes')
      )
      and a.status <> 'cancelled'
      and (d.kind = 'confirmation' or a.status = 'confirmed')
    order by d.created_at
    limit 100
    for update of d skip locked
  ),
  claimed as (
    update public.alert_deliveries d
    set status = 'sending', claimed_at = now(), updated_at = now()
    from due
    where d.id = due.id
    returning d.id, d.alert_id, d.product, d.kind, d.created_at
  )
  select c.id, a.id, a.email, a.locale, a.kind, a.reference, a.brands, a.year_bands,
    a.price_band, a.size_bands, c.product, c.kind
  from claimed c join public.stock_alerts a on a.id = c.alert_id
  order by c.created_at;
$$;

revoke all on function public.claim_due_stock_alert_deliveries(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_due_stock_alert_deliveries(integer, integer) to service_role;

-- The one-argument claim is now the two-argument one with no wait: one place holds the rule.
create or replace function public.claim_stock_alert_deliveries(max_attempts integer)
returns table (
  delivery_id uuid, alert_id uuid, email text, locale text, kind text,
  reference text, brands text[], year_bands text[], price_band text, size_bands text[],
  delivery_product jsonb, delivery_kind text
)
language sql
volatile
set search_path = ''
as $$
  select * from public.claim_due_stock_alert_deliveries(claim_stock_alert_deliveries.max_attempts, 0);
$$;
