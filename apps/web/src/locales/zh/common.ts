import type { common as source } from '../en/common';

/** Chinese UI strings of the app shell, HTTP feedback, error pages and page titles. */
export const common: typeof source = {
  app: {
    name: 'Supplier Cloud',
    documentTitle: '{{page}} – Supplier Cloud',
    retry: '重试',
  },
  unsavedChanges: {
    title: '要离开此页面吗？',
    content: '您所做的更改将不会保存。',
    leave: '离开',
    stay: '留下',
    discardTitle: '放弃修改？',
    discardContent: '您输入的内容尚未保存。',
    discard: '放弃',
    keepEditing: '继续编辑',
  },
  language: {
    label: '语言',
  },
  http: {
    timeout: '请求超时',
    apiError: '接口错误！',
    loading: '加载中',
    warningTitle: '提示',
    sessionReplaced: '您的账号已在其他设备登录，即将退出。',
    socketDisconnect: '实时连接已断开',
    passwordChanged: '密码已修改，请重新登录。',
  },
  layout: {
    navigation: '主导航',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    collapseMenu: '收起菜单',
    expandMenu: '展开菜单',
    accountMenu: '账号菜单',
    changePassword: '修改密码',
    logout: '退出登录',
  },
  errorPage: {
    notFoundTitle: '页面不存在',
    notFoundText: '抱歉，您访问的页面不存在。',
    forbiddenTitle: '无权访问',
    forbiddenText: '抱歉，您无权打开此页面。',
    backHome: '返回首页',
    goToLogin: '前往登录',
    loadFailedTitle: '页面加载失败',
    loadFailedText: '请检查网络连接后刷新页面。如果应用刚刚更新，刷新即可获取新版本。',
    crashTitle: '出错了',
    crashText: '此页面发生了意外错误，请刷新后重试。',
    reload: '刷新',
  },
  pages: {
    login: '登录',
    signUp: '注册',
    resetPassword: '重置密码',
    verifyEmail: '确认邮箱',
    notFound: '页面不存在',
    forbidden: '无权访问',
  },
};
