import type { Language } from '@halte/contract';
import { memberApi } from './memberClient';

/** A member's language, kept on the server with their account. */
export const saveMemberLanguage = (language: Language) => memberApi.put('/member/language', { language }, { toast: false, quiet: true });
