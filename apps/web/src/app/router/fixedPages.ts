import { lazyAppPage, lazyPage } from '../../lib/lazyPage';
import { loadHomeLayout } from './firstPageLoaders';

/** Pages of the fixed routes, each its own chunk so the login page loads without the app shell. */
export { LoginPage } from './loginPage';
export const ResetPwdPage = lazyAppPage(() =>
  import('../../areas/supplier/resetPwd/ResetPwdPage').then((m) => m.ResetPwdPage),
);
export const AcceptInvitationPage = lazyAppPage(() =>
  import('../../areas/supplier/invitation/AcceptInvitationPage').then((m) => m.AcceptInvitationPage),
);
export const VerifyEmailPage = lazyAppPage(() =>
  import('../../areas/supplier/verifyEmail/VerifyEmailPage').then((m) => m.VerifyEmailPage),
);
export const NotFoundPage = lazyAppPage(() =>
  import('../../areas/supplier/errors/NotFoundPage').then((m) => m.NotFoundPage),
);
export const ForbiddenPage = lazyAppPage(() =>
  import('../../areas/supplier/errors/ForbiddenPage').then((m) => m.ForbiddenPage),
);
export const MobileCommunicatePage = lazyAppPage(() =>
  import('../../areas/supplier/communicate/MobileCommunicatePage').then((m) => m.MobileCommunicatePage),
);
export const EditQuotationPage = lazyAppPage(() =>
  import('../../areas/supplier/quotations/EditQuotationPage').then((m) => m.EditQuotationPage),
);
export const QuotationViewPage = lazyAppPage(() =>
  import('../../areas/supplier/quotations/QuotationViewPage').then((m) => m.QuotationViewPage),
);
export const ChatQuotationPage = lazyAppPage(() =>
  import('../../areas/supplier/communicate/ChatQuotationPage').then((m) => m.ChatQuotationPage),
);
export const HomeLayout = lazyPage(loadHomeLayout);
export const PayResultPage = lazyAppPage(() =>
  import('../../areas/supplier/service/PayResultPage').then((m) => m.PayResultPage),
);
