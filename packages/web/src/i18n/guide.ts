import type { AppType } from '@halte/contract';
import { localized } from './language';

/** The roles the user guide has a page for, as the address names them (`/panduan/<role>`). */
export type GuideRole = 'admin' | 'operator' | 'sopir' | 'jukir' | 'warga';

/** One task: a title, its steps in order, and optionally a screenshot under `/panduan/`. */
export interface GuideSection {
  title: string;
  steps: readonly string[];
  /** A file in public/panduan/, refreshed by the browser tests (e2e/guide.spec.ts). */
  image?: string;
  /** Only in this mode; both when absent. */
  mode?: AppType;
}

export interface GuidePage {
  title: string;
  /** Who this page is for, in one line. */
  audience: string;
  /** Roles shown only in this mode. */
  mode?: AppType;
  sections: readonly GuideSection[];
}

const staffSignIn: GuideSection = {
  title: 'Masuk ke aplikasi',
  steps: [
    'Buka alamat aplikasi di peramban komputer.',
    'Isi Username dan Password yang diberikan admin, lalu tekan Masuk.',
    'Menu di sisi kiri hanya berisi layar yang boleh Anda buka.',
    'Selesai bekerja, buka menu akun di pojok kanan atas dan pilih Keluar.',
  ],
};

/** The user guide in Indonesian: a page per role, short task-oriented sections. */
export const guide = localized('guide', {
  title: 'Panduan Pengguna',
  subtitle: 'Pilih peran Anda untuk melihat langkah-langkah pekerjaan sehari-hari.',
  back: 'Semua panduan',
  toApp: 'Buka aplikasi',
  unknownRole: 'Panduan untuk peran ini tidak tersedia di aplikasi ini.',
  imageAlt: (title: string) => `Tampilan layar: ${title}`,
  pages: {
    admin: {
      title: 'Administrator',
      audience: 'Mengelola data induk, pengguna, peran dan menu.',
      sections: [
        staffSignIn,
        {
          title: 'Melihat ringkasan hari ini',
          steps: ['Buka Dashboard: angka-angka utama dan grafik hari ini tampil di sana.', 'Buka Lacak Kendaraan untuk melihat posisi bus di peta secara langsung.'],
          image: 'admin-dashboard.png',
          mode: 'school',
        },
        {
          title: 'Melihat ringkasan parkir',
          steps: ['Buka Dashboard Parkir untuk pendapatan dan kendaraan hari ini.', 'Buka Rekap Parkir untuk daftar transaksi; unduh Excel dengan filter yang sedang dipakai.'],
          image: 'admin-rekap-parkir.png',
          mode: 'parking',
        },
        {
          title: 'Mengelola pengguna dan peran',
          steps: [
            'Buka Aplikasi → Data User, tekan Tambah, isi nama, username, password dan peran.',
            'Buka Data Role untuk mengatur menu apa saja yang boleh dibuka tiap peran.',
            'Riwayat Perubahan mencatat siapa mengubah data apa dan kapan.',
          ],
          image: 'admin-data-user.png',
        },
        {
          title: 'Mengisi data induk',
          steps: [
            'Menu Master berisi Pengemudi, Kendaraan, Rute, Sekolah dan Siswa.',
            'Pengemudi yang diberi username dan password dapat masuk ke Konsol Pengemudi di ponsel.',
          ],
          mode: 'school',
        },
        {
          title: 'Mengisi data parkir',
          steps: ['Menu Master berisi Lokasi Parkir, Tipe Kendaraan dan Target Pendapatan.', 'Juru parkir dibuat di Data User dengan peran Juru Parkir.'],
          mode: 'parking',
        },
      ],
    },
    operator: {
      title: 'Operator',
      audience: 'Melayani pendaftaran, pengaduan dan laporan harian.',
      sections: [
        staffSignIn,
        {
          title: 'Menyetujui pendaftaran siswa',
          steps: [
            'Buka Operasional → Pendaftaran Siswa.',
            'Periksa data anak dan rute yang dipilih orang tua, lalu tekan setujui atau tolak dengan alasan.',
          ],
          image: 'operator-pendaftaran-siswa.png',
          mode: 'school',
        },
        {
          title: 'Menjawab pengaduan',
          steps: ['Buka Pesan Pengaduan, pilih percakapan, lalu tulis balasan.', 'Tekan Akhiri Percakapan bila masalah sudah selesai.'],
          mode: 'school',
        },
        {
          title: 'Memantau bus',
          steps: ['Buka Lacak Kendaraan: bus yang sedang beroperasi tampil di peta.', 'Laporan Bus, Laporan Sopir dan Laporan Siswa dapat diunduh sebagai Excel.'],
          image: 'operator-lacak-kendaraan.png',
          mode: 'school',
        },
        {
          title: 'Memeriksa rekap parkir',
          steps: ['Buka Rekap Parkir, pilih lokasi, tipe dan periode.', 'Tekan unduh untuk Excel dengan filter yang sama.'],
          image: 'admin-rekap-parkir.png',
          mode: 'parking',
        },
      ],
    },
    sopir: {
      title: 'Pengemudi (Sopir)',
      audience: 'Menjalankan perjalanan bus sekolah dari ponsel.',
      mode: 'school',
      sections: [
        {
          title: 'Masuk di ponsel',
          steps: ['Buka alamat aplikasi di ponsel dan masuk dengan akun pengemudi; Konsol Pengemudi terbuka sendiri.', 'Izinkan lokasi dan kamera saat diminta.'],
        },
        {
          title: 'Menjalankan perjalanan',
          steps: [
            'Pilih kendaraan, lalu tekan Mulai Perjalanan.',
            'Pindai kartu siswa saat naik dan turun, atau pilih nama siswa dari daftar.',
            'Ada masalah di jalan? Tekan Lapor Kendala.',
            'Sampai tujuan, tekan Selesai. Bila masih ada siswa di dalam bus, turunkan dulu.',
          ],
          image: 'sopir-konsol.png',
        },
      ],
    },
    jukir: {
      title: 'Juru Parkir',
      audience: 'Mencatat kendaraan masuk dan keluar dari ponsel.',
      mode: 'parking',
      sections: [
        {
          title: 'Masuk di ponsel',
          steps: ['Buka alamat aplikasi di ponsel dan masuk dengan akun juru parkir; konsol juru parkir terbuka sendiri.'],
        },
        {
          title: 'Mencatat kendaraan',
          steps: [
            'Tab Masuk: isi nomor kendaraan dan tipenya, lalu tekan Catat Masuk.',
            'Tab Keluar: pindai karcis atau cari nomor kendaraan, lalu tekan Keluarkan.',
            'Tanpa sinyal, catatan disimpan di ponsel dan dikirim begitu sinyal kembali.',
          ],
          image: 'jukir-konsol.png',
        },
      ],
    },
    warga: {
      title: 'Orang Tua / Wali (Warga)',
      audience: 'Mendaftarkan anak, memantau bus dan mengirim pengaduan.',
      mode: 'school',
      sections: [
        {
          title: 'Daftar dan masuk',
          steps: ['Buka /warga di ponsel, tekan Daftar di sini dan isi nama, email, nomor HP dan password.', 'Setelah itu masuk dengan email atau nomor HP yang Anda daftarkan.'],
          image: 'warga-masuk.png',
        },
        {
          title: 'Mendaftarkan anak dan memantau bus',
          steps: [
            'Pilih Daftarkan Anak, isi data anak dan rute yang diinginkan.',
            'Pendaftaran Saya menunjukkan status; setelah disetujui, anak tampil di Anak Saya bersama posisi busnya.',
          ],
          image: 'warga-beranda.png',
        },
        {
          title: 'Mengirim pengaduan',
          steps: ['Pilih Kirim Pengaduan, tulis pesan dan lampirkan foto bila perlu.', 'Balasan petugas tampil di Pengaduan Saya.'],
        },
      ],
    },
  } satisfies Record<GuideRole, GuidePage>,
} as const);
