/** The company's own audit log, read-only for the owner and managers (issue 19). */
export {};
