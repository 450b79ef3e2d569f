import type { welcome as source } from '../en/welcome';

/** Japanese UI strings of the welcome page and dashboard. */
export const welcome: typeof source = {
  welcome: {
    greeting: 'ようこそ、{{name}} さん',
    greetingNoName: 'ようこそ',
    intro:
      'ここは Supplier Cloud のワークスペースです。ご利用いただけるページには、ここまたはメニューから移動できます。',
    workspaceTitle: 'ワークスペース',
    workspaceEmpty: 'お使いのロールで利用できるページはまだありません。',
    open: '開く',
    accountTitle: 'アカウント情報',
    name: '氏名',
    email: 'メールアドレス',
    company: '会社',
    jobTitle: '役職',
    country: '国/地域',
    memberSince: '登録日',
    role: 'ロール',
    loadError: 'アカウント情報を読み込めませんでした。',
    pageDescription: {
      Welcome: 'アカウントの概要を確認できるスタートページです。',
      ChangePassword: 'ログインに使うパスワードを変更します。',
      Catalogue: 'キーワード、UPC、EAN、MID でプラットフォームの商品を検索し、マイ商品に追加します。',
      MyProducts: '自社商品とリンク商品を管理します（編集、見積もり、表計算ファイルからの取り込み）。',
      BuyerPool: '商品・ブランド・名前でバイヤーを検索し、連絡できます。',
      RecommendedBuyers: '御社の商品に合うバイヤーを、その理由とともに表示します。',
      Visitors: 'ショールームや商品を閲覧したバイヤーを表示します。',
    },
  },
  dashboard: {
    recommendedTitle: 'おすすめバイヤー',
    viewAll: 'すべて見る',
    recommendedEmpty: 'おすすめはまだありません。リストに商品を追加すると、合うバイヤーが表示されます。',
    loadError: 'おすすめバイヤーを読み込めませんでした。',
  },
};
