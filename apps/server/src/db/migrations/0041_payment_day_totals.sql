-- /payments' totals per currency (count, amount, credit, refunded), kept as the payments change
-- instead of summed over every payment of the filter at each first page (106,667 payments took
-- 80-140 ms on the embedded database): payment_day_totals holds a company's payments by day
-- received, method, state and currency. It is filled here from what is there, then kept by the
-- triggers below in the transaction that writes, whatever writes (recording, refunds' updates of
-- refunded_minor, cascades, seeds), as migration 0039's running counts are. The state is the
-- payment's own reading (no refund: paid; all of it: refunded; else partially refunded), so a
-- refund moves a payment from one row to another. Two indexes let the list narrowed by a method
-- or to the (few) refunded payments read only theirs instead of every payment of the company.
CREATE TABLE "payment_day_totals" (
	"company_id" uuid NOT NULL,
	"received_on" date NOT NULL,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"currency" text NOT NULL,
	"payments" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"credit_minor" bigint NOT NULL,
	"refunded_minor" bigint NOT NULL,
	CONSTRAINT "payment_day_totals_key" PRIMARY KEY("company_id","received_on","method","state","currency")
);
--> statement-breakpoint
ALTER TABLE "payment_day_totals" ADD CONSTRAINT "payment_day_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_company_method_received" ON "payments" USING btree ("company_id","method","received_on" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "payments_company_refunded" ON "payments" USING btree ("company_id","received_on" desc,"id" desc) WHERE "payments"."refunded_minor" > 0;
--> statement-breakpoint
INSERT INTO "payment_day_totals" ("company_id", "received_on", "method", "state", "currency", "payments", "amount_minor", "credit_minor", "refunded_minor")
  SELECT "company_id", "received_on", "method",
    CASE WHEN "refunded_minor" = 0 THEN 'paid' WHEN "refunded_minor" = "amount_minor" THEN 'refunded' ELSE 'partially-refunded' END,
    "currency", count(*), sum("amount_minor"), sum("credit_minor"), sum("refunded_minor")
  FROM "payments" GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- A statement's payments taken out (old rows, negative) and put in (new rows), per key: a key that
-- loses payments or only changes its sums has its row (those payments were counted there) and is
-- updated; one that gains is added or inserted. Then the keys the old rows left with no payments
-- lose their row. A transition table exists only for its own events, hence the statement built
-- per event.
CREATE FUNCTION focal_payment_day_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keyed constant text := 'SELECT company_id, received_on, method, CASE WHEN refunded_minor = 0 THEN ''paid'' '
    || 'WHEN refunded_minor = amount_minor THEN ''refunded'' ELSE ''partially-refunded'' END AS state, currency';
  changes text := concat_ws(' UNION ALL ',
    CASE WHEN TG_OP <> 'DELETE' THEN keyed || ', 1 AS n, amount_minor AS amount, credit_minor AS credit, refunded_minor AS refunded FROM new_rows' END,
    CASE WHEN TG_OP <> 'INSERT' THEN keyed || ', -1 AS n, -amount_minor AS amount, -credit_minor AS credit, -refunded_minor AS refunded FROM old_rows' END);
BEGIN
  EXECUTE format($q$
    WITH moved AS (
      SELECT company_id, received_on, method, state, currency, sum(n)::int AS n, sum(amount)::bigint AS amount,
        sum(credit)::bigint AS credit, sum(refunded)::bigint AS refunded
      FROM (%s) x GROUP BY 1, 2, 3, 4, 5
      HAVING sum(n) <> 0 OR sum(amount) <> 0 OR sum(credit) <> 0 OR sum(refunded) <> 0
    ), changed AS (
      UPDATE payment_day_totals t SET payments = t.payments + m.n, amount_minor = t.amount_minor + m.amount,
        credit_minor = t.credit_minor + m.credit, refunded_minor = t.refunded_minor + m.refunded
      FROM moved m WHERE m.n <= 0 AND t.company_id = m.company_id AND t.received_on = m.received_on
        AND t.method = m.method AND t.state = m.state AND t.currency = m.currency
    )
    INSERT INTO payment_day_totals AS t (company_id, received_on, method, state, currency, payments, amount_minor, credit_minor, refunded_minor)
    SELECT company_id, received_on, method, state, currency, n, amount, credit, refunded FROM moved WHERE n > 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (company_id, received_on, method, state, currency) DO UPDATE
    SET payments = t.payments + excluded.payments, amount_minor = t.amount_minor + excluded.amount_minor,
      credit_minor = t.credit_minor + excluded.credit_minor, refunded_minor = t.refunded_minor + excluded.refunded_minor$q$, changes);
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format($q$
      DELETE FROM payment_day_totals t USING (SELECT DISTINCT company_id, received_on, method, state, currency FROM (%s) x) k
      WHERE t.payments = 0 AND t.company_id = k.company_id AND t.received_on = k.received_on
        AND t.method = k.method AND t.state = k.state AND t.currency = k.currency$q$, keyed || ' FROM old_rows');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payments_day_totals_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION focal_payment_day_totals_follow();
--> statement-breakpoint
CREATE TRIGGER payments_day_totals_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION focal_payment_day_totals_follow();
--> statement-breakpoint
CREATE TRIGGER payments_day_totals_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION focal_payment_day_totals_follow();
