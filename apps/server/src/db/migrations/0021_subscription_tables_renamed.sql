-- The account's own billing tables take subscription_ names (invoices and payments are the studio's money
-- next); renamed in place with their constraints and indexes, so an installation's rows stay.

ALTER TABLE "billing_customers" RENAME TO "subscription_customers";--> statement-breakpoint
ALTER TABLE "invoices" RENAME TO "subscription_invoices";--> statement-breakpoint
ALTER TABLE "payment_methods" RENAME TO "subscription_payment_methods";--> statement-breakpoint
ALTER TABLE "payments" RENAME TO "subscription_payments";--> statement-breakpoint
ALTER TABLE "subscription_customers" RENAME CONSTRAINT "billing_customers_business_account_id_unique" TO "subscription_customers_business_account_id_unique";--> statement-breakpoint
ALTER TABLE "subscription_customers" RENAME CONSTRAINT "billing_customers_pkey" TO "subscription_customers_pkey";--> statement-breakpoint
ALTER TABLE "subscription_invoices" RENAME CONSTRAINT "invoices_number_unique" TO "subscription_invoices_number_unique";--> statement-breakpoint
ALTER TABLE "subscription_invoices" RENAME CONSTRAINT "invoices_receipt_number_unique" TO "subscription_invoices_receipt_number_unique";--> statement-breakpoint
ALTER TABLE "subscription_invoices" RENAME CONSTRAINT "invoices_pkey" TO "subscription_invoices_pkey";--> statement-breakpoint
ALTER TABLE "subscription_payment_methods" RENAME CONSTRAINT "payment_methods_provider_payment_method_id_unique" TO "subscription_payment_methods_provider_payment_method_id_unique";--> statement-breakpoint
ALTER TABLE "subscription_payment_methods" RENAME CONSTRAINT "payment_methods_pkey" TO "subscription_payment_methods_pkey";--> statement-breakpoint
ALTER TABLE "subscription_payments" RENAME CONSTRAINT "payments_provider_payment_id_unique" TO "subscription_payments_provider_payment_id_unique";--> statement-breakpoint
ALTER TABLE "subscription_payments" RENAME CONSTRAINT "payments_idempotency_key_unique" TO "subscription_payments_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "subscription_payments" RENAME CONSTRAINT "payments_pkey" TO "subscription_payments_pkey";--> statement-breakpoint
ALTER TABLE "subscription_customers" RENAME CONSTRAINT "billing_customers_business_account_id_business_accounts_id_fk" TO "subscription_customers_business_account_id_business_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "subscription_invoices" RENAME CONSTRAINT "invoices_business_account_id_business_accounts_id_fk" TO "subscription_invoices_business_account_id_business_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "subscription_payment_methods" RENAME CONSTRAINT "payment_methods_business_account_id_business_accounts_id_fk" TO "subscription_payment_methods_business_account_id_business_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "subscription_payments" RENAME CONSTRAINT "payments_business_account_id_business_accounts_id_fk" TO "subscription_payments_business_account_id_business_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "subscription_payments" RENAME CONSTRAINT "payments_invoice_id_invoices_id_fk" TO "subscription_payments_invoice_id_subscription_invoices_id_fk";--> statement-breakpoint
ALTER TABLE "subscription_payments" RENAME CONSTRAINT "payments_payment_method_id_payment_methods_id_fk" TO "subscription_payments_payment_method_id_subscription_payment_methods_id_fk";--> statement-breakpoint
ALTER INDEX "invoices_account" RENAME TO "subscription_invoices_account";--> statement-breakpoint
ALTER INDEX "payments_account" RENAME TO "subscription_payments_account";