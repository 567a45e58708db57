-- The experiment variants a lead's visitor was shown, as experiment id ->
-- variant id (only for visitors enrolled under analytics_storage consent),
-- so `npm run experiments:report` counts leads per variant. The function
-- validates ids and count (experimentsSchema in
-- supabase/functions/_shared/contact-schema.ts); the check keeps any other
-- writer to an object of bounded size: EXPERIMENTS_MAX_BYTES of
-- supabase/functions/_shared/experiment-fields.ts (a Deno test reads this number).
alter table public.contact_messages
  add column experiments jsonb
    check (
      experiments is null
      or (jsonb_typeof(experiments) = 'object' and octet_length(experiments::text) <= 1024)
    );

comment on column public.contact_messages.experiments is
  'Experiment variants the visitor was shown before sending the lead: {"<experiment id>": "<variant id>"}; null without analytics consent.';

