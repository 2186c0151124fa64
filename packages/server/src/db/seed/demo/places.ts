/** Streets of Tuban town (Kecamatan Tuban) and the kelurahan they run through. */
export const TOWN_STREETS: readonly [street: string, kelurahan: string][] = [
  ['Jl. Basuki Rahmat', 'Kutorejo'],
  ['Jl. Sunan Kalijaga', 'Sidorejo'],
  ['Jl. Pramuka', 'Latsari'],
  ['Jl. Diponegoro', 'Kutorejo'],
  ['Jl. Panglima Sudirman', 'Ronggomulyo'],
  ['Jl. Dr. Wahidin Sudirohusodo', 'Sidorejo'],
  ['Jl. Letda Sucipto', 'Baturetno'],
  ['Jl. Veteran', 'Kingking'],
  ['Jl. Teuku Umar', 'Kebonsari'],
  ['Jl. Sunan Bonang', 'Kutorejo'],
  ['Jl. RA Kartini', 'Kutorejo'],
  ['Jl. Gajah Mada', 'Sendangharjo'],
  ['Jl. Hayam Wuruk', 'Perbon'],
  ['Jl. Pemuda', 'Ronggomulyo'],
  ['Jl. Lukman Hakim', 'Kebonsari'],
  ['Jl. Sultan Agung', 'Perbon'],
  ['Jl. Manunggal', 'Sendangharjo'],
  ['Jl. Mastrip', 'Doromukti'],
  ['Jl. Brawijaya', 'Karang'],
  ['Jl. Imam Bonjol', 'Latsari'],
  ['Jl. Dr. Sutomo', 'Kebonsari'],
  ['Jl. Kusuma Bangsa', 'Sidorejo'],
];

/** Villages around the town, with their kecamatan, for pupils living outside it. */
export const VILLAGES: readonly [desa: string, kecamatan: string][] = [
  ['Sugiharjo', 'Tuban'], ['Sumurgung', 'Tuban'], ['Kembangbilo', 'Tuban'], ['Mondokan', 'Tuban'],
  ['Gedongombo', 'Semanding'], ['Bejagung', 'Semanding'], ['Penambangan', 'Semanding'], ['Prunggahan Kulon', 'Semanding'],
  ['Tegalagung', 'Semanding'], ['Jenu', 'Jenu'], ['Beji', 'Jenu'], ['Socorejo', 'Jenu'], ['Tasikharjo', 'Jenu'],
  ['Tahulu', 'Merakurak'], ['Tegalrejo', 'Merakurak'], ['Sumberejo', 'Merakurak'], ['Panyuran', 'Palang'],
  ['Glodog', 'Palang'], ['Karangagung', 'Palang'], ['Leran Kulon', 'Palang'],
];

/** Kecamatan digits used in generated NIK numbers (35.23 is Kabupaten Tuban; the rest is made up). */
export const KECAMATAN_CODE: Record<string, string> = { Tuban: '11', Semanding: '12', Jenu: '16', Merakurak: '13', Palang: '17' };
