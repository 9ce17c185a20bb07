-- The instant valuation a seller got on /sell-your-watch travels with the quick sell lead
-- (docs/decisions/102-valuation-and-condition-report.md): the reference, the seller's choices
-- (year band, condition, box and papers), the range shown and how many sales it rests on, as
-- the storefront worked it out and signed it. Null when the seller asked for none.
alter table public.sell_requests_quick
  add column valuation jsonb,
  add constraint sell_requests_quick_valuation_object
    check (valuation is null or jsonb_typeof(valuation) = 'object'),
  add constraint sell_requests_quick_valuation_size
    check (valuation is null or octet_length(valuation::text) <= 2000);

-- Access stays the table's own (20250101000000_lead_tables.sql): row-level security on, the
-- public key may insert (a table-wide grant, so the new column too) and read nothing back;
-- the dealer reads with the service role. Said again here so this file holds on its own.
alter table public.sell_requests_quick enable row level security;
revoke select, update, delete on table public.sell_requests_quick from anon, authenticated;
