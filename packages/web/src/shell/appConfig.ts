import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AppConfig, Language } from '@halte/contract';
import { language, languageChosen, storeDefaultLanguage } from '../i18n/language';
import { api } from '../api/client';

/** Public `GET /config`: mode (school or parking), department name, version. Read once. */
export function useAppConfig(): AppConfig | undefined {
  return useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => api.get<AppConfig>('/config', { signal, quiet: true }),
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
