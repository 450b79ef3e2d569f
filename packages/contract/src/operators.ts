/** The platform team's operator accounts, roles and two-factor sign-in (issue 19). */
export {};
