// Loaded on demand by useLoadMenu: the menu call's schemas stay off the sign-in page.
export { menuCalls } from '@sc/contract';
