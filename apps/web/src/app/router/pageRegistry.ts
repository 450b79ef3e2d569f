import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../../lib/lazyPage';
import { loadWelcomePage } from './firstPageLoaders';

/** Menu `component` names → lazily loaded pages. New pages register here. */
export const pageRegistry: Record<string, LazyExoticComponent<ComponentType>> = {
  Welcome: lazyPage(loadWelcomePage),
  ChangePassword: lazyPage(() =>
    import('../../areas/supplier/account/ChangePasswordPage').then((m) => m.ChangePasswordPage),
  ),
  Catalogue: lazyPage(() =>
    import('../../areas/supplier/products/CataloguePage').then((m) => m.CataloguePage),
  ),
  MyProducts: lazyPage(() =>
    import('../../areas/supplier/products/MyProductsPage').then((m) => m.MyProductsPage),
  ),
  Company: lazyPage(() => import('../../areas/supplier/company/CompanyPage').then((m) => m.CompanyPage)),
  Introduction: lazyPage(() =>
    import('../../areas/supplier/information/IntroductionPage').then((m) => m.IntroductionPage),
  ),
  Credentials: lazyPage(() =>
    import('../../areas/supplier/information/CredentialsPage').then((m) => m.CredentialsPage),
  ),
  Notice: lazyPage(() => import('../../areas/supplier/information/NoticePage').then((m) => m.NoticePage)),
  Faq: lazyPage(() => import('../../areas/supplier/information/FaqPage').then((m) => m.FaqPage)),
  Invite: lazyPage(() => import('../../areas/supplier/information/InvitePage').then((m) => m.InvitePage)),
  Showroom: lazyPage(() => import('../../areas/supplier/showroom/ShowroomPage').then((m) => m.ShowroomPage)),
  QuotationList: lazyPage(() =>
    import('../../areas/supplier/quotations/QuotationListPage').then((m) => m.QuotationListPage),
  ),
  ProductQuotations: lazyPage(() =>
    import('../../areas/supplier/quotations/ProductQuotationsPage').then((m) => m.ProductQuotationsPage),
  ),
  BuyerPool: lazyPage(() => import('../../areas/supplier/buyers/BuyerPoolPage').then((m) => m.BuyerPoolPage)),
  RecommendedBuyers: lazyPage(() =>
    import('../../areas/supplier/buyers/RecommendedBuyersPage').then((m) => m.RecommendedBuyersPage),
  ),
  Visitors: lazyPage(() => import('../../areas/supplier/buyers/VisitorsPage').then((m) => m.VisitorsPage)),
  Communicate: lazyPage(() =>
    import('../../areas/supplier/communicate/CommunicatePage').then((m) => m.CommunicatePage),
  ),
  Pay: lazyPage(() => import('../../areas/supplier/service/PayPage').then((m) => m.PayPage)),
  RfqList: lazyPage(() => import('../../areas/supplier/rfq/RfqListPage').then((m) => m.RfqListPage)),
  RfqMyQuotes: lazyPage(() =>
    import('../../areas/supplier/rfq/RfqMyQuotesPage').then((m) => m.RfqMyQuotesPage),
  ),
  ProductRanking: lazyPage(() =>
    import('../../areas/supplier/rfq/ranking/ProductRankingPage').then((m) => m.ProductRankingPage),
  ),
  TeamUsers: lazyPage(() => import('../../areas/supplier/system/TeamUsersPage').then((m) => m.TeamUsersPage)),
  TeamRoles: lazyPage(() => import('../../areas/supplier/system/TeamRolesPage').then((m) => m.TeamRolesPage)),
  CompanyAudit: lazyPage(() =>
    import('../../areas/supplier/system/CompanyAuditPage').then((m) => m.CompanyAuditPage),
  ),
  Settlement: lazyPage(() =>
    import('../../areas/supplier/service/SettlementPage').then((m) => m.SettlementPage),
  ),
};

export function isRegisteredPage(component: string): boolean {
  return Object.hasOwn(pageRegistry, component);
}
