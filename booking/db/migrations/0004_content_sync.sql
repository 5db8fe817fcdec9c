-- Placeholder: issue 21 item 1 (content → bookings sync) adds its tables here on its own branch.
-- Kept empty on this branch so 0005 applies after it in the same order everywhere.
SELECT 1;
