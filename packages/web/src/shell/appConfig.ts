import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SYSTEM_API, type AppConfig, type Language } from '@halte/contract';
import { language, languageChosen, storeDefaultLanguage } from '../i18n/language';
import { api } from '../api/client';
import { keyOf, readsOf } from '../api/endpoints';

/** Public `GET /config`: mode (school or parking), department name, version. Read once. */
export function useAppConfig(): AppConfig | undefined {
  return useQuery({
    queryKey: keyOf(SYSTEM_API.config),
    queryFn: ({ signal }) => api.call(SYSTEM_API.config, {}, { signal, quiet: true }),
    meta: readsOf(SYSTEM_API.config),
    staleTime: Infinity,
  }).data;
}

/** Read once at the app's root, so the server's default language applies on every page. */
export function useServerDefaultLanguage() {
  const serverDefault = useAppConfig()?.default_language;
  useEffect(() => {
    if (serverDefault) followServerDefault(serverDefault);
  }, [serverDefault]);
}

/**
 * Where nobody has chosen a language, the page speaks the server's DEFAULT_LANGUAGE: kept for the
 * next visit, and the page loaded again in it when it started in another.
 */
function followServerDefault(serverDefault: Language) {
  if (languageChosen()) return;
  if (storeDefaultLanguage(serverDefault) && serverDefault !== language()) window.location.reload();
}
