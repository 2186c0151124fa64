/**
 * Links the app renders from data (menus, notifications, search hits) stay inside the app: a path
 * such as '/master/siswa', never a scheme ('javascript:', 'data:', 'https:') nor another host
 * ('//host', '/\host', which browsers read as '//host').
 */
export const isAppPath = (url: string) => /^\/(?![/\\])[^\s\\]*$/.test(url);

/** A group header's anchor, e.g. '#master': it opens nothing. */
export const isAnchor = (url: string) => /^#[^\s]*$/.test(url);
