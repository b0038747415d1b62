-- Custom SQL migration file, put your code below! --
-- hand-written below
-- The kanban's and the task list's order (tasks.server.ts BOARD_ORDER), per company and column:
-- a column's first cards are an index range scan, not a sort of the whole board.
CREATE INDEX IF NOT EXISTS "tasks_board_idx" ON "tasks" ("company_id", "status", array_position(array['urgent','high','medium','low']::text[], "priority"), "due_date", "id");
