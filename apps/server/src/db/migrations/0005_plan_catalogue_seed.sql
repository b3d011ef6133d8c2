-- Issue 5's default catalogue (the same limits as the contracts' DEFAULT_PLAN_LIMITS); prices in US cents.
-- Annual plans cost ten months of the monthly price.
INSERT INTO plans (plan_id, tier, name, billing_period, price_minor, currency, active_jobs, companies, users, booking_forms, contact_forms, automations) VALUES
  ('STARTER_MONTHLY', 'STARTER', 'Starter', 'MONTHLY', 1900, 'USD', 5, 1, 1, 1, 1, false),
  ('STARTER_ANNUAL', 'STARTER', 'Starter', 'ANNUAL', 19000, 'USD', 5, 1, 1, 1, 1, false),
  ('PRO_MONTHLY', 'PRO', 'Pro', 'MONTHLY', 3900, 'USD', NULL, 1, 3, 5, 5, true),
  ('PRO_ANNUAL', 'PRO', 'Pro', 'ANNUAL', 39000, 'USD', NULL, 1, 3, 5, 5, true),
  ('MASTER_MONTHLY', 'MASTER', 'Master', 'MONTHLY', 6900, 'USD', NULL, 5, 10, NULL, NULL, true),
  ('MASTER_ANNUAL', 'MASTER', 'Master', 'ANNUAL', 69000, 'USD', NULL, 5, 10, NULL, NULL, true);
