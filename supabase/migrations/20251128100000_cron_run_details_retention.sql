-- pg_cron records every run of every job in cron.job_run_details, which grows
-- without end (the lead-outbox job alone can run every 30 seconds). A daily
-- job keeps the last seven days. Databases without pg_cron (the embedded
-- local database, plain PostgreSQL) skip this block.
do $cron_retention$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule(
      'cron-run-details-prune',
      '17 3 * * *',
      $job$ delete from cron.job_run_details where end_time < now() - interval '7 days' $job$
    );
  end if;
end
$cron_retention$;
