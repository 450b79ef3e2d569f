import type { UiMessages } from '../en';
import { affiliate } from './affiliate';
import { auth } from './auth';
import { billing } from './billing';
import { buyerApp } from './buyerApp';
import { buyerRfq } from './buyerRfq';
import { buyers } from './buyers';
import { chat } from './chat';
import { common } from './common';
import { company } from './company';
import { companyAudit } from './companyAudit';
import { consoleBuyers } from './consoleBuyers';
import { consoleCatalogue } from './consoleCatalogue';
import { consoleImports } from './consoleImports';
import { consoleOverview } from './consoleOverview';
import { consoleRfq } from './consoleRfq';
import { consoleSuppliers } from './consoleSuppliers';
import { credentials } from './credentials';
import { home } from './home';
import { operators } from './operators';
import { products } from './products';
import { quotations } from './quotations';
import { rfq } from './rfq';
import { rfqRanking } from './rfqRanking';
import { rfqShared } from './rfqShared';
import { roles } from './roles';
import { showroom } from './showroom';
import { support } from './support';
import { team } from './team';
import { welcome } from './welcome';

/** The web app's own UI strings (Japanese), one file per feature. */
export const ja: UiMessages = {
  ...common,
  ...auth,
  ...welcome,
  ...products,
  ...buyers,
  ...chat,
  ...quotations,
  ...rfq,
  ...rfqRanking,
  ...rfqShared,
  ...showroom,
  ...company,
  ...home,
  ...buyerApp,
  ...buyerRfq,
  ...support,
  ...billing,
  ...affiliate,
  ...credentials,
  ...consoleRfq,
  ...consoleImports,
  ...consoleCatalogue,
  ...consoleBuyers,
  ...consoleSuppliers,
  ...consoleOverview,
  ...operators,
  ...companyAudit,
  ...roles,
  ...team,
};
