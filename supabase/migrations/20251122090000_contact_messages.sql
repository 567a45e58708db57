-- Lead capture: every message sent through the site's contact forms.
--
-- Written only by the send-contact-email Edge Function, which connects with the
-- database owner's credentials (SUPABASE_DB_URL). Row-level security is on and
-- there is deliberately NO policy: the public API roles (anon, authenticated)
-- can neither read nor write leads, and their table privileges are revoked too.
--
-- Length limits match CONTACT_LIMITS in supabase/functions/_shared/contact-schema.ts.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  -- Sent by the browser with every submission (Idempotency-Key header) so a
  -- retried submit never stores a lead twice; generated when a caller sends none.
  idempotency_key text not null unique check (char_length(idempotency_key) between 8 and 200),
  -- SHA-256 of the message fields: a reused key with a different message is refused.
  payload_hash text not null check (char_length(payload_hash) = 64),
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254),
  company text not null default '' check (char_length(company) <= 200),
  message text not null check (char_length(message) between 1 and 5000),
  -- Set by forms that say which button and component sent them (DV360 Self-Serve).
  button_text text check (char_length(button_text) <= 120),
  component_name text check (char_length(component_name) <= 120),
  received_at timestamptz not null default now(),
  -- The lead is stored before any e-mail is attempted: 'pending' until the
  -- notification is sent ('sent') or an attempt fails ('failed').
  -- `npm run leads:resend` retries every lead that is not 'sent'.
  notification_status text not null default 'pending'
    check (notification_status in ('pending', 'sent', 'failed')),
  notification_attempts integer not null default 0 check (notification_attempts >= 0),
  notification_error text,
  notification_id text,
  notified_at timestamptz
);

comment on table public.contact_messages is
  'Leads from the website contact forms. Written by the send-contact-email Edge Function only; no API access.';

create index contact_messages_unsent_idx
  on public.contact_messages (received_at)
  where notification_status <> 'sent';

alter table public.contact_messages enable row level security;
revoke all on table public.contact_messages from anon, authenticated;

-- Fixed-window submission counters per client (a SHA-256 of the IP address,
-- never the address itself), used by the function's rate limit.
create table public.contact_rate_limits (
  bucket text primary key,
  window_started_at timestamptz not null,
  hits integer not null check (hits >= 0)
);

comment on table public.contact_rate_limits is
  'Rate-limit windows of the send-contact-email Edge Function, keyed by hashed client address.';

alter table public.contact_rate_limits enable row level security;
revoke all on table public.contact_rate_limits from anon, authenticated;
