import type { SignInMessages } from './enSignIn.js';

/** The sign-in part of the Chinese shared messages (see enSignIn); `zh` holds them too. */
export const zhSignIn: SignInMessages = {
  validation: {
    accountRequired: '请输入账号',
    passwordRequired: '请输入密码',
    captchaRequired: '请输入验证码',
    tooLong: '内容过长',
    badCharacters: '内容包含不允许使用的字符',
    invalid: '该值无效',
  },
  error: {
    VALIDATION: '请完善表单信息',
    CAPTCHA_INVALID: '验证码错误',
    BAD_CREDENTIALS: '账号或密码错误',
    ACCOUNT_DISABLED: '该账号已停用，请联系客服。',
    COMPANY_SUSPENDED: '贵公司的账号已被暂停：{{reason}}。如需恢复使用，请联系平台客服团队。',
    USER_DISABLED: '您的账号已被贵公司的管理员停用。如需继续使用，请联系管理员。',
    UNAUTHORIZED: '请先登录',
    RATE_LIMITED: '尝试次数过多，请在 {{minutes}} 分钟后重试。',
    INTERNAL: '服务器出现问题，请稍后重试。',
    SERVICE_UNAVAILABLE: '服务暂时不可用，请稍后重试。',
  },
};
