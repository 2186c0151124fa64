/** Deterministic Indonesian-looking people for generated users. */
const FIRST = [
  'Budi', 'Siti', 'Agus', 'Dewi', 'Eko', 'Sri', 'Hadi', 'Rina', 'Joko', 'Wati', 'Bambang', 'Yuni', 'Andi', 'Lestari',
  'Rudi', 'Ayu', 'Slamet', 'Nur', 'Dedi', 'Fitri', 'Hendra', 'Indah', 'Iwan', 'Kartika', 'Teguh', 'Ratna', 'Wahyu',
  'Sari', 'Yusuf', 'Putri', 'Arif', 'Endang', 'Bayu', 'Diah', 'Fajar', 'Maya', 'Gilang', 'Nanda', 'Rizky', 'Umi',
];
const LAST = [
  'Santoso', 'Wibowo', 'Saputra', 'Rahayu', 'Hidayat', 'Setiawan', 'Kurniawan', 'Pratama', 'Susanti', 'Nugroho',
  'Wijaya', 'Purnomo', 'Handayani', 'Suryani', 'Gunawan', 'Firmansyah', 'Maulana', 'Permata', 'Utami', 'Hartono',
  'Syahputra', 'Ramadhan', 'Anggraini', 'Prasetyo', 'Kusuma', 'Susilo', 'Wahyudi', 'Fauzi', 'Lubis', 'Siregar',
  'Halim', 'Sutrisno', 'Yulianti', 'Mulyadi', 'Hakim', 'Rahman', 'Suharto', 'Pangestu', 'Safitri', 'Aditya',
];

export interface Person { name: string; username: string }

/** The i-th generated person: every first/last name pair, then numbered. */
export function person(i: number): Person {
  const first = FIRST[i % FIRST.length];
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
  return { name: `${first} ${last}`, username: `${first}.${last}.${i}`.toLowerCase() };
}
