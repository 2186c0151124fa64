/** Demo vehicles, drivers and parents' app accounts. Passwords here are for the demo only and are logged. */

/**
 * How the demo uses a vehicle: `school` runs the school trips; `allDay` runs them too and keeps
 * driving its route outside school hours (an angkot serving the town), so the live map shows
 * movement at any hour; `spare` never gets a demo trip nor moves by itself — a bus left free
 * for whoever tries the driver app.
 */
export type DemoDuty = 'school' | 'allDay' | 'spare';

export interface DemoVehicle { code: string; name: string; plate: string; type: 1 | 2; routeCode: string; deviceId: string; duty: DemoDuty }

const BUS_PLATES = ['S 7012 UA', 'S 7025 UB', 'S 7031 UA', 'S 7048 UC', 'S 7053 UB', 'S 7067 UD', 'S 7074 UA', 'S 7089 UE', 'S 7092 UB', 'S 7105 UC'];

/** Ten buses, one per route, two angkot on the longest routes, and two spare buses. */
export const DEMO_VEHICLES: readonly DemoVehicle[] = [
  ...BUS_PLATES.map((plate, i): DemoVehicle => {
    const n = String(i + 1).padStart(2, '0');
    return { code: `BUS-${n}`, name: `Bus Sekolah ${n}`, plate, type: 1, routeCode: `R${n}`, deviceId: `TBN-BUS-${n}`, duty: 'school' };
  }),
  { code: 'ANG-01', name: 'Angkutan Sekolah Jenu', plate: 'S 7118 UF', type: 2, routeCode: 'R02', deviceId: 'TBN-ANG-01', duty: 'allDay' },
  { code: 'ANG-02', name: 'Angkutan Sekolah Palang', plate: 'S 7126 UG', type: 2, routeCode: 'R05', deviceId: 'TBN-ANG-02', duty: 'allDay' },
  { code: 'BUS-11', name: 'Bus Cadangan 11', plate: 'S 7131 UA', type: 1, routeCode: 'R01', deviceId: 'TBN-BUS-11', duty: 'spare' },
  { code: 'BUS-12', name: 'Bus Cadangan 12', plate: 'S 7144 UB', type: 1, routeCode: 'R06', deviceId: 'TBN-BUS-12', duty: 'spare' },
];

/** The tracker ids of the vehicles of a duty. */
export const demoDevicesOf = (duty: DemoDuty) => new Set(DEMO_VEHICLES.filter((v) => v.duty === duty).map((v) => v.deviceId));

export interface DemoDriver { name: string; nip: string; phone: string; username?: string }

/** The password of every demo driver account ('Menggunakan Akun?' on). */
export const DEMO_DRIVER_PASSWORD = 'sopir12345';
/** The password of every demo parent (member) account. */
export const DEMO_MEMBER_PASSWORD = 'ortu12345';

export const DEMO_DRIVERS: readonly DemoDriver[] = [
  { name: 'Slamet Riyadi', nip: '197805122006041003', phone: '081234560101', username: 'sopir.slamet' },
  { name: 'Bambang Hermanto', nip: '198002032008011005', phone: '081234560102', username: 'sopir.bambang' },
  { name: 'Agus Setiyono', nip: '198211172009031002', phone: '081330560103', username: 'sopir.agus' },
  { name: 'Mochamad Yasin', nip: '197907252007011004', phone: '085230560104', username: 'sopir.yasin' },
  { name: 'Sugeng Widodo', nip: '198504092010011006', phone: '085755560105', username: 'sopir.sugeng' },
  { name: 'Sutrisno', nip: '197606142005011002', phone: '082140560106' },
  { name: 'Hadi Purnomo', nip: '198108302009011001', phone: '081330560107' },
  { name: 'Eko Prasetyo', nip: '198603212011011003', phone: '087855560108' },
  { name: 'Joko Susilo', nip: '197712012006041002', phone: '081234560109' },
  { name: 'Ahmad Mujib', nip: '198809162014031001', phone: '085230560110' },
  { name: 'Supriyadi', nip: '197504272003121002', phone: '082140560111' },
  { name: 'Imam Syafii', nip: '198312052010011004', phone: '081330560112' },
  // The drivers after the twelfth drive no demo trip: free, with an account, to try the driver app.
  { name: 'Heru Santoso', nip: '198701182012011002', phone: '085755560113', username: 'sopir.heru' },
  { name: 'Didik Hariyanto', nip: '198010102008011007', phone: '087855560114', username: 'sopir.didik' },
  { name: 'Moch. Nurhadi', nip: '197909092006041005', phone: '081234560115' },
];

export interface DemoMember { name: string; email: string; phone: string; status: 0 | 1 | 2; children: number }

/** Parents with the number of generated students linked to each. */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  { name: 'Sulastri', email: 'sulastri@example.com', phone: '081336001001', status: 1, children: 2 },
  { name: 'Abdul Rohman', email: 'abdul.rohman@example.com', phone: '081336001002', status: 1, children: 1 },
  { name: 'Siti Khotijah', email: 'siti.khotijah@example.com', phone: '085236001003', status: 1, children: 3 },
  { name: 'Muhammad Anwar', email: 'anwar.tuban@example.com', phone: '082136001004', status: 1, children: 1 },
  { name: 'Dwi Rahayu', email: 'dwi.rahayu@example.com', phone: '087836001005', status: 1, children: 2 },
  { name: 'Hendra Kurniawan', email: 'hendra.k@example.com', phone: '081336001006', status: 1, children: 1 },
  { name: 'Yuliana', email: 'yuliana@example.com', phone: '085736001007', status: 0, children: 1 },
  { name: 'Rudi Hartono', email: 'rudi.hartono@example.com', phone: '081236001008', status: 2, children: 0 },
];
