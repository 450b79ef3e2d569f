/** Company roles: built-in and custom, permission scopes, guards (issue 19). */
export {};
