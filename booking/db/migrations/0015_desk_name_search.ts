// Migration 0015_desk_name_search: plain SQL, kept as a module so that every bundler (Next.js's
// server chunks included) ships it with the code that applies it.
export default `-- The desk finds a reservation by any part of a customer's or driver's name: a substring, so
-- a trigram index (pg_trgm, created by the migrator like btree_gist) over one text of all its
-- names; the search (booking/services/desk.ts) asks with the same expression. The separator
-- keeps a term from matching across two people.
CREATE FUNCTION desk_person_names(customer jsonb, main_driver jsonb, extra_drivers jsonb)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT lower(concat_ws(' | ',
    concat_ws(' ', customer->>'firstName', customer->>'lastName'),
    concat_ws(' ', main_driver->>'firstName', main_driver->>'lastName'),
    (SELECT string_agg(concat_ws(' ', d->>'firstName', d->>'lastName'), ' | ')
       FROM jsonb_array_elements(
         CASE WHEN jsonb_typeof(extra_drivers) = 'array' THEN extra_drivers ELSE '[]'::jsonb END) d)))
$fn$;
CREATE INDEX reservations_desk_names ON reservations
  USING gin (desk_person_names(customer, main_driver, extra_drivers) gin_trgm_ops);
-- A reference as typed without its dash ("VG-7K2M" or "vg7k2m") is compared in this form.
CREATE INDEX reservations_tenant_compact_reference ON reservations (tenant, replace(reference, '-', ''));
`;
