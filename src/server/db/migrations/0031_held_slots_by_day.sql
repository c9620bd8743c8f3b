-- Discover asks which listings are free on a day: it reads that day's held slots of every listing at once.
CREATE INDEX "held_slots_day_idx" ON "held_slots" USING btree ("event_date");
