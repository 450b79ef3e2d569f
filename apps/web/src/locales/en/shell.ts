import { auth } from './auth';
import { chat } from './chat';
import { common } from './common';
import { home } from './home';
import { roles } from './roles';
import { support } from './support';
import { welcome } from './welcome';

/**
 * The strings of the signed-in first screen: the sign-in ones (common, auth), the home page's greeting
 * and the shell's header, menu and live notices (home, chat, support, roles). The rest of the catalog
 * loads once that screen is drawn; what renders after it waits for the rest (withFullCatalog).
 */
export const shell = { ...common, ...auth, ...welcome, ...home, ...chat, ...support, ...roles };
