// Migration 0009_catalogue_names: plain SQL, kept as a module so that every bundler (Next.js's server chunks
// included) ships it with the code that applies it.
export default `-- Insurance covers and extras keep their names in every language the content has
-- them in ({"de": "…", …}); 'name' stays the English one (and what older code reads).
ALTER TABLE insurance_packages ADD COLUMN names jsonb NOT NULL DEFAULT '{}';
ALTER TABLE extras ADD COLUMN names jsonb NOT NULL DEFAULT '{}';
`;
