CREATE INDEX "clients_company_updated" ON "clients" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "jobs_company_name" ON "jobs" USING btree ("company_id","stage",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "jobs_company_type" ON "jobs" USING btree ("company_id","job_type_id");--> statement-breakpoint
CREATE INDEX "jobs_company_lead_stage" ON "jobs" USING btree ("company_id","lead_stage_id");--> statement-breakpoint
-- Companies made before the studio core get the defaults a new company gets
-- (modules/studio-lists/defaults.ts, as they were at this migration): a lead needs an open stage.
INSERT INTO "job_types" ("company_id", "name", "colour", "position")
SELECT c."id", d."name", d."colour", d."position"
FROM "companies" c
CROSS JOIN (VALUES
  ('Wedding', '#e64980', 0), ('Engagement', '#be4bdb', 1), ('Portrait', '#4c6ef5', 2),
  ('Family', '#40c057', 3), ('Newborn', '#15aabf', 4), ('Maternity', '#fab005', 5),
  ('Event', '#fd7e14', 6), ('Commercial', '#495057', 7)
) AS d("name", "colour", "position")
WHERE NOT EXISTS (SELECT 1 FROM "job_types" t WHERE t."company_id" = c."id");
--> statement-breakpoint
INSERT INTO "lead_stages" ("company_id", "name", "kind", "position")
SELECT c."id", d."name", d."kind", d."position"
FROM "companies" c
CROSS JOIN (VALUES
  ('New inquiry', 'open', 0), ('Contacted', 'open', 1), ('Meeting booked', 'open', 2),
  ('Quote sent', 'open', 3), ('Booked', 'won', 4), ('Lost', 'lost', 5)
) AS d("name", "kind", "position")
WHERE NOT EXISTS (SELECT 1 FROM "lead_stages" s WHERE s."company_id" = c."id");
