export * from './accounts.js';
export * from './buyers.js';
export * from './chat.js';
export * from './files.js';
export * from './mail.js';
export * from './menus.js';
export * from './products.js';
export * from './quotations.js';
