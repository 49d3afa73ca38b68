-- The appointment a lead in "Cita agendada" is for: the status asks for its date and time, the
-- detail and the timeline show it. Null in any other status.
ALTER TABLE "leads" ADD COLUMN "appointment_at" timestamp with time zone;