-- Lead tables for the storefront's forms (seed 001 §3, §7).
--
-- Every table:
--   * id / created_at are filled by the database;
--   * submission_id is sent by the storefront, one per rendered form, and is UNIQUE so a
--     repeated post (double click, retry after a timeout) never stores a second copy: the
--     duplicate answers 409 / 23505 and the storefront treats that as "already stored";
--   * CHECK constraints bound every text field, so a visitor cannot park megabytes in a lead;
--   * row-level security is on, and the public (anon) role may INSERT and nothing else.
--     There is deliberately no SELECT/UPDATE/DELETE policy: leads are read with the
--     service-role key (dashboard, inbox), which bypasses RLS.
--
-- Standard Postgres + Supabase roles (anon, authenticated, service_role) only, so the same
-- file applies with `supabase db push` or the SQL editor.

-- Constraints are named <table>_<column>_<rule> so error messages say what failed. The
-- e-mail check is deliberately loose (something@something.tld); the storefront validates
-- properly before posting.

-- ---------------------------------------------------------------------------------------
-- Enquiries: enquiry panel and enquiry dialog (watch detail, sell options, sourcing).
create table public.enquiries (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  submission_id uuid not null unique,
  subject text not null,
  name text not null,
  email text not null,
  phone_number text,
  message text not null,
  product_sku text,
  product_title text,
  contact_preference_phone boolean not null default false,
  contact_preference_email boolean not null default false,
  contact_preference_whatsapp boolean not null default false,
  contact_preference_imessage boolean not null default false,
  constraint enquiries_subject_length check (char_length(btrim(subject)) between 1 and 200),
  constraint enquiries_name_length check (char_length(btrim(name)) between 1 and 100),
  constraint enquiries_email_length check (char_length(email) <= 254),
  constraint enquiries_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint enquiries_phone_number_length check (char_length(phone_number) <= 40),
  constraint enquiries_message_length check (char_length(btrim(message)) between 1 and 5000),
  constraint enquiries_product_sku_length check (char_length(product_sku) <= 100),
  constraint enquiries_product_title_length check (char_length(product_title) <= 200)
);

-- ---------------------------------------------------------------------------------------
-- Small sell form on /sell-your-watch. Two sell tables rather than one with a `form`
-- column: the two forms name their fields differently (name vs first_name/last_name,
-- watch_condition vs condition) and require different ones, which NOT NULL says best.
create table public.sell_requests_quick (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  submission_id uuid not null unique,
  name text not null,
  email text not null,
  phone text not null,
  brand text not null,
  model text,
  reference text,
  box_papers text,
  watch_age text,
  watch_condition text,
  constraint sell_requests_quick_name_length check (char_length(btrim(name)) between 1 and 100),
  constraint sell_requests_quick_email_length check (char_length(email) <= 254),
  constraint sell_requests_quick_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint sell_requests_quick_phone_length check (char_length(btrim(phone)) between 1 and 40),
  constraint sell_requests_quick_brand_length check (char_length(btrim(brand)) between 1 and 100),
  constraint sell_requests_quick_model_length check (char_length(model) <= 100),
  constraint sell_requests_quick_reference_length check (char_length(reference) <= 100),
  constraint sell_requests_quick_box_papers_length check (char_length(box_papers) <= 100),
  constraint sell_requests_quick_watch_age_length check (char_length(watch_age) <= 100),
  constraint sell_requests_quick_watch_condition_length check (char_length(watch_condition) <= 200)
);

-- ---------------------------------------------------------------------------------------
-- Full sell form on /sell-your-watch-form, with its photos (paths in the private
-- `sell-photos` storage bucket, as returned in the upload's "Key"; at most 6).
create table public.sell_requests_full (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  submission_id uuid not null unique,
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null,
  country text,
  brand text not null,
  model text,
  reference text,
  dial_color text,
  watch_age text,
  condition text,
  box_papers text,
  estimated_value text,
  sale_method text,
  additional_notes text,
  photos jsonb not null default '[]'::jsonb,
  constraint sell_requests_full_first_name_length check (char_length(btrim(first_name)) between 1 and 100),
  constraint sell_requests_full_last_name_length check (char_length(btrim(last_name)) between 1 and 100),
  constraint sell_requests_full_email_length check (char_length(email) <= 254),
  constraint sell_requests_full_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint sell_requests_full_phone_length check (char_length(btrim(phone)) between 1 and 40),
  constraint sell_requests_full_country_value check (country in ('UK', 'US', 'EU', 'AS')),
  constraint sell_requests_full_brand_length check (char_length(btrim(brand)) between 1 and 100),
  constraint sell_requests_full_model_length check (char_length(model) <= 100),
  constraint sell_requests_full_reference_length check (char_length(reference) <= 100),
  constraint sell_requests_full_dial_color_length check (char_length(dial_color) <= 100),
  constraint sell_requests_full_watch_age_length check (char_length(watch_age) <= 100),
  constraint sell_requests_full_condition_length check (char_length(condition) <= 200),
  constraint sell_requests_full_box_papers_length check (char_length(box_papers) <= 100),
  constraint sell_requests_full_estimated_value_length check (char_length(estimated_value) <= 100),
  constraint sell_requests_full_sale_method_length check (char_length(sale_method) <= 100),
  constraint sell_requests_full_additional_notes_length check (char_length(additional_notes) <= 5000),
  constraint sell_requests_full_photos_shape check (
    jsonb_typeof(photos) = 'array' and jsonb_array_length(photos) <= 6
  )
);

-- ---------------------------------------------------------------------------------------
-- Contact page.
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  submission_id uuid not null unique,
  name text not null,
  email text not null,
  message text not null,
  constraint contact_messages_name_length check (char_length(btrim(name)) between 1 and 100),
  constraint contact_messages_email_length check (char_length(email) <= 254),
  constraint contact_messages_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint contact_messages_message_length check (char_length(btrim(message)) between 1 and 5000)
);

-- ---------------------------------------------------------------------------------------
-- Newsletter: footer form or popup.
create table public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  submission_id uuid not null unique,
  email text not null,
  source text not null,
  constraint newsletter_subscriptions_email_length check (char_length(email) <= 254),
  constraint newsletter_subscriptions_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint newsletter_subscriptions_source_value check (source in ('footer', 'popup'))
);

-- ---------------------------------------------------------------------------------------
-- Sourcing requests ("find me this watch").
create table public.sourcing_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  submission_id uuid not null unique,
  name text not null,
  email text not null,
  phone text,
  brand text,
  model text,
  reference text,
  budget text,
  message text,
  constraint sourcing_requests_name_length check (char_length(btrim(name)) between 1 and 100),
  constraint sourcing_requests_email_length check (char_length(email) <= 254),
  constraint sourcing_requests_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint sourcing_requests_phone_length check (char_length(phone) <= 40),
  constraint sourcing_requests_brand_length check (char_length(brand) <= 100),
  constraint sourcing_requests_model_length check (char_length(model) <= 100),
  constraint sourcing_requests_reference_length check (char_length(reference) <= 100),
  constraint sourcing_requests_budget_length check (char_length(budget) <= 100),
  constraint sourcing_requests_message_length check (char_length(message) <= 5000)
);

-- ---------------------------------------------------------------------------------------
-- Access: the public key may insert, nothing else.
--
-- Supabase's default privileges grant ALL on new public tables to anon and authenticated;
-- revoke them first so only INSERT remains (TRUNCATE, for one, is not subject to RLS).
-- RLS is then the second lock: one INSERT policy for anon, no other policy, so even a
-- future stray grant exposes no rows. service_role bypasses RLS on Supabase.
do $$
declare
  t text;
begin
  foreach t in array array[
    'enquiries', 'sell_requests_quick', 'sell_requests_full',
    'contact_messages', 'newsletter_subscriptions', 'sourcing_requests'
  ] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
    execute format('grant insert on table public.%I to anon', t);
    execute format('grant all on table public.%I to service_role', t);
    execute format(
      'create policy %I on public.%I for insert to anon with check (true)',
      'anon can insert ' || t, t
    );
  end loop;
end
$$;
