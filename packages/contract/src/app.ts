export const APP_TYPES = ['school', 'parking'] as const;
export type AppType = (typeof APP_TYPES)[number];

/** Public `GET /config`: what the web needs before sign-in. */
export interface AppConfig {
  app_type: AppType;
  app_name: string;
  department_name: string;
  version: string;
  map: { center: [number, number]; zoom: number; tile_url: string; tile_attribution: string };
}
