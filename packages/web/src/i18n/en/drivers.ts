import type { Widen } from '../widen';
import type { drivers as id } from '../drivers';

/** The drivers screen in English. */
export const drivers: Widen<typeof id> = {
  title: 'Drivers',
  entity: 'Driver',
  phone: 'Mobile No.',
  accountHelp: 'The driver can log in to the app with this username and password.',
  hasAccount: 'Has an account',
  print: 'Print Card',
  printed: 'Card already printed — print again',
};
