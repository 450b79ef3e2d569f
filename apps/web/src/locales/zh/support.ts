import type { support as source } from '../en/support';

/** Chinese UI strings of the support chat and the platform console. */
export const support: typeof source = {
  support: {
    title: 'Supplier Cloud 客服',
    subtitle: '有问题随时问我们，通常几小时内回复。',
    teamName: 'Supplier Cloud 客服',
    empty: '您好！请在下方输入您的问题，我们的团队会在这里回复您。',
    placeholder: '输入消息…',
    send: '发送',
    composerHint: 'Enter 发送，Ctrl+Enter 换行',
    loadError: '会话加载失败。',
    minimize: '收起客服聊天',
    more: '更多选项',
    hideLauncher: '隐藏聊天按钮（可在账户菜单中恢复）',
    open: '联系客服',
    openUnread: '联系客服，{{count}} 条未读',
    contactMenu: '联系客服',
  },
  console: {
    nav: {
      label: '控制台栏目',
      inbox: '客服收件箱',
      changeRequests: '修改申请',
      audit: '审计日志',
      content: '公告与常见问题',
    },
    name: '平台控制台',
    sessionEnded: '控制台登录已失效，请重新登录。',
    signOut: '退出登录',
    login: {
      title: '客服团队登录',
      subtitle: '仅供 Supplier Cloud 平台团队使用。',
      submit: '登录',
    },
    inbox: {
      title: '客服收件箱',
      unreadOnly: '仅看未读',
      empty: '还没有公司发来消息。',
      noUnread: '没有未读会话。',
      youPrefix: '我方：{{text}}',
      unread: '{{count}} 条未读',
      total: '共 {{count}} 个会话',
    },
    thread: {
      title: '会话',
      back: '返回收件箱',
      empty: '暂无消息。',
      placeholder: '输入回复…',
      none: '请选择一个会话进行查看和回复。',
    },
  },
};
