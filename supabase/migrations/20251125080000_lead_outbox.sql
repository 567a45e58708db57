-- Lead delivery outbox: one row per lead and notification channel ('email',
-- later 'webhook'), written in the same statement as the lead itself, so a
-- stored lead always has its deliveries queued. Workers (the function right
-- after the insert, the scheduler below, `npm run leads:resend`) claim due rows
-- atomically, try the channel, and either mark the row delivered or schedule
-- the next attempt with exponential backoff and jitter; after
-- LEAD_MAX_ATTEMPTS failures a row is dead-lettered ('dead') for a person to
-- look at (`npm run leads` lists it, `npm run leads:resend` tries it again).
--
-- Statuses: 'pending' (waiting for next_attempt_at), 'sending' (claimed by a
-- worker until locked_until; a worker that died is replaced once the lease
-- ends), 'delivered', 'dead'. The logic lives in
-- supabase/functions/_shared/lead-outbox.ts.

create table public.lead_outbox (
  id bigint generated always as identity primary key,
  lead_id uuid not null references public.contact_messages (id) on delete cascade,
  channel text not null check (channel in ('email', 'webhook')),
  status text not null default 'pending' check (status in ('pending', 'sending', 'delivered', 'dead')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  -- Set with status 'sending': the claim's lease and the claiming worker's
  -- token, so only the worker holding the claim can record its outcome.
  locked_until timestamptz,
  claim_token uuid,
  last_error text check (char_length(last_error) <= 1000),
  -- The provider's id of the delivered message (Resend's e-mail id).
  provider_id text check (char_length(provider_id) <= 200),
  delivered_at timestamptz,
  created_at timestamptz not null default now(),
  unique (lead_id, channel)
);

comment on table public.lead_outbox is
  'Notification deliveries of website leads (one row per lead and channel), retried with backoff. No API access.';

-- What workers look for: rows due now, and claims whose lease ran out.
create index lead_outbox_due_idx on public.lead_outbox (next_attempt_at) where status = 'pending';
create index lead_outbox_leased_idx on public.lead_outbox (locked_until) where status = 'sending';

alter table public.lead_outbox enable row level security;
revoke all on table public.lead_outbox from anon, authenticated;

-- Leads stored before the outbox: their e-mail notification moves over with
-- its state, then the lead's own notification columns go (one place per fact).
insert into public.lead_outbox (lead_id, channel, status, attempts, next_attempt_at, last_error, provider_id, delivered_at, created_at)
select id,
       'email',
       case when notification_status = 'sent' then 'delivered' else 'pending' end,
       notification_attempts,
       now(),
       notification_error,
       notification_id,
       notified_at,
       received_at
  from public.contact_messages;

drop index if exists public.contact_messages_unsent_idx;
alter table public.contact_messages
  drop column notification_status,
  drop column notification_attempts,
  drop column notification_error,
  drop column notification_id,
  drop column notified_at;

-- The scheduler on Supabase: every 30 seconds pg_cron asks the function to
-- work off due rows (POST …/send-contact-email/outbox with the shared secret),
-- through pg_net, and only when some row is due or its lease ran out, so an
-- idle outbox costs one indexed query per tick and no invocation.
--
-- The function's address and the secret live in Supabase Vault (never in a
-- migration); docs/lead-capture.md shows the two `vault.create_secret` calls
-- and the matching `OUTBOX_CRON_SECRET` function secret. Databases without
-- pg_cron/pg_net (the embedded local database, plain PostgreSQL) skip this
-- block: there the local function runner's own timer does the same work.
do $outbox_cron$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron')
     and exists (select from pg_available_extensions where name = 'pg_net') then
    -- Where Supabase's documentation puts them.
    create extension if not exists pg_cron with schema pg_catalog;
    create extension if not exists pg_net with schema extensions;
    perform cron.schedule(
      'lead-outbox',
      '30 seconds',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'lead_outbox_url'),
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'x-outbox-secret', (select decrypted_secret from vault.decrypted_secrets where name = 'lead_outbox_secret')
          ),
          body := '{}'::jsonb,
          timeout_milliseconds := 55000
        )
        where exists (select from vault.decrypted_secrets where name = 'lead_outbox_url')
          and (exists (select from public.lead_outbox where status = 'pending' and next_attempt_at <= now())
               or exists (select from public.lead_outbox where status = 'sending' and locked_until <= now()))
      $job$
    );
  end if;
end
$outbox_cron$;
