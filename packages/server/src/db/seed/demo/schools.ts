/** Demo schools of the Tuban area: level 2 SD, 3 SMP, 4 SMA / SMK. */
export interface DemoSchool { code: string; name: string; address: string; level: 2 | 3 | 4 }

export const DEMO_SCHOOLS: readonly DemoSchool[] = [
  { code: 'SD-001', name: 'SDN Kutorejo I Tuban', address: 'Jl. Pramuka No. 10, Kutorejo, Tuban', level: 2 },
  { code: 'SD-002', name: 'SDN Sidorejo I Tuban', address: 'Jl. Sunan Kalijaga No. 21, Sidorejo, Tuban', level: 2 },
  { code: 'SD-003', name: 'SDN Latsari I Tuban', address: 'Jl. Imam Bonjol No. 4, Latsari, Tuban', level: 2 },
  { code: 'SD-004', name: 'SDN Kebonsari I Tuban', address: 'Jl. Teuku Umar No. 17, Kebonsari, Tuban', level: 2 },
  { code: 'SD-005', name: 'SDN Sendangharjo I Tuban', address: 'Jl. Manunggal No. 3, Sendangharjo, Tuban', level: 2 },
  { code: 'SD-006', name: 'SDN Perbon I Tuban', address: 'Jl. Hayam Wuruk No. 12, Perbon, Tuban', level: 2 },
  { code: 'SD-007', name: 'SDN Sugiharjo I Tuban', address: 'Jl. Raya Tuban–Semarang, Sugiharjo, Tuban', level: 2 },
  { code: 'SD-008', name: 'SD Muhammadiyah 1 Tuban', address: 'Jl. Diponegoro No. 5, Kutorejo, Tuban', level: 2 },
  { code: 'SMP-001', name: 'SMPN 1 Tuban', address: 'Jl. Dr. Wahidin Sudirohusodo No. 6, Sidorejo, Tuban', level: 3 },
  { code: 'SMP-002', name: 'SMPN 2 Tuban', address: 'Jl. Sunan Bonang No. 2, Kutorejo, Tuban', level: 3 },
  { code: 'SMP-003', name: 'SMPN 3 Tuban', address: 'Jl. Basuki Rahmat No. 45, Kutorejo, Tuban', level: 3 },
  { code: 'SMP-004', name: 'SMPN 4 Tuban', address: 'Jl. Letda Sucipto No. 8, Baturetno, Tuban', level: 3 },
  { code: 'SMP-005', name: 'SMPN 5 Tuban', address: 'Jl. Pemuda No. 30, Ronggomulyo, Tuban', level: 3 },
  { code: 'SMP-006', name: 'SMPN 1 Semanding', address: 'Jl. Raya Semanding No. 1, Semanding, Tuban', level: 3 },
  { code: 'SMA-001', name: 'SMAN 1 Tuban', address: 'Jl. Dr. Wahidin Sudirohusodo No. 869, Sidorejo, Tuban', level: 4 },
  { code: 'SMA-002', name: 'SMAN 2 Tuban', address: 'Jl. Letda Sucipto No. 1, Baturetno, Tuban', level: 4 },
  { code: 'SMA-003', name: 'SMAN 3 Tuban', address: 'Jl. Manunggal No. 15, Sendangharjo, Tuban', level: 4 },
  { code: 'SMK-001', name: 'SMKN 1 Tuban', address: 'Jl. Mastrip No. 2, Doromukti, Tuban', level: 4 },
  { code: 'SMK-002', name: 'SMKN 2 Tuban', address: 'Jl. Dr. Sutomo No. 7, Kebonsari, Tuban', level: 4 },
  { code: 'SMK-003', name: 'SMKN 3 Tuban', address: 'Jl. Gajah Mada No. 22, Sendangharjo, Tuban', level: 4 },
];
