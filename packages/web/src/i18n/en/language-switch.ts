import type { Widen } from '../widen';
import type { languageSwitch as id } from '../language-switch';

export const languageSwitch: Widen<typeof id> = {
  label: 'Language',
  names: { id: 'Bahasa Indonesia', en: 'English' },
  short: { id: 'ID', en: 'EN' },
  switchTo: (name: string) => `Switch language to ${name}`,
  hint: 'The page reloads in the chosen language; the choice is saved to your account.',
  switching: 'Switching language…',
};
