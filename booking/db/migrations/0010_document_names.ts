// Migration 0010_document_names: plain SQL, kept as a module so that every bundler (Next.js's server chunks
// included) ships it with the code that applies it.
export default `-- Locations and vehicle classes keep their names in every language the content has
-- them in ({"de": "…", …}), as covers and extras do since 0009; 'title' and 'name' stay the English
-- ones (and what older code reads). A signature remembers the language of the agreement signed, so
-- the signed PDF's signer line is in that language.
ALTER TABLE locations ADD COLUMN titles jsonb NOT NULL DEFAULT '{}';
ALTER TABLE vehicle_classes ADD COLUMN names jsonb NOT NULL DEFAULT '{}';
ALTER TABLE signatures ADD COLUMN locale text;
`;
