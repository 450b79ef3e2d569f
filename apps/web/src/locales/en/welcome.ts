/** English UI strings of the welcome page and dashboard. */
export const welcome = {
  welcome: {
    greeting: 'Welcome, {{name}}',
    greetingNoName: 'Welcome',
    intro:
      'This is your Supplier Cloud workspace. Open the pages your role gives you from here or from the menu.',
    workspaceTitle: 'Your workspace',
    workspaceEmpty: 'No pages are available for your role yet.',
    open: 'Open',
    accountTitle: 'Your account',
    name: 'Name',
    email: 'Email',
    company: 'Company',
    jobTitle: 'Job title',
    country: 'Country/Region',
    memberSince: 'Member since',
    role: 'Role',
    loadError: 'Your account details could not be loaded.',
    pageDescription: {
      Welcome: 'Your starting point with an overview of your account.',
      ChangePassword: 'Update the password you use to sign in.',
      Catalogue: 'Search the platform’s products by keyword, UPC, EAN or MID and add them to your list.',
      MyProducts: 'Your own and linked products: edit, quote, import from a spreadsheet.',
      BuyerPool: 'Search buyers by product, brand or name and contact them.',
      RecommendedBuyers: 'Buyers matched to your products, with the reasons.',
      Visitors: 'Buyers who viewed your showroom or products.',
    },
  },
  dashboard: {
    recommendedTitle: 'Recommended buyers',
    viewAll: 'View all',
    recommendedEmpty: 'No recommendations yet. Add products to your list to get matched with buyers.',
    loadError: 'Recommended buyers could not be loaded.',
  },
};
