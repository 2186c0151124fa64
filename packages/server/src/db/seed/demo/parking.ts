/** Parking demo data: places around Tuban, the regulation's tariffs, and how traffic is spread. */

/** Parking locations in and around Tuban town, with a weight for how busy each is (1 quiet – 3 busy). */
export const DEMO_PARKING_LOCATIONS: readonly { name: string; address: string; latitude: number; longitude: number; weight: number }[] = [
  { name: 'Alun-Alun Tuban', address: 'Jl. Alun-Alun, Kutorejo, Tuban', latitude: -6.8976, longitude: 112.0503, weight: 3 },
  { name: 'Pasar Baru Tuban', address: 'Jl. Sunan Kalijaga, Sidorejo, Tuban', latitude: -6.8999, longitude: 112.0559, weight: 3 },
  { name: 'Makam Sunan Bonang', address: 'Jl. Sunan Bonang, Kutorejo, Tuban', latitude: -6.8961, longitude: 112.0473, weight: 3 },
  { name: 'Pantai Boom', address: 'Jl. Panglima Sudirman, Kutorejo, Tuban', latitude: -6.8939, longitude: 112.0528, weight: 2 },
  { name: 'Goa Akbar', address: 'Jl. Gua Akbar, Gedongombo, Semanding', latitude: -6.9021, longitude: 112.0463, weight: 2 },
  { name: 'Terminal Kambang Putih', address: 'Jl. Lingkar Utara, Kembangbilo, Tuban', latitude: -6.8887, longitude: 112.0781, weight: 2 },
  { name: 'Stadion Lokajaya', address: 'Jl. Lukman Hakim, Kebonsari, Tuban', latitude: -6.9068, longitude: 112.0420, weight: 1 },
  { name: 'RSUD dr. R. Koesma', address: 'Jl. Dr. Wahidin Sudirohusodo, Sidorejo, Tuban', latitude: -6.9038, longitude: 112.0573, weight: 2 },
  { name: 'Pasar Merakurak', address: 'Jl. Raya Merakurak, Merakurak', latitude: -6.9567, longitude: 111.9924, weight: 1 },
  { name: 'Pasar Jenu', address: 'Jl. Raya Jenu, Jenu', latitude: -6.8380, longitude: 111.9961, weight: 1 },
  { name: 'Pantai Cemara Sugihwaras', address: 'Jl. Raya Tuban–Semarang, Sugihwaras, Jenu', latitude: -6.8450, longitude: 111.9815, weight: 1 },
  { name: 'Pemandian Bektiharjo', address: 'Jl. Bektiharjo, Semanding', latitude: -6.9286, longitude: 112.0279, weight: 1 },
  { name: 'Pasar Pramuka', address: 'Jl. Pramuka, Latsari, Tuban', latitude: -6.9009, longitude: 112.0378, weight: 2 },
  { name: 'Masjid Agung Tuban', address: 'Jl. KH Mustain, Kutorejo, Tuban', latitude: -6.8969, longitude: 112.0487, weight: 2 },
  { name: 'Air Terjun Nglirip', address: 'Desa Mulyoagung, Singgahan', latitude: -7.0470, longitude: 111.8263, weight: 1 },
];

export interface DemoTariff {
  effectiveFrom: string;
  regulation: string;
  firstFee: number;
  firstMinutes: number;
  hourlyFee: number;
  maxFee: number;
}

/** The vehicle types with their tariff versions, and each type's share of traffic and stay lengths. */
export const DEMO_PARKING_TYPES: readonly { code: string; name: string; share: number; minutes: [number, number]; tariffs: (recent: string) => DemoTariff[] }[] = [
  {
    code: 'MTR',
    name: 'Sepeda Motor',
    share: 0.72,
    minutes: [10, 180],
    tariffs: (recent) => [
      { effectiveFrom: '2021-01-01', regulation: 'Perda Kab. Tuban No. 3 Tahun 2021', firstFee: 2000, firstMinutes: 0, hourlyFee: 0, maxFee: 0 },
      { effectiveFrom: recent, regulation: 'Perbup Tuban No. 12 Tahun 2026', firstFee: 3000, firstMinutes: 0, hourlyFee: 0, maxFee: 0 },
    ],
  },
  {
    code: 'MBL',
    name: 'Mobil',
    share: 0.24,
    minutes: [20, 300],
    tariffs: () => [{ effectiveFrom: '2021-01-01', regulation: 'Perda Kab. Tuban No. 3 Tahun 2021', firstFee: 5000, firstMinutes: 60, hourlyFee: 2000, maxFee: 20000 }],
  },
  {
    code: 'BTR',
    name: 'Bus / Truk',
    share: 0.04,
    minutes: [45, 600],
    tariffs: () => [{ effectiveFrom: '2021-01-01', regulation: 'Perda Kab. Tuban No. 3 Tahun 2021', firstFee: 10000, firstMinutes: 60, hourlyFee: 5000, maxFee: 50000 }],
  },
];

/** Arrivals by hour of day (06:00–21:00), busiest mid-morning and late afternoon. */
export const ARRIVALS_BY_HOUR: Readonly<Record<number, number>> = {
  6: 2, 7: 5, 8: 8, 9: 10, 10: 10, 11: 8, 12: 6, 13: 5, 14: 5, 15: 7, 16: 9, 17: 9, 18: 8, 19: 7, 20: 4, 21: 2,
};

/** Arrivals by weekday (0 Sunday): weekends bring the markets, the beach and the graves' pilgrims. */
export const WEEKDAY_FACTOR = [1.45, 0.9, 0.85, 0.85, 0.9, 1.05, 1.35] as const;

/** Plate prefixes: Tuban's own (S) most, then the neighbours'. */
export const PLATE_PREFIXES = ['S', 'S', 'S', 'S', 'S', 'S', 'W', 'L', 'K', 'AG', 'B', 'H'] as const;

/** Attendants, one per location. */
export const DEMO_ATTENDANTS = [
  'Slamet Riyadi', 'Sutrisno', 'Bambang Hariyanto', 'Mulyono', 'Suparman', 'Agus Salim', 'Joko Susilo', 'Wahyudi',
  'Sugeng Prayitno', 'Heru Santoso', 'Rohmat', 'Kasiyan', 'Darmaji', 'Imam Syafii', 'Teguh Waluyo',
] as const;

export const DEMO_JUKIR_PASSWORD = 'jukir-demo-123';
