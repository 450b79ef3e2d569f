import type { welcome as source } from '../en/welcome';

/** Chinese UI strings of the welcome page and dashboard. */
export const welcome: typeof source = {
  welcome: {
    greeting: '欢迎，{{name}}',
    greetingNoName: '欢迎',
    intro: '这里是您的 Supplier Cloud 工作台。您可以从这里或左侧菜单进入角色可用的页面。',
    workspaceTitle: '您的工作台',
    workspaceEmpty: '您的角色暂时没有可用页面。',
    open: '打开',
    accountTitle: '您的账号',
    name: '姓名',
    email: '邮箱',
    company: '公司',
    jobTitle: '职位',
    country: '国家/地区',
    memberSince: '注册时间',
    role: '角色',
    loadError: '无法加载您的账号信息。',
    pageDescription: {
      Welcome: '您的起始页，概览账号信息。',
      ChangePassword: '修改您的登录密码。',
      Catalogue: '按关键词、UPC、EAN 或 MID 搜索平台产品，并添加到我的产品。',
      MyProducts: '管理自有和关联的产品：编辑、报价、从表格导入。',
      BuyerPool: '按产品、品牌或姓名搜索买家并联系他们。',
      RecommendedBuyers: '与您产品相匹配的买家及推荐理由。',
      Visitors: '浏览过您展厅或产品的买家。',
    },
  },
  dashboard: {
    recommendedTitle: '推荐买家',
    viewAll: '查看全部',
    recommendedEmpty: '暂无推荐。将产品添加到您的列表即可匹配买家。',
    loadError: '无法加载推荐买家。',
  },
};
