-- Offers in the shopper's currency (issue 54; decision 134): an offer is made, answered and paid in
-- its site's currency (`currency`, there since 20261129130000_offers.sql, default 'GBP'), and the
-- offer keeps the country its site prices in, so the dealer sees which market it came from. Older
-- rows are the UK's, where every offer was taken before.
alter table public.offers add column country text not null default 'GB';
alter table public.offers add constraint offers_country_format check (country ~ '^[A-Z]{2}$');
