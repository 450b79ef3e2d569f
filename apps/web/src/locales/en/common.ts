/** English UI strings of the app shell, HTTP feedback, error pages and page titles. */
export const common = {
  app: {
    name: 'Supplier Cloud',
    documentTitle: '{{page}} – Supplier Cloud',
  },
  language: {
    label: 'Language',
  },
  http: {
    timeout: 'Request timed out',
    apiError: 'Api error!',
    loading: 'Loading',
    warningTitle: 'Warning',
    sessionReplaced: 'Your account has logged in on another device. Logging out now.',
    socketDisconnect: 'Socket Disconnect',
    passwordChanged: 'Password changed. Please sign in again.',
  },
  layout: {
    navigation: 'Main navigation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    collapseMenu: 'Collapse menu',
    expandMenu: 'Expand menu',
    accountMenu: 'Account menu',
    changePassword: 'Change password',
    logout: 'Log out',
  },
  errorPage: {
    notFoundTitle: 'Page not found',
    notFoundText: 'Sorry, the page you visited does not exist.',
    forbiddenTitle: 'No access',
    forbiddenText: 'Sorry, you are not allowed to open this page.',
    backHome: 'Back to home',
    goToLogin: 'Go to sign in',
    loadFailedTitle: 'This page could not be loaded',
    loadFailedText: 'Check your connection and reload. After an update, reloading fetches the new version.',
    crashTitle: 'Something went wrong',
    crashText: 'An unexpected error occurred on this page. Reload to try again.',
    reload: 'Reload',
  },
  pages: {
    login: 'Sign in',
    signUp: 'Sign up',
    resetPassword: 'Reset password',
    notFound: 'Page not found',
    forbidden: 'No access',
  },
};
