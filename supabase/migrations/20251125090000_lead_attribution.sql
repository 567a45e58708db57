-- Where each lead came from: first and last touch (landing page, referrer,
-- utm_* and ad click ids, each touch with its time), the page and form that
-- sent it, and the consent state at submit. The function validates the shape
-- field by field (attributionSchema in supabase/functions/_shared/contact-schema.ts,
-- which caps every value); the checks here keep any other writer to an object
-- of that outline and bounded size. Null for leads sent without it.
alter table public.contact_messages
  add column attribution jsonb
    check (
      attribution is null
      or (
        jsonb_typeof(attribution) = 'object'
        and octet_length(attribution::text) <= 16384
        and jsonb_typeof(attribution -> 'lastTouch') in ('object', 'null')
        and jsonb_typeof(attribution -> 'firstTouch') in ('object', 'null')
        and jsonb_typeof(attribution -> 'formPage') = 'string'
        and jsonb_typeof(attribution -> 'formVariant') = 'string'
        and jsonb_typeof(attribution -> 'consent') in ('object', 'null')
      )
    );

comment on column public.contact_messages.attribution is
  'First/last touch (landing page, referrer, utm_*, click ids, times), form page and variant, consent at submit.';

-- Offline conversion exports look leads up by Google click id.
create index contact_messages_gclid_idx
  on public.contact_messages ((attribution -> 'lastTouch' ->> 'gclid'))
  where attribution -> 'lastTouch' ->> 'gclid' is not null;
