// The platform console: overview (the marketplace at a glance).
export {};
