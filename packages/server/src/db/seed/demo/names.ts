/** Given names and family names common in Tuban and East Java, for generated people. */
export const MALE_NAMES = [
  'Ahmad', 'Muhammad', 'Rizky', 'Fajar', 'Bagas', 'Dimas', 'Aditya', 'Galih', 'Yoga', 'Arif', 'Bayu', 'Dwi', 'Eko', 'Fikri',
  'Hafidz', 'Ilham', 'Joko', 'Kurniawan', 'Lutfi', 'Naufal', 'Rafi', 'Satria', 'Taufik', 'Wahyu', 'Yusuf', 'Zaki', 'Agus',
  'Budi', 'Candra', 'Danang', 'Imam', 'Khoirul', 'Nur', 'Rendi', 'Sholeh', 'Tegar', 'Alif', 'Farhan', 'Hanif', 'Raka',
  'Akbar', 'Bima', 'Daffa', 'Faiz', 'Gilang', 'Haikal', 'Iqbal', 'Kevin', 'Miftah', 'Rehan', 'Syahrul', 'Abdul', 'Anwar',
] as const;
export const FEMALE_NAMES = [
  'Siti', 'Nur', 'Dewi', 'Putri', 'Ayu', 'Anisa', 'Aulia', 'Bunga', 'Citra', 'Dinda', 'Eka', 'Fitri', 'Indah', 'Intan',
  'Kartika', 'Laila', 'Maya', 'Nabila', 'Nadia', 'Novi', 'Rahma', 'Ratna', 'Salsabila', 'Sri', 'Tiara', 'Umi', 'Vina',
  'Wulan', 'Yuni', 'Zahra', 'Aisyah', 'Amelia', 'Dian', 'Febri', 'Hana', 'Khofifah', 'Lestari', 'Mila', 'Nayla', 'Rina',
  'Alya', 'Azizah', 'Cahya', 'Dwi', 'Fatimah', 'Ikhlasul', 'Lailatul', 'Naila', 'Rizka', 'Syifa', 'Zulfa', 'Anggun', 'Mutiara',
] as const;
/**
 * Second names that act as family names. Javanese ones are gendered, so a boy takes a
 * masculine or neutral one (often his father's name) and a girl a feminine or neutral one.
 */
export const NEUTRAL_FAMILY = [
  'Wijaya', 'Santoso', 'Wibowo', 'Hartono', 'Purnomo', 'Susanto', 'Hakim', 'Rahman', 'Fauzi', 'Fadillah', 'Kusuma',
  'Wahyudi', 'Suryadi', 'Sutrisno', 'Mulyono', 'Sugianto', 'Hariyanto', 'Efendi', 'Hidayat', 'Setiawan',
] as const;
export const MALE_FAMILY = [
  'Pratama', 'Saputra', 'Syahputra', 'Kurniawan', 'Firmansyah', 'Maulana', 'Ramadhan', 'Ardiansyah', 'Mustofa',
  'Sholihin', 'Aminudin', 'Zainuddin', 'Mubarok', 'Nugroho', 'Prasetyo',
] as const;
export const FEMALE_FAMILY = [
  'Lestari', 'Rahayu', 'Handayani', 'Wulandari', 'Safitri', 'Anggraini', 'Permata', 'Utami', 'Nurhayati', 'Maharani',
  'Puspita', 'Ningsih', 'Azzahra', 'Khoiriyah', 'Rohmah',
] as const;
