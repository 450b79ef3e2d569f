// The platform console: suppliers (companies, state, suspension).
export {};
