import type { Widen } from '../widen';
import type { articles as id } from '../articles';

/** The articles screen in English. */
export const articles: Widen<typeof id> = {
  title: 'Articles',
  entity: 'Article',
  name: 'Name',
  summaryHelp: 'A short summary shown in the app’s article list.',
  imageAlt: (name: string) => `Image for article ${name}`,
};
