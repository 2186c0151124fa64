import type { Rgb } from '../png.js';

/** Demo articles for parents: title, summary, HTML body and the colours of their picture. */
export interface DemoArticle { title: string; summary: string; html: string; colours: [Rgb, Rgb] }

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    title: 'Layanan Bus Sekolah Gratis Tahun Ajaran 2026/2027',
    summary: 'Dinas Perhubungan Kabupaten Tuban kembali mengoperasikan bus sekolah gratis bagi pelajar SD, SMP dan SMA/SMK.',
    html:
      '<p>Mulai tahun ajaran baru, <strong>sepuluh rute bus sekolah</strong> kembali beroperasi setiap hari sekolah. ' +
      'Layanan ini <em>tidak dipungut biaya</em> dan terbuka bagi seluruh pelajar yang terdaftar.</p>' +
      '<h2>Jam operasional</h2><ul><li>Berangkat: pukul 05.45 – 06.45 WIB</li><li>Pulang: pukul 12.30 – 15.30 WIB</li></ul>' +
      '<p>Bus berhenti hanya di titik jemput yang telah ditentukan. Daftar rute dapat dilihat pada menu <strong>Rute</strong> di aplikasi.</p>',
    colours: [[13, 110, 253], [32, 201, 151]],
  },
  {
    title: 'Cara Mendaftarkan Anak pada Layanan Bus Sekolah',
    summary: 'Pendaftaran dilakukan melalui aplikasi orang tua; kartu siswa dicetak oleh petugas Dinas Perhubungan.',
    html:
      '<p>Orang tua atau wali dapat mendaftarkan anak melalui aplikasi dengan langkah berikut:</p>' +
      '<ol><li>Buat akun dan masuk ke aplikasi.</li><li>Pilih menu <strong>Pendaftaran Siswa</strong>.</li>' +
      '<li>Isi NISN, nama, alamat, sekolah dan kelas anak.</li><li>Tunggu verifikasi petugas, biasanya 1–2 hari kerja.</li></ol>' +
      '<p>Setelah disetujui, kartu siswa dengan kode QR dapat diambil di sekolah. Kartu ini dipindai pengemudi saat anak naik dan turun bus.</p>',
    colours: [[111, 66, 193], [214, 51, 132]],
  },
  {
    title: 'Tips Keselamatan Anak Saat Naik dan Turun Bus',
    summary: 'Beberapa kebiasaan sederhana yang membuat perjalanan anak ke sekolah lebih aman.',
    html:
      '<p>Keselamatan anak adalah tanggung jawab bersama. Ajarkan anak untuk:</p>' +
      '<ul><li>Menunggu bus di titik jemput, tidak di badan jalan.</li><li>Naik dan turun setelah bus benar-benar berhenti.</li>' +
      '<li>Duduk dengan tertib dan tidak mengeluarkan tangan dari jendela.</li><li>Menyeberang di depan bus hanya setelah diberi tanda oleh pengemudi.</li></ul>' +
      '<blockquote>Datang lima menit lebih awal lebih baik daripada tertinggal bus.</blockquote>',
    colours: [[253, 126, 20], [255, 193, 7]],
  },
  {
    title: 'Pantau Posisi Bus Secara Langsung dari Rumah',
    summary: 'Fitur pelacakan memudahkan orang tua mengetahui kapan bus tiba di titik jemput.',
    html:
      '<p>Setiap bus sekolah dilengkapi perangkat GPS. Melalui aplikasi, orang tua dapat melihat <strong>posisi bus terkini</strong> ' +
      'di peta dan memperkirakan waktu kedatangan.</p><p>Notifikasi juga dikirim ketika anak memindai kartu saat naik dan turun bus, ' +
      'sehingga orang tua tahu anak sudah sampai di sekolah.</p>',
    colours: [[25, 135, 84], [13, 202, 240]],
  },
  {
    title: 'Sampaikan Keluhan dan Saran melalui Aplikasi',
    summary: 'Pesan pengaduan dijawab langsung oleh petugas Dinas Perhubungan Kabupaten Tuban.',
    html:
      '<p>Apabila menemui kendala seperti bus terlambat, titik jemput yang kurang aman, atau perilaku pengemudi yang kurang baik, ' +
      'silakan kirim pesan melalui menu <strong>Pengaduan</strong>.</p><p>Petugas akan membalas pada jam kerja, Senin – Jumat pukul 07.30 – 15.30 WIB. ' +
      'Informasi lebih lanjut: <a href="https://tubankab.go.id">tubankab.go.id</a>.</p>',
    colours: [[220, 53, 69], [253, 126, 20]],
  },
];

export interface DemoSlider { title: string; description: string; colours: [Rgb, Rgb] }

export const DEMO_SLIDERS: readonly DemoSlider[] = [
  { title: 'Bus Sekolah Gratis', description: 'Sepuluh rute melayani pelajar Kabupaten Tuban setiap hari sekolah.', colours: [[13, 110, 253], [102, 16, 242]] },
  { title: 'Aman dan Tepat Waktu', description: 'Pengemudi terlatih dan armada yang diperiksa berkala.', colours: [[25, 135, 84], [32, 201, 151]] },
  { title: 'Pantau Bus dari Rumah', description: '', colours: [[253, 126, 20], [220, 53, 69]] },
];
