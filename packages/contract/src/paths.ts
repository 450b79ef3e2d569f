/** Every call's path relative to the `/api` base; the server registers and the web calls these. */
export const API_BASE = '/api';
export const API_V1 = '/api-web/v1';

export const apiPaths = {
  health: '/health',
  captcha: '/code',
  token: '/auth/oauth/token',
  logout: '/auth/logout',
  register: `${API_V1}/supplier/registered/register`,
  jobTitles: `${API_V1}/supplier/registered/job/title`,
  loginInfo: `${API_V1}/admin/login/info`,
  forgotPassword: `${API_V1}/admin/send`,
  resetPassword: `${API_V1}/admin/change/pass`,
  changePasswordSelf: `${API_V1}/admin/change/password/self`,
  menuList: `${API_V1}/menu/list`,
  roleMenuList: `${API_V1}/menu/role/list`,
} as const;

/** Routes of the web app that the server needs to know (links in mails). */
export const webPaths = {
  login: '/login',
  resetPassword: '/resetPwd',
} as const;
