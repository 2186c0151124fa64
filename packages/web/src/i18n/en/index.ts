import { accounts } from './accounts';
import { admin } from './admin';
import { articles } from './articles';
import { chattingMember } from './chatting-member';
import { complaints } from './complaints';
import { dashboard } from './dashboard';
import { driverConsole } from './driver-console';
import { drivers } from './drivers';
import { guide } from './guide';
import { jukirConsole } from './jukir-console';
import { languageSwitch } from './language-switch';
import { member } from './member';
import { parkingMaster } from './parking-master';
import { parkingRecap } from './parking-recap';
import { phoneApp } from './phone-app';
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
import { memberAlerts } from './member-alerts';

/**
 * The English catalogue: one file per Indonesian section, each typed from it (see ../widen.ts),
 * loaded as its own chunk only by a page running in English.
 */
export const english = { accounts, admin, articles, chattingMember, complaints, dashboard, driverConsole, drivers, guide, jukirConsole, languageSwitch, member, parkingMaster, parkingRecap, phoneApp, printCard, registrations, reports, routeMap, routes, schools, shell, sliders, students, tracking, ui, vehicles, memberAlerts } as const;
