import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { FIRST_NAMES, LAST_NAMES, list as sqlList } from './large.ts';

/**
 * The bench studio's rows, batch by batch in SQL (INSERT … SELECT over generate_series). Client N
 * and job N get fixed ids (uuidOf), so a job finds its client by number without a lookup table, and
 * every name, address and date is a function of N: a run that stopped midway continues with the
 * same data it would have written.
 */
const CLIENT_PREFIX = 'b5e0c11e-0000-4000-8000-';
const JOB_PREFIX = 'b5e00b00-0000-4000-8000-';
const uuidOf = (prefix: string, n: SQL) => sql`(${prefix} || lpad(to_hex(${n}), 12, '0'))::uuid`;

const DOMAINS = 'gmail.test,outlook.test,icloud.test,yahoo.test,proton.test,fastmail.test'.split(',');
const AREAS = '212,646,718,917,415,312,617,202,305,512'.split(',');
const TAGS = 'vip,referral,repeat,newsletter,wedding-2026,corporate,family,press'.split(',');
const SOURCES = 'Instagram,Google,Referral,Wedding fair,Facebook,Website,The Knot,Pinterest'.split(',');
const ORG_KINDS = 'Events,Hotel,Agency,Magazine,Estate,Foundation,Gallery,Architects'.split(',');
/** One job in SESSION_EVERY has sessions (1-3): a month of the ±3 years then holds a few hundred. */
export const SESSION_EVERY = 16;
const MAIN_DATE = sql`(current_date + ((j::bigint * 6007) % 2191 - 1095)::int)`;

const first = (n: SQL) => sql`(${sqlList(FIRST_NAMES)})[1 + (${n}) % ${FIRST_NAMES.length}]`;
const last = (n: SQL) =>
  sql`(${sqlList(LAST_NAMES)})[1 + ((${n}) / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]`;

/** Clients from..to: 70 % persons, 20 % couples, 10 % organisations. */
export async function insertClients(tx: Db, companyId: string, from: number, to: number) {
  await tx.execute(sql`
    create temp table seed_clients on commit drop as
    select i, ${uuidOf(CLIENT_PREFIX, sql`i`)} as id,
      case when i % 10 < 7 then 'person' when i % 10 < 9 then 'couple' else 'organisation' end as kind,
      ${first(sql`i`)} as f1, ${last(sql`i`)} as l1,
      ${first(sql`i * 7 + 3`)} as f2,
      case when i % 3 = 0 then ${last(sql`i * 11 + 5`)} else ${last(sql`i`)} end as l2,
      (${sqlList(DOMAINS)})[1 + i % ${DOMAINS.length}] as domain,
      '+1 ' || (${sqlList(AREAS)})[1 + i % ${AREAS.length}] || ' 555 ' || lpad((i % 10000)::text, 4, '0') as p1,
      '+1 ' || (${sqlList(AREAS)})[1 + (i / 7) % ${AREAS.length}] || ' 555 ' || lpad(((i::bigint * 37) % 10000)::text, 4, '0') as p2,
      now() - ((${to} - i) * interval '17 minutes') as created_at
    from generate_series(${from}::int, ${to}::int) as i`);
  await tx.execute(sql`
    alter table seed_clients add column contacts jsonb, add column display_name text, add column org text`);
  await tx.execute(sql`
    update seed_clients set
      org = case when kind = 'organisation' then l1 || ' ' || (${sqlList(ORG_KINDS)})[1 + i % ${ORG_KINDS.length}] end,
      contacts = case when kind = 'couple' then jsonb_build_array(
          jsonb_build_object('firstName', f1, 'lastName', l1, 'email', lower(f1 || '.' || l1) || (i % 100) || '@' || domain, 'phone', p1),
          jsonb_build_object('firstName', f2, 'lastName', l2, 'email', case when i % 4 = 0 then null else lower(f2 || l2) || '@' || domain end, 'phone', case when i % 2 = 0 then p2 end))
        else jsonb_build_array(jsonb_build_object('firstName', f1, 'lastName', l1,
          'email', lower(f1 || '.' || l1) || (i % 100) || '@' || case when kind = 'organisation' then lower(l1) || '.test' else domain end,
          'phone', case when i % 9 = 4 then null else p1 end)) end,
      display_name = case kind
        when 'couple' then case when l1 = l2 then f1 || ' & ' || f2 || ' ' || l1 else f1 || ' ' || l1 || ' & ' || f2 || ' ' || l2 end
        when 'organisation' then l1 || ' ' || (${sqlList(ORG_KINDS)})[1 + i % ${ORG_KINDS.length}]
        else f1 || ' ' || l1 end`);
  // search_text as the clients repo writes it: display name, organisation, every contact's names,
  // emails and phones, and the phones' digits alone, lower-cased.
  await tx.execute(sql`
    insert into clients (id, company_id, kind, organisation_name, contacts, display_name, search_text,
      address, notes, tags, lead_source, created_at, updated_at)
    select id, ${companyId}::uuid, kind, org, contacts, display_name,
      lower(concat_ws(' ', display_name, org, (select string_agg(concat_ws(' ', c->>'firstName',
        c->>'lastName', c->>'email', c->>'phone', regexp_replace(c->>'phone', '\\D', '', 'g')), ' ')
        from jsonb_array_elements(contacts) c))),
      jsonb_build_object('line1', (i % 400 + 1) || ' ' || l1 || ' Street', 'city',
        (array['New York','Brooklyn','Jersey City','Hoboken','Yonkers'])[1 + i % 5], 'region', 'NY',
        'postalCode', lpad((10001 + i % 290)::text, 5, '0'), 'country', 'US'),
      case when i % 6 = 0 then 'Prefers morning shoots; ask about the dog.' else '' end,
      case when i % 3 = 0 then '{}'::text[]
        else array[(${sqlList(TAGS)})[1 + i % ${TAGS.length}]] ||
          case when i % 5 = 0 then array[(${sqlList(TAGS)})[1 + (i / 5) % ${TAGS.length}]] else '{}'::text[] end end,
      case when i % 7 = 0 then null else (${sqlList(SOURCES)})[1 + (i / 3) % ${SOURCES.length}] end,
      created_at, created_at
    from seed_clients`);
}

/**
 * Jobs from..to of `clients` clients: 40 % leads (across the pipeline, a fifth archived), 60 % jobs
 * (a sixth archived, the rest completed when their date is past, active otherwise), main dates over ±3 years, each with its client (every
 * 10th a second one) and one in SESSION_EVERY with 1-3 sessions.
 */
export async function insertJobs(tx: Db, companyId: string, from: number, to: number, clients: number) {
  await tx.execute(sql`
    create temp table seed_jobs on commit drop as
    with lists as (
      select (select array_agg(id order by position) from job_types where company_id = ${companyId}) as types,
        (select array_agg(name order by position) from job_types where company_id = ${companyId}) as type_names,
        (select array_agg(id order by position) from lead_stages where company_id = ${companyId}) as stages,
        (select array_agg(kind order by position) from lead_stages where company_id = ${companyId}) as stage_kinds,
        (select id from lead_stages where company_id = ${companyId} and kind = 'won' order by position limit 1) as won)
    select j, ${uuidOf(JOB_PREFIX, sql`j`)} as id,
      (1 + (j::bigint * 7919) % ${clients})::int as client_n,
      (1 + (j::bigint * 104729) % ${clients})::int as second_n,
      case when j % 5 < 2 then 'lead' else 'job' end as stage,
      case when j % 5 < 2 then case when j % 10 = 1 then 'archived' else 'active' end
        when j % 10 = 4 then 'archived' when ${MAIN_DATE} < current_date - 14 then 'completed'
        else 'active' end as status,
      types[1 + j % array_length(types, 1)] as type_id, type_names[1 + j % array_length(types, 1)] as type_name,
      stages[1 + (j / 5) % array_length(stages, 1)] as stage_id,
      stage_kinds[1 + (j / 5) % array_length(stages, 1)] as stage_kind, won,
      ${MAIN_DATE} as main_date,
      now() - ((${to} - j) * interval '8 minutes') - interval '30 days' as created_at
    from generate_series(${from}::int, ${to}::int) as j, lists`);
  await tx.execute(sql`
    insert into jobs (id, company_id, stage, status, lead_stage_id, lost_reason, job_type_id, name,
      main_date, value_cents, notes, activated_at, converted_at, completed_at, archived_at, created_at, updated_at)
    select s.id, ${companyId}::uuid, stage, status,
      case when stage = 'lead' then stage_id when j % 3 = 0 then won end,
      case when stage = 'lead' and stage_kind = 'lost' then 'Went with another photographer' end,
      type_id, ${last(sql`client_n`)} || ' ' || type_name, main_date,
      case when j % 8 = 0 then null else 50000 + (j % 60) * 10000 end,
      case when j % 4 = 0 then 'Shot list agreed; second shooter booked.' else '' end,
      case when stage = 'job' then created_at end,
      case when stage = 'job' and j % 3 = 0 then created_at end,
      case when status = 'completed' then least(now(), main_date + interval '14 days') end,
      case when status = 'archived' then created_at + interval '1 day' end,
      created_at, created_at
    from seed_jobs s`);
  await tx.execute(sql`
    insert into job_clients (job_id, client_id, company_id, position)
    select id, ${uuidOf(CLIENT_PREFIX, sql`client_n`)}, ${companyId}::uuid, 0 from seed_jobs
    union all
    select id, ${uuidOf(CLIENT_PREFIX, sql`second_n`)}, ${companyId}::uuid, 1 from seed_jobs
    where j % 10 = 5 and second_n <> client_n`);
  // Sessions in the company's time zone: the main one on the main date, earlier ones weeks before.
  await tx.execute(sql`
    insert into job_sessions (company_id, job_id, name, starts_at, ends_at, all_day, location, created_at, updated_at)
    select ${companyId}::uuid, id, (array[type_name || ' session', 'Consultation', 'Preview & ordering'])[1 + k],
      start, start + case when all_day then interval '1 day' else (1 + (j + k) % 8) * interval '1 hour' end,
      all_day, (array['Studio','Central Park','Brooklyn Bridge Park','The client''s home', null])[1 + (j + k) % 5],
      created_at, created_at
    from (select *, (j + k) % 20 = 0 as all_day,
        case when (j + k) % 20 = 0 then (main_date - k * 21)::timestamp
          else (main_date - k * 21) + make_interval(hours => 8 + (j + k) % 10) end
          at time zone 'America/New_York' as start
      from seed_jobs, generate_series(0, j % 3) as k where j % ${SESSION_EVERY} = 0) x`);
}

/** The studio's own entries: an appointment most working days and blocked time most weeks, ±3 years. */
export async function insertAppointments(tx: Db, companyId: string, userId: string) {
  await tx.execute(sql`
    insert into appointments (company_id, user_id, kind, title, starts_at, ends_at, all_day, location)
    select ${companyId}::uuid, ${userId}, case when d % 7 = 0 then 'blocked' else 'appointment' end,
      case when d % 7 = 0 then 'Editing day' else (array['Studio meeting','Print pickup','Album design call','Venue visit'])[1 + d % 4] end,
      ((current_date - 1095 + d)::timestamp + interval '10 hours') at time zone 'America/New_York',
      ((current_date - 1095 + d)::timestamp + interval '11 hours 30 minutes') at time zone 'America/New_York',
      false, case when d % 7 = 0 then null else 'Studio' end
    from generate_series(0, 2190) as d where d % 7 in (0, 2, 4)`);
  // Album design calls and venue visits are about a job and its first client (issue 31): the range
  // reads their links, so the benchmark's month carries them.
  await tx.execute(sql`
    with linkable as (
      select a.id, row_number() over (order by a.starts_at, a.id) as n from appointments a
      where a.company_id = ${companyId} and a.title in ('Album design call', 'Venue visit')
    ), picked as (
      select j.id as job_id, row_number() over (order by j.id) as n from jobs j
      where j.company_id = ${companyId} and j.stage = 'job' limit (select count(*) from linkable)
    )
    update appointments a set job_id = p.job_id, client_id = (
        select c.client_id from job_clients c where c.job_id = p.job_id order by c.position limit 1)
    from linkable l join picked p using (n) where a.id = l.id`);
}

/**
 * Invoices from..to (issue 32's list at 100,000): invoice N is for job 2N, one line priced from N;
 * one in ten a draft (no number), one in ten void, the rest sent, a third of those paid and a third
 * half paid, each due 30 days after its issue day (next due: the issue day while unpaid). Numbered INV-000001 on, and the company's
 * numbering continues after the last.
 */
export async function insertInvoices(tx: Db, companyId: string, from: number, to: number, jobs: number) {
  await tx.execute(sql`
    insert into invoices (company_id, job_id, status, number, number_seq, number_period, issued_on, due_on,
      next_due_on, currency, prices_include_tax, content, title, total_minor, paid_minor, seller, buyer, sent_at,
      voided_at, void_reason, created_at, updated_at)
    select ${companyId}::uuid, ${uuidOf(JOB_PREFIX, sql`(1 + (i::bigint * 2) % ${jobs})::int`)},
      status, case when status <> 'draft' then 'INV-' || lpad(i::text, 6, '0') end,
      case when status <> 'draft' then i end, case when status <> 'draft' then 0 end,
      case when status <> 'draft' then created_at::date end,
      case when status <> 'draft' then created_at::date + 30 end,
      -- Its one instalment is due on issue (no schedule, no due day in the content) until paid.
      case when status = 'sent' and i % 3 <> 0 then created_at::date end,
      currency, false,
      jsonb_build_object('title', 'Wedding photography', 'lines', jsonb_build_array(jsonb_build_object(
        'name', 'Full day coverage', 'description', '', 'quantityThousandths', 1000, 'unitPriceMinor', price,
        'discount', null, 'taxes', '[]'::jsonb, 'productId', null)),
        'discount', null, 'notes', '', 'terms', '', 'supplyOn', null, 'dueOn', null, 'schedule', null,
        'exemptionNote', ''),
      'Wedding photography', price,
      case when status = 'sent' and i % 3 = 0 then price when status = 'sent' and i % 3 = 1 then price / 2 else 0 end,
      case when status <> 'draft' then jsonb_build_object('name', company_name, 'email', null, 'address', '[]'::jsonb, 'taxNumber', null) end,
      case when status <> 'draft' then jsonb_build_object('name', 'Bench client', 'email', null, 'address', '[]'::jsonb, 'taxNumber', null) end,
      case when status <> 'draft' then created_at end,
      case when status = 'void' then created_at + interval '1 day' end,
      case when status = 'void' then 'Issued twice' end,
      created_at, created_at
    from (
      select i, case when i % 10 = 0 then 'draft' when i % 10 = 1 then 'void' else 'sent' end as status,
        100000 + (i % 40) * 5000 as price,
        now() - ((${to} - i) * interval '5 minutes') - interval '1 day' as created_at
      from generate_series(${from}::int, ${to}::int) as i
    ) s, (select currency, name as company_name from companies where id = ${companyId}) c`);
  await tx.execute(sql`
    insert into invoice_numbering (company_id, pattern, next_number, reset_yearly, period)
    values (${companyId}, 'INV-{NUMBER:6}', ${to + 1}, false, 0)
    on conflict (company_id) do update set next_number = excluded.next_number`);
}

/**
 * Payments for the seeded invoices' paid totals (issue 33's /payments list at scale): a paid
 * invoice was paid in three parts a day apart, a half-paid one at once; the method cycles. About
 * 107,000 rows for the bench studio's 100,000 invoices. Only invoices without payments get them, so
 * a run that adds invoices adds their payments.
 */
export async function insertPayments(tx: Db, companyId: string) {
  await tx.execute(sql`
    insert into payments (company_id, invoice_id, client_id, request_id, currency, amount_minor, applied_minor,
      credit_minor, received_on, method, note, created_at)
    select i.company_id, i.id, i.client_id, gen_random_uuid(), i.currency, p.part, p.part, 0,
      least(i.issued_on + p.k, current_date), (array['bank-transfer', 'cash', 'cheque', 'card', 'other'])[1 + (i.number_seq + p.k) % 5],
      '', i.sent_at + p.k * interval '1 day'
    from invoices i
    cross join lateral (
      select k, case
          when i.paid_minor < i.total_minor then i.paid_minor
          when k < 2 then i.total_minor / 3
          else i.total_minor - 2 * (i.total_minor / 3) end as part
      from generate_series(0, case when i.paid_minor = i.total_minor then 2 else 0 end) as k
    ) p
    where i.company_id = ${companyId} and i.paid_minor > 0
      and not exists (select 1 from payments x where x.company_id = i.company_id and x.invoice_id = i.id)`);
}
