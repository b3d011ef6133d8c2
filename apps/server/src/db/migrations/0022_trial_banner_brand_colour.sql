-- Issue 31: the trial banner's "Choose a Plan" button in Focal's violet (BRAND_COLOUR in
-- packages/contracts/src/brand.ts, the theme's primary shade), not the stock blue it was seeded
-- with. Only the seeded blue is replaced: a colour an administrator chose stays.
UPDATE announcements
SET variants = replace(variants::text, '"#1864AB"', '"#5f3fd6"')::jsonb
WHERE key = 'trial-days-left';
