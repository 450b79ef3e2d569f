import type { support as source } from '../en/support';

/** Japanese UI strings of the support chat and the platform console. */
export const support: typeof source = {
  support: {
    title: 'Supplier Cloud サポート',
    subtitle: 'お気軽にお問い合わせください。通常、数時間以内に返信いたします。',
    teamName: 'Supplier Cloud サポート',
    empty: 'こんにちは。ご質問を下の欄に入力してください。担当チームがこちらでお答えします。',
    placeholder: 'メッセージを入力…',
    send: '送信',
    composerHint: 'Enter で送信、Ctrl+Enter で改行',
    loadError: '会話を読み込めませんでした。',
    minimize: 'サポートチャットを最小化',
    more: 'その他の操作',
    hideLauncher: 'チャットボタンを隠す（アカウントメニューから再表示できます）',
    open: 'サポートに問い合わせる',
    openUnread: 'サポートに問い合わせる（未読 {{count}} 件）',
    contactMenu: 'サポートに問い合わせる',
  },
  console: {
    nav: {
      label: 'コンソールのメニュー',
      inbox: 'サポート受信箱',
      changeRequests: '変更申請',
      audit: '監査ログ',
      content: 'お知らせと FAQ',
    },
    name: 'プラットフォーム管理画面',
    sessionEnded: 'コンソールのセッションが終了しました。もう一度ログインしてください。',
    signOut: 'ログアウト',
    login: {
      title: 'サポートチームのログイン',
      subtitle: 'Supplier Cloud プラットフォームチーム専用です。',
      submit: 'ログイン',
    },
    inbox: {
      title: 'サポート受信箱',
      unreadOnly: '未読のみ',
      empty: 'まだどの会社からもメッセージはありません。',
      noUnread: '未読の会話はありません。',
      youPrefix: '自分: {{text}}',
      unread: '未読 {{count}} 件',
      total: '会話 {{count}} 件',
    },
    thread: {
      title: '会話',
      back: '受信箱に戻る',
      empty: 'メッセージはまだありません。',
      placeholder: '返信を入力…',
      none: '会話を選択して閲覧・返信してください。',
    },
  },
};
