/** The sign-in page's code, loaded on demand. */
export const loadLoginPage = () => import('../features/platform/login/LoginPage');
