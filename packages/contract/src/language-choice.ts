import { z } from 'zod';
import { withMeta } from './field-meta.js';
import { LANGUAGES, isLanguage, type Language } from './language.js';

/** `PUT /users/me/language` and `PUT /member/language`: the language one chooses for oneself. */
export const languageChoiceBody = z.object({
  language: withMeta(z.enum(LANGUAGES, { error: 'Bahasa harus id (Indonesia) atau en (English).' }), { label: 'Bahasa', required: true, default: '' }),
});
export type LanguageChoiceBody = z.infer<typeof languageChoiceBody>;

export const LANGUAGE_MSG = {
  saved: 'Bahasa disimpan.',
} as const;

/** A stored choice as the wire gives it: a language Halte speaks, or null. */
export const chosenLanguage = (stored: string | null | undefined): Language | null => (isLanguage(stored) ? stored : null);
