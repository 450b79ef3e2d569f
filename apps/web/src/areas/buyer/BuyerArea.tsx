import { STORAGE_KEYS } from '@sc/contract';
import { useEffect } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router';
import { decideBuyerGuard } from '../../features/buyerApp/guard/decideBuyerGuard';
import { useBuyerRealtime } from '../../features/buyerApp/realtime/useBuyerRealtime';
import { saveBuyerReturnUrl } from '../../features/buyerApp/session/buyerReturnUrl';
import { useBuyerSession } from '../../features/buyerApp/session/useBuyerSession';
import { i18n } from '../../lib/i18n';
import { langTag, toI18nCode } from '../../lib/language';
import { buyerPaths } from '../../lib/paths';
import { local, session as sessionArea } from '../../lib/storage';
import { ChatPage } from './chat/ChatPage';
import { ConversationsPage } from './conversations/ConversationsPage';
import { BuyerLoginPage } from './login/BuyerLoginPage';
import { ProductPage } from './product/ProductPage';
import { QuotationPage } from './quotation/QuotationPage';
import { PostRfqPage } from './rfq/PostRfqPage';
import { RfqDetailPage } from './rfq/RfqDetailPage';
import { RfqListPage } from './rfq/RfqListPage';
import { SetPasswordPage } from './setPassword/SetPasswordPage';
import { ShowroomPage } from './showroom/ShowroomPage';
import { SuppliersPage } from './suppliers/SuppliersPage';

// The buyers are in China: without a stored choice the buyers' app speaks Chinese. Not stored,
// so the supplier portal keeps its own default (English); a choice made in the switcher wins.
// Awaited: the Chinese strings load before the area's first screen.
if (!local.get(STORAGE_KEYS.lang)) {
  await i18n.changeLanguage(toI18nCode('ch'));
  document.documentElement.lang = langTag('ch');
}

function GuardRedirect({ to, returnTo }: { to: string; returnTo?: string }) {
  useEffect(() => {
    if (returnTo) saveBuyerReturnUrl(sessionArea, returnTo);
  }, [returnTo]);
  return <Navigate to={to} replace />;
}

/** Everything under /buyer: its own session, guard, connection and pages. */
export function BuyerArea() {
  const { isSignedIn } = useBuyerSession();
  const location = useLocation();
  useBuyerRealtime();
  const element = useRoutes([
    { path: 'login', element: <BuyerLoginPage /> },
    { path: 'set-password', element: <SetPasswordPage /> },
    { index: true, element: <ConversationsPage /> },
    { path: 'chat/:conversationId', element: <ChatPage /> },
    { path: 'supplier/:supplierId/chat', element: <ChatPage /> },
    { path: 'supplier/:supplierId', element: <ShowroomPage /> },
    { path: 'suppliers', element: <SuppliersPage /> },
    { path: 'product/:productId', element: <ProductPage /> },
    { path: 'quotation/:messageId', element: <QuotationPage /> },
    { path: 'rfqs', element: <RfqListPage /> },
    { path: 'rfqs/new', element: <PostRfqPage /> },
    { path: 'rfqs/:rfqId', element: <RfqDetailPage /> },
    { path: '*', element: <Navigate to={buyerPaths.root} replace /> },
  ]);
  const decision = decideBuyerGuard(location, isSignedIn);
  if (decision.kind === 'redirect') return <GuardRedirect to={decision.to} returnTo={decision.returnTo} />;
  return element;
}
