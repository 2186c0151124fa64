/** A stop: name, latitude, longitude (approximate positions in and around Tuban town). */
export type DemoStop = readonly [name: string, latitude: number, longitude: number];
export interface DemoRoute { code: string; name: string; stops: readonly DemoStop[] }

const ALUN_ALUN: DemoStop = ['Alun-alun Tuban', -6.8972, 112.0505];
const TERMINAL: DemoStop = ['Terminal Kambang Putih', -6.9006, 112.0283];
const PASAR_BARU: DemoStop = ['Pasar Baru Tuban', -6.8986, 112.0446];
const RSUD: DemoStop = ['RSUD dr. R. Koesma', -6.9047, 112.0478];

/** Ten school-bus routes; each runs from an outlying stop to the town centre. */
export const DEMO_ROUTES: readonly DemoRoute[] = [
  {
    code: 'R01', name: 'Terminal Kambang Putih – Alun-alun (Jl. Basuki Rahmat)',
    stops: [TERMINAL, ['Perempatan Kebonsari', -6.9003, 112.0335], ['Jl. Basuki Rahmat (SMPN 3)', -6.8989, 112.0398], PASAR_BARU, ['Masjid Agung Tuban', -6.8970, 112.0493], ALUN_ALUN],
  },
  {
    code: 'R02', name: 'Jenu – Tuban (Jl. Raya Tuban–Semarang)',
    stops: [['Pasar Jenu', -6.8393, 111.9907], ['Desa Beji', -6.8512, 112.0011], ['Desa Socorejo', -6.8645, 112.0102], ['Sugiharjo', -6.8858, 112.0215], TERMINAL, PASAR_BARU, ALUN_ALUN],
  },
  {
    code: 'R03', name: 'Merakurak – Tuban',
    stops: [['Pasar Merakurak', -6.9541, 111.9837], ['Desa Tahulu', -6.9426, 111.9962], ['Desa Tegalrejo', -6.9312, 112.0094], ['Perempatan Kebonsari', -6.9003, 112.0335], ['SMKN 2 Tuban', -6.9015, 112.0372], ALUN_ALUN],
  },
  {
    code: 'R04', name: 'Semanding – Tuban (Jl. Pramuka)',
    stops: [['Kantor Kecamatan Semanding', -6.9272, 112.0551], ['Desa Penambangan', -6.9198, 112.0522], ['Jl. Pramuka (Latsari)', -6.9106, 112.0489], RSUD, ['SDN Kutorejo I', -6.9001, 112.0488], ALUN_ALUN],
  },
  {
    code: 'R05', name: 'Palang – Tuban (Jl. Raya Tuban–Palang)',
    stops: [['Pasar Palang', -6.9061, 112.1232], ['Desa Panyuran', -6.9020, 112.1064], ['Desa Sumurgung', -6.8951, 112.0779], ['Kelenteng Kwan Sing Bio', -6.8944, 112.0601], ['Pantai Boom', -6.8938, 112.0521], ALUN_ALUN],
  },
  {
    code: 'R06', name: 'Bejagung – Alun-alun (Jl. Dr. Wahidin Sudirohusodo)',
    stops: [['Makam Sunan Bejagung', -6.9318, 112.0474], ['Desa Bejagung', -6.9253, 112.0461], ['SMAN 1 Tuban', -6.9094, 112.0452], RSUD, ['SMPN 1 Tuban', -6.9012, 112.0467], ALUN_ALUN],
  },
  {
    code: 'R07', name: 'Sugiharjo – Sidorejo',
    stops: [['Sugiharjo', -6.8858, 112.0215], ['Pantai Sugiharjo', -6.8851, 112.0301], ['Jl. Sunan Bonang', -6.8952, 112.0476], ['Makam Sunan Bonang', -6.8963, 112.0484], ['Jl. Sunan Kalijaga (Sidorejo)', -6.8997, 112.0562]],
  },
  {
    code: 'R08', name: 'Kembangbilo – Latsari',
    stops: [['Desa Kembangbilo', -6.9003, 112.0671], ['Universitas PGRI Ronggolawe', -6.9064, 112.0618], ['Jl. Manunggal (Sendangharjo)', -6.9091, 112.0567], ['GOR Rangga Jaya Anoraga', -6.9110, 112.0514], ['Jl. Imam Bonjol (Latsari)', -6.9085, 112.0426]],
  },
  {
    code: 'R09', name: 'Gedongombo – Pantai Boom',
    stops: [['Desa Gedongombo', -6.9183, 112.0628], ['Jl. Gajah Mada (Sendangharjo)', -6.9119, 112.0601], ['Jl. Sultan Agung (Perbon)', -6.9049, 112.0552], ALUN_ALUN, ['Pantai Boom', -6.8938, 112.0521]],
  },
  {
    code: 'R10', name: 'Mondokan – Kutorejo (Goa Akbar)',
    stops: [['Desa Mondokan', -6.9135, 112.0335], ['Goa Akbar', -6.9012, 112.0431], ['Jl. Letda Sucipto (Baturetno)', -6.9058, 112.0404], PASAR_BARU, ['Jl. Diponegoro (Kutorejo)', -6.8981, 112.0518]],
  },
];

/**
 * A demo route's stored line: straight segments between its stops, as `POST /routes/directions`
 * draws it without a map provider (the seed works offline and is the same on every run).
 * `Generate Rute` on Peta Rute replaces it with a road line once a provider is configured.
 */
export const demoRouteLine = (r: DemoRoute): [number, number][] => r.stops.map(([, latitude, longitude]) => [longitude, latitude]);
