import type { MenuEntry } from '@sc/contract';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { BuyerAreaPage } from '../../areas/buyer/BuyerAreaPage';
import { ConsoleAreaPage } from '../../areas/console/ConsoleAreaPage';
import { RouteBoundary } from '../../components/RouteBoundary';
import { homePathOf } from '../../features/menu/menuTree';
import { buyerPaths, consolePaths, paths } from '../../lib/paths';
import {
  AcceptInvitationPage,
  ChatQuotationPage,
  EditQuotationPage,
  ForbiddenPage,
  HomeLayout,
  LoginPage,
  MobileCommunicatePage,
  NotFoundPage,
  PayResultPage,
  QuotationViewPage,
  ResetPwdPage,
  VerifyEmailPage,
} from './fixedPages';
import { type MenuRoute, menuToRoutes } from './menuToRoutes';
import { isRegisteredPage, pageRegistry } from './pageRegistry';

function toRouteObject(route: MenuRoute): RouteObject {
  const Page = pageRegistry[route.component];
  return {
    id: route.id,
    path: route.path,
    element: Page ? <Page /> : <Navigate to={paths.notFound} replace />,
    children: route.children.map(toRouteObject),
  };
}

/** The fixed routes of SPEC 2 plus the menu-driven children of the home layout. */
export function buildAppRoutes(menu: readonly MenuEntry[]): RouteObject[] {
  const page = (element: ReactNode) => <RouteBoundary>{element}</RouteBoundary>;
  return [
    { path: paths.login, element: page(<LoginPage />) },
    { path: paths.resetPassword, element: page(<ResetPwdPage />) },
    { path: paths.verifyEmail, element: page(<VerifyEmailPage />) },
    { path: paths.acceptInvitation, element: page(<AcceptInvitationPage />) },
    { path: paths.notFound, element: page(<NotFoundPage />) },
    { path: paths.forbidden, element: page(<ForbiddenPage />) },
    // Signed in only: the guard sends everyone else to /login.
    { path: paths.mobileCommunicate, element: page(<MobileCommunicatePage />) },
    { path: `${buyerPaths.root}/*`, element: page(<BuyerAreaPage />) },
    // The platform team's console: its own session, outside the portal's guard.
    { path: `${consolePaths.root}/*`, element: page(<ConsoleAreaPage />) },
    {
      path: paths.root,
      element: page(<HomeLayout />),
      children: [
        { index: true, element: <Navigate to={homePathOf(menu)} replace /> },
        // Fixed page of SPEC 2 inside the layout: create or edit a quotation (?id=N).
        { path: paths.editQuotation.slice(1), element: <EditQuotationPage /> },
        // One of my quotations read-only, its sends and versions (?id=N&tab=…).
        { path: paths.quotationView.slice(1), element: <QuotationViewPage /> },
        // Fixed page of SPEC 2 inside the layout: a quotation shown from a chat (?messageId=N).
        { path: paths.chatQuotation.slice(1), element: <ChatQuotationPage /> },
        // A payment's result, from the card step or back from the bank's 3-D Secure page.
        { path: paths.payResult.slice(1), element: <PayResultPage /> },
        ...menuToRoutes(menu, isRegisteredPage).map(toRouteObject),
      ],
    },
    { path: '*', element: <Navigate to={paths.notFound} replace /> },
  ];
}
