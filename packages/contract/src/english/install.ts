import { installEnglish } from '../translate.js';
import { ENGLISH_CONTEXTS, ENGLISH_DICTIONARIES, ENGLISH_TEMPLATES } from './index.js';

/**
 * Importing this module gives `translate` its English. The server imports it at start; a page
 * imports it only when it runs in English, so a page in Indonesian never downloads the dictionary.
 */
installEnglish({ dictionaries: ENGLISH_DICTIONARIES, templates: ENGLISH_TEMPLATES, contexts: ENGLISH_CONTEXTS });
