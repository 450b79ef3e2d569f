import type { common as source } from '../en/common';

/** Japanese UI strings of the app shell, HTTP feedback, error pages and page titles. */
export const common: typeof source = {
  app: {
    name: 'Supplier Cloud',
    documentTitle: '{{page}} – Supplier Cloud',
    retry: '再試行',
  },
  unsavedChanges: {
    title: 'このページを離れますか？',
    content: '変更内容は保存されません。',
    leave: '移動する',
    stay: '留まる',
    discardTitle: '変更を破棄しますか？',
    discardContent: '入力した内容はまだ保存されていません。',
    discard: '破棄',
    keepEditing: '編集を続ける',
  },
  language: {
    label: '言語',
  },
  http: {
    timeout: 'リクエストがタイムアウトしました',
    apiError: 'API エラーが発生しました',
    loading: '読み込み中',
    warningTitle: '警告',
    sessionReplaced: 'お使いのアカウントで別の端末からログインされたため、ログアウトしました。',
    socketDisconnect: 'リアルタイム接続が切断されました',
    passwordChanged: 'パスワードを変更しました。もう一度ログインしてください。',
  },
  layout: {
    navigation: 'メインナビゲーション',
    openMenu: 'メニューを開く',
    closeMenu: 'メニューを閉じる',
    collapseMenu: 'メニューを折りたたむ',
    expandMenu: 'メニューを展開',
    accountMenu: 'アカウントメニュー',
    changePassword: 'パスワード変更',
    logout: 'ログアウト',
  },
  errorPage: {
    notFoundTitle: 'ページが見つかりません',
    notFoundText: 'お探しのページは存在しません。',
    forbiddenTitle: 'アクセスできません',
    forbiddenText: 'このページを開く権限がありません。',
    backHome: 'ホームに戻る',
    goToLogin: 'ログイン画面へ',
    loadFailedTitle: 'ページを読み込めませんでした',
    loadFailedText:
      '接続を確認して再読み込みしてください。更新直後の場合は、再読み込みで新しいバージョンを取得します。',
    crashTitle: '問題が発生しました',
    crashText: 'このページで予期しないエラーが発生しました。再読み込みしてもう一度お試しください。',
    reload: '再読み込み',
  },
  pages: {
    login: 'ログイン',
    signUp: '新規登録',
    resetPassword: 'パスワード再設定',
    verifyEmail: 'メールアドレスの確認',
    notFound: 'ページが見つかりません',
    forbidden: 'アクセスできません',
  },
};
