// The platform console: bulk imports (the shared import kit, catalogue and buyer import jobs).
export {};
