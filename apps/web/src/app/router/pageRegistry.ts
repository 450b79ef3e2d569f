import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyAppPage, lazyPage } from '../../lib/lazyPage';
import { loadWelcomePage } from './firstPageLoaders';

/** Menu `component` names → lazily loaded pages. New pages register here. */
export const pageRegistry: Record<string, LazyExoticComponent<ComponentType>> = {
  Welcome: lazyPage(loadWelcomePage),
  ChangePassword: lazyAppPage(() =>
    import('../../areas/supplier/account/ChangePasswordPage').then((m) => m.ChangePasswordPage),
  ),
  Catalogue: lazyAppPage(() =>
    import('../../areas/supplier/products/CataloguePage').then((m) => m.CataloguePage),
  ),
  MyProducts: lazyAppPage(() =>
    import('../../areas/supplier/products/MyProductsPage').then((m) => m.MyProductsPage),
  ),
  Company: lazyAppPage(() => import('../../areas/supplier/company/CompanyPage').then((m) => m.CompanyPage)),
  Introduction: lazyAppPage(() =>
    import('../../areas/supplier/information/IntroductionPage').then((m) => m.IntroductionPage),
  ),
  Credentials: lazyAppPage(() =>
    import('../../areas/supplier/information/CredentialsPage').then((m) => m.CredentialsPage),
  ),
  Notice: lazyAppPage(() => import('../../areas/supplier/information/NoticePage').then((m) => m.NoticePage)),
  Faq: lazyAppPage(() => import('../../areas/supplier/information/FaqPage').then((m) => m.FaqPage)),
  Invite: lazyAppPage(() => import('../../areas/supplier/information/InvitePage').then((m) => m.InvitePage)),
  Showroom: lazyAppPage(() =>
    import('../../areas/supplier/showroom/ShowroomPage').then((m) => m.ShowroomPage),
  ),
  QuotationList: lazyAppPage(() =>
    import('../../areas/supplier/quotations/QuotationListPage').then((m) => m.QuotationListPage),
  ),
  ProductQuotations: lazyAppPage(() =>
    import('../../areas/supplier/quotations/ProductQuotationsPage').then((m) => m.ProductQuotationsPage),
  ),
  BuyerPool: lazyAppPage(() =>
    import('../../areas/supplier/buyers/BuyerPoolPage').then((m) => m.BuyerPoolPage),
  ),
  RecommendedBuyers: lazyAppPage(() =>
    import('../../areas/supplier/buyers/RecommendedBuyersPage').then((m) => m.RecommendedBuyersPage),
  ),
  Visitors: lazyAppPage(() => import('../../areas/supplier/buyers/VisitorsPage').then((m) => m.VisitorsPage)),
  Communicate: lazyAppPage(() =>
    import('../../areas/supplier/communicate/CommunicatePage').then((m) => m.CommunicatePage),
  ),
  Pay: lazyAppPage(() => import('../../areas/supplier/service/PayPage').then((m) => m.PayPage)),
  RfqList: lazyAppPage(() => import('../../areas/supplier/rfq/RfqListPage').then((m) => m.RfqListPage)),
  RfqMyQuotes: lazyAppPage(() =>
    import('../../areas/supplier/rfq/RfqMyQuotesPage').then((m) => m.RfqMyQuotesPage),
  ),
  ProductRanking: lazyAppPage(() =>
    import('../../areas/supplier/rfq/ranking/ProductRankingPage').then((m) => m.ProductRankingPage),
  ),
  TeamUsers: lazyAppPage(() =>
    import('../../areas/supplier/system/TeamUsersPage').then((m) => m.TeamUsersPage),
  ),
  TeamRoles: lazyAppPage(() =>
    import('../../areas/supplier/system/TeamRolesPage').then((m) => m.TeamRolesPage),
  ),
  CompanyAudit: lazyAppPage(() =>
    import('../../areas/supplier/system/CompanyAuditPage').then((m) => m.CompanyAuditPage),
  ),
  Settlement: lazyAppPage(() =>
    import('../../areas/supplier/service/SettlementPage').then((m) => m.SettlementPage),
  ),
};

export function isRegisteredPage(component: string): boolean {
  return Object.hasOwn(pageRegistry, component);
}
