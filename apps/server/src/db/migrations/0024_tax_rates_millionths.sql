-- Issue 32: a company's default tax rates move from basis points to millionths (200000 = 20%), the
-- unit of the money module, so a studio can hold New York's 8.875% (88750). Renamed in place and
-- multiplied by 100, so an installation's rates keep their value; the bound stays 1000% (checked
-- by the contract, taxRateSchema: there is no CHECK constraint on the column to scale).
ALTER TABLE "tax_rates" RENAME COLUMN "rate_basis_points" TO "rate_millionths";--> statement-breakpoint
UPDATE "tax_rates" SET "rate_millionths" = "rate_millionths" * 100;
