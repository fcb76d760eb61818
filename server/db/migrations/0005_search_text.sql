-- Portuguese full text without accents.
CREATE TEXT SEARCH CONFIGURATION pt_unaccent (COPY = portuguese);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION pt_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;
--> statement-breakpoint
CREATE FUNCTION search_fold(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(
    lower(public.unaccent('public.unaccent'::regdictionary, coalesce(t, ''))),
    '(\w)(oes|aes|aos)\M', '\1ao', 'g'),
    '(\w\w)([aeo])is\M', '\1\2l', 'g'),
    '(\w\w)ns\M', '\1m', 'g')
$$;
--> statement-breakpoint
CREATE FUNCTION town_name(city_id integer) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE city_id
    WHEN 2914604 THEN 'Irecê'
    WHEN 2933604 THEN 'Xique-Xique'
    WHEN 2919157 THEN 'Lapão'
    WHEN 2918357 THEN 'João Dourado'
    WHEN 2913101 THEN 'Ibititá'
    WHEN 2901155 THEN 'América Dourada'
    WHEN 2903003 THEN 'Barra do Mendes'
    ELSE ''
  END
$$;
