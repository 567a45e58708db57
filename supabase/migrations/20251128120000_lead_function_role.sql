-- The send-contact-email function's own database role: only what the function
-- does, nothing an owner can. It stores a lead with its queued deliveries,
-- reads a lead back by idempotency key, counts rate-limit hits, and claims,
-- records and parks deliveries. It cannot delete or empty a table, read
-- another schema, change the schema, or touch Vault and pg_cron; the
-- retention, export and erasure jobs run as the owner, not as this role.
--
-- The role is created without a login: the operator gives it one with a
-- password of their own, never in a migration (docs/lead-capture.md, "Database
-- role"), and the function's DATABASE_URL names it. The local runner and the
-- tests run the function's statements as this role too (SET ROLE on PGlite, the
-- `role` connection parameter on PostgreSQL).
--
-- A table or function the function starts to use needs its grant (and, for a
-- table, its policy) here, in a later migration: the tests run as this role and
-- fail on any statement it may not run.

do $role$
begin
  if not exists (select from pg_roles where rolname = 'lead_function') then
    create role lead_function nologin noinherit;
  end if;
end
$role$;

comment on role lead_function is
  'send-contact-email Edge Function: insert/select leads, rate-limit windows and deliveries; no delete, no DDL.';

grant usage on schema public to lead_function;

-- Leads: stored once, read back by idempotency key (a retry, a concurrent submit).
grant select, insert on table public.contact_messages to lead_function;
-- Rate-limit windows: one upsert per submission whose captcha passed.
-- (Ended windows are pruned by pg_cron, as the owner.)
grant select, insert, update on table public.contact_rate_limits to lead_function;
-- Deliveries: queued with the lead, then claimed, recorded and parked.
grant select, insert, update on table public.lead_outbox to lead_function;

-- Row-level security stays on, with no policy for the public API roles; this
-- role gets exactly the rows of the commands granted above (all of them: a
-- lead has no owner among the function's callers).
create policy lead_function_select on public.contact_messages for select to lead_function using (true);
create policy lead_function_insert on public.contact_messages for insert to lead_function with check (true);
create policy lead_function_select on public.contact_rate_limits for select to lead_function using (true);
create policy lead_function_insert on public.contact_rate_limits for insert to lead_function with check (true);
create policy lead_function_update on public.contact_rate_limits for update to lead_function using (true) with check (true);
create policy lead_function_select on public.lead_outbox for select to lead_function using (true);
create policy lead_function_insert on public.lead_outbox for insert to lead_function with check (true);
create policy lead_function_update on public.lead_outbox for update to lead_function using (true) with check (true);

-- The function calls no function of its own; the built-ins it uses
-- (gen_random_uuid, now, make_interval, unnest) are executable by everyone.

-- Sequences: the public API roles use none of them (lead_outbox's identity
-- is drawn by the insert itself), so they keep no privilege on any, now or
-- later (Supabase's default privileges grant every new sequence to them).
revoke all on all sequences in schema public from anon, authenticated, public;
alter default privileges in schema public revoke all on sequences from anon, authenticated, public;
