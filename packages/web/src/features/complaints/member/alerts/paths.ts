/** The two alert pages of `/warga`, linked from the top bar and the home's menu. */
export const NOTICES_PATH = '/warga/pemberitahuan';
export const ALERT_SETTINGS_PATH = '/warga/notifikasi';
