// The platform console: buyers (profiles, verification, blocking, reports, accounts).
export {};
