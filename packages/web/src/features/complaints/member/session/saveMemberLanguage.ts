import { MEMBER_AUTH_API, type Language } from '@halte/contract';
import { memberApi } from './memberClient';

/** A member's language, kept on the server with their account. */
export const saveMemberLanguage = (language: Language) => memberApi.call(MEMBER_AUTH_API.language, { body: { language } }, { toast: false, quiet: true });
