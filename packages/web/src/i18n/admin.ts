/** Administration: users, roles, menus and the own profile. */
export const admin = {
  users: {
    title: 'Data User / Hak Akses',
    entity: 'User',
    role: 'Role',
  },
  roles: {
    title: 'Data Role / Hak Akses',
    entity: 'Role',
    menus: 'Menu',
    menuCount: (n: number) => `${n} menu`,
    menuHelp: 'Mencentang menu induk ikut mencentang semua sub-menunya.',
  },
  menus: {
    title: 'Data Menu',
    entity: 'Menu',
    groupHeader: '-- Grup Menu (tanpa layar) --',
    screenHelp: 'Hak akses mengikuti layar yang dibuka menu ini, bukan nama atau URL-nya.',
    noParent: '-- Tanpa Menu Induk --',
    urlHelp: 'Kosongkan untuk memakai alamat layar; grup menu memakai #nama.',
    iconHelp: 'Nama ikon Bootstrap Icons, mis. people atau bus-front.',
  },
  profile: {
    title: 'Profil',
    settings: 'Profile Settings',
    settingsHint: 'Nama dan kontak yang tampil di aplikasi.',
    save: 'Simpan Perubahan',
    password: 'Change Password',
    passwordHint: 'Perangkat lain yang masuk dengan password lama akan dikeluarkan.',
    changePassword: 'Ubah Password',
  },
} as const;
