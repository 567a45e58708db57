-- The pages' Content-Security-Policy violation reports, as counts
-- (supabase/functions/_shared/csp-reports.ts): per blocked host (a host name
-- or a keyword such as inline or eval), directive and disposition (enforce,
-- or report for a report-only policy). No page or blocked URL, no address,
-- no user agent: nothing here is personal data, so no retention applies.
-- csp_blocked_hosts lists each host once, with when it was first reported:
-- the function alerts once per host it adds.

create table public.csp_violations (
  blocked_host text not null check (char_length(blocked_host) between 1 and 253),
  directive text not null check (directive ~ '^[a-z-]{1,40}$'),
  disposition text not null check (disposition in ('enforce', 'report')),
  reports bigint not null check (reports > 0),
  first_seen timestamptz not null,
  last_seen timestamptz not null,
  primary key (blocked_host, directive, disposition)
);

create table public.csp_blocked_hosts (
  blocked_host text primary key check (char_length(blocked_host) between 1 and 253),
  first_seen timestamptz not null
);

comment on table public.csp_violations is 'CSP violation reports counted per blocked host, directive and disposition; no personal data.';
comment on table public.csp_blocked_hosts is 'Every host a CSP violation report named, once: the function alerts when it adds one.';

-- Never exposed through the REST API: RLS on, no policy for the API roles.
alter table public.csp_violations enable row level security;
alter table public.csp_blocked_hosts enable row level security;
revoke all on table public.csp_violations, public.csp_blocked_hosts from anon, authenticated, public;

-- The function counts reports (an upsert) and adds hosts (insert, skipping known ones).
grant select, insert, update on table public.csp_violations to lead_function;
grant select, insert on table public.csp_blocked_hosts to lead_function;
create policy lead_function_select on public.csp_violations for select to lead_function using (true);
create policy lead_function_insert on public.csp_violations for insert to lead_function with check (true);
create policy lead_function_update on public.csp_violations for update to lead_function using (true) with check (true);
create policy lead_function_select on public.csp_blocked_hosts for select to lead_function using (true);
create policy lead_function_insert on public.csp_blocked_hosts for insert to lead_function with check (true);
