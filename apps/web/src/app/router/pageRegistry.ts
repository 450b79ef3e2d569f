import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../../lib/lazyPage';

/** Menu `component` names → lazily loaded pages. New pages register here. */
export const pageRegistry: Record<string, LazyExoticComponent<ComponentType>> = {
  Welcome: lazyPage(() => import('../../areas/supplier/welcome/WelcomePage').then((m) => m.WelcomePage)),
  ChangePassword: lazyPage(() =>
    import('../../areas/supplier/account/ChangePasswordPage').then((m) => m.ChangePasswordPage),
  ),
  Catalogue: lazyPage(() =>
    import('../../areas/supplier/products/CataloguePage').then((m) => m.CataloguePage),
  ),
  MyProducts: lazyPage(() =>
    import('../../areas/supplier/products/MyProductsPage').then((m) => m.MyProductsPage),
  ),
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
};

export function isRegisteredPage(component: string): boolean {
  return Object.hasOwn(pageRegistry, component);
}
