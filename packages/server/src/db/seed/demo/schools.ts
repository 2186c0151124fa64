/** Demo schools of the Tuban area: level 2 SD, 3 SMP, 4 SMA / SMK, at approximate positions. */
export interface DemoSchool { code: string; name: string; address: string; level: 2 | 3 | 4; latitude: number; longitude: number }

export const DEMO_SCHOOLS: readonly DemoSchool[] = [
  { code: 'SD-001', name: 'SDN Kutorejo I Tuban', address: 'Jl. Pramuka No. 10, Kutorejo, Tuban', level: 2, latitude: -6.9001, longitude: 112.0488 },
  { code: 'SD-002', name: 'SDN Sidorejo I Tuban', address: 'Jl. Sunan Kalijaga No. 21, Sidorejo, Tuban', level: 2, latitude: -6.8995, longitude: 112.0558 },
  { code: 'SD-003', name: 'SDN Latsari I Tuban', address: 'Jl. Imam Bonjol No. 4, Latsari, Tuban', level: 2, latitude: -6.9087, longitude: 112.043 },
  { code: 'SD-004', name: 'SDN Kebonsari I Tuban', address: 'Jl. Teuku Umar No. 17, Kebonsari, Tuban', level: 2, latitude: -6.9006, longitude: 112.034 },
  { code: 'SD-005', name: 'SDN Sendangharjo I Tuban', address: 'Jl. Manunggal No. 3, Sendangharjo, Tuban', level: 2, latitude: -6.9093, longitude: 112.057 },
  { code: 'SD-006', name: 'SDN Perbon I Tuban', address: 'Jl. Hayam Wuruk No. 12, Perbon, Tuban', level: 2, latitude: -6.9047, longitude: 112.0549 },
  { code: 'SD-007', name: 'SDN Sugiharjo I Tuban', address: 'Jl. Raya Tuban–Semarang, Sugiharjo, Tuban', level: 2, latitude: -6.886, longitude: 112.0222 },
  { code: 'SD-008', name: 'SD Muhammadiyah 1 Tuban', address: 'Jl. Diponegoro No. 5, Kutorejo, Tuban', level: 2, latitude: -6.8983, longitude: 112.0515 },
  { code: 'SMP-001', name: 'SMPN 1 Tuban', address: 'Jl. Dr. Wahidin Sudirohusodo No. 6, Sidorejo, Tuban', level: 3, latitude: -6.9012, longitude: 112.0467 },
  { code: 'SMP-002', name: 'SMPN 2 Tuban', address: 'Jl. Sunan Bonang No. 2, Kutorejo, Tuban', level: 3, latitude: -6.895, longitude: 112.0474 },
  { code: 'SMP-003', name: 'SMPN 3 Tuban', address: 'Jl. Basuki Rahmat No. 45, Kutorejo, Tuban', level: 3, latitude: -6.8989, longitude: 112.0398 },
  { code: 'SMP-004', name: 'SMPN 4 Tuban', address: 'Jl. Letda Sucipto No. 8, Baturetno, Tuban', level: 3, latitude: -6.906, longitude: 112.0406 },
  { code: 'SMP-005', name: 'SMPN 5 Tuban', address: 'Jl. Pemuda No. 30, Ronggomulyo, Tuban', level: 3, latitude: -6.8968, longitude: 112.046 },
  { code: 'SMP-006', name: 'SMPN 1 Semanding', address: 'Jl. Raya Semanding No. 1, Semanding, Tuban', level: 3, latitude: -6.927, longitude: 112.0548 },
  { code: 'SMA-001', name: 'SMAN 1 Tuban', address: 'Jl. Dr. Wahidin Sudirohusodo No. 869, Sidorejo, Tuban', level: 4, latitude: -6.9094, longitude: 112.0452 },
  { code: 'SMA-002', name: 'SMAN 2 Tuban', address: 'Jl. Letda Sucipto No. 1, Baturetno, Tuban', level: 4, latitude: -6.9055, longitude: 112.0401 },
  { code: 'SMA-003', name: 'SMAN 3 Tuban', address: 'Jl. Manunggal No. 15, Sendangharjo, Tuban', level: 4, latitude: -6.9097, longitude: 112.0563 },
  { code: 'SMK-001', name: 'SMKN 1 Tuban', address: 'Jl. Mastrip No. 2, Doromukti, Tuban', level: 4, latitude: -6.912, longitude: 112.048 },
  { code: 'SMK-002', name: 'SMKN 2 Tuban', address: 'Jl. Dr. Sutomo No. 7, Kebonsari, Tuban', level: 4, latitude: -6.9015, longitude: 112.0372 },
  { code: 'SMK-003', name: 'SMKN 3 Tuban', address: 'Jl. Gajah Mada No. 22, Sendangharjo, Tuban', level: 4, latitude: -6.9117, longitude: 112.0598 },
];
