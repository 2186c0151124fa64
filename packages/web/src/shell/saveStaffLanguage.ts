import type { Language } from '@halte/contract';
import { api } from '../api/client';

/** A staff account's (drivers' and attendants' too) language, kept on the server. */
export const saveStaffLanguage = (language: Language) => api.put('/users/me/language', { language }, { toast: false, quiet: true });
