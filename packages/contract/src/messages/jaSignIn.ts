import type { SignInMessages } from './enSignIn.js';

/** The sign-in part of the Japanese shared messages (see enSignIn); `ja` holds them too. */
export const jaSignIn: SignInMessages = {
  validation: {
    accountRequired: 'アカウントを入力してください',
    passwordRequired: 'パスワードを入力してください',
    captchaRequired: '認証コードを入力してください',
    tooLong: '長すぎます',
    badCharacters: '使用できない文字が含まれています',
    invalid: 'この値は無効です',
  },
  error: {
    VALIDATION: 'フォームの情報を入力してください',
    CAPTCHA_INVALID: '認証コードが正しくありません',
    BAD_CREDENTIALS: 'アカウントまたはパスワードが正しくありません',
    ACCOUNT_DISABLED: 'このアカウントは無効です。カスタマーサービスにお問い合わせください。',
    COMPANY_SUSPENDED:
      '貴社のアカウントは利用停止になりました：{{reason}}。利用を再開するには、プラットフォームのサポートチームにお問い合わせください。',
    USER_DISABLED:
      'お客様のアカウントは会社の管理者によって無効にされました。引き続き利用するには管理者にお問い合わせください。',
    UNAUTHORIZED: 'ログインしてください',
    RATE_LIMITED: '試行回数が多すぎます。{{minutes}} 分後にもう一度お試しください。',
    INTERNAL: 'サーバーで問題が発生しました。もう一度お試しください。',
    SERVICE_UNAVAILABLE: 'サービスが一時的にご利用いただけません。しばらくしてからもう一度お試しください。',
  },
};
