import { z } from 'zod';
import { LANGUAGES } from './language.js';

export const APP_TYPES = ['school', 'parking'] as const;
export type AppType = (typeof APP_TYPES)[number];

/** Public `GET /config`: what the web needs before sign-in. */
export const appConfigWire = z
  .object({
    app_type: z.enum(APP_TYPES),
    app_name: z.string(),
    department_name: z.string(),
    /** The zone service dates and report times are read in (`TZ`). */
    time_zone: z.string(),
    /** The language a browser starts in before anyone there has chosen one (`DEFAULT_LANGUAGE`). */
    default_language: z.enum(LANGUAGES),
    version: z.string(),
    /** The department's help desk (`SUPPORT_PHONE`, `SUPPORT_EMAIL`); null when not configured. */
    support: z.object({ phone: z.string().nullable(), email: z.string().nullable() }),
    map: z.object({ center: z.tuple([z.number(), z.number()]), zoom: z.number(), tile_url: z.string(), tile_attribution: z.string() }),
  })
  .meta({ id: 'AppConfig' });
export type AppConfig = z.infer<typeof appConfigWire>;
