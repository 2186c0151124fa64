import type { Widen } from '../widen';
import type { accounts as id } from '../accounts';

/** The app accounts screen in English. */
export const accounts: Widen<typeof id> = {
  title: 'App Accounts',
  entity: 'App Account',
  students: 'Linked Students',
};
