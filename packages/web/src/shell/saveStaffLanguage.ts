import { USERS_API, type Language } from '@halte/contract';
import { api } from '../api/client';

/** A staff account's (drivers' and attendants' too) language, kept on the server. */
export const saveStaffLanguage = (language: Language) => api.call(USERS_API.language, { body: { language } }, { toast: false, quiet: true });
