-- Events now carry their venue's IANA time zone in `data.timeZone`. Events
-- stored before that get the zone of their country (in Australia, of the city
-- the english place names); re-importing the content files sets the zone the
-- file gives.
UPDATE "content_items" AS "item"
SET "data" = "item"."data" || jsonb_build_object('timeZone', CASE "item"."data" ->> 'country'
  WHEN 'TH' THEN 'Asia/Bangkok'
  WHEN 'MM' THEN 'Asia/Yangon'
  WHEN 'NG' THEN 'Africa/Lagos'
  WHEN 'ES' THEN 'Europe/Madrid'
  WHEN 'GB' THEN 'Europe/London'
  WHEN 'DE' THEN 'Europe/Berlin'
  WHEN 'SG' THEN 'Asia/Singapore'
  WHEN 'VN' THEN 'Asia/Ho_Chi_Minh'
  WHEN 'KE' THEN 'Africa/Nairobi'
  WHEN 'GH' THEN 'Africa/Accra'
  WHEN 'ZA' THEN 'Africa/Johannesburg'
  WHEN 'AU' THEN CASE
    WHEN "english"."texts" ->> 'place' ILIKE '%Brisbane%' THEN 'Australia/Brisbane'
    WHEN "english"."texts" ->> 'place' ILIKE '%Perth%' THEN 'Australia/Perth'
    WHEN "english"."texts" ->> 'place' ILIKE '%Adelaide%' THEN 'Australia/Adelaide'
    WHEN "english"."texts" ->> 'place' ILIKE '%Darwin%' THEN 'Australia/Darwin'
    WHEN "english"."texts" ->> 'place' ILIKE '%Hobart%' THEN 'Australia/Hobart'
    WHEN "english"."texts" ->> 'place' ILIKE '%Melbourne%' THEN 'Australia/Melbourne'
    ELSE 'Australia/Sydney'
  END
  ELSE 'UTC'
END)
FROM "content_items" AS "event"
LEFT JOIN "content_translations" AS "english" ON "english"."item_id" = "event"."id" AND "english"."language_code" = 'english'
WHERE "item"."id" = "event"."id" AND "item"."type" = 'events' AND NOT ("item"."data" ? 'timeZone');
