-- Every lead the function accepts fits: the attribution's cap is
-- ATTRIBUTION_MAX_BYTES of supabase/functions/_shared/attribution-fields.ts
-- (a Deno test reads this number and stores the largest valid attribution).
alter table public.contact_messages drop constraint if exists contact_messages_attribution_check;
alter table public.contact_messages
  add constraint contact_messages_attribution_check
    check (
      attribution is null
      or (
        jsonb_typeof(attribution) = 'object'
        and octet_length(attribution::text) <= 32768
        and jsonb_typeof(attribution -> 'lastTouch') in ('object', 'null')
        and jsonb_typeof(attribution -> 'firstTouch') in ('object', 'null')
        and jsonb_typeof(attribution -> 'formPage') = 'string'
        and jsonb_typeof(attribution -> 'formVariant') = 'string'
        and jsonb_typeof(attribution -> 'consent') in ('object', 'null')
      )
    );

-- Rate-limit buckets are an HMAC of the client's address (or its IPv6 /64)
-- with a secret salt; those stored before were plain SHA-256 hashes of the
-- address, which anyone can recompute: they go.
delete from public.contact_rate_limits;
comment on table public.contact_rate_limits is
  'Rate-limit windows of the send-contact-email Edge Function, keyed by a salted HMAC of the client address (IPv6: its /64).';

-- Ended windows are forgotten by the database's own scheduler, every ten
-- minutes, whatever the function's traffic. A window older than a day has
-- ended under any sensible CONTACT_RATE_WINDOW_SECONDS. Without pg_cron
-- (the embedded local database) the local runner's timer prunes instead.
do $rate_limit_prune$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule(
      'contact-rate-limits-prune',
      '*/10 * * * *',
      $job$ delete from public.contact_rate_limits where window_started_at < now() - interval '1 day' $job$
    );
  end if;
end
$rate_limit_prune$;
