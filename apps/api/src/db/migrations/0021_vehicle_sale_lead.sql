-- A sale's lead is one of the vehicle's own dealership (the status route checks it before the
-- write; the key keeps the id from naming a lead that does not exist). A lead recorded before
-- either check that is missing or another dealership's is forgotten: it never was this sale's.
UPDATE "vehicles" SET "lead_id" = NULL
 WHERE "lead_id" IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM "leads" WHERE "leads"."id" = "vehicles"."lead_id" AND "leads"."agency_id" = "vehicles"."agency_id");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicles_lead" ON "vehicles" USING btree ("lead_id") WHERE "vehicles"."lead_id" is not null;
