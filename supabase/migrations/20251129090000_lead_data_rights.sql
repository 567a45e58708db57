-- A person's rights over their leads, and how long leads are kept.
--
-- The operator finds, exports and erases one person's leads by e-mail address
-- with the functions below: `npm run leads:find|leads:export-person|leads:erase`
-- call them on the local database and, with DATABASE_URL, on production, where
-- the SQL editor or the service role (supabase.rpc) can call them as well.
-- A person's data in this database is their contact_messages rows (every
-- column: the form fields, attribution, experiments, idempotency key, payload
-- hash) and their lead_outbox rows. contact_rate_limits cannot be linked to a
-- person (its keys are a salted HMAC of a client address, which no lead
-- records) and forgets every window within a day (20251126090000_lead_limits.sql).
--
-- A retention job deletes every lead (and its deliveries) older than
-- lead_retention_days(), which equals LEAD_RETENTION_DAYS of
-- supabase/functions/_shared/lead-retention.ts (a Deno test compares them).
--
-- None of these functions is for the public API: EXECUTE is revoked from
-- PUBLIC, anon and authenticated; the owner, service_role and pg_cron run them.
-- Each runs with its caller's rights and an empty search path (every name is
-- schema-qualified), so a caller's objects cannot stand in for the tables.

-- The retention period in days: LEAD_RETENTION_DAYS. Changing it means a new
-- migration replacing this function (and the constant, or the test fails).
create function public.lead_retention_days() returns integer
  language sql immutable
  set search_path = ''
  as $$ select 730 $$;

-- An address as the site hashes it (normalizeEmailForHashing of
-- supabase/functions/_shared/hash-email.ts, which a Deno test compares with
-- this): Unicode NFC, trimmed, lower-cased, and for gmail.com and
-- googlemail.com the local part's dots removed. Two addresses with the same
-- form reach the same mailbox, so they are one person's.
create function public.lead_subject_address(p_email text) returns text
  language sql immutable strict
  set search_path = ''
  as $$
    select case
             when split_part(address, '@', -1) in ('gmail.com', 'googlemail.com') and position('@' in address) > 0
               then replace(left(address, length(address) - length(split_part(address, '@', -1)) - 1), '.', '')
                    || '@' || split_part(address, '@', -1)
             else address
           end
      from (select lower(btrim(normalize(p_email, nfc))) as address) as given
  $$;

create index contact_messages_subject_address_idx on public.contact_messages (public.lead_subject_address(email));
-- The retention job's range (and `npm run leads`' order).
create index contact_messages_received_at_idx on public.contact_messages (received_at);

-- One erasure per row, holding no personal data: an HMAC-SHA256 of the
-- address's subject form keyed with LEAD_ERASURE_HMAC_KEY (a secret the
-- operator keeps, never stored here), the day, and how many rows went. With the
-- key, `npm run leads:find` shows whether and when an address was erased;
-- without it the hash cannot be tied to anyone.
create table public.lead_erasures (
  id bigint generated always as identity primary key,
  email_hmac text not null check (email_hmac ~ '^[0-9a-f]{64}$'),
  erased_on date not null default current_date,
  leads_removed integer not null check (leads_removed >= 0),
  deliveries_removed integer not null check (deliveries_removed >= 0)
);

comment on table public.lead_erasures is
  'One row per erasure request carried out: keyed hash of the address, date, rows removed. No personal data; no API access.';

create index lead_erasures_email_hmac_idx on public.lead_erasures (email_hmac);

alter table public.lead_erasures enable row level security;
revoke all on table public.lead_erasures from anon, authenticated;

-- Deletes the given leads and their deliveries in one statement; how many of each.
create function public.lead_delete(p_ids uuid[])
  returns table (leads_removed integer, deliveries_removed integer)
  language sql
  set search_path = ''
  as $$
    with deliveries as (
      delete from public.lead_outbox where lead_id = any (p_ids) returning 1
    ), leads as (
      delete from public.contact_messages where id = any (p_ids) returning 1
    )
    select (select count(*)::integer from leads), (select count(*)::integer from deliveries)
  $$;

-- Everything stored about the person with this address, as one JSON document:
-- each lead with every column and its deliveries, oldest first, and the date
-- the retention job will delete it.
create function public.lead_subject_export(p_email text) returns json
  language sql stable strict
  set search_path = ''
  as $$
    select json_build_object(
      'email', p_email,
      'exported_at', now(),
      'retention_days', public.lead_retention_days(),
      'leads', coalesce(json_agg(
        (to_jsonb(lead) || jsonb_build_object(
          'kept_until', lead.received_at + make_interval(days => public.lead_retention_days()),
          'deliveries', (
            select coalesce(jsonb_agg(to_jsonb(delivery) order by delivery.channel), '[]'::jsonb)
              from public.lead_outbox as delivery
             where delivery.lead_id = lead.id
          )
        ))::json
        order by lead.received_at, lead.id
      ), '[]'::json)
    )
      from public.contact_messages as lead
     where public.lead_subject_address(lead.email) = public.lead_subject_address(p_email)
  $$;

-- Erases the person with this address: their leads and deliveries go, and one
-- audit row records p_email_hmac (computed by the caller with the key, see
-- lead_erasures), today's date and the counts. Also when nothing matched: the
-- request was carried out.
create function public.lead_subject_erase(p_email text, p_email_hmac text)
  returns table (leads_removed integer, deliveries_removed integer, erased_on date)
  language plpgsql
  set search_path = ''
  as $$
  declare
    removed record;
  begin
    if p_email is null or btrim(p_email) = '' then
      raise exception 'lead_subject_erase: no address given';
    end if;
    if p_email_hmac is null or p_email_hmac !~ '^[0-9a-f]{64}$' then
      raise exception 'lead_subject_erase: p_email_hmac must be the address''s HMAC-SHA256 in lower-case hex';
    end if;
    select * into removed from public.lead_delete(array(
      select id from public.contact_messages
       where public.lead_subject_address(email) = public.lead_subject_address(p_email)
    ));
    return query
      insert into public.lead_erasures as erasure (email_hmac, leads_removed, deliveries_removed)
      values (p_email_hmac, removed.leads_removed, removed.deliveries_removed)
      returning erasure.leads_removed, erasure.deliveries_removed, erasure.erased_on;
  end
  $$;

-- The retention job's work: deletes leads received more than
-- lead_retention_days() ago, with their deliveries.
create function public.lead_retention_delete()
  returns table (leads_removed integer, deliveries_removed integer)
  language sql
  set search_path = ''
  as $$
    select * from public.lead_delete(array(
      select id from public.contact_messages
       where received_at < now() - make_interval(days => public.lead_retention_days())
    ))
  $$;

do $revoke$
declare
  fn text;
begin
  foreach fn in array array[
    'public.lead_retention_days()',
    'public.lead_subject_address(text)',
    'public.lead_delete(uuid[])',
    'public.lead_subject_export(text)',
    'public.lead_subject_erase(text, text)',
    'public.lead_retention_delete()'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end
$revoke$;

-- The function's role stores leads, and every insert computes the index on
-- lead_subject_address(email): it may run that one pure normaliser, nothing else here.
grant execute on function public.lead_subject_address(text) to lead_function;

-- The retention job on Supabase: daily at 03:23 UTC. Databases without
-- pg_cron (the embedded local database, plain PostgreSQL) skip this block:
-- there the local function runner's timer runs the same function.
do $lead_retention$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule(
      'lead-retention',
      '23 3 * * *',
      $job$ select * from public.lead_retention_delete() $job$
    );
  end if;
end
$lead_retention$;
