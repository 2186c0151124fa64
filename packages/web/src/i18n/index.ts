import { accounts } from './accounts';
import { admin } from './admin';
import { articles } from './articles';
import { chattingMember } from './chatting-member';
import { complaints } from './complaints';
import { driverConsole } from './driver-console';
import { jukirConsole } from './jukir-console';
import { languageSwitch } from './language-switch';
import { member } from './member';
import { parkingRecap } from './parking-recap';
import { dashboard } from './dashboard';
import { drivers } from './drivers';
import { parkingMaster } from './parking-master';
import { printCard } from './print-card';
import { registrations } from './registrations';
import { reports } from './reports';
import { routeMap } from './route-map';
import { routes } from './routes';
import { schools } from './schools';
import { shell } from './shell';
import { sliders } from './sliders';
import { students } from './students';
import { tracking } from './tracking';
import { ui } from './ui';
import { vehicles } from './vehicles';

/** Screens with one catalogue file each; the file's name is the section's key. */
const screens = { dashboard, drivers, vehicles, routes, routeMap, schools, students, accounts, articles, sliders, printCard, tracking, driverConsole, jukirConsole, languageSwitch, reports, registrations, complaints, member, chattingMember, parkingRecap, parkingMaster } as const;

/**
 * The whole Indonesian catalogue, one file per domain: shell.ts (the app frame), ui.ts (shared
 * parts), admin.ts (administration screens) and one file per master-data screen. No two files
 * may claim the same top-level key; the type below refuses to compile when they do.
 */
type Overlap =
  | (keyof typeof shell & keyof typeof ui)
  | (keyof typeof admin & (keyof typeof shell | keyof typeof ui))
  | (keyof typeof screens & (keyof typeof shell | keyof typeof ui | keyof typeof admin));
const areasAreDisjoint: [Overlap] extends [never] ? true : never = true;
void areasAreDisjoint;

export const t = { ...shell, ...ui, ...admin, ...screens } as const;
export { admin, shell, ui };
